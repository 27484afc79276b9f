/**
 * Card payments through Stripe (issue 37), in the browser, against the Stripe stand-in on loopback
 * (tests/e2e/fixtures/stripe-stand-in.php under `php -S`: Stripe's API shapes, and a Stripe.js
 * stand-in at /v3/). The test site points the plugin at it and takes Forms → Settings from a
 * cookie, for this test's requests only (tests/e2e/mu-plugins/vista-e2e.php). The form is made by
 * payments-fixture.php. The stand-in's Stripe.js confirms as Stripe.js does: a declined card
 * resolves Stripe's error, and an intent that comes back requires_action (next_action
 * use_stripe_sdk) opens the bank's challenge, which the visitor completes or fails.
 */
import { test, expect } from '@playwright/test';
import {
	CONTACT_PAGE,
	NEVER_TOO_QUICK,
	comeTo,
	errorOf,
	field,
	row,
	spamGuardMinimum,
} from './client-helpers';
import { gatewayStandIn } from './payments-helpers';

const SETTINGS = {
	paymentCurrency: 'USD',
	stripeTestPublishableKey: 'pk_test_e2e',
	stripeTestSecretKey: 'sk_test_good_e2e',
	stripeTestWebhookSecret: 'whsec_e2e',
};

const gateway = gatewayStandIn(
	'stripe',
	'stripe-stand-in.php',
	'/v3/',
	SETTINGS
);

test( 'Stripe (stand-in on loopback): the card comes on approach, an empty card is required, a paid entry shows in Entries', async ( {
	browser,
	page: admin,
} ) => {
	const context = await gateway.visitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const stripeJs = () => page.locator( 'script[src*="/v3/"]' ).count();

	// A form without a card field never brings the gateway's script.
	await page.goto( CONTACT_PAGE );
	await field( page, 'name' ).focus();
	await expect( field( page, 'name' ) ).toBeFocused();
	expect( await stripeJs() ).toBe( 0 );

	await page.goto( gateway.form.url );
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

	await admin.goto( gateway.form.entriesUrl );
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

test( 'Stripe (stand-in on loopback): a declined card and a failed 3-D Secure say why and post nothing; the visitor corrects and pays', async ( {
	browser,
	page: admin,
} ) => {
	const context = await gateway.visitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const submissions: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( 'admin-ajax.php' )
		) {
			submissions.push( request.postData() ?? '' );
		}
	} );
	await page.goto( gateway.form.url );
	await field( page, 'name' ).fill( 'Grace' );
	await comeTo( page, 'card' );
	const number = row( page, 'card' ).getByRole( 'textbox', {
		name: 'Card number',
	} );
	const cardErrors = row( page, 'card' ).locator( '.evf-card-errors' );
	const submit = page.getByRole( 'button', { name: 'Submit' } );
	const bank = page.getByRole( 'dialog', {
		name: '3D Secure authentication',
	} );

	// Stripe's test card 4000 0000 0000 0002: declined, with Stripe's message under the card.
	await number.fill( '4000 0000 0000 0002' );
	await submit.click();
	await expect( cardErrors ).toHaveText( 'Your card was declined.' );

	// Stripe's test card 4000 0025 0000 3155 asks for 3-D Secure; the visitor fails the challenge.
	await number.fill( '4000 0025 0000 3155' );
	await submit.click();
	await expect( cardErrors ).toBeEmpty();
	await bank.getByRole( 'button', { name: 'Fail' } ).click();
	await expect( cardErrors ).toHaveText(
		'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
	);
	await expect( bank ).toBeHidden();
	expect( submissions ).toHaveLength( 0 );

	// Sent again, the challenge completed: paid, one sending, the intent's id as the card's token.
	await submit.click();
	await bank.getByRole( 'button', { name: 'Complete' } ).click();
	await expect(
		page.getByText( 'Thank you, your ticket is paid.' )
	).toBeVisible();
	expect( submissions ).toHaveLength( 1 );
	expect( submissions[ 0 ] ).toContain( 'stripe.payment_intent' );
	await context.close();

	await admin.goto( gateway.form.entriesUrl );
	const entries = admin.locator( 'tr[data-entry-id]', { hasText: 'Grace' } );
	await expect( entries ).toHaveCount( 1 );
	await expect( entries.locator( '[data-payment-status]' ) ).toHaveText(
		/Paid\s+25\.00 USD/
	);
} );
