/**
 * Every demo page and every Vista admin screen scanned with axe-core (issue 20): none may have a
 * serious or critical violation that WordPress's own page of the same kind (a plain post, the
 * Dashboard) does not have. The baseline is scanned in the same run, on the same site.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Browser, Page } from '@playwright/test';
import { demoPages, newVisitor } from '../utils/site';
import { beyondBaseline, seriousFindings, type Finding } from './axe';

// The front end and the admin are scanned side by side, one worker each.
test.describe.configure( { mode: 'parallel' } );

/** The front end's pages: each plugin's demo page, the contact form, the theme's front page. */
const frontPages = [ ...Object.values( demoPages ), '/contact/', '/' ];

/** Vista's admin screens that must be in the admin menu (more found there are scanned too). */
const knownScreens = [
	'admin.php?page=vista-galleries',
	'admin.php?page=vista-albums',
	'admin.php?page=vista-gallery-import',
	'admin.php?page=vista-gallery-settings',
	'admin.php?page=vista-gallery-pricelists',
	'options-general.php?page=vista-video',
	'admin.php?page=vista-consent',
	'admin.php?page=vista-stats',
	'admin.php?page=vista-stats-settings',
	'edit.php?post_type=vista_form&page=vista-forms-entries',
	'edit.php?post_type=vista_form',
];

/** An admin menu entry that is one of Vista's screens. */
const VISTA_SCREEN = /[?&](page=vista[-_]|post_type=vista_|taxonomy=vista_)/;

/**
 * Opens a page and waits until its scripts have settled.
 * @param page The tab.
 * @param url  The address.
 */
async function open( page: Page, url: string ) {
	const response = await page.goto( url );
	expect( response?.status(), url ).toBe( 200 );
	// Screens that poll (the image job's progress, a running score check, the editor's heartbeat)
	// may never be quiet for long: scan once they settle, or after a bounded wait.
	await page
		.waitForLoadState( 'networkidle', { timeout: 15_000 } )
		.catch( () => undefined );
}

/**
 * The baseline's findings, in a tab of its own.
 * @param browser The browser.
 * @param url     The baseline page.
 * @param options The tab's context.
 */
async function baselineOf(
	browser: Browser,
	url: string,
	options: Parameters< Browser[ 'newContext' ] >[ 0 ] = {}
): Promise< Finding[] > {
	const context = await browser.newContext( options );
	const page = await context.newPage();
	await open( page, url );
	const findings = await seriousFindings( page );
	await context.close();
	return findings;
}

/** Each kind of page is scanned in parts, shared out between the workers. */
const PARTS = 4;

/**
 * The part of a list a test scans.
 * @param list The whole list.
 * @param part Which part, from 0.
 */
const partOf = < T >( list: T[], part: number ) =>
	list.filter( ( _, index ) => index % PARTS === part );

/**
 * Scans pages and gives the findings each has beyond the baseline's rules.
 * @param page     The tab.
 * @param urls     The pages.
 * @param baseline The baseline's findings.
 */
async function scanAll( page: Page, urls: string[], baseline: Finding[] ) {
	const extra: Record< string, Finding[] > = {};
	for ( const url of urls ) {
		await open( page, url );
		const found = beyondBaseline( await seriousFindings( page ), baseline );
		if ( found.length ) {
			extra[ url ] = found;
		}
	}
	return extra;
}

test.describe( 'front end', () => {
	test.use( newVisitor );
	let baseline: Finding[] = [];

	test.beforeAll( async ( { browser, requestUtils } ) => {
		const plain = await requestUtils.createPost( {
			title: 'A plain post',
			content:
				'<!-- wp:paragraph --><p>Just words, as WordPress writes them.</p><!-- /wp:paragraph -->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		// The first-time visitor sees the cookie notice on every page, the baseline included.
		baseline = await baselineOf( browser, plain.link, newVisitor );
	} );

	for ( let part = 0; part < PARTS; part++ ) {
		test( `demo pages, part ${
			part + 1
		}: no serious or critical violation a plain post does not have`, async ( {
			page,
			baseURL,
		} ) => {
			test.slow();
			const urls = partOf( frontPages, part ).map(
				( url ) => `${ baseURL }${ url }`
			);
			expect( await scanAll( page, urls, baseline ) ).toEqual( {} );
		} );
	}
} );

/**
 * Vista's screens in the admin menu.
 * @param page A tab of the admin.
 */
async function vistaScreens( page: Page ): Promise< string[] > {
	await page.goto( '/wp-admin/index.php' );
	const menu = await page
		.locator( '#adminmenu a[href]' )
		.evaluateAll( ( links ) =>
			links.map( ( link ) => link.getAttribute( 'href' ) ?? '' )
		);
	return [
		...new Set(
			menu
				.filter( ( href ) => VISTA_SCREEN.test( href ) )
				.map( ( href ) => href.replace( /^.*\/wp-admin\//, '' ) )
		),
	];
}

test.describe( 'admin', () => {
	let baseline: Finding[] = [];

	test.beforeAll( async ( { browser } ) => {
		baseline = await baselineOf( browser, '/wp-admin/index.php', {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
	} );

	test( 'the admin menu lists every known Vista screen', async ( {
		page,
	} ) => {
		expect( await vistaScreens( page ) ).toEqual(
			expect.arrayContaining( knownScreens )
		);
	} );

	for ( let part = 0; part < PARTS; part++ ) {
		test( `Vista admin screens, part ${
			part + 1
		}: no serious or critical violation the Dashboard does not have`, async ( {
			page,
		} ) => {
			// Admin screens are heavy to scan: a slow machine takes a while over each.
			test.slow();
			const screens = partOf( await vistaScreens( page ), part );
			expect(
				await scanAll(
					page,
					screens.map( ( screen ) => `/wp-admin/${ screen }` ),
					baseline
				)
			).toEqual( {} );
		} );
	}
} );
