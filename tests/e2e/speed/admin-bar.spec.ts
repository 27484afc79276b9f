/**
 * The page-speed score area (000 §2.6, §4.5, §5, §8, §9.1) in Chromium, against the real
 * Lighthouse runner that `npm run test:e2e` starts with the test site. State is set up through
 * PHP (tests/e2e/fixtures/speed-results.php); the tests run in order because a check anywhere
 * blocks checks everywhere (§4.5).
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { AxeBuilder } from '@axe-core/playwright';
import {
	assetsFrom,
	demoPages,
	phpLogLines,
	phpLogMark,
	visitor,
	watchForErrors,
	wordpressDir,
} from '../utils/site';
import {
	devToolsEndpoints,
	listeningPorts,
	runnerBrowserPids,
} from '../utils/runner-browser';

const fixture = path.resolve( __dirname, '../fixtures/speed-results.php' );
const speedSlug = 'speed';
// Two real Lighthouse audits on a loaded machine.
const REAL_CHECK_MS = 240_000;

function speed( ...args: string[] ): string {
	return execFileSync( 'php', [ fixture, wordpressDir, ...args ], {
		stdio: 'pipe',
	} ).toString();
}

function node( page: Page ): Locator {
	return page.locator( '#wp-admin-bar-vista-speed' );
}

/**
 * Presses "Check the score" in the admin bar of the page open now.
 * @param page
 */
async function startCheck( page: Page ) {
	await node( page ).hover();
	await node( page )
		.locator( '.vista-speed-panel' )
		.getByRole( 'button', { name: 'Check the score' } )
		.click();
}

async function expectCheckDone( page: Page ) {
	await expect(
		node( page ).locator( '.vista-speed-panel .vista-speed-optimized' )
	).toBeVisible( { timeout: REAL_CHECK_MS } );
}

function circle( scope: Locator, device: 'desktop' | 'mobile' ): Locator {
	return scope.locator( `.vista-speed-circle[data-device="${ device }"]` );
}

const colourOf = ( score: number ) => {
	if ( score <= 49 ) {
		return 'red';
	}
	return score >= 90 ? 'green' : 'orange';
};

async function expectDrawnInItsColour( target: Locator ) {
	await expect( target ).toHaveAttribute( 'data-drawn', 'true', {
		timeout: 10_000,
	} );
	const score = Number( await target.getAttribute( 'data-score' ) );
	expect( score ).toBeGreaterThanOrEqual( 0 );
	expect( score ).toBeLessThanOrEqual( 100 );
	await expect( target ).toHaveAttribute( 'data-colour', colourOf( score ) );
}

