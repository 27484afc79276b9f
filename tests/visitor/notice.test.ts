/**
 * The cookie notice (000 §4.6, §3.13) as a first-time visitor meets it, with the suite's settings
 * (tests/visitor/fixtures/site.php): categories to choose from and the automatic control to
 * revisit the choice. Accept, reject, a choice of categories, and a change of mind.
 */
import type { Page } from 'puppeteer-core';
import { cookie, visit, waitForHidden } from './visitor';

const notice = '#cookie-notice[role="dialog"]';
const revoke = '.cn-revoke-auto';

/**
 * Waits until the body carries the class.
 * @param page      The page.
 * @param className Class name.
 */
const bodyHas = ( page: Page, className: string ) =>
	page.waitForFunction(
		( name ) => document.body.classList.contains( name ),
		{},
		className
	);

/**
 * Waits until the notice is out of sight and out of the pointer's way: the element at the
 * notice's place is the page again.
 * @param page The page.
 */
async function noticeGone( page: Page ) {
	await waitForHidden( page, notice );
	expect(
		await page.evaluate( () => {
			const spot = document.elementFromPoint(
				window.innerWidth / 2,
				window.innerHeight - 10
			);
			return !! spot?.closest( '#cookie-notice' );
		} )
	).toBe( false );
}

test( 'accept: the choice is stored, the notice goes for good, the revisit control brings it back', async () => {
	const { page } = await visit( '/', { answered: false } );
	await page.waitForSelector( notice, { visible: true } );
	await bodyHas( page, 'cookies-not-set' );
	await page.locator( '#cn-accept-cookie' ).click();
	await bodyHas( page, 'cookies-accepted' );
	await noticeGone( page );
	expect( await cookie( page, 'cookie_notice_accepted' ) ).toBe( 'true' );
	expect( await cookie( page, 'ytprefs_gdpr_consent' ) ).toBe( '1' );
	expect( await cookie( page, 'wp_consent_statistics' ) ).toBe( 'allow' );

	// The next page shows no notice; the revisit control reopens it, and a No is kept.
	await page.reload();
	await page.waitForSelector( revoke, { visible: true } );
	await waitForHidden( page, notice );
	await page.locator( revoke ).click();
	await page.waitForSelector( notice, { visible: true } );
	await page.locator( '#cn-refuse-cookie' ).click();
	await bodyHas( page, 'cookies-refused' );
	await noticeGone( page );
	expect( await cookie( page, 'cookie_notice_accepted' ) ).toBe( 'false' );
} );

test( 'reject: nothing optional is allowed, and the next page shows no notice', async () => {
	const { page } = await visit( '/consent/', { answered: false } );
	await page.waitForSelector( notice, { visible: true } );
	await page.locator( '#cn-refuse-cookie' ).click();
	await bodyHas( page, 'cookies-refused' );
	await noticeGone( page );
	expect( await cookie( page, 'cookie_notice_accepted' ) ).toBe( 'false' );
	expect( await cookie( page, 'ytprefs_gdpr_consent' ) ).toBeNull();
	expect( await cookie( page, 'wp_consent_marketing' ) ).toBe( 'deny' );
	expect(
		await page.evaluate( () =>
			(
				window as unknown as {
					vistaConsent?: { has: ( c: string ) => boolean };
				}
			 ).vistaConsent?.has( 'statistics' )
		)
	).toBe( false );
	await page.reload();
	await page.waitForSelector( revoke, { visible: true } );
	await waitForHidden( page, notice );
} );

test( 'categories: statistics only, and every signal says so', async () => {
	const { page } = await visit( '/', { answered: false } );
	await page.waitForSelector( notice, { visible: true } );
	await page
		.locator( `${ notice } .cn-category-input[value="statistics"]` )
		.click();
	await page.locator( '#cn-save-cookie' ).click();
	await bodyHas( page, 'cookies-accepted' );
	await noticeGone( page );
	expect( await cookie( page, 'cookie_notice_accepted' ) ).toBe( 'true' );
	expect( await cookie( page, 'vista_consent_categories' ) ).toBe(
		'statistics'
	);
	expect( await cookie( page, 'wp_consent_statistics' ) ).toBe( 'allow' );
	expect( await cookie( page, 'wp_consent_marketing' ) ).toBe( 'deny' );
	expect( await cookie( page, 'ytprefs_gdpr_consent' ) ).toBeNull();
	expect(
		await page.evaluate( () => {
			const consent = (
				window as unknown as {
					vistaConsent: { has: ( c: string ) => boolean };
				}
			 ).vistaConsent;
			return [ consent.has( 'statistics' ), consent.has( 'marketing' ) ];
		} )
	).toEqual( [ true, false ] );
} );
