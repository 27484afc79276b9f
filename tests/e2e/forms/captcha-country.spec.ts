/**
 * The captcha (001 §4 submit button: widget 0 is executed and the submission stops until its token
 * arrives) and the country lookup (001 §7 call 6), against a stand-in on loopback that this test
 * serves: the widget script (grecaptcha.render/execute/getResponse/reset), siteverify, and the
 * geolocation answer. The test site points the plugin at it, and takes Forms → Settings from a
 * cookie, for this test's requests only (tests/e2e/mu-plugins/vista-e2e.php).
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { test, expect, type Page } from '@playwright/test';
import { visitor } from '../utils/site';
import {
	CONTACT_PAGE,
	EVERYTHING_PAGE,
	comeTo,
	NEVER_TOO_QUICK,
	field,
	row,
	spamGuardMinimum,
} from './client-helpers';

test.use( visitor );

/** The stand-in widget script: render() gives widget ids from 0; the test hands out the token. */
const WIDGET_SCRIPT = `
window.__captcha = { executed: [], widgets: [] };
window.grecaptcha = {
	render: function ( container, options ) {
		window.__captcha.widgets.push( { options: options, response: '' } );
		return window.__captcha.widgets.length - 1;
	},
	execute: function ( id ) { window.__captcha.executed.push( id ); },
	getResponse: function ( id ) { return window.__captcha.widgets[ id || 0 ].response; },
	reset: function ( id ) { window.__captcha.widgets[ id || 0 ].response = ''; },
	ready: function ( callback ) { callback(); },
};
window.__releaseCaptcha = function ( token ) {
	var widget = window.__captcha.widgets[ 0 ];
	widget.response = token;
	widget.options.callback( token );
};
`;

interface Verification {
	secret: string;
	response: string;
}

const verifications: Verification[] = [];
let scriptLoads = 0;
let geoLookups = 0;
let server: http.Server;
let port = 0;

test.beforeAll( async () => {
	server = http.createServer( ( request, response ) => {
		const url = request.url ?? '';
		if ( url.startsWith( '/captcha.js' ) ) {
			scriptLoads++;
			response.writeHead( 200, { 'Content-Type': 'text/javascript' } );
			response.end( WIDGET_SCRIPT );
			return;
		}
		if ( url.startsWith( '/geo' ) ) {
			geoLookups++;
			response.writeHead( 200, {
				'Content-Type': 'application/json',
				'Access-Control-Allow-Origin': '*',
			} );
			response.end(
				JSON.stringify( { ip: '203.0.113.9', country: 'JP' } )
			);
			return;
		}
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => {
			const posted = new URLSearchParams( body );
			const verification = {
				secret: posted.get( 'secret' ) ?? '',
				response: posted.get( 'response' ) ?? '',
			};
			verifications.push( verification );
			const ok =
				verification.secret === 'e2e-secret' &&
				verification.response === 'person-token';
			response.writeHead( 200, { 'Content-Type': 'application/json' } );
			response.end(
				JSON.stringify(
					ok
						? { success: true, hostname: 'localhost' }
						: {
								success: false,
								'error-codes': [ 'invalid-input-response' ],
							}
				)
			);
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	port = ( server.address() as AddressInfo ).port;
} );

test.afterAll(
	() => new Promise< void >( ( resolve ) => server.close( () => resolve() ) )
);

async function useStandIn( page: Page, settings: Record< string, unknown > ) {
	await page.context().addCookies( [
		{
			name: 'vista_e2e_forms_stand_in',
			value: String( port ),
			url: process.env.WP_BASE_URL,
		},
		{
			name: 'vista_e2e_forms_settings',
			value: encodeURIComponent( JSON.stringify( settings ) ),
			url: process.env.WP_BASE_URL,
		},
	] );
}

const RECAPTCHA = {
	captchaProvider: 'recaptcha_v2',
	captchaSiteKey: 'e2e-site',
	captchaSecretKey: 'e2e-secret',
};

async function fillContact( page: Page ) {
	await field( page, 'name' ).fill( 'Ada' );
	await field( page, 'email' ).fill( 'ada@example.org' );
	await field( page, 'message' ).fill(
		'A message of more than three words.'
	);
}

test( 'stand-in reCAPTCHA: widget 0 is executed, the form waits for the token, the server verifies it', async ( {
	page,
} ) => {
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await useStandIn( page, RECAPTCHA );
	const submissions: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			( request.postData() ?? '' ).includes(
				'everest_forms_ajax_form_submission'
			)
		) {
			submissions.push( request.postData() ?? '' );
		}
	} );
	verifications.length = 0;
	scriptLoads = 0;
	await page.goto( CONTACT_PAGE );
	expect( await page.content() ).not.toContain( 'e2e-secret' );
	await expect( page.locator( '.evf-captcha' ) ).toHaveAttribute(
		'data-sitekey',
		'e2e-site'
	);
	expect(
		scriptLoads,
		'the widget script loads on the first send, not with the page'
	).toBe( 0 );

	await fillContact( page );
	await page.locator( 'button.evf-submit' ).click();
	await expect
		.poll( () =>
			page.evaluate( () => ( window as any ).__captcha?.executed )
		)
		.toEqual( [ 0 ] );
	expect( submissions, 'nothing is sent before the token arrives' ).toEqual(
		[]
	);

	await page.evaluate( () =>
		( window as any ).__releaseCaptcha( 'person-token' )
	);
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toBeVisible();
	expect( submissions ).toHaveLength( 1 );
	expect(
		new URLSearchParams( submissions[ 0 ] ).get( 'g-recaptcha-response' )
	).toBe( 'person-token' );
	expect( verifications ).toEqual( [
		{ secret: 'e2e-secret', response: 'person-token' },
	] );
	expect( scriptLoads ).toBe( 1 );
} );

