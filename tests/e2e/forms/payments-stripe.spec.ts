/**
 * Card payments through Stripe (issue 37), in the browser, against the Stripe stand-in on loopback
 * (tests/e2e/fixtures/stripe-stand-in.php under `php -S`: Stripe's API shapes, and a Stripe.js
 * stand-in at /v3/). The test site points the plugin at it and takes Forms → Settings from a
 * cookie, for this test's requests only (tests/e2e/mu-plugins/vista-e2e.php). The form is made by
 * payments-fixture.php.
 */
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import { createServer, type AddressInfo } from 'net';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { test, expect, type Browser } from '@playwright/test';
import { wordpressDir } from '../utils/site';
import {
	CONTACT_PAGE,
	NEVER_TOO_QUICK,
	comeTo,
	errorOf,
	field,
	row,
	spamGuardMinimum,
} from './client-helpers';

interface PaymentForm {
	formId: number;
	url: string;
	entriesUrl: string;
}

let standIn: ChildProcess;
let port = 0;
let form: PaymentForm;

const SETTINGS = {
	paymentCurrency: 'USD',
	stripeTestPublishableKey: 'pk_test_e2e',
	stripeTestSecretKey: 'sk_test_good_e2e',
	stripeTestWebhookSecret: 'whsec_e2e',
};

test.beforeAll( async () => {
	port = await new Promise< number >( ( resolve ) => {
		const probe = createServer().listen( 0, '127.0.0.1', () => {
			const { port: free } = probe.address() as AddressInfo;
			probe.close( () => resolve( free ) );
		} );
	} );
	const state = path.join(
		mkdtempSync( path.join( tmpdir(), 'vista-stripe-' ) ),
		'state.json'
	);
	standIn = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			path.resolve( __dirname, '../fixtures/stripe-stand-in.php' ),
		],
		{ env: { ...process.env, VISTA_STRIPE_STATE: state }, stdio: 'ignore' }
	);
	// Ready when it answers (the machine's pace; no time budget).
	await expect
		.poll(
			() =>
				fetch( `http://127.0.0.1:${ port }/v3/` ).then(
					( response ) => response.status,
					() => 0
				),
			{ timeout: 30_000 }
		)
		.toBe( 200 );
	form = JSON.parse(
		execFileSync(
			'php',
			[ path.resolve( __dirname, 'payments-fixture.php' ), wordpressDir ],
			{ encoding: 'utf8' }
		)
	);
} );

test.afterAll( () => {
	standIn?.kill();
} );

/**
 * A visitor who accepted the cookie notice (Stripe's cookies allowed), with the stand-in's
 * settings for this context's requests.
 * @param browser The browser.
 */
async function payingVisitor( browser: Browser ) {
	const base = process.env.WP_BASE_URL ?? '';
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	await context.addCookies( [
		{ name: 'cookie_notice_accepted', value: 'true', url: base },
		{ name: 'vista_e2e_forms_stand_in', value: String( port ), url: base },
		{
			name: 'vista_e2e_forms_settings',
			value: encodeURIComponent( JSON.stringify( SETTINGS ) ),
			url: base,
		},
	] );
	return context;
}

test( 'Stripe (stand-in on loopback): the card comes on approach, an empty card is required, a paid entry shows in Entries', async ( {
	browser,
	page: admin,
} ) => {
	const context = await payingVisitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const stripeJs = () => page.locator( 'script[src*="/v3/"]' ).count();

	// A form without a card field never brings the gateway's script.
	await page.goto( CONTACT_PAGE );
	await field( page, 'name' ).focus();
	await expect( field( page, 'name' ) ).toBeFocused();
	expect( await stripeJs() ).toBe( 0 );

	await page.goto( form.url );
	await field( page, 'name' ).fill( 'Ada' );
	expect( await stripeJs() ).toBe( 0 );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	// 001 §8: "Empty card: 'This field is required'", word for word.
	await expect( errorOf( page, 'card' ) ).toHaveText(
		'This field is required'
	);

	await comeTo( page, 'card' );
	const card = row( page, 'card' ).getByRole( 'textbox', {
		name: 'Card number',
	} );
	await expect( card ).toBeVisible();
	expect( await stripeJs() ).toBe( 1 );
	await card.fill( '4242 4242 4242 4242' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect(
		page.getByText( 'Thank you, your ticket is paid.' )
	).toBeVisible();
	await context.close();

	await admin.goto( form.entriesUrl );
	const entry = admin.locator( 'tr[data-entry-id]' ).first();
	await expect( entry ).toContainText( 'Ada' );
	await expect( entry.locator( '[data-payment-status]' ) ).toHaveText(
		/Paid\s+25\.00 USD/
	);
	await expect(
		entry.getByRole( 'link', { name: 'Stripe (test)' } )
	).toHaveAttribute(
		'href',
		/^https:\/\/dashboard\.stripe\.com\/test\/payments\/pi_/
	);
} );
