/**
 * Statistics: the dashboard shows the seeded traffic (tests/e2e/fixtures/stats-seed.php) in its
 * cards, chart and lists, follows a change of period and grouping, says when a period is empty,
 * recovers from a failed request, and the Dashboard widget sums up the last seven days.
 *
 * The seed, counted back from today (UTC):
 * - last 7 days: 11 views by 8 visitors; pages alpha 6, beta 3, gamma 2; referrers
 *   search.example 4, news.example 2;
 * - 20 days ago: 5 more views of beta from old.example, so the last 30 days have 16 views by
 *   13 visitors, and beta (8) leads alpha (6);
 * - events newsletter_signup 2 and video_play 1, link clicks to https://external.example/docs 2,
 *   downloads of vista-e2e-guide.pdf 3; devices desktop 12, mobile 3, tablet 1 (30 days);
 * - two visitors online now (a third left ten minutes ago).
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Admin } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';
import { phpLogLines, phpLogMark, wordpressDir } from '../utils/site';
import { beyondBaseline, seriousFindings } from '../a11y/axe';

const seedScript = path.resolve( __dirname, '../fixtures/stats-seed.php' );

/**
 * Seeds the known statistics, or empties the tables.
 * @param mode What to do.
 */
function stats( mode: 'seed' | 'clear' ) {
	execFileSync( 'php', [ seedScript, wordpressDir, mode ], {
		stdio: 'pipe',
	} );
}

/**
 * Browser errors other than resources the sandbox cannot reach (avatars).
 * @param page The page to watch.
 */
function watchScriptErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' &&
			! message.text().startsWith( 'Failed to load resource' )
		) {
			errors.push( message.text() );
		}
	} );
	return errors;
}

async function openDashboard( admin: Admin, page: Page ) {
	await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Statistics' } )
	).toBeVisible();
	await expect( page.locator( '.vista-stats-dashboard__status' ) ).toHaveText(
		/^From .* \(UTC\)\.$/
	);
}

/**
 * A summary card's number.
 * @param page The dashboard.
 * @param stat views, visitors or online.
 */
function card( page: Page, stat: 'views' | 'visitors' | 'online' ): Locator {
	return page.locator(
		`[data-stat="${ stat }"] .vista-stats-summary__value`
	);
}

/**
 * A top list's card.
 * @param page  The dashboard.
 * @param title Its heading.
 */
function list( page: Page, title: string ): Locator {
	return page.getByRole( 'region', { name: title, exact: true } );
}

/**
 * Checks a top list's rows: the item's text and its views (or times), in order.
 * @param region The list's card.
 * @param rows   [ text, count ] per row.
 */
async function expectRows( region: Locator, rows: [ string, string ][] ) {
	await expect( region.locator( 'tbody th' ) ).toHaveText(
		rows.map( ( [ text ] ) => text )
	);
	await expect( region.locator( 'tbody td:nth-child(2)' ) ).toHaveText(
		rows.map( ( [ , count ] ) => count )
	);
}

// The tests of all the describes below run one after the other, each on freshly seeded
// statistics; the last one reads what the PHP log got since the first.
test.describe.configure( { mode: 'serial' } );

let logLines = 0;

test.beforeAll( () => {
	logLines = phpLogMark();
} );

test.beforeEach( () => stats( 'seed' ) );

test.afterAll( () => stats( 'clear' ) );

