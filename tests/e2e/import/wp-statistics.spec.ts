/**
 * Issue 33 item 3: a site that ran WP Statistics for a year (tests/fixtures/originals/wp-statistics.php:
 * its tables as the original makes them, over 200,000 views up to yesterday, and a page "Our
 * numbers" that uses its shortcode) moves to Vista Statistics: the importer screen shows what it
 * found and imports it with a progress bar, the dashboard's last 12 months show the year's
 * numbers, the shortcode page shows them through Vista, a second run adds nothing, and the
 * original's tables are left as they were (checksums).
 *
 * One test drives the importer screen (Tools → Import, the kit's contract); the other imports as
 * the screen's runner does, to the end, through the fixture's script.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { wordpressDir } from '../utils/site';

const fixtureScript = path.resolve(
	__dirname,
	'../../fixtures/originals/wp-statistics.php'
);
const resetScript = path.resolve( __dirname, '../fixtures/stats-reset.php' );

interface Fixture {
	days: Record< string, [ number, number ] >;
	views: number;
	visitors: number;
	pages: Record< string, number >;
	referrers: Record< string, number >;
	shortcode_page: number;
}

interface RunState {
	status: string;
	counts: Record<
		string,
		{ imported: number; updated: number; skipped: number }
	>;
}

/**
 * Runs the fixture's script on the test site.
 * @param command build, checksums, import or drop.
 */
function fixture< T >( command: string ): T {
	return JSON.parse(
		execFileSync(
			'php',
			[ '-d', 'memory_limit=512M', fixtureScript, wordpressDir, command ],
			{ encoding: 'utf8' }
		)
	) as T;
}

/**
 * A number as the dashboard (en-US) and `format=english` print it.
 * @param value The number.
 */
const english = ( value: number ) => value.toLocaleString( 'en-US' );

/**
 * The first day of the dashboard's "last 12 months": the first of the month, eleven months back
 * (UTC), as src/stats/dashboard/range.ts counts it.
 */
function twelveMonthsFrom(): string {
	const now = new Date();
	return new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth() - 11, 1 )
	)
		.toISOString()
		.slice( 0, 10 );
}

/**
 * The fixture's views and visitors from a day on.
 * @param year The fixture.
 * @param from First day, Y-m-d.
 */
function totalsFrom( year: Fixture, from: string ) {
	let views = 0;
	let visitors = 0;
	for ( const [ day, [ dayViews, dayVisitors ] ] of Object.entries(
		year.days
	) ) {
		if ( day >= from ) {
			views += dayViews;
			visitors += dayVisitors;
		}
	}
	return { views, visitors };
}

/**
 * A summary card's number on the dashboard.
 * @param page The dashboard.
 * @param stat views or visitors.
 */
const card = ( page: Page, stat: 'views' | 'visitors' ) =>
	page.locator( `[data-stat="${ stat }"] .vista-stats-summary__value` );

test.describe.configure( { mode: 'serial' } );

let year: Fixture;
let checksums: Record< string, string >;

test.beforeAll( () => {
	execFileSync( 'php', [ resetScript, wordpressDir ], { stdio: 'pipe' } );
	year = fixture< Fixture >( 'build' );
	checksums = fixture( 'checksums' );
} );

test.afterAll( () => {
	fixture( 'drop' );
	execFileSync( 'php', [ resetScript, wordpressDir ], { stdio: 'pipe' } );
} );