/** Each test starts with no score stored and the real runner as the engine. */
function clearScoresAndUseTheRunner() {
	speed( 'clear' );
	speed( 'engine', 'runner' );
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'vista-speed admin-bar score', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'an administrator gets the node, its script and the not-optimized state', async ( {
		page,
	} ) => {
		const errors = watchForErrors( page );
		const log = phpLogMark();
		await page.goto( demoPages.speed );
		await expect( node( page ) ).toContainText( 'Page speed' );
		await expect( node( page ) ).toHaveAttribute(
			'data-vista-ready',
			'true'
		);
		expect(
			( await assetsFrom( page, '/plugins/vista-speed/' ) ).sort()
		).toEqual( [
			expect.stringContaining( '/build/admin-bar.css' ),
			expect.stringContaining( '/build/admin-bar.js' ),
		] );
		await node( page ).hover();
		const panel = node( page ).locator( '.vista-speed-panel' );
		await expect(
			panel.locator( '.vista-speed-notoptimized' )
		).toBeVisible();
		await expect(
			panel.getByRole( 'button', { name: 'Check the score' } )
		).toBeEnabled();
		expect( errors ).toEqual( [] );
		expect( phpLogLines( log ) ).toEqual( [] );
	} );

	test( 'checking from the admin bar scores the page with the real runner', async ( {
		page,
	} ) => {
		test.setTimeout( REAL_CHECK_MS + 60_000 );
		const log = phpLogMark();
		await page.goto( demoPages.speed );
		await node( page ).hover();
		const panel = node( page ).locator( '.vista-speed-panel' );
		const check = panel.getByRole( 'button', { name: 'Check the score' } );
		await check.click();
		await expect(
			panel.locator( '.vista-speed-optimizing' )
		).toBeVisible();
		await expect(
			panel.locator( '.vista-speed-optimizing' )
		).toContainText( 'Checking the page speed' );
		// Hidden now, and disabled with every other check button of the page.
		await expect( panel.locator( '.vista-speed-check' ) ).toBeDisabled();
		await expect( panel.locator( '.vista-speed-reload' ) ).toBeDisabled();
		await expect( node( page ).locator( '.vista-speed-logo' ) ).toHaveClass(
			/is-optimizing/
		);
		await expect( panel.locator( '.vista-speed-optimized' ) ).toBeVisible( {
			timeout: REAL_CHECK_MS,
		} );
		await expect( panel.locator( '.vista-speed-overlay' ) ).toBeHidden();
		await expectDrawnInItsColour( circle( panel, 'desktop' ) );
		await expectDrawnInItsColour( circle( panel, 'mobile' ) );
		await expect(
			node( page ).locator( '.vista-speed-logo' )
		).not.toHaveClass( /is-optimizing/ );
		// The stored result shows on the next load, with its details.
		await page.reload();
		await node( page ).hover();
		await expect(
			node( page ).locator( '.vista-speed-metrics' )
		).toContainText( 'Largest Contentful Paint' );
		await expect(
			node( page ).locator( '.vista-speed-last-check' )
		).toContainText( 'Last checked:' );
		expect( phpLogLines( log ) ).toEqual( [] );
	} );
} );

test.describe( 'vista-speed admin-bar score: circles and regressions', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'circles are drawn in 1200 ms in the §5 colours, 0 as the zero mark', async ( {
		page,
	} ) => {
		const cases: [ number, number ][] = [
			[ 0, 49 ],
			[ 50, 89 ],
			[ 90, 100 ],
		];
		// The page clock stands still unless a test moves it.
		await page.clock.install( {
			time: new Date( '2026-11-20T10:00:00Z' ),
		} );
		await page.clock.pauseAt( new Date( '2026-11-20T10:00:01Z' ) );
		for ( const [ mobile, desktop ] of cases ) {
			speed( 'clear' );
			speed(
				'scored',
				speedSlug,
				'70',
				'95',
				String( mobile ),
				String( desktop )
			);
			await page.goto( demoPages.speed );
			const panel = node( page ).locator( '.vista-speed-panel' );
			const desktopCircle = circle( panel, 'desktop' );
			await expect( desktopCircle ).toHaveAttribute(
				'data-drawn',
				'false'
			);
			await page.clock.runFor( 1100 );
			await expect( desktopCircle ).toHaveAttribute(
				'data-drawn',
				'false'
			);
			await page.clock.runFor( 150 );
			for ( const [ device, score ] of [
				[ 'desktop', desktop ],
				[ 'mobile', mobile ],
			] as const ) {
				const target = circle( panel, device );
				await expect( target ).toHaveAttribute( 'data-drawn', 'true' );
				await expect( target ).toHaveAttribute(
					'data-colour',
					colourOf( score )
				);
				if ( score === 0 ) {
					await expect( target ).toHaveClass( /is-zero/ );
					await expect(
						target.locator( '.vista-speed-zero' )
					).toHaveText( '' );
				} else {
					await expect(
						target.locator( '.vista-speed-circle-value' )
					).toHaveText( String( score ) );
				}
			}
		}
		// The hover panel: details, last check, sparkline of the history, settings link.
		await node( page ).hover();
		const hover = node( page ).locator( '.vista-speed-hover' );
		await expect( hover ).toBeVisible();
		await expect( hover.locator( '.vista-speed-previous' ) ).toHaveText(
			'Previous check: mobile 70, desktop 95'
		);
		await expect(
			hover.locator( '.vista-speed-sparkline polyline' )
		).toHaveAttribute( 'points', /^0,\S+ 120,\S+$/ );
		await expect(
			hover.getByRole( 'link', { name: 'Optimisation settings' } )
		).toHaveAttribute( 'href', /admin\.php\?page=vista-speed$/ );
	} );

	test( 'a drop of 10 points or more shows the regression notice', async ( {
		page,
	} ) => {
		speed( 'scored', speedSlug, '85', '95', '75', '95' );
		await page.goto( demoPages.speed );
		await node( page ).hover();
		await expect( node( page ).getByRole( 'alert' ) ).toHaveText(
			'The score dropped by 10 points or more since the previous check.'
		);
	} );
} );

