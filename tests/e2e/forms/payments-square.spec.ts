/**
 * Card payments through Square (issue 37; 001 §8), in the browser, against its stand-in on loopback
 * (tests/e2e/fixtures/square-stand-in.php: Square's API shapes, and a Web Payments SDK stand-in at
 * /v1/square.js). The form is made by payments-fixture.php.
 */
import { test, expect } from '@playwright/test';
import {
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
	squareTestApplicationId: 'sandbox-sq0idb-e2e',
	squareTestLocationId: 'L_E2E',
	squareTestAccessToken: 'EAAA_good_e2e',
	squareTestWebhookSignatureKey: 'sq-e2e',
};

const gateway = gatewayStandIn(
	'square',
	'square-stand-in.php',
	'/v1/square.js',
	SETTINGS
);

test( 'Square (stand-in on loopback): the card comes on approach, is required, its error fills the card errors area, a paid entry shows in Entries', async ( {
	browser,
	page: admin,
} ) => {
	const context = await gateway.visitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const squareJs = () => page.locator( 'script[src*="square.js"]' ).count();

	await page.goto( gateway.form.url );
	await field( page, 'name' ).fill( 'Ada' );
	expect( await squareJs() ).toBe( 0 );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	// 001 §8: "Empty card: 'This field is required'", word for word.
	await expect( errorOf( page, 'card' ) ).toHaveText(
		'This field is required'
	);

	await comeTo( page, 'card' );
	const card = row( page, 'card' );
	const number = card.getByRole( 'textbox', { name: 'Card number' } );
	await expect( number ).toBeVisible();
	expect( await squareJs() ).toBe( 1 );

	// 001 §8: a Square card error message is shown in the card errors area.
	await number.fill( '4111 1111 1111 1112' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( card.locator( '.evf-card-errors' ) ).toHaveText(
		'Card number is not valid.'
	);

	await number.fill( '4111 1111 1111 1111' );
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
		entry.getByRole( 'link', { name: 'Square (test)' } )
	).toHaveAttribute(
		'href',
		/^https:\/\/squareupsandbox\.com\/dashboard\/sales\/transactions\/\w+$/
	);
} );
