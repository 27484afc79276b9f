/**
 * A choice made by a script that plays the original Cookie Notice's role (000 §4.6: it writes
 * `cookie_notice_accepted` and fires `setCookieNotice` on the document, detail.value 'true'):
 * the statistics tracker records the view and the video gate opens, without a reload (issue 14).
 * The stand-in is this test's own few lines, run in the visitor's page.
 */
import { test, expect, type Page } from '@playwright/test';
import { newVisitor } from '../utils/site';
import { standInHosts } from '../video/stand-in-hosts';

test.use( newVisitor );
// A person's browser: headless Chromium names itself and is excluded from statistics as a bot.
test.use( {
	userAgent:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 VistaE2E-original-event',
} );

/**
 * The stand-in of the original's front script accepting: its cookie, then its event.
 * @param page The visitor's page.
 */
async function originalAccepts( page: Page ) {
	await page.evaluate( () => {
		const now = new Date();
		const later = new Date( now.getTime() + 30 * 24 * 3600 * 1000 );
		document.cookie = `cookie_notice_accepted=true;expires=${ later.toUTCString() };path=/;`;
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', {
				detail: { value: 'true', time: now, expires: later },
				bubbles: true,
				cancelable: true,
			} )
		);
	} );
}

const isHit = ( url: string ) =>
	url.endsWith( '/lean/hit.php' ) || /action=vista_stats_hit/.test( url );

for ( const withOurNotice of [ true, false ] ) {
	test( `the tracker records the view once another script accepts (${
		withOurNotice
			? 'our notice script adopts the choice'
			: "the original's script in place of ours"
	})`, async ( { page } ) => {
		if ( ! withOurNotice ) {
			await page.route( '**/vista-consent/build/notice.js*', ( route ) =>
				route.fulfill( {
					contentType: 'text/javascript',
					body: '/* the original script would be here */',
				} )
			);
		}
		const hits: string[] = [];
		page.on( 'request', ( request ) => {
			if ( isHit( request.url() ) ) {
				hits.push( request.method() );
			}
		} );
		await page.goto( '/consent/' );
		await expect
			.poll( () =>
				page.evaluate(
					() => typeof window.wp_has_consent === 'function'
				)
			)
			.toBe( true );
		// Undecided: statistics wait (001 §4 consent handling).
		expect(
			await page.evaluate( () => window.wp_has_consent?.( 'statistics' ) )
		).toBe( false );
		expect( hits ).toEqual( [] );

		const recorded = page.waitForResponse( ( response ) =>
			isHit( response.url() )
		);
		await originalAccepts( page );
		const answer = await recorded;
		expect( answer.status() ).toBe( 200 );
		expect( await answer.json() ).toMatchObject( { status: true } );
		if ( withOurNotice ) {
			await expect( page.locator( '#cookie-notice' ) ).toBeHidden();
		}
	} );
}

test( 'the video gate opens once another script accepts, and the video plays', async ( {
	page,
} ) => {
	await standInHosts( page );
	await page.goto( '/video/' );
	const gallery = page
		.locator( '[data-vista-feature="video-gallery"]' )
		.nth( 1 );
	await expect( gallery ).toHaveAttribute( 'data-vista-ready', 'true' );
	const accept = gallery.getByRole( 'button', { name: 'Accept and play' } );
	await expect( accept ).toBeVisible();
	const address = page.url();

	await originalAccepts( page );

	await expect( accept ).toHaveCount( 0 );
	expect( page.url() ).toBe( address );
	const cookies = await page.context().cookies();
	expect(
		cookies.find( ( each ) => each.name === 'ytprefs_gdpr_consent' )?.value
	).toBe( '1' );
	await gallery.locator( '.vista-video__play' ).first().click();
	await expect( gallery.locator( 'iframe' ) ).toHaveAttribute(
		'src',
		/^https:\/\/www\.youtube-nocookie\.com\/embed\//
	);
} );