test.describe( 'vista-speed admin-bar score: a check under way, and a failure', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'while a check runs, buttons stay disabled and call 1 polls every 30 s until it ends', async ( {
		page,
	} ) => {
		speed( 'inprogress', speedSlug );
		const polls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.postData()?.includes( 'action=twb_notif_check' ) ) {
				polls.push( request.postData() ?? '' );
			}
		} );
		await page.clock.install( {
			time: new Date( '2026-11-20T10:00:00Z' ),
		} );
		await page.clock.pauseAt( new Date( '2026-11-20T10:00:01Z' ) );
		await page.goto( demoPages.speed );
		await expect( node( page ).locator( '.vista-speed-logo' ) ).toHaveClass(
			/is-optimizing/
		);
		const panel = node( page ).locator( '.vista-speed-panel' );
		await expect( panel.locator( '.vista-speed-check' ) ).toBeDisabled();
		await page.clock.runFor( 29_000 );
		expect( polls ).toHaveLength( 0 );
		const first = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'twb_notif_check'
			)
		);
		await page.clock.runFor( 1_000 );
		expect( await ( await first ).json() ).toEqual( {
			html: '',
			changeLogo: 0,
		} );
		expect( polls[ 0 ] ).toMatch( /twb_nonce=\w+/ );

		speed( 'finish', speedSlug, '64', '91' );
		const second = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'twb_notif_check'
			)
		);
		await page.clock.runFor( 30_000 );
		expect( ( await ( await second ).json() ).changeLogo ).toBe( 1 );
		await expect( node( page ).locator( '.vista-speed-logo' ) ).toHaveClass(
			/is-counted/
		);
		await page.clock.runFor( 1_300 );
		const shown = node( page ).locator( '.vista-speed-panel' );
		await expect( circle( shown, 'mobile' ) ).toHaveAttribute(
			'data-score',
			'64'
		);
		await expect( circle( shown, 'desktop' ) ).toHaveAttribute(
			'data-colour',
			'green'
		);
		await expect( shown.locator( '.vista-speed-check' ) ).toBeEnabled();
		// Polling stopped.
		await page.clock.runFor( 120_000 );
		expect( polls ).toHaveLength( 2 );
	} );

	test( 'an engine failure shows the reload indicator with no message, and re-enables checks', async ( {
		page,
	} ) => {
		speed( 'scored', speedSlug, '70', '95' );
		// PageSpeed Insights cannot be reached from the test site: the engine fails for real.
		speed( 'engine', 'psi' );
		await page.goto( demoPages.speed );
		await node( page ).hover();
		const panel = node( page ).locator( '.vista-speed-panel' );
		const reload = panel.locator( '.vista-speed-reload' );
		await expect( reload ).toBeHidden();
		const answer = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'twb_check_score'
			)
		);
		// A reload of a shown score: call 2 through the same button the indicator uses.
		await page.evaluate( () =>
			document
				.querySelector< HTMLButtonElement >(
					'#wp-admin-bar-vista-speed .vista-speed-reload'
				)
				?.click()
		);
		expect( await ( await answer ).json() ).toEqual( { error: 1 } );
		const overlay = panel.locator( '.vista-speed-overlay' );
		await expect( overlay ).toBeVisible();
		await expect( overlay ).not.toHaveClass( /is-loading/ );
		await expect( overlay ).toHaveText( '' );
		await expect( reload ).toBeEnabled();
		await expect( panel.locator( '.vista-speed-optimizing' ) ).toBeHidden();
	} );
} );