test( 'stand-in reCAPTCHA: a token the service refuses gets a clear error and no entry', async ( {
	page,
} ) => {
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await useStandIn( page, RECAPTCHA );
	verifications.length = 0;
	await page.goto( CONTACT_PAGE );
	await fillContact( page );
	await page.locator( 'button.evf-submit' ).click();
	await expect
		.poll( () =>
			page.evaluate( () => ( window as any ).__captcha?.executed?.length )
		)
		.toBe( 1 );
	await page.evaluate( () =>
		( window as any ).__releaseCaptcha( 'robot-token' )
	);
	await expect( page.locator( '.everest-forms-notice--error' ) ).toHaveText(
		'The check that you are not a robot did not pass. Please send the form again.'
	);
	expect( verifications.map( ( each ) => each.response ) ).toEqual( [
		'robot-token',
	] );
	// What was typed stays, and the next send asks the widget again.
	await expect( field( page, 'name' ) ).toHaveValue( 'Ada' );
	await expect( page.locator( 'input.evf-captcha-token' ) ).toHaveValue( '' );
} );

test.describe( 'country lookup', () => {
	test.use( { locale: 'de-DE' } );

	test( 'stand-in service on: the phone field starts with the country it answers', async ( {
		page,
	} ) => {
		await useStandIn( page, { geolocation: 'ipapi' } );
		geoLookups = 0;
		await page.goto( EVERYTHING_PAGE );
		await comeTo( page, 'phone' );
		await expect(
			row( page, 'phone' ).locator(
				'.iti__selected-country .iti__flag.iti__jp'
			)
		).toBeVisible();
		expect( geoLookups ).toBe( 1 );
	} );

	test( 'off by default: no lookup, the browser language decides', async ( {
		page,
	} ) => {
		await useStandIn( page, {} );
		geoLookups = 0;
		await page.goto( EVERYTHING_PAGE );
		await comeTo( page, 'phone' );
		await expect(
			row( page, 'phone' ).locator(
				'.iti__selected-country .iti__flag.iti__de'
			)
		).toBeVisible();
		expect( geoLookups ).toBe( 0 );
	} );
} );
