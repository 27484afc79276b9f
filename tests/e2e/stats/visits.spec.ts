/**
 * Visitors browse the site in Chromium, with the real tracker, hit path and events; the owner then
 * sees exactly those visits, pages, referrers, events, link clicks and downloads on the dashboard
 * (issue 4 acceptance). Visitors who refuse cookies or send Do Not Track are not counted.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { decidedConsentCookie, wordpressDir } from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const resetScript = path.resolve( __dirname, '../fixtures/stats-reset.php' );
const resetStats = () =>
	execFileSync( 'php', [ resetScript, wordpressDir ], { stdio: 'pipe' } );

/**
 * A visitor with their own browser (and so their own visitor id) and a cookie choice.
 * @param browser  The browser.
 * @param name     Distinguishes the user agent.
 * @param accepted Whether they accepted cookies.
 */
async function visitor( browser: Browser, name: string, accepted: boolean ) {
	const context = await browser.newContext( {
		userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 ${ name }`,
		storageState: {
			cookies: [
				{
					...decidedConsentCookie(),
					value: accepted ? 'true' : 'false',
				},
			],
			origins: [],
		},
	} );
	// Links to other hosts and files are answered here: the sandbox has no network.
	await context.route( /external\.example|vista-guide\.pdf/, ( route ) =>
		route.fulfill( { status: 200, contentType: 'text/plain', body: 'ok' } )
	);
	return context;
}

/**
 * Opens a page and waits until the tracker's hit is recorded.
 * @param page    Visitor's page.
 * @param url     Address.
 * @param referer Where the visitor comes from.
 */
async function visit( page: Page, url: string, referer?: string ) {
	const hit = page.waitForResponse( ( r ) =>
		r.url().endsWith( '/lean/hit.php' )
	);
	await page.goto( url, { referer } );
	const response = await hit;
	expect( await response.json() ).toEqual( { status: true } );
}

const card = ( page: Page, stat: string ): Locator =>
	page.locator( `[data-stat="${ stat }"] .vista-stats-summary__value` );
const list = ( page: Page, title: string ): Locator =>
	page.getByRole( 'region', { name: title, exact: true } );

async function expectRows(
	region: Locator,
	rows: [ string | RegExp, string ][]
) {
	await expect( region.locator( 'tbody th' ) ).toHaveText(
		rows.map( ( [ text ] ) => text )
	);
	await expect( region.locator( 'tbody td:nth-child(2)' ) ).toHaveText(
		rows.map( ( [ , count ] ) => count )
	);
}

test.beforeAll( () => resetStats() );
test.afterAll( () => resetStats() );

test( 'visits, events, link clicks and downloads show up on the dashboard with the right counts', async ( {
	browser,
	requestUtils,
	admin,
	page,
} ) => {
	await requestUtils.rest( {
		method: 'POST',
		path: '/vista-stats/v1/settings',
		data: { jsCheckTime: 10 },
	} );
	const post = await requestUtils.createPost( {
		title: 'Links and files',
		content:
			'<!-- wp:paragraph --><p><a id="guide" href="/wp-content/uploads/vista-guide.pdf">The guide</a> and <a id="docs" href="https://external.example/docs">the docs</a> and <a id="about" href="/consent/">about</a></p><!-- /wp:paragraph -->',
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );

	// Visitor A: from a search engine to the gallery, then the links page, where they use the links.
	const a = await visitor( browser, 'A', true );
	const aPage = await a.newPage();
	await visit( aPage, '/gallery/', 'https://www.google.com/' );
	await visit( aPage, `/?p=${ post.id }` );
	const events = ( count: number ) => {
		let seen = 0;
		return aPage.waitForResponse(
			( r ) =>
				r.url().includes( 'action=vista_stats_event' ) &&
				++seen === count
		);
	};
	// The visitor stays on the page, so the test sees the answers to the tracker's requests.
	await aPage.evaluate( () => {
		for ( const type of [ 'click', 'auxclick' ] ) {
			document.addEventListener( type, ( event ) =>
				event.preventDefault()
			);
		}
	} );
	const twoEvents = events( 2 );
	await aPage.locator( '#docs' ).click( { button: 'middle' } );
	await aPage.locator( '#about' ).click( { button: 'middle' } );
	await aPage.locator( '#guide' ).click();
	await twoEvents;
	await aPage.goto( `/?p=${ post.id }` );
	const custom = aPage.waitForResponse( ( r ) =>
		r.url().includes( 'action=vista_stats_custom_event' )
	);
	await aPage.evaluate( () =>
		window.wp_statistics_event?.( 'newsletter_signup', { list: 'weekly' } )
	);
	expect( ( await custom ).status() ).toBe( 200 );

	// Visitor B reads the gallery and stays: the online pings follow every jsCheckTime.
	const b = await visitor( browser, 'B', true );
	const bPage = await b.newPage();
	const ping = bPage.waitForResponse(
		( r ) => r.url().endsWith( '/lean/online.php' ),
		{
			timeout: 20000,
		}
	);
	await visit( bPage, '/gallery/' );
	await ping;

	// Visitor C refused cookies; visitor D sends Do Not Track: neither is counted.
	const hitsSent: string[] = [];
	const c = await visitor( browser, 'C', false );
	const d = await visitor( browser, 'D', true );
	await d.addInitScript( () =>
		Object.defineProperty( navigator, 'doNotTrack', { get: () => '1' } )
	);
	for ( const context of [ c, d ] ) {
		const other = await context.newPage();
		other.on( 'request', ( r ) => {
			if ( r.url().includes( '/lean/hit.php' ) ) {
				hitsSent.push( r.url() );
			}
		} );
		await other.goto( '/gallery/' );
		await other.waitForLoadState( 'networkidle' );
	}
	expect( hitsSent ).toEqual( [] );

	// The owner's dashboard (administrators are not counted themselves).
	await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
	await expect( card( page, 'views' ) ).toHaveText( '4' );
	await expect( card( page, 'visitors' ) ).toHaveText( '2' );
	// A and B still have their pages open and have both pinged; C and D were never tracked.
	await expect( card( page, 'online' ) ).toHaveText( '2' );
	// A page's row shows its title and its address.
	await expectRows( list( page, 'Top pages' ), [
		[ /^Gallery\s*\/gallery\/$/, '2' ],
		[ /^Links and files\s*\/links-and-files\/$/, '2' ],
	] );
	await expectRows( list( page, 'Referrers' ), [ [ 'google.com', '1' ] ] );
	await expectRows( list( page, 'Events' ), [
		[ 'newsletter_signup', '1' ],
	] );
	await expectRows( list( page, 'Link clicks' ), [
		[ 'https://external.example/docs', '1' ],
	] );
	await expectRows( list( page, 'Downloads' ), [
		[
			/^vista-guide\.pdf\s*http:\/\/localhost:\d+\/wp-content\/uploads\/vista-guide\.pdf$/,
			'1',
		],
	] );

	for ( const context of [ a, b, c, d ] ) {
		await context.close();
	}
} );

test( 'hostile addresses are refused, and a made-up address cannot rename a page', async ( {
	browser,
	admin,
	page,
} ) => {
	resetStats();
	const attacker = await visitor( browser, 'E', true );
	const tab = await attacker.newPage();
	// A search page has no id, so its address is what the dashboard lists.
	const hit = tab.waitForResponse( ( r ) =>
		r.url().endsWith( '/lean/hit.php' )
	);
	await tab.goto( '/?s=sea', { referer: 'https://evil.example/' } );
	await hit;
	const tracker = await tab.evaluate(
		() => window.WP_Statistics_Tracker_Object
	);
	const params =
		typeof tracker === 'string' ? JSON.parse( tracker ) : tracker;
	const hostileUri =
		'/?s=<img src=x onerror=alert(1)>&x="><script>alert(2)</script>';
	// Markup in the addresses: no browser sends that, so it is refused and nothing is stored.
	const hostile = await tab.request.post( `${ params.requestUrl }/hit.php`, {
		form: {
			...params.hitParams,
			page_uri: encodeURIComponent( hostileUri ),
			referred: encodeURIComponent( 'https://<b>bad</b>.example/' ),
		},
	} );
	expect( hostile.status() ).toBe( 400 );
	// The page's own signature with a made-up address (base64, as the original tracker sends it):
	// a view of the page the server printed, never listed under the address sent (issue 13).
	const renamed = await tab.request.post( `${ params.requestUrl }/hit.php`, {
		form: {
			...params.hitParams,
			page_uri: Buffer.from( '/zz-renamed-by-a-stranger/' ).toString(
				'base64'
			),
			referred: Buffer.from( 'https://other.example/' ).toString(
				'base64'
			),
		},
	} );
	expect( await renamed.json() ).toEqual( { status: true } );
	await attacker.close();

	const dialogs: string[] = [];
	page.on( 'dialog', async ( dialog ) => {
		dialogs.push( dialog.message() );
		await dialog.dismiss();
	} );
	await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
	await expect( card( page, 'views' ) ).toHaveText( '2' );
	const pages = list( page, 'Top pages' );
	await expect( pages.locator( 'tbody tr' ) ).toHaveCount( 1 );
	await expect( pages ).toContainText( '/?s=sea' );
	await expect( pages ).not.toContainText( 'onerror' );
	await expect( pages ).not.toContainText( 'renamed' );
	await expect( pages.locator( 'img, script' ) ).toHaveCount( 0 );
	await expectRows( list( page, 'Referrers' ), [
		[ 'evil.example', '1' ],
		[ 'other.example', '1' ],
	] );
	await admin.visitAdminPage( 'index.php' );
	await expect( page.locator( '#vista_stats_week' ) ).toBeVisible();
	expect( dialogs ).toEqual( [] );
} );