test.describe( 'vista-speed admin-bar panel under the admin bar style reset', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'the score sits in its ring, metrics keep their columns in the rings order, the dot has the score colour', async ( {
		page,
	} ) => {
		// Mobile 62 and desktop 93: the dot takes the lower score's colour, orange.
		speed( 'scored', speedSlug, '62', '93' );
		await page.goto( demoPages.speed );
		const logo = node( page ).locator( '.vista-speed-logo' );
		await expect( logo ).toHaveClass( /is-orange/ );
		await expect( logo ).toHaveCSS( 'background-color', 'rgb(168, 90, 0)' );
		await node( page ).hover();
		const panel = node( page ).locator( '.vista-speed-panel' );
		await expect( panel.locator( '.vista-speed-metrics' ) ).toBeVisible();
		// The rings in the order of the table's columns: mobile, then desktop.
		expect(
			await panel
				.locator( '.vista-speed-circle' )
				.evaluateAll( ( circles ) =>
					circles.map( ( c ) => c.getAttribute( 'data-device' ) )
				)
		).toEqual( [ 'mobile', 'desktop' ] );
		await expect(
			panel.locator( '.vista-speed-metrics thead th' )
		).toHaveText( [ '', 'Mobile', 'Desktop' ] );
		for ( const ring of await panel
			.locator( '.vista-speed-circle' )
			.all() ) {
			const outer = await ring.boundingBox();
			const value = await ring
				.locator( '.vista-speed-circle-value' )
				.boundingBox();
			expect( outer?.width ).toBe( 40 );
			expect( outer?.height ).toBe( 40 );
			expect( value?.x ).toBeGreaterThanOrEqual( outer?.x ?? Infinity );
			expect(
				( value?.y ?? 0 ) + ( value?.height ?? 0 )
			).toBeLessThanOrEqual( ( outer?.y ?? 0 ) + ( outer?.height ?? 0 ) );
		}
		// Each figure on one line, apart from its neighbours ("Paint3.3 s" no more).
		const cells = panel.locator( '.vista-speed-metrics tbody td' );
		expect( await cells.count() ).toBe( 10 );
		for ( const cell of await cells.all() ) {
			const style = await cell.evaluate( ( td ) => {
				const computed = getComputedStyle( td );
				return {
					left: parseFloat( computed.paddingLeft ),
					lineHeight: parseFloat( computed.lineHeight ),
					height: td.getBoundingClientRect().height,
				};
			} );
			expect( style.left ).toBeGreaterThanOrEqual( 8 );
			expect( style.height ).toBeLessThan( style.lineHeight * 1.6 + 4 );
		}
	} );

	test( 'an unchecked row of the Pages list says "Not checked yet" with a quiet check link', async ( {
		page,
		admin,
	} ) => {
		await admin.visitAdminPage( 'edit.php', 'post_type=page' );
		const cell = page
			.locator( 'tr', {
				has: page.getByRole( 'link', { name: '“Page speed” (Edit)' } ),
			} )
			.locator( 'td.column-vista_speed' );
		await expect( cell ).toContainText( 'Not checked yet' );
		await expect( cell ).not.toContainText( 'optimized' );
		const check = cell.getByRole( 'button', { name: 'Check Page speed' } );
		await expect( check ).not.toHaveClass( /(^|\s)button(\s|$)/ );
		expect( ( await check.boundingBox() )?.height ).toBeLessThan( 24 );
	} );
} );

