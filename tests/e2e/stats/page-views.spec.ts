/**
 * What counts as a page view in the browser (001 §4, issue 18): a change of the address's hash
 * alone, as the gallery lightbox makes when it opens, moves and closes (#bwg…), is not a view; a
 * single-page-application route change still is.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { decidedConsentCookie, wordpressDir } from '../utils/site';

test.describe.configure( { mode: 'serial' } );

const resetScript = path.resolve( __dirname, '../fixtures/stats-reset.php' );
const resetStats = () =>
	execFileSync( 'php', [ resetScript, wordpressDir ], { stdio: 'pipe' } );

test.beforeAll( () => resetStats() );
test.afterAll( () => resetStats() );

const isHit = ( url: string ) => url.endsWith( '/lean/hit.php' );

/**
 * The answer to the next hit the page sends.
 * @param page Visitor's page.
 */
const nextHit = ( page: Page ) =>
	page.waitForResponse( ( response ) => isHit( response.url() ) );

test( 'a lightbox-like sequence of hash changes records one page view, a route change one more', async ( {
	browser,
	admin,
	page,
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
	const sent: string[] = [];
	tab.on( 'request', ( request ) => {
		if ( isHit( request.url() ) ) {
			sent.push( request.postData() ?? '' );
		}
	} );
	const first = nextHit( tab );
	await tab.goto( '/gallery/' );
	expect( await ( await first ).json() ).toEqual( { status: true } );

	// Open an image, move to the next, close with the back button: the lightbox's history steps.
	await tab.evaluate( async () => {
		history.pushState( null, '', '#bwg1/101' );
		history.replaceState( null, '', '#bwg1/102' );
		const closed = new Promise( ( resolve ) =>
			window.addEventListener( 'popstate', resolve, { once: true } )
		);
		history.back();
		await closed;
	} );

	// A route change of a single-page site is a view: its hit is the second and last one sent.
	const second = nextHit( tab );
	await tab.evaluate( () =>
		history.pushState( null, '', '/gallery/?route=2' )
	);
	expect( await ( await second ).json() ).toEqual( { status: true } );
	expect( sent ).toHaveLength( 2 );
	await context.close();

	await admin.visitAdminPage( 'admin.php', 'page=vista-stats' );
	await expect(
		page.locator( '[data-stat="views"] .vista-stats-summary__value' )
	).toHaveText( '2' );
} );

test( "the tracker speaks the original's wire: base64 addresses, its consent and DataPlus objects", async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		userAgent:
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
		storageState: {
			cookies: [ { ...decidedConsentCookie(), value: 'true' } ],
			origins: [],
		},
	} );
	const tab = await context.newPage();
	const hit = tab.waitForRequest( ( request ) => isHit( request.url() ) );
	await tab.goto( '/gallery/?tag=café', {
		referer: 'https://www.example.org/%C3%BC',
	} );
	const fields = new URLSearchParams( ( await hit ).postData() ?? '' );
	// 001 §3, issue 14: base64 of the UTF-8 bytes, as WP Statistics' tracker sends them.
	const decode = ( value: string | null ) =>
		Buffer.from( value ?? '', 'base64' ).toString( 'utf8' );
	expect( decode( fields.get( 'page_uri' ) ) ).toBe(
		'/gallery/?tag=caf%C3%A9'
	);
	expect( decode( fields.get( 'referred' ) ) ).toBe(
		'https://www.example.org/%C3%BC'
	);

	const printed = await tab.evaluate( () => {
		const tracker = window.WP_Statistics_Tracker_Object;
		const object =
			typeof tracker === 'string' ? JSON.parse( tracker ) : tracker;
		return {
			consent: object?.option.consentIntegration,
			// The WP Consent API's question, answered from Vista Consent (the visitor accepted).
			hasConsent: window.wp_has_consent?.( 'statistics' ),
			events: (
				window as unknown as {
					WP_Statistics_DataPlus_Event_Object?: Record<
						string,
						unknown
					>;
				}
			 ).WP_Statistics_DataPlus_Event_Object,
			eventAjaxUrl: object?.eventAjaxUrl,
		};
	} );
	expect( printed.consent ).toEqual( {
		name: 'wp_consent_api',
		status: { consent_level: 'statistics', track_anonymously: false },
	} );
	expect( printed.hasConsent ).toBe( true );
	expect( printed.events ).toEqual( {
		options: {
			linkTracker: expect.any( Boolean ),
			downloadTracker: expect.any( Boolean ),
		},
		fileExtensions: expect.arrayContaining( [ 'pdf' ] ),
		eventAjaxUrl: printed.eventAjaxUrl,
	} );
	await context.close();
} );