test( 'the importer screen shows the days found, imports them with a progress bar and reports', async ( {
	admin,
	page,
} ) => {
	test.setTimeout( 180_000 );
	await admin.visitAdminPage( 'import.php' );
	await expect(
		page.locator( 'a[href$="admin.php?import=wp-statistics"]' )
	).toHaveText( 'Run Importer' );

	await admin.visitAdminPage( 'admin.php', 'import=wp-statistics' );
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Import from WP Statistics',
		} )
	).toBeVisible();
	const found = page.getByRole( 'table', { name: 'Found on this site' } );
	await expect( found.getByRole( 'row' ).last() ).toHaveText(
		new RegExp(
			`Days of statistics\\s*${ english(
				Object.keys( year.days ).length
			) }`
		)
	);

	await page.getByRole( 'button', { name: 'Start import' } ).click();
	const progress = page.getByRole( 'progressbar', {
		name: 'Import progress',
	} );
	await expect( progress ).toHaveAttribute( 'aria-valuemin', '0' );
	await expect( progress ).toHaveAttribute( 'aria-valuemax', '100' );
	await expect(
		page.getByRole( 'heading', { name: 'Import finished' } )
	).toBeVisible( { timeout: 150_000 } );
	const report = page.getByRole( 'table', { name: 'Import report' } );
	await expect(
		report.getByRole( 'row', { name: /Days of statistics/ } )
	).toHaveText(
		new RegExp(
			`Days of statistics\\s*${ english(
				Object.keys( year.days ).length
			) }\\s*0\\s*0`
		)
	);
	await expect(
		page.getByText( "The original plugin's data was left unchanged." )
	).toBeVisible();

	// A second run replaces each day: nothing new. The first run's heading and report may still
	// be on screen just after the click, so wait for the second run's own counts.
	await page.getByRole( 'button', { name: 'Run again' } ).click();
	await expect(
		report.getByRole( 'row', { name: /Days of statistics/ } )
	).toHaveText(
		new RegExp(
			`Days of statistics\\s*0\\s*${ english(
				Object.keys( year.days ).length
			) }\\s*0`
		),
		{ timeout: 150_000 }
	);
	await expect(
		page.getByRole( 'heading', { name: 'Import finished' } )
	).toBeVisible();
	expect( fixture( 'checksums' ) ).toEqual( checksums );
} );

test( "the dashboard's last 12 months and the shortcode page show the imported year", async ( {
	admin,
	page,
} ) => {
	test.setTimeout( 180_000 );
	const days = Object.keys( year.days ).length;
	expect( year.views ).toBeGreaterThanOrEqual( 200_000 );

	// From Vista's own empty statistics, whatever the screen's test imported before.
	execFileSync( 'php', [ resetScript, wordpressDir ], { stdio: 'pipe' } );
	const first = fixture< RunState >( 'import' );
	expect( first.status ).toBe( 'done' );
	expect( first.counts.days ).toEqual( {
		imported: days,
		updated: 0,
		skipped: 0,
	} );

	await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
	await page
		.getByLabel( 'Period', { exact: true } )
		.selectOption( 'last12months' );
	const expected = totalsFrom( year, twelveMonthsFrom() );
	await expect( card( page, 'views' ) ).toHaveText(
		english( expected.views )
	);
	await expect( card( page, 'visitors' ) ).toHaveText(
		english( expected.visitors )
	);
	// The busiest page of the year leads the list (the first post; the home page follows).
	const [ topPage ] = Object.keys( year.pages );
	await expect(
		page
			.getByRole( 'region', { name: 'Top pages', exact: true } )
			.locator( 'tbody th' )
			.first()
	).toContainText( 'Getting started' );
	const [ topReferrer ] = Object.keys( year.referrers );
	await expect(
		page
			.getByRole( 'region', { name: 'Referrers', exact: true } )
			.locator( 'tbody th' )
			.first()
	).toHaveText( topReferrer );
	expect( topPage ).toContain( 'getting-started' );

	// The page written for the original shows Vista's numbers.
	await page.goto( `/?page_id=${ year.shortcode_page }` );
	await expect( page.locator( '.wps-visits' ) ).toHaveText(
		english( year.views )
	);
	await expect( page.locator( '.wps-visitors' ) ).toHaveText(
		english( year.visitors )
	);
	await expect( page.locator( '.wps-pagevisits' ) ).toHaveText(
		english( year.pages[ topPage ] )
	);
	const yesterday = Object.keys( year.days ).pop() as string;
	await expect( page.locator( '.wps-yesterday' ) ).toHaveText(
		String( year.days[ yesterday ][ 0 ] )
	);

	// A second run replaces each day and adds nothing; the original's tables are unchanged.
	const second = fixture< RunState >( 'import' );
	expect( second.counts.days ).toEqual( {
		imported: 0,
		updated: days,
		skipped: 0,
	} );
	await page.goto( `/?page_id=${ year.shortcode_page }` );
	await expect( page.locator( '.wps-visits' ) ).toHaveText(
		english( year.views )
	);
	expect( fixture( 'checksums' ) ).toEqual( checksums );
} );