test.describe( 'vista-speed score from the Pages list and the block editor', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'checking from a row of the Pages list scores that page with the real runner', async ( {
		page,
		admin,
	} ) => {
		test.setTimeout( REAL_CHECK_MS + 60_000 );
		await admin.visitAdminPage( 'edit.php', 'post_type=page' );
		const row = page.locator( 'tr', {
			has: page.getByRole( 'link', { name: '“Page speed” (Edit)' } ),
		} );
		const cell = row.locator( 'td.column-vista_speed' );
		await expect( page.locator( 'thead th#vista_speed' ) ).toHaveText(
			'Page speed'
		);
		await cell.getByRole( 'button', { name: 'Check Page speed' } ).click();
		// Every check button of the list waits while this check runs (§4.5).
		const others = page.locator(
			'td.column-vista_speed .vista-speed-check'
		);
		expect( await others.count() ).toBeGreaterThan( 1 );
		for ( const button of await others.all() ) {
			await expect( button ).toBeDisabled();
		}
		await expect( cell.locator( '.vista-speed-optimized' ) ).toBeVisible( {
			timeout: REAL_CHECK_MS,
		} );
		await expectDrawnInItsColour( circle( cell, 'desktop' ) );
		await expectDrawnInItsColour( circle( cell, 'mobile' ) );
		for ( const button of await others.all() ) {
			await expect( button ).toBeEnabled();
		}
	} );

	test( 'checking from the block editor panel scores the page, and its menu entry opens the settings', async ( {
		page,
		admin,
		editor,
	} ) => {
		test.setTimeout( REAL_CHECK_MS + 60_000 );
		const pageId = execFileSync(
			'php',
			[
				'-r',
				`$_SERVER['HTTP_HOST']='localhost'; require '${ wordpressDir }/wp-load.php'; echo get_page_by_path('${ speedSlug }')->ID;`,
			],
			{ encoding: 'utf8' }
		).trim();
		await admin.editPost( pageId );
		// The sidebar's state is the admin's saved preference: another test may have closed it.
		await editor.openDocumentSettingsSidebar();
		const pageTab = page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'tab', { name: 'Page' } );
		if ( ( await pageTab.getAttribute( 'aria-selected' ) ) !== 'true' ) {
			await pageTab.click();
		}
		const editorPanel = page.locator( '.vista-speed-editor-panel' );
		await expect( editorPanel ).toBeVisible();
		const toggle = editorPanel.getByRole( 'button', {
			name: 'Page speed',
		} );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await toggle.click();
		}
		const panel = editorPanel.locator( '.vista-speed-panel' );
		await panel.getByRole( 'button', { name: 'Check the score' } ).click();
		await expect(
			panel.locator( '.vista-speed-optimizing' )
		).toBeVisible();
		await expect( panel.locator( '.vista-speed-check' ) ).toBeDisabled();
		await expect( panel.locator( '.vista-speed-optimized' ) ).toBeVisible( {
			timeout: REAL_CHECK_MS,
		} );
		await expectDrawnInItsColour( circle( panel, 'desktop' ) );
		await expectDrawnInItsColour( circle( panel, 'mobile' ) );

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Options' } )
			.click();
		await expect(
			page.getByRole( 'menuitem', { name: 'Page speed optimisation' } )
		).toHaveAttribute( 'href', /admin\.php\?page=vista-speed$/ );
	} );
} );

/**
 * Issue 34 item 8: the site report shows each score in its colour with its rating, pages counted
 * per rating, and a page's history as a chart that says its scores; axe finds nothing serious.
 * @param page  The report's page.
 * @param table Its table.
 */
