/**
 * Issue 34 item 10, the visitor's side: out of the box the notice's buttons say what they do
 * ("Accept", "Reject"), Cookie Notice's "Ok"/"No" stay one setting away, and a visitor can change
 * their choice later through the "Cookie settings" control (the revoke control of 000 §2.7, §4.6),
 * by keyboard too, on a page a cache served before the choice was made.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { demoPages, newVisitor } from '../utils/site';

test.use( newVisitor );

type RequestUtils = Parameters<
	Parameters< typeof test >[ 2 ]
>[ 0 ][ 'requestUtils' ];

const SETTINGS = '/vista-consent/v1/settings';

let saved: Record< string, unknown >;

async function configure(
	requestUtils: RequestUtils,
	changes: Record< string, unknown >
) {
	await requestUtils.rest( {
		method: 'POST',
		path: SETTINGS,
		data: changes,
	} );
}

const notice = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Cookie consent' } );

test.beforeAll( async ( { requestUtils } ) => {
	saved = (
		( await requestUtils.rest( { path: SETTINGS } ) ) as {
			settings: Record< string, unknown >;
		}
	 ).settings;
	// The notice as a new site has it: the defaults, with the texts left empty.
	const { defaultTexts } = ( await requestUtils.rest( {
		path: SETTINGS,
	} ) ) as { defaultTexts: Record< string, string > };
	expect( defaultTexts.acceptText ).toBe( 'Accept' );
	await configure( requestUtils, {
		acceptText: '',
		refuseText: '',
		revokeText: '',
		buttonWording: 'acceptReject',
		revokeCookies: true,
		revokeCookiesOpt: 'automatic',
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	await configure( requestUtils, saved );
} );

test( 'the buttons say Accept and Reject; the original’s Ok and No are a setting away', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( demoPages.consent );
	await expect(
		notice( page ).getByRole( 'button', { name: 'Accept', exact: true } )
	).toBeVisible();
	await expect(
		notice( page ).getByRole( 'button', { name: 'Reject', exact: true } )
	).toBeVisible();

	await configure( requestUtils, { buttonWording: 'okNo' } );
	try {
		await page.reload();
		await expect(
			notice( page ).getByRole( 'button', { name: 'Ok', exact: true } )
		).toBeVisible();
		await expect(
			notice( page ).getByRole( 'button', { name: 'No', exact: true } )
		).toBeVisible();
	} finally {
		await configure( requestUtils, { buttonWording: 'acceptReject' } );
	}
} );

test( 'by default, Cookie settings lets a visitor change their choice, by keyboard, on a cached page', async ( {
	page,
	context,
} ) => {
	// The page as a full-page cache keeps it: fetched before any choice, served to everyone. The
	// front page: the consent demo page also holds a Cookie Settings block.
	const first = await page.goto( '/' );
	const cachedHtml = ( await first?.text() ) ?? '';
	const cookieSettings = page.getByRole( 'button', {
		name: 'Cookie settings',
	} );
	await expect( cookieSettings ).toBeHidden();

	await notice( page )
		.getByRole( 'button', { name: 'Accept', exact: true } )
		.focus();
	await page.keyboard.press( 'Enter' );
	await expect( notice( page ) ).toBeHidden();
	// Keyboard users land on the control that brings the notice back.
	await expect( cookieSettings ).toBeFocused();

	// Later, on a page served from the cache (the same HTML as before the choice).
	await page.route( page.url(), ( route ) =>
		route.fulfill( { contentType: 'text/html', body: cachedHtml } )
	);
	await page.reload();
	await expect( notice( page ) ).toBeHidden();
	await expect( cookieSettings ).toBeVisible();
	await cookieSettings.focus();
	await page.keyboard.press( 'Enter' );
	await expect( notice( page ) ).toBeVisible();
	await expect(
		notice( page ).getByRole( 'button', { name: 'Accept', exact: true } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect(
		notice( page ).getByRole( 'button', { name: 'Reject', exact: true } )
	).toBeFocused();
	await page.keyboard.press( 'Enter' );

	await expect( notice( page ) ).toBeHidden();
	await expect( page.locator( 'body' ) ).toHaveClass( /\bcookies-refused\b/ );
	const consent = ( await context.cookies() ).find(
		( { name } ) => name === 'cookie_notice_accepted'
	);
	expect( consent?.value ).toBe( 'false' );
	await expect( cookieSettings ).toBeVisible();
} );
