/**
 * The statistics demo page: it loads cleanly, shows the Visitor Statistics block's numbers with no
 * script of the block, and a visit to it is recorded by the tracker and then read back by the
 * dashboard's REST endpoint (a placeholder would pass none of these).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import {
	assetsFrom,
	decidedConsentCookie,
	demoPages,
	phpLogLines,
	phpLogMark,
	visitor,
	watchForErrors,
	wordpressDir,
} from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const resetStats = () =>
	execFileSync(
		'php',
		[
			path.resolve( __dirname, '../fixtures/stats-reset.php' ),
			wordpressDir,
		],
		{ stdio: 'pipe' }
	);

test.beforeAll( () => resetStats() );
test.afterAll( () => resetStats() );

/**
 * The scripts of the statistics plugin a page loads.
 * @param page The loaded page.
 */
const statsScripts = async ( page: Parameters< typeof assetsFrom >[ 0 ] ) =>
	( await assetsFrom( page, '/plugins/vista-stats/' ) ).filter( ( url ) =>
		new URL( url, 'http://x' ).pathname.endsWith( '.js' )
	);

test.describe( 'vista-stats demo page', () => {
	test.use( visitor );

	test( 'loads without a PHP notice or a console error, and shows the summary without a script of its own', async ( {
		page,
	} ) => {
		const errors = watchForErrors( page );
		const log = phpLogMark();
		const response = await page.goto( demoPages.stats );
		expect( response?.status() ).toBe( 200 );
		await page.waitForLoadState( 'networkidle' );
		expect( errors ).toEqual( [] );
		expect( phpLogLines( log ) ).toEqual( [] );

		const block = page.locator( '[data-vista-feature="stats-summary"]' );
		const table = block.getByRole( 'table', {
			name: 'Visits to this site',
		} );
		await expect( table.getByRole( 'rowheader' ) ).toHaveText( [
			'Today',
			'This week',
			'All time',
		] );
		await expect(
			table.getByRole( 'columnheader', { name: 'Views' } )
		).toBeVisible();
		for ( const cell of await table.getByRole( 'cell' ).all() ) {
			await expect( cell ).toHaveText( /^\d[\d,.\s]*$/ );
		}
		await expect(
			block.getByRole( 'heading', { name: 'Popular this week' } )
		).toBeVisible();
		// Only the tracker, which every page has: the block is printed by the server.
		expect( await statsScripts( page ) ).toEqual( [
			expect.stringContaining( '/build/tracker.js' ),
		] );
	} );

	test( 'a page without the block loads only the tracker of the plugin', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expect( page.locator( 'body' ) ).toBeVisible();
		expect( await statsScripts( page ) ).toEqual( [
			expect.stringContaining( '/build/tracker.js' ),
		] );
		await expect(
			page.locator( '[data-vista-feature="stats-summary"]' )
		).toHaveCount( 0 );
	} );
} );

test( 'a visit to the demo page is recorded and the dashboard’s REST endpoint shows it', async ( {
	browser,
	requestUtils,
} ) => {
	const context = await browser.newContext( {
		// A person's browser: headless Chromium names itself and is excluded as a bot.
		userAgent:
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
		storageState: {
			cookies: [ { ...decidedConsentCookie(), value: 'true' } ],
			origins: [],
		},
	} );
	const tab = await context.newPage();
	const hit = tab.waitForResponse( ( r ) =>
		r.url().endsWith( '/lean/hit.php' )
	);
	await tab.goto( demoPages.stats );
	expect( await ( await hit ).json() ).toEqual( { status: true } );
	await context.close();

	const overview = await requestUtils.rest< {
		totals: { views: number; visitors: number };
		top: { page: Array< { title: string | null; label: string } > };
	} >( { path: '/vista-stats/v1/overview', params: { limit: 5 } } );
	expect( overview.totals ).toEqual( { views: 1, visitors: 1 } );
	expect( overview.top.page ).toEqual( [
		expect.objectContaining( {
			title: 'Statistics',
			label: demoPages.stats,
			views: 1,
			visitors: 1,
		} ),
	] );
} );