async function expectColouredWithHistory( page: Page, table: Locator ) {
	await expect( page.locator( '.vista-speed-summary li' ) ).toHaveText( [
		'1 Poor',
		'1 Needs improvement',
		'1 Good',
	] );
	const worst = table.locator( 'tbody tr' ).first();
	const badge = worst.locator( '.vista-speed-badge' ).first();
	await expect( badge ).toHaveText( '35 Poor' );
	await expect( badge ).toHaveCSS( 'color', 'rgb(201, 39, 31)' );
	await expect(
		table
			.locator( 'tbody tr' )
			.last()
			.locator( '.vista-speed-badge' )
			.first()
	).toHaveCSS( 'color', 'rgb(10, 124, 66)' );
	await expect(
		worst.getByRole( 'img', {
			name: '2 checks. Mobile: 20, 35. Desktop: 60, 80.',
		} )
	).toBeVisible();
	// On a phone the table scrolls in its box; the screen itself does not scroll sideways.
	await page.setViewportSize( { width: 390, height: 800 } );
	expect(
		await page.evaluate(
			() =>
				document.documentElement.scrollWidth <=
				document.documentElement.clientWidth
		)
	).toBe( true );
	await page.setViewportSize( { width: 1280, height: 800 } );
	const scan = await new AxeBuilder( { page } )
		.include( '#vista-speed-report' )
		.analyze();
	expect(
		scan.violations
			.filter( ( found ) =>
				[ 'serious', 'critical' ].includes( found.impact ?? '' )
			)
			.map( ( found ) => found.id )
	).toEqual( [] );
}

test.describe( 'vista-speed: Page speed → Site report, and visitors', () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( 'one Page speed menu holds the report and the settings; the old addresses lead there', async ( {
		page,
	} ) => {
		for ( const [ old, now, heading ] of [
			[
				'tools.php?page=vista-speed-report',
				'admin.php?page=vista-speed-report',
				'Page speed',
			],
			[
				'options-general.php?page=vista-speed',
				'admin.php?page=vista-speed',
				'Page speed settings',
			],
		] ) {
			await page.goto( `/wp-admin/${ old }` );
			await expect( page ).toHaveURL(
				new RegExp( `/wp-admin/${ now.replace( /[.?]/g, '\\$&' ) }$` )
			);
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: heading,
					exact: true,
				} )
			).toBeVisible();
		}
		const menu = page.locator( '#toplevel_page_vista-speed-report' );
		await expect( menu.locator( '.wp-submenu a' ) ).toHaveText( [
			'Site report',
			'Settings',
		] );
		await expect(
			page.locator(
				'#menu-settings a[href*="vista-speed"], #menu-tools a[href*="vista-speed"]'
			)
		).toHaveCount( 0 );
	} );

	test( 'the site report lists checked pages, sorts them and exports CSV', async ( {
		page,
		admin,
	} ) => {
		speed( 'scored', speedSlug, '20', '60', '35', '80' );
		speed( 'scored', 'gallery', '92', '99' );
		speed( 'scored', 'forms', '60', '70' );
		await admin.visitAdminPage( 'admin.php', 'page=vista-speed-report' );
		const table = page.locator( 'table.vista-speed-report' );
		await expectColouredWithHistory( page, table );
		const firstColumn = table.locator( 'tbody tr td:first-child' );
		// Worst mobile score first by default.
		await expect( firstColumn ).toHaveText( [
			'Page speed',
			'Forms',
			'Gallery',
		] );
		const mobile = table.getByRole( 'columnheader', {
			name: /Mobile score/,
		} );
		await expect( mobile ).toHaveAttribute( 'aria-sort', 'ascending' );
		await mobile.getByRole( 'button' ).click();
		await expect( mobile ).toHaveAttribute( 'aria-sort', 'descending' );
		await expect( firstColumn ).toHaveText( [
			'Gallery',
			'Forms',
			'Page speed',
		] );
		await table
			.getByRole( 'columnheader', { name: /Desktop score/ } )
			.getByRole( 'button' )
			.click();
		await expect( firstColumn ).toHaveText( [
			'Forms',
			'Page speed',
			'Gallery',
		] );

		const download = page.waitForEvent( 'download' );
		await page.getByRole( 'link', { name: 'Download as CSV' } ).click();
		const csv = fs.readFileSync(
			( await ( await download ).path() ) ?? '',
			'utf8'
		);
		const lines = csv.trim().split( '\r\n' );
		expect( lines ).toHaveLength( 4 );
		expect( lines[ 0 ] ).toContain( '"Mobile score","Desktop score"' );
		expect( csv ).toContain( '"Page speed",' );
		expect( csv ).toContain( '"page","35","80"' );
	} );

	test.describe( 'for a visitor', () => {
		test.use( visitor );

		test( 'the demo page has no admin bar and loads nothing of the plugin', async ( {
			page,
		} ) => {
			const errors = watchForErrors( page );
			const response = await page.goto( demoPages.speed );
			expect( response?.status() ).toBe( 200 );
			await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
			expect( await assetsFrom( page, '/plugins/vista-speed/' ) ).toEqual(
				[]
			);
			expect( errors ).toEqual( [] );
		} );
	} );
} );

