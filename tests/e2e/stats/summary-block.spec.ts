/**
 * The Visitor Statistics block (vista/stats-summary, issue 20): after visits recorded through the
 * real hit path, a visitor sees the site's views and visitors by period and the popular posts, or
 * a page's own numbers, printed by the server with no script of the block.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	assetsFrom,
	decidedConsentCookie,
	visitor,
	wordpressDir,
} from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const fixtures = path.resolve( __dirname, '../fixtures' );
const resetStats = () =>
	execFileSync(
		'php',
		[ path.join( fixtures, 'stats-reset.php' ), wordpressDir ],
		{ stdio: 'pipe' }
	);

test.beforeAll( () => resetStats() );
test.afterAll( () => resetStats() );

/**
 * A person's browser (headless Chromium names itself and is excluded as a bot); each version
 * number is another visitor.
 * @param version Chrome's major version.
 */
const person = ( version: number ) =>
	`Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${ version }.0 Safari/537.36`;

/**
 * A consenting visitor opens a page; resolves once the tracker's hit is recorded.
 * @param browser The browser.
 * @param version The visitor (see person()).
 * @param url     The page.
 */
async function view( browser: Browser, version: number, url: string ) {
	const context = await browser.newContext( {
		userAgent: person( version ),
		storageState: {
			cookies: [ { ...decidedConsentCookie(), value: 'true' } ],
			origins: [],
		},
	} );
	const tab = await context.newPage();
	const hit = tab.waitForResponse( ( r ) =>
		r.url().endsWith( '/lean/hit.php' )
	);
	await tab.goto( url );
	expect( await ( await hit ).json() ).toEqual( { status: true } );
	await context.close();
}

/**
 * The block's table as the visitor reads it: period => [views, visitors].
 * @param page The page with the block.
 */
async function table( page: Page ) {
	const block = page.locator( '.wp-block-vista-stats-summary' );
	const rows: Record< string, [ string, string ] > = {};
	for ( const row of await block.getByRole( 'row' ).all() ) {
		const header = await row.getByRole( 'rowheader' ).count();
		if ( header ) {
			const cells = await row.getByRole( 'cell' ).allInnerTexts();
			rows[ await row.getByRole( 'rowheader' ).innerText() ] = [
				cells[ 0 ],
				cells[ 1 ],
			];
		}
	}
	return rows;
}

test.describe( () => {
	test.use( visitor );

	test( 'shows the site’s views and visitors by period and the popular posts', async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		const post = ( title: string, content = '' ) =>
			requestUtils.createPost( {
				title,
				content,
				status: 'publish',
				date_gmt: new Date().toISOString(),
			} );
		const alpha = await post( 'Summary alpha' );
		const beta = await post( 'Summary beta' );
		// Alpha is read by two visitors, beta by one of them: 3 views by 2 visitors today.
		await view( browser, 120, alpha.link );
		await view( browser, 121, alpha.link );
		await view( browser, 120, beta.link );

		const summary = await post(
			'Summary of the site',
			'<!-- wp:vista/stats-summary {"popularCount":2,"popularPeriod":"today"} /-->'
		);
		await page.goto( summary.link );
		const block = page.locator( '.wp-block-vista-stats-summary' );
		await expect(
			block.getByRole( 'table', { name: 'Visits to this site' } )
		).toBeVisible();
		expect( await table( page ) ).toEqual( {
			Today: [ '3', '2' ],
			'This week': [ '3', '2' ],
			'All time': [ '3', '2' ],
		} );
		await expect(
			block.getByRole( 'heading', { name: 'Popular today' } )
		).toBeVisible();
		const popular = block.getByRole( 'listitem' );
		await expect( popular ).toHaveText( [
			'Summary alpha 2 views',
			'Summary beta 1 view',
		] );
		await expect(
			popular.first().getByRole( 'link', { name: 'Summary alpha' } )
		).toHaveAttribute( 'href', alpha.link );

		// Printed by the server: the block brings no script of its own.
		const assets = await assetsFrom( page, '/plugins/vista-stats/' );
		const scripts = assets.filter( ( url ) =>
			new URL( url, 'http://x' ).pathname.endsWith( '.js' )
		);
		expect( scripts ).toEqual( [
			expect.stringContaining( '/build/tracker.js' ),
		] );
	} );

	test( 'set to its page, shows that page’s own numbers', async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		const counted = await requestUtils.createPost( {
			title: 'Counted page',
			content:
				'<!-- wp:vista/stats-summary {"scope":"page","showAllTime":false,"showPopular":false} /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		const other = await requestUtils.createPost( {
			title: 'Another page',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		// Two visits of another page first: they count for the site, not for this page.
		await view( browser, 122, other.link );
		await view( browser, 123, other.link );
		// The first visit of the page itself renders the block before its own hit is recorded.
		await view( browser, 124, counted.link );
		await view( browser, 124, `${ counted.link }?again=1` );

		// The block's numbers are cached for a few minutes: a new set of settings shows fresh ones.
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ counted.id }`,
			data: {
				content:
					'<!-- wp:vista/stats-summary {"scope":"page","showWeek":false,"showPopular":false} /-->',
			},
		} );
		await page.goto( counted.link );
		const block = page.locator( '.wp-block-vista-stats-summary' );
		await expect(
			block.getByRole( 'table', { name: 'Visits to this page' } )
		).toBeVisible();
		expect( await table( page ) ).toEqual( {
			Today: [ '2', '1' ],
			'All time': [ '2', '1' ],
		} );
		await expect( block.getByRole( 'list' ) ).toHaveCount( 0 );
	} );
} );
