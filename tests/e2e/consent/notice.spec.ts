/**
 * The cookie notice in Chromium: every transition of 000 §4.6 and every option of §3.13.
 * Settings are global: the consent project runs one test at a time, and each test puts the
 * defaults back after it. The tests do not depend on each other, so one that fails does not keep
 * the others from running.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { newVisitor, wordpressDir } from '../utils/site';

test.use( newVisitor );

type RequestUtils = Parameters<
	Parameters< typeof test >[ 2 ]
>[ 0 ][ 'requestUtils' ];

let defaults: Record< string, unknown >;

async function configure(
	requestUtils: RequestUtils,
	changes: Record< string, unknown >
) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/vista-consent/v1/settings',
		data: changes,
	} );
}

async function cookie( context: BrowserContext, name: string ) {
	return ( await context.cookies() ).find( ( c ) => c.name === name );
}

function nowSeconds() {
	return Date.now() / 1000;
}

const notice = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Cookie consent' } );

test.beforeAll( async ( { requestUtils } ) => {
	const current = ( await requestUtils.rest( {
		path: '/vista-consent/v1/settings',
	} ) ) as { settings: Record< string, unknown > };
	defaults = current.settings;
} );

test.afterEach( async ( { requestUtils } ) => {
	await configure( requestUtils, defaults );
} );

test( 'a first visit shows the notice, labelled for screen readers, and marks the body not set', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await expect( notice( page ) ).toBeVisible();
	await expect( notice( page ) ).toHaveAccessibleDescription(
		/We use cookies/
	);
	await expect( page.locator( 'body' ) ).toHaveClass( /\bcookies-not-set\b/ );
	await expect(
		notice( page ).getByRole( 'button', { name: 'Accept' } )
	).toBeVisible();
	await expect(
		notice( page ).getByRole( 'button', { name: 'Reject' } )
	).toBeVisible();
	await expect(
		notice( page ).getByRole( 'link', { name: 'Privacy policy' } )
	).toHaveAttribute( 'href', /privacy-policy/ );
} );

test( 'accept stores true for cookieTime seconds, marks the body and hides the notice for good', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await configure( requestUtils, { cookieTime: 3600 } );
	await page.goto( '/' );
	await notice( page ).getByRole( 'button', { name: 'Accept' } ).click();

	const consent = await cookie( context, 'cookie_notice_accepted' );
	expect( consent?.value ).toBe( 'true' );
	expect( consent?.expires ).toBeGreaterThan( nowSeconds() + 3600 - 60 );
	expect( consent?.expires ).toBeLessThan( nowSeconds() + 3600 + 60 );
	await expect( page.locator( 'body' ) ).toHaveClass( /\bcookies-set\b/ );
	await expect( page.locator( 'body' ) ).toHaveClass(
		/\bcookies-accepted\b/
	);
	await expect( page.locator( 'body' ) ).not.toHaveClass(
		/\bcookies-not-set\b/
	);
	await expect( notice( page ) ).toBeHidden();

	// The video consent cookie (000 §3.13, §9.1): 1, for 30 days.
	const video = await cookie( context, 'ytprefs_gdpr_consent' );
	expect( video?.value ).toBe( '1' );
	expect( video?.expires ).toBeGreaterThan( nowSeconds() + 30 * 86400 - 60 );
	expect( video?.expires ).toBeLessThan( nowSeconds() + 30 * 86400 + 60 );
	// The WP Consent API's cookies carry the same choice.
	expect( ( await cookie( context, 'wp_consent_marketing' ) )?.value ).toBe(
		'allow'
	);
	expect( ( await cookie( context, 'wp_consent_statistics' ) )?.value ).toBe(
		'allow'
	);

	const response = await page.reload();
	expect( await response?.text() ).toMatch(
		/<body[^>]*\bcookies-accepted\b/
	);
	await expect( notice( page ) ).toBeHidden();
} );

test( 'reject stores false for cookieTimeRejected seconds and allows nothing optional', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await configure( requestUtils, { cookieTimeRejected: 7200 } );
	await page.goto( '/' );
	await notice( page ).getByRole( 'button', { name: 'Reject' } ).click();

	const consent = await cookie( context, 'cookie_notice_accepted' );
	expect( consent?.value ).toBe( 'false' );
	expect( consent?.expires ).toBeGreaterThan( nowSeconds() + 7200 - 60 );
	expect( consent?.expires ).toBeLessThan( nowSeconds() + 7200 + 60 );
	await expect( page.locator( 'body' ) ).toHaveClass( /\bcookies-refused\b/ );
	await expect( notice( page ) ).toBeHidden();
	expect( await cookie( context, 'ytprefs_gdpr_consent' ) ).toBeUndefined();
	expect( ( await cookie( context, 'wp_consent_marketing' ) )?.value ).toBe(
		'deny'
	);
	expect( ( await cookie( context, 'wp_consent_functional' ) )?.value ).toBe(
		'allow'
	);
	expect(
		await page.evaluate( () => window.vistaConsent?.has( 'statistics' ) )
	).toBe( false );
} );

test( 'scrolling accepts only past onScrollOffset, and only when onScroll is on', async ( {
	page,
	context,
	requestUtils,
} ) => {
	const tall = () =>
		page.addStyleTag( { content: 'body { min-height: 4000px; }' } );
	// Scrolls and resolves once the page has handled the scroll: this listener is added after
	// the notice's, so the notice has seen the scroll by the time it runs.
	const scrollTo = ( top: number ) =>
		page.evaluate(
			( y ) =>
				new Promise< void >( ( resolve ) => {
					window.addEventListener( 'scroll', () => resolve(), {
						once: true,
					} );
					window.scrollTo( 0, y );
				} ),
			top
		);
	await page.goto( '/' );
	await tall();
	await scrollTo( 1500 );
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();
	await expect( notice( page ) ).toBeVisible();

	await configure( requestUtils, { onScroll: true, onScrollOffset: 300 } );
	await page.goto( '/' );
	await tall();
	await scrollTo( 250 );
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();
	await expect( notice( page ) ).toBeVisible();
	await scrollTo( 400 );
	await expect
		.poll(
			async () =>
				( await cookie( context, 'cookie_notice_accepted' ) )?.value
		)
		.toBe( 'true' );
	await expect( notice( page ) ).toBeHidden();
} );

test( 'a click outside the notice accepts when onClick is on; a click inside does not', async ( {
	page,
	context,
	requestUtils,
} ) => {
	// A click on the page outside the notice and outside any link: the header's corner (the front
	// page's title is for screen readers only, so it cannot be clicked).
	const clickOutside = () => page.mouse.click( 1, 1 );
	await page.goto( '/' );
	await clickOutside();
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();

	await configure( requestUtils, { onClick: true } );
	await page.goto( '/' );
	await page.locator( '#cn-notice-text' ).click();
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();
	await clickOutside();
	expect( ( await cookie( context, 'cookie_notice_accepted' ) )?.value ).toBe(
		'true'
	);
	await expect( notice( page ) ).toBeHidden();
} );

for ( const [ effect, property, hidden ] of [
	[ 'fade', 'opacity', '0' ],
	// The notice sits at the bottom of the window by default: it slides down out of it.
	[ 'slide', 'transform', 'translateY(100%)' ],
] as const ) {
	test( `hide effect ${ effect } animates the notice away`, async ( {
		page,
		requestUtils,
	} ) => {
		await configure( requestUtils, { hideEffect: effect } );
		await page.goto( '/' );
		// The 0.5 s transition is read as it starts, in the same task as the click: a loaded
		// machine may otherwise look only after it has ended.
		const hiding = await notice( page )
			.getByRole( 'button', { name: 'Accept' } )
			.evaluate( ( button: HTMLElement, p ) => {
				button.click();
				const el = document.getElementById( 'cookie-notice' )!;
				return {
					hiding: el.classList.contains( 'cn-hiding' ),
					to: el
						.getAnimations()
						.filter(
							( a ) =>
								( a as CSSTransition ).transitionProperty === p
						)
						.map( ( a ) =>
							String(
								( a.effect as KeyframeEffect )
									.getKeyframes()
									.at( -1 )![ p ]
							)
						),
				};
			}, property );
		expect( hiding.hiding ).toBe( true );
		expect( hiding.to ).toHaveLength( 1 );
		expect( hiding.to[ 0 ] ).toContain( hidden );
		const box = page.locator( '#cookie-notice' );
		await expect( box ).toBeHidden();
	} );
}

test( 'hide effect none hides the notice at once', async ( {
	page,
	requestUtils,
} ) => {
	await configure( requestUtils, { hideEffect: 'none' } );
	await page.goto( '/' );
	await notice( page ).getByRole( 'button', { name: 'Accept' } ).click();
	expect( await page.locator( '#cookie-notice' ).isHidden() ).toBe( true );
	await expect( page.locator( '#cookie-notice' ) ).not.toHaveClass(
		/\bcn-hiding\b/
	);
} );

test.describe( 'for a visitor who asks for less motion', () => {
	test.use( { reducedMotion: 'reduce' } );

	test( 'the slide effect does not move the notice: it goes at once', async ( {
		page,
		requestUtils,
	} ) => {
		await configure( requestUtils, { hideEffect: 'slide' } );
		await page.goto( '/' );
		const moved = await notice( page )
			.getByRole( 'button', { name: 'Accept' } )
			.evaluate( ( button: HTMLElement ) => {
				button.click();
				return document
					.getElementById( 'cookie-notice' )!
					.getAnimations().length;
			} );
		expect( moved ).toBe( 0 );
		expect( await page.locator( '#cookie-notice' ).isHidden() ).toBe(
			true
		);
	} );
} );

test( 'automatic revoke shows a revoke control after the choice, which reopens the notice', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await configure( requestUtils, {
		revokeCookies: true,
		revokeCookiesOpt: 'automatic',
	} );
	await page.goto( '/' );
	const revoke = page.getByRole( 'button', { name: 'Cookie settings' } );
	await expect( revoke ).toBeHidden();
	await notice( page ).getByRole( 'button', { name: 'Accept' } ).click();
	await expect( revoke ).toBeVisible();

	await revoke.click();
	await expect( notice( page ) ).toBeVisible();
	await expect(
		notice( page ).getByRole( 'button', { name: 'Accept' } )
	).toBeFocused();
	await notice( page ).getByRole( 'button', { name: 'Reject' } ).click();
	expect( ( await cookie( context, 'cookie_notice_accepted' ) )?.value ).toBe(
		'false'
	);
	await expect( page.locator( 'body' ) ).toHaveClass( /\bcookies-refused\b/ );
	await expect( revoke ).toBeVisible();

	await page.reload();
	await expect( notice( page ) ).toBeHidden();
	await expect( revoke ).toBeVisible();
} );

test( 'manual revoke: no automatic control, the Cookie Settings block reopens the notice', async ( {
	page,
	requestUtils,
} ) => {
	await configure( requestUtils, {
		revokeCookies: true,
		revokeCookiesOpt: 'manual',
	} );
	await page.goto( '/consent/' );
	await notice( page ).getByRole( 'button', { name: 'Reject' } ).click();
	await expect( page.locator( '.cn-revoke-auto' ) ).toHaveCount( 0 );
	const blockButton = page
		.locator( '.wp-block-vista-consent-revoke' )
		.getByRole( 'button', {
			name: 'Cookie settings',
		} );
	await blockButton.click();
	await expect( notice( page ) ).toBeVisible();
} );

test( 'redirection reloads on a first acceptance and on a change of choice, not on a first refusal', async ( {
	page,
	requestUtils,
} ) => {
	await configure( requestUtils, { redirection: true, revokeCookies: true } );
	const loads: string[] = [];
	page.on( 'load', () => loads.push( page.url() ) );

	await page.goto( '/' );
	// The Navigation API's navigate event fires the moment the page asks for a reload.
	await page.evaluate( () => {
		const watched = window as unknown as {
			navigation: EventTarget;
			reloadsAsked: number;
		};
		watched.reloadsAsked = 0;
		watched.navigation.addEventListener(
			'navigate',
			() => watched.reloadsAsked++
		);
	} );
	await notice( page ).getByRole( 'button', { name: 'Reject' } ).click();
	await expect( notice( page ) ).toBeHidden();
	expect(
		await page.evaluate(
			() =>
				( window as unknown as { reloadsAsked?: number } ).reloadsAsked
		)
	).toBe( 0 );
	expect( loads ).toHaveLength( 1 );

	await page.getByRole( 'button', { name: 'Cookie settings' } ).click();
	await Promise.all( [
		page.waitForEvent( 'load' ),
		notice( page ).getByRole( 'button', { name: 'Accept' } ).click(),
	] );
	expect( loads ).toHaveLength( 2 );

	await page.context().clearCookies();
	await page.goto( '/' );
	await Promise.all( [
		page.waitForEvent( 'load' ),
		notice( page ).getByRole( 'button', { name: 'Accept' } ).click(),
	] );
	expect( loads ).toHaveLength( 4 );
} );

test( 'with cache on, the reload goes to the address with the reload marker, then tidies it away', async ( {
	page,
	requestUtils,
} ) => {
	await configure( requestUtils, { redirection: true, cache: true } );
	const requested: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.isNavigationRequest() ) {
			requested.push( request.url() );
		}
	} );
	await page.goto( '/consent/' );
	await Promise.all( [
		page.waitForEvent( 'load' ),
		notice( page ).getByRole( 'button', { name: 'Accept' } ).click(),
	] );
	expect( requested.at( -1 ) ).toMatch( /\/consent\/\?cn-reloaded=1$/ );
	await expect.poll( () => page.url() ).not.toContain( 'cn-reloaded' );
} );

test( 'a custom cookieName and globalCookie are used by browser and server alike', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await configure( requestUtils, {
		cookieName: 'site_consent',
		globalCookie: true,
	} );
	await page.goto( '/' );
	expect( await page.evaluate( () => window.cnArgs?.globalCookie ) ).toBe(
		true
	);
	await notice( page ).getByRole( 'button', { name: 'Accept' } ).click();
	expect( ( await cookie( context, 'site_consent' ) )?.value ).toBe( 'true' );
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();
	const response = await page.reload();
	expect( await response?.text() ).toMatch(
		/<body[^>]*\bcookies-accepted\b/
	);
	await expect( notice( page ) ).toBeHidden();
} );

test( 'inside an iframe the notice does nothing', async ( { page } ) => {
	await page.goto( '/' );
	await page.evaluate(
		() =>
			new Promise( ( resolve ) => {
				const frame = document.createElement( 'iframe' );
				frame.style.cssText = 'width:800px;height:600px';
				frame.addEventListener( 'load', resolve, { once: true } );
				frame.src = '/consent/';
				document.body.append( frame );
			} )
	);
	const frame = page
		.frames()
		.find( ( f ) => f.url().endsWith( '/consent/' ) );
	if ( ! frame ) {
		throw new Error( 'the embedded page did not load' );
	}
	await expect( frame.locator( 'html' ) ).toHaveClass( /\bcn-framed\b/ );
	await expect( frame.locator( '#cookie-notice' ) ).toBeHidden();
	expect( await frame.evaluate( () => typeof window.vistaConsent ) ).toBe(
		'undefined'
	);
	// The top page's own notice is unaffected.
	await expect( notice( page ) ).toBeVisible();
} );

test( 'keyboard: Tab reaches every control, Enter chooses, Escape does not accept', async ( {
	page,
	context,
} ) => {
	await page.goto( '/' );
	const reached = new Set< string >();
	for ( let i = 0; i < 12; i++ ) {
		await page.keyboard.press( 'Tab' );
		reached.add(
			await page.evaluate(
				() => document.body.ownerDocument.activeElement?.id ?? ''
			)
		);
	}
	expect( [ ...reached ] ).toEqual(
		expect.arrayContaining( [
			'cn-accept-cookie',
			'cn-refuse-cookie',
			'cn-more-info',
		] )
	);

	const ok = notice( page ).getByRole( 'button', { name: 'Accept' } );
	await ok.focus();
	await page.keyboard.press( 'Escape' );
	// The key has been handled once press() returns: the notice stays, with focus where it was.
	await expect( ok ).toBeFocused();
	await expect( notice( page ) ).toBeVisible();
	expect( await cookie( context, 'cookie_notice_accepted' ) ).toBeUndefined();

	await notice( page ).getByRole( 'button', { name: 'Reject' } ).focus();
	await page.keyboard.press( 'Enter' );
	expect( ( await cookie( context, 'cookie_notice_accepted' ) )?.value ).toBe(
		'false'
	);
} );

test( 'categories: the visitor allows statistics only, and every signal says so', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await configure( requestUtils, { categories: true } );
	await page.goto( '/' );
	const changes = page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				document.addEventListener( 'vista-consent-change', ( event ) =>
					resolve( ( event as CustomEvent ).detail )
				)
			)
	);
	await notice( page )
		.getByRole( 'checkbox', { name: 'Statistics' } )
		.check();
	await notice( page )
		.getByRole( 'button', { name: 'Save my choices' } )
		.click();

	expect( await changes ).toEqual( {
		decided: true,
		accepted: true,
		categories: [ 'statistics' ],
	} );
	expect( ( await cookie( context, 'cookie_notice_accepted' ) )?.value ).toBe(
		'true'
	);
	expect(
		( await cookie( context, 'vista_consent_categories' ) )?.value
	).toBe( 'statistics' );
	expect( ( await cookie( context, 'wp_consent_statistics' ) )?.value ).toBe(
		'allow'
	);
	expect( ( await cookie( context, 'wp_consent_marketing' ) )?.value ).toBe(
		'deny'
	);
	expect( await cookie( context, 'ytprefs_gdpr_consent' ) ).toBeUndefined();
	expect(
		await page.evaluate( () => [
			window.vistaConsent?.has( 'statistics' ),
			window.vistaConsent?.has( 'marketing' ),
		] )
	).toEqual( [ true, false ] );
} );

test( 'a script held back for statistics runs after consent, without a reload', async ( {
	page,
	requestUtils,
} ) => {
	await configure( requestUtils, {
		heldScripts: [ { handle: 'vista-front', category: 'statistics' } ],
	} );
	await page.goto( '/' );
	const held = page.locator( 'script[src*="/themes/vista/build/front.js"]' );
	await expect( held ).toHaveAttribute( 'type', 'text/plain' );
	await expect( held ).toHaveAttribute( 'data-vista-consent', 'statistics' );
	await page.addStyleTag( { content: 'body { min-height: 5000px; }' } );

	await notice( page ).getByRole( 'button', { name: 'Accept' } ).click();
	await expect(
		page.locator( 'script[src*="/themes/vista/build/front.js"]' )
	).not.toHaveAttribute( 'type', 'text/plain' );
	await page.evaluate( () => window.scrollTo( 0, 1500 ) );
	await expect(
		page.getByRole( 'link', { name: 'Back to top' } )
	).toBeVisible();
} );

test( 'each choice lands in the consent log, which the owner downloads as CSV', async ( {
	page,
	browser,
} ) => {
	// The tests before this one chose from the same address within the hour: their rows move back
	// out of the log's hourly limits, as if the hour had passed.
	execFileSync( 'php', [
		path.resolve( __dirname, '../fixtures/consent-log-age.php' ),
		wordpressDir,
	] );
	await page.goto( '/consent/' );
	await Promise.all( [
		page.waitForResponse(
			( r ) =>
				r.url().includes( '/vista-consent/v1/consents' ) &&
				r.status() === 201
		),
		notice( page ).getByRole( 'button', { name: 'Accept' } ).click(),
	] );

	const owner = await browser.newContext( {
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const adminPage = await owner.newPage();
	await adminPage.goto( '/wp-admin/options-general.php?page=vista-consent' );
	const exportUrl = await adminPage.evaluate(
		() =>
			(
				window as unknown as {
					vistaConsentAdmin: { exportUrl: string };
				}
			 ).vistaConsentAdmin.exportUrl
	);
	const download = await owner.request.get( exportUrl );
	expect( download.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	const lines = ( await download.text() ).trim().split( '\n' );
	expect( lines[ 0 ] ).toContain( 'Time (UTC)' );
	expect(
		lines.some( ( line ) =>
			/,accepted,"?statistics,marketing"?,\/consent\//.test( line )
		)
	).toBe( true );
	await owner.close();

	// A visitor gets no CSV, even with the address.
	const denied = await page.request.get( exportUrl );
	expect( await denied.text() ).not.toContain( 'Time (UTC)' );
} );

test( 'the reload marker is removed from the address on arrival', async ( {
	page,
} ) => {
	await page.goto( '/consent/?cn-reloaded=1' );
	await expect.poll( () => page.url() ).toMatch( /\/consent\/$/ );
} );
