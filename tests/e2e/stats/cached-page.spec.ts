/**
 * A page served from a full-page cache (issue 14): the tracker on HTML saved eight days earlier
 * still records its hit and its link events, signed with that day (no nonce that expires in a
 * day); HTML saved eleven days earlier, past the signature's 10 days, records nothing (issue 13:
 * replays of old signatures stop counting).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { decidedConsentCookie, wordpressDir } from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const fixtures = path.resolve( __dirname, '../fixtures' );
const resetStats = () =>
	execFileSync(
		'php',
		[ path.join( fixtures, 'stats-reset.php' ), wordpressDir ],
		{
			stdio: 'pipe',
		}
	);

test.beforeAll( () => resetStats() );
test.afterAll( () => resetStats() );

interface Params {
	source_type: string;
	source_id: number;
	page_path: string;
	issued: number;
	signature: string;
}

/**
 * The page's HTML as a cache made it `daysAgo` days ago: the same page, its tracker fields signed
 * on that day (the server's own keys, through the fixture).
 * @param html    Today's HTML of the page.
 * @param daysAgo Age of the copy.
 */
function agedCopy( html: string, daysAgo: number ): string {
	const match = html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ );
	expect( match ).not.toBeNull();
	const today: Params = JSON.parse( match![ 1 ] ).hitParams;
	const old: { issued: number; signature: string } = JSON.parse(
		execFileSync( 'php', [
			path.join( fixtures, 'stats-sign.php' ),
			wordpressDir,
			today.source_type,
			String( today.source_id ),
			today.page_path,
			String( daysAgo ),
		] ).toString()
	);
	// Every copy of the fields (hit, online, event addresses) as the old page printed them.
	return html
		.replaceAll( `"issued":${ today.issued }`, `"issued":${ old.issued }` )
		.replaceAll( `issued=${ today.issued }`, `issued=${ old.issued }` )
		.replaceAll( today.signature, old.signature );
}

async function visitor( browser: {
	newContext: ( o: object ) => Promise< BrowserContext >;
} ) {
	return browser.newContext( {
		userAgent:
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
		storageState: {
			cookies: [ { ...decidedConsentCookie(), value: 'true' } ],
			origins: [],
		},
	} );
}

/**
 * Serves the aged copy for the page's address, as a page cache would, and opens it.
 * @param tab  Visitor's page.
 * @param url  Page address.
 * @param html The copy.
 */
async function openCached( tab: Page, url: string, html: string ) {
	await tab.route( url, ( route ) =>
		route.fulfill( { status: 200, contentType: 'text/html', body: html } )
	);
	const hit = tab.waitForResponse( ( r ) =>
		r.url().endsWith( '/lean/hit.php' )
	);
	await tab.goto( url );
	return hit;
}

test( 'HTML cached eight days ago records its hit and link events; eleven days ago, nothing', async ( {
	browser,
	requestUtils,
	baseURL,
} ) => {
	await requestUtils.rest( {
		method: 'POST',
		path: '/vista-stats/v1/settings',
		data: { linkTracking: true },
	} );
	const post = await requestUtils.createPost( {
		title: 'Cached links',
		content:
			'<!-- wp:paragraph --><p><a id="docs" href="https://external.example/docs">the docs</a></p><!-- /wp:paragraph -->',
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	const url = `${ baseURL }/?p=${ post.id }`;
	const context = await visitor( browser );
	await context.route( /external\.example/, ( route ) =>
		route.fulfill( { status: 200, contentType: 'text/plain', body: 'ok' } )
	);
	const tab = await context.newPage();
	const fresh = await ( await tab.request.get( url ) ).text();

	const eightDays = await openCached( tab, url, agedCopy( fresh, 8 ) );
	expect( await eightDays.json() ).toEqual( { status: true } );
	const event = tab.waitForResponse( ( r ) =>
		r.url().includes( 'action=vista_stats_event' )
	);
	await tab.evaluate( () =>
		document.addEventListener( 'click', ( e ) => e.preventDefault() )
	);
	await tab.locator( '#docs' ).click();
	expect( ( await event ).status() ).toBe( 200 );

	const elevenDays = await openCached( tab, url, agedCopy( fresh, 11 ) );
	expect( elevenDays.status() ).toBe( 403 );
	const refused = tab.waitForResponse( ( r ) =>
		r.url().includes( 'action=vista_stats_event' )
	);
	await tab.evaluate( () =>
		document.addEventListener( 'click', ( e ) => e.preventDefault() )
	);
	await tab.locator( '#docs' ).click();
	expect( ( await refused ).status() ).toBe( 403 );
	await context.close();
} );