test.describe( 'Statistics dashboard', () => {
	test( 'shows the cards, the chart and the lists of the last 30 days', async ( {
		admin,
		page,
	} ) => {
		const errors = watchScriptErrors( page );
		await openDashboard( admin, page );

		await expect(
			page.getByLabel( 'Period', { exact: true } )
		).toHaveValue( 'last30' );
		await expect( card( page, 'views' ) ).toHaveText( '16' );
		await expect( card( page, 'visitors' ) ).toHaveText( '13' );
		await expect( card( page, 'online' ) ).toHaveText( '2' );
		await expect(
			page.getByRole( 'list', { name: 'Pages being read now' } )
		).toContainText( '/vista-e2e-alpha/' );

		// The chart, and its table for screen readers: one row per day.
		const chart = page.getByRole( 'img', {
			name: 'Visitors and views over time',
		} );
		await expect( chart ).toBeVisible();
		await expect( chart ).toHaveAccessibleDescription(
			/^16 views and 13 visitors from .* Most visitors: .*, with 5\.$/
		);
		await expect(
			page.locator( '.vista-stats-visits table tbody tr' )
		).toHaveCount( 30 );

		await expectRows( list( page, 'Top pages' ), [
			[ '/vista-e2e-beta/', '8' ],
			[ '/vista-e2e-alpha/', '6' ],
			[ '/vista-e2e-gamma/', '2' ],
		] );
		await expect(
			list( page, 'Top pages' ).getByRole( 'link', {
				name: '/vista-e2e-beta/',
			} )
		).toHaveAttribute( 'href', /\/vista-e2e-beta\/$/ );
		await expectRows( list( page, 'Referrers' ), [
			[ 'old.example', '5' ],
			[ 'search.example', '4' ],
			[ 'news.example', '2' ],
		] );
		await expectRows( list( page, 'Events' ), [
			[ 'newsletter_signup', '2' ],
			[ 'video_play', '1' ],
		] );
		await expectRows( list( page, 'Link clicks' ), [
			[ 'https://external.example/docs', '2' ],
		] );
		await expect(
			list( page, 'Downloads' ).locator( 'tbody th' )
		).toContainText( 'vista-e2e-guide.pdf' );
		await expect(
			list( page, 'Downloads' ).locator( 'tbody td:nth-child(2)' )
		).toHaveText( '3' );
		await expectRows( list( page, 'Devices' ), [
			[ 'desktop', '12' ],
			[ 'mobile', '3' ],
			[ 'tablet', '1' ],
		] );
		await expect(
			list( page, 'Devices' ).getByRole( 'img', {
				name: 'Devices by visitors',
			} )
		).toBeVisible();
		await expect(
			list( page, 'Browsers' ).getByRole( 'img', {
				name: 'Browsers by visitors',
			} )
		).toBeVisible();
		await expect( list( page, 'Operating systems' ) ).toContainText(
			'Windows'
		);

		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'Statistics dashboard: the admin colour scheme', () => {
	/**
	 * How many pixels of the chart's canvas are exactly a colour: the line's inner pixels and its
	 * points are, whatever the antialiasing of their edges.
	 * @param chart The chart's canvas.
	 * @param hex   `#rrggbb`.
	 */
	function pixelsOf( chart: Locator, hex: string ) {
		return chart.evaluate( ( canvas: HTMLCanvasElement, colour ) => {
			const [ red, green, blue ] = [ 1, 3, 5 ].map( ( at ) =>
				parseInt( colour.slice( at, at + 2 ), 16 )
			);
			const { data } = canvas
				.getContext( '2d' )!
				.getImageData( 0, 0, canvas.width, canvas.height );
			let count = 0;
			for ( let at = 0; at < data.length; at += 4 ) {
				if (
					data[ at ] === red &&
					data[ at + 1 ] === green &&
					data[ at + 2 ] === blue &&
					data[ at + 3 ] === 255
				) {
					count++;
				}
			}
			return count;
		}, hex );
	}

	test( 'a user with Midnight sees the chart’s main series in Midnight’s colour, axe-clean', async ( {
		admin,
		page,
	} ) => {
		await page.goto( '/wp-admin/' );
		const baseline = await seriousFindings( page );
		// The cookie stands for this user's stored scheme on this test's requests only
		// (tests/e2e/mu-plugins/vista-e2e.php); drawn without animation, the chart is final at once.
		await page.context().addCookies( [
			{
				name: 'vista_e2e_admin_color',
				value: 'midnight',
				url: page.url(),
			},
		] );
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await openDashboard( admin, page );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/admin-color-midnight/
		);
		const theme = await page
			.locator( 'body' )
			.evaluate( ( body ) =>
				getComputedStyle( body )
					.getPropertyValue( '--wp-admin-theme-color' )
					.trim()
			);
		expect( theme ).toBe( '#e14d43' );
		const chart = page.getByRole( 'img', {
			name: 'Visitors and views over time',
		} );
		await expect( chart ).toBeVisible();
		await expect
			.poll( () => pixelsOf( chart, theme ), {
				message: 'the visitors line in the theme colour',
			} )
			.toBeGreaterThan( 100 );
		// WordPress's default blue, which the chart drew whatever the scheme.
		expect( await pixelsOf( chart, '#2271b1' ) ).toBe( 0 );
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );
	} );
} );

test.describe( 'Statistics dashboard: periods', () => {
	test( 'follows a change of period and grouping', async ( {
		admin,
		page,
	} ) => {
		await openDashboard( admin, page );
		await expect( card( page, 'views' ) ).toHaveText( '16' );

		await page
			.getByLabel( 'Period', { exact: true } )
			.selectOption( 'last7' );
		await expect( card( page, 'views' ) ).toHaveText( '11' );
		await expect( card( page, 'visitors' ) ).toHaveText( '8' );
		await expectRows( list( page, 'Top pages' ), [
			[ '/vista-e2e-alpha/', '6' ],
			[ '/vista-e2e-beta/', '3' ],
			[ '/vista-e2e-gamma/', '2' ],
		] );
		await expectRows( list( page, 'Referrers' ), [
			[ 'search.example', '4' ],
			[ 'news.example', '2' ],
		] );
		await expect(
			page.locator( '.vista-stats-visits table tbody tr' )
		).toHaveCount( 7 );

		// By week: seven days fall in one or two weeks.
		const byWeek = page.waitForResponse(
			( response ) =>
				decodeURIComponent( response.url() ).includes(
					'vista-stats/v1/overview'
				) && response.url().includes( 'range=week' )
		);
		await page
			.getByRole( 'group', { name: 'Show by' } )
			.getByRole( 'button', { name: 'Week' } )
			.click();
		expect( ( await byWeek ).status() ).toBe( 200 );
		await expect(
			page
				.getByRole( 'group', { name: 'Show by' } )
				.getByRole( 'button', { name: 'Week' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		const weeks = await page
			.locator( '.vista-stats-visits table tbody tr' )
			.count();
		expect( weeks === 1 || weeks === 2 ).toBe( true );
		await expect( card( page, 'views' ) ).toHaveText( '11' );

		// The last 12 months, by month.
		await page
			.getByLabel( 'Period', { exact: true } )
			.selectOption( 'last12months' );
		await expect(
			page
				.getByRole( 'group', { name: 'Show by' } )
				.getByRole( 'button', { name: 'Month' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			page.locator( '.vista-stats-visits table tbody tr' )
		).toHaveCount( 12 );
		await expect( card( page, 'views' ) ).toHaveText( '16' );
	} );

	test( 'Today shows the server’s day alone (issue 34)', async ( {
		admin,
		page,
	} ) => {
		await openDashboard( admin, page );
		await expect( card( page, 'views' ) ).toHaveText( '16' );

		const today = page.waitForResponse(
			( response ) =>
				response.url().includes( 'vista-stats' ) &&
				response.url().includes( 'period=today' )
		);
		await page
			.getByLabel( 'Period', { exact: true } )
			.selectOption( { label: 'Today' } );
		const answer = await ( await today ).json();
		expect( answer.from ).toBe( answer.to );
		// Today's seeded rows: 4 views by 3 visitors, alpha 3 and beta 1.
		await expect( card( page, 'views' ) ).toHaveText( '4' );
		await expect( card( page, 'visitors' ) ).toHaveText( '3' );
		await expectRows( list( page, 'Top pages' ), [
			[ '/vista-e2e-alpha/', '3' ],
			[ '/vista-e2e-beta/', '1' ],
		] );
		await expect(
			page.locator( '.vista-stats-visits table tbody tr' )
		).toHaveCount( 1 );
	} );

	test( 'says when a period has no visits, and refuses a reversed range', async ( {
		admin,
		page,
	} ) => {
		await openDashboard( admin, page );
		await page
			.getByLabel( 'Period', { exact: true } )
			.selectOption( 'custom' );

		await page.getByLabel( 'From', { exact: true } ).fill( '2001-02-01' );
		await page.getByLabel( 'To', { exact: true } ).fill( '2001-01-01' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'The range must start on or before its last day.'
		);

		await page.getByLabel( 'From', { exact: true } ).fill( '2001-01-01' );
		await page.getByLabel( 'To', { exact: true } ).fill( '2001-01-31' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			page.getByText( 'No visits recorded in this period yet.' )
		).toBeVisible();
		await expect( card( page, 'views' ) ).toHaveText( '0' );
		await expect( card( page, 'visitors' ) ).toHaveText( '0' );
		await expect( list( page, 'Top pages' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '.vista-stats-dashboard__status' )
		).toHaveText( 'From Jan 1, 2001 to Jan 31, 2001 (UTC).' );
	} );
} );

test.describe( 'Statistics dashboard: retry, widget and log', () => {
	test( 'offers a retry when the statistics cannot be loaded', async ( {
		admin,
		page,
	} ) => {
		let failures = 1;
		await page.route(
			( url ) =>
				decodeURIComponent( url.href ).includes(
					'vista-stats/v1/overview'
				),
			async ( route ) => {
				if ( failures-- > 0 ) {
					await route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: JSON.stringify( {
							code: 'internal_server_error',
							message: 'The database is taking a break.',
							data: { status: 500 },
						} ),
					} );
					return;
				}
				await route.continue();
			}
		);
		await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
		// (WordPress's live region repeats the notice outside the dashboard.)
		const dashboard = page.locator( '#vista-stats-dashboard' );
		await expect(
			dashboard.getByText( 'The database is taking a break.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Try again' } ).click();
		await expect( card( page, 'views' ) ).toHaveText( '16' );
		await expect(
			dashboard.getByText( 'The database is taking a break.' )
		).toHaveCount( 0 );
	} );

	test( 'the Dashboard widget sums up the last seven days', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'index.php' );
		const widget = page.locator( '#vista_stats_week' );
		await expect(
			widget.getByRole( 'heading', {
				name: 'Visitor statistics: this week',
			} )
		).toBeVisible();
		await expect(
			widget.locator( '.vista-stats-widget__number' )
		).toHaveText( [
			/^11\s+Views$/,
			/^8\s+Visitors$/,
			/^2\s+Online now$/,
		] );
		await expect(
			widget.locator( '.vista-stats-widget__pages li' )
		).toHaveText( [
			/^\/vista-e2e-alpha\/\s+6 views$/,
			/^\/vista-e2e-beta\/\s+3 views$/,
			/^\/vista-e2e-gamma\/\s+2 views$/,
		] );
		await widget
			.getByRole( 'link', { name: 'View all statistics' } )
			.click();
		await expect( page ).toHaveURL( /admin\.php\?page=vista-stats$/ );
		await expect( card( page, 'views' ) ).toHaveText( '16' );
	} );

	test( 'leaves nothing in the PHP log', () => {
		const added = phpLogLines( logLines );
		expect(
			added.filter( ( line ) => /vista-stats|Vista\\Stats/.test( line ) )
		).toEqual( [] );
	} );
} );
