/**
 * Card payments through Razorpay Checkout (issue 37), in the browser, against its stand-in on
 * loopback (tests/e2e/fixtures/razorpay-stand-in.php: Razorpay's API shapes, and a checkout.js
 * stand-in at /v1/checkout.js). The form is made by payments-fixture.php.
 */
import { test, expect } from '@playwright/test';
import {
	NEVER_TOO_QUICK,
	comeTo,
	field,
	row,
	spamGuardMinimum,
} from './client-helpers';
import { gatewayStandIn } from './payments-helpers';

const SETTINGS = {
	paymentCurrency: 'INR',
	razorpayTestKeyId: 'rzp_test_e2e',
	razorpayTestKeySecret: 'good_secret_e2e',
	razorpayTestWebhookSecret: 'rzp-e2e',
};

const gateway = gatewayStandIn(
	'razorpay',
	'razorpay-stand-in.php',
	'/v1/checkout.js',
	SETTINGS
);

test( 'Razorpay (stand-in on loopback): Checkout comes on approach, a failed payment shows its message, a paid entry shows in Entries', async ( {
	browser,
	page: admin,
} ) => {
	const context = await gateway.visitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const checkoutJs = () =>
		page.locator( 'script[src*="checkout.js"]' ).count();

	await page.goto( gateway.form.url );
	await field( page, 'name' ).fill( 'Ada' );
	expect( await checkoutJs() ).toBe( 0 );

	await comeTo( page, 'card' );
	const card = row( page, 'card' );
	await expect(
		card.getByText( 'You pay in Razorpay’s secure window' )
	).toBeVisible();
	expect( await checkoutJs() ).toBe( 1 );

	const checkout = page.getByRole( 'dialog', { name: 'Razorpay Checkout' } );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	// The order is the server's: the ticket's 25.00 in the settings' currency.
	await expect( checkout ).toContainText( '25.00 INR' );
	await checkout
		.getByRole( 'textbox', { name: 'Card number' } )
		.fill( '4000 0000 0000 0002' );
	await checkout.getByRole( 'button', { name: 'Pay' } ).click();
	await expect( card.locator( '.evf-card-errors' ) ).toHaveText(
		'Your payment has been declined by the bank. Try another card.'
	);
	await expect( checkout ).toBeHidden();

	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await checkout
		.getByRole( 'textbox', { name: 'Card number' } )
		.fill( '4111 1111 1111 1111' );
	await checkout.getByRole( 'button', { name: 'Pay' } ).click();
	await expect(
		page.getByText( 'Thank you, your ticket is paid.' )
	).toBeVisible();
	await context.close();

	await admin.goto( gateway.form.entriesUrl );
	const entry = admin.locator( 'tr[data-entry-id]' ).first();
	await expect( entry ).toContainText( 'Ada' );
	await expect( entry.locator( '[data-payment-status]' ) ).toHaveText(
		/Paid\s+25\.00 INR/
	);
	await expect(
		entry.getByRole( 'link', { name: 'Razorpay (test)' } )
	).toHaveAttribute(
		'href',
		/^https:\/\/dashboard\.razorpay\.com\/app\/payments\/pay_\w+$/
	);
} );
