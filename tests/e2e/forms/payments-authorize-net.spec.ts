/**
 * Card payments through Authorize.Net (issue 37; 001 line 75, §8), in the browser, against its
 * stand-in on loopback (tests/e2e/fixtures/authorize-net-stand-in.php: Authorize.Net's API shapes,
 * and an Accept.js stand-in at /v1/Accept.js). The form is made by payments-fixture.php.
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
	authorizeNetTestApiLoginId: 'login_good_e2e',
	authorizeNetTestClientKey: 'client_good_e2e',
	authorizeNetTestTransactionKey: 'tkey_good_e2e',
	authorizeNetTestSignatureKey: 'ABCDEF0123456789',
};

const gateway = gatewayStandIn(
	'authorize_net',
	'authorize-net-stand-in.php',
	'/v1/Accept.js',
	SETTINGS
);

test( 'Authorize.Net (stand-in on loopback): the card comes on approach, is required, a failed tokenisation stops silently, a paid entry shows in Entries', async ( {
	browser,
	page: admin,
} ) => {
	const context = await gateway.visitor( browser );
	const page = await context.newPage();
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	const acceptJs = () => page.locator( 'script[src*="Accept.js"]' ).count();
	const submissions: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( 'admin-ajax.php' )
		) {
			submissions.push( request.postData() ?? '' );
		}
	} );

	// A form without a card field never brings the gateway's script.
	await page.goto( CONTACT_PAGE );
	await field( page, 'name' ).focus();
	await expect( field( page, 'name' ) ).toBeFocused();
	expect( await acceptJs() ).toBe( 0 );

	await page.goto( gateway.form.url );
	await field( page, 'name' ).fill( 'Ada' );
	expect( await acceptJs() ).toBe( 0 );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	// 001 §8: "Empty card: 'This field is required'", word for word.
	await expect( errorOf( page, 'card' ) ).toHaveText(
		'This field is required'
	);

	await comeTo( page, 'card' );
	const card = row( page, 'card' );
	const number = card.getByRole( 'textbox', { name: 'Card number' } );
	await expect( number ).toBeVisible();
	expect( await acceptJs() ).toBe( 1 );

	// A number Accept.js cannot tokenise: the submission stops silently (001 §8).
	await number.fill( '4111 1111 1111 1112' );
	await card
		.getByRole( 'textbox', { name: 'Expiry date (MM/YY)' } )
		.fill( '12/30' );
	await card.getByRole( 'textbox', { name: 'Security code' } ).fill( '123' );
	const postedBefore = submissions.length;
	const refused = page.waitForResponse( /\/v1\/tokens$/ );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	expect( ( await ( await refused ).json() ).messages.resultCode ).toBe(
		'Error'
	);
	await expect( card.locator( '.evf-card-errors' ) ).toBeEmpty();
	await expect( number ).toBeVisible();

	await number.fill( '4111 1111 1111 1111' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect(
		page.getByText( 'Thank you, your ticket is paid.' )
	).toBeVisible();
	// Only the paid sending was posted after the refused token, with the token, never the card.
	expect( submissions ).toHaveLength( postedBefore + 1 );
	expect( submissions.at( -1 ) ).toContain( 'COMMON.ACCEPT.INAPP.PAYMENT' );
	expect( submissions.join( '' ) ).not.toContain( '4111' );
	await context.close();

	await admin.goto( gateway.form.entriesUrl );
	const entry = admin.locator( 'tr[data-entry-id]' ).first();
	await expect( entry ).toContainText( 'Ada' );
	await expect( entry.locator( '[data-payment-status]' ) ).toHaveText(
		/Paid\s+25\.00 USD/
	);
	await expect(
		entry.getByRole( 'link', { name: 'Authorize.Net (test)' } )
	).toHaveAttribute( 'href', /sandbox\.authorize\.net\/.*transID=\d+$/ );
} );