// Issue 31 items 5 and 6: each test performs the attack on the real runner while an administrator
// scores a page.
test.describe( "vista-speed runner's browser", () => {
	test.beforeEach( clearScoresAndUseTheRunner );

	test( "issue 31 item 5: scoring an author's post requests nothing from another host", async ( {
		page,
	} ) => {
		test.setTimeout( REAL_CHECK_MS + 60_000 );
		// A loopback service the author points an image at.
		const probes: string[] = [];
		const standIn = http.createServer( ( request, response ) => {
			probes.push( request.url ?? '' );
			response.end();
		} );
		await new Promise< void >( ( resolve ) =>
			standIn.listen( 0, '127.0.0.1', resolve )
		);
		const probe = `http://127.0.0.1:${
			( standIn.address() as AddressInfo ).port
		}/probe`;
		try {
			const permalink = speed(
				'authorpost',
				'speed-probe',
				`<p>A post.</p><img src="${ probe }" alt="">`
			).trim();
			// WordPress keeps the author's image: the attack is real.
			const html = await ( await page.request.get( permalink ) ).text();
			expect( html ).toContain( `src="${ probe }"` );
			// The administrator's own browser is not under test: only the runner's may not ask.
			await page.route( `${ probe }*`, ( route ) => route.abort() );
			await page.goto( permalink );
			await startCheck( page );
			await expectCheckDone( page );
			await expectDrawnInItsColour(
				circle( node( page ).locator( '.vista-speed-panel' ), 'mobile' )
			);
			expect( probes ).toEqual( [] );
		} finally {
			standIn.close();
		}
	} );

	test( "issue 31 item 6: no local process reaches the runner's browser through a debugging port", async ( {
		page,
	} ) => {
		test.setTimeout( REAL_CHECK_MS + 60_000 );
		await page.goto( demoPages.speed );
		await startCheck( page );
		// Looked for again and again while the check runs, as a local process could, until the
		// result shows.
		const done = node( page ).locator(
			'.vista-speed-panel .vista-speed-optimized'
		);
		const reachable = new Set< string >();
		let browserSeen = 0;
		await expect
			.poll(
				async () => {
					const pids = runnerBrowserPids();
					browserSeen += pids.length > 0 ? 1 : 0;
					const ports = listeningPorts( pids );
					for ( const url of await devToolsEndpoints( ports ) ) {
						reachable.add( url );
					}
					for ( const port of ports ) {
						reachable.add( `a listening port ${ port }` );
					}
					return done.isVisible();
				},
				{ timeout: REAL_CHECK_MS, intervals: [ 250 ] }
			)
			.toBe( true );
		expect( browserSeen ).toBeGreaterThan( 0 );
		expect( [ ...reachable ] ).toEqual( [] );
	} );
} );
