/**
 * Image optimisation (issue 16) in Chromium on the test site: the bulk conversion of the Media
 * Library runs on the server with a progress bar, is stopped and resumed (surviving a reload of
 * the screen), then the demo gallery serves its images as WebP to a visitor, and undo removes the
 * copies. AVIF is switched off here: Chromium would take AVIF copies first, and making them takes
 * longer. The job is parked at a known image through the test-site mu-plugin (fixture `gate`), so
 * the stop does not race the server.
 *
 * It runs in the serial "stats" project (playwright.config.ts): converting the demo images changes
 * what the gallery tests see, so it must not run beside them.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	demoPages,
	phpLogLines,
	phpLogMark,
	visitor,
	wordpressDir,
} from '../utils/site';

const fixture = path.resolve( __dirname, '../fixtures/speed-images.php' );
// Converting every demo image on a loaded machine.
const BULK_MS = 240_000;

function images( ...args: string[] ): string {
	return execFileSync( 'php', [ fixture, wordpressDir, ...args ], {
		encoding: 'utf8',
	} );
}

function progressLine( page: Page ) {
	return page.locator( '#vista-speed-images-progress' );
}

/**
 * Empties the conversion state and the copies, and turns AVIF copies on or off.
 * @param requestUtils REST access.
 * @param avif         Whether AVIF copies are made.
 */
async function resetImages( requestUtils: RequestUtils, avif: boolean ) {
	images( 'reset' );
	await requestUtils.rest( {
		path: '/vista-speed/v1/settings',
		method: 'POST',
		data: { avif },
	} );
}

/**
 * Opens the demo gallery in a visitor's page: its images arrive as WebP, the img keeping what
 * reserves its box and how it loads. Returns the answer for the first copy.
 * @param gallery A visitor's page.
 */
async function expectWebpGallery( gallery: Page ) {
	const webp = gallery.waitForResponse(
		( response ) =>
			/\/wp-content\/uploads\/.+\.jpg\.webp$/.test( response.url() ) &&
			response.request().resourceType() === 'image'
	);
	await gallery.goto( demoPages.gallery );
	const webpResponse = await webp;
	expect( webpResponse.headers()[ 'content-type' ] ).toBe( 'image/webp' );
	const first = gallery.locator( '.vista-gallery__image' ).first();
	await expect( first ).toHaveJSProperty( 'complete', true );
	expect(
		await first.evaluate( ( image: HTMLImageElement ) => image.currentSrc )
	).toMatch( /\.jpg\.webp$/ );
	// The img keeps what reserves its box and how it loads.
	await expect( first ).toHaveAttribute( 'width', /^\d+$/ );
	await expect( first ).toHaveAttribute( 'height', /^\d+$/ );
	await expect( first ).toHaveAttribute( 'src', /\.jpg$/ );
	await expect(
		gallery.locator( '.vista-gallery__image[loading="lazy"]' ).first()
	).toBeAttached();
	return webpResponse;
}

test.describe( 'vista-speed image optimisation', () => {
	// AVIF off for the test (see the top of the file), back on afterwards.
	test.beforeAll( ( { requestUtils } ) =>
		resetImages( requestUtils, false )
	);
	test.afterAll( ( { requestUtils } ) => resetImages( requestUtils, true ) );

	test( 'bulk conversion with progress, stopped and resumed, then the demo gallery serves WebP, then undo', async ( {
		admin,
		page,
		browser,
	} ) => {
		test.setTimeout( BULK_MS * 2 );
		const log = phpLogMark();
		images( 'gate', '3' );
		await admin.visitAdminPage( 'admin.php', 'page=vista-speed' );
		const bar = page.getByRole( 'progressbar', {
			name: 'Conversion progress',
		} );
		await expect( progressLine( page ) ).toHaveText(
			'No conversion has run yet.'
		);

		await page
			.getByRole( 'button', { name: 'Convert all images' } )
			.click();
		// The server parks the job after the third image; the screen follows it by polling.
		await expect( progressLine( page ) ).toHaveText(
			/^Converting: 3 of (\d+) images…$/,
			{ timeout: BULK_MS }
		);
		const total = Number(
			/of (\d+) images/.exec(
				( await progressLine( page ).textContent() ) ?? ''
			)?.[ 1 ]
		);
		expect( total ).toBeGreaterThanOrEqual( 12 );
		expect( Number( await bar.getAttribute( 'value' ) ) ).toBe(
			Math.floor( ( 100 * 3 ) / total )
		);

		await page.getByRole( 'button', { name: 'Stop' } ).click();
		await expect( progressLine( page ) ).toHaveText(
			`Stopped after 3 of ${ total } images.`
		);
		// Closing the screen loses nothing: the job's state is the server's.
		await page.reload();
		await expect( progressLine( page ) ).toHaveText(
			`Stopped after 3 of ${ total } images.`
		);
		await expect( page.locator( '.vista-speed-images__saved' ) ).toHaveText(
			/^Saved in total: [\d.]+ (KB|MB) over 3 images\.$/
		);

		images( 'gate', '0' );
		await page.getByRole( 'button', { name: 'Resume' } ).click();
		await expect( progressLine( page ) ).toHaveText(
			`Done: ${ total } of ${ total } images converted.`,
			{ timeout: BULK_MS }
		);
		await expect( bar ).toHaveAttribute( 'value', '100' );
		await expect( page.locator( '.vista-speed-images__saved' ) ).toHaveText(
			new RegExp( `over ${ total } images\\.$` )
		);

		// Bytes saved per image, in the Media Library's list.
		const sample = images( 'first-sample' ).trim();
		await admin.visitAdminPage(
			'upload.php',
			'mode=list&s=Vista+sample+01'
		);
		await expect(
			page.locator( `#post-${ sample } td.column-vista_speed_saved` )
		).toHaveText( /^[\d.]+ KB saved \(\d+%\)$/ );

		// A visitor's copy of the demo gallery: the images arrive as WebP.
		const context = await browser.newContext( visitor );
		const gallery = await context.newPage();
		const webpResponse = await expectWebpGallery( gallery );

		// Undo: the copies go, the gallery serves the originals again.
		await admin.visitAdminPage( 'admin.php', 'page=vista-speed' );
		await page
			.getByRole( 'button', { name: 'Undo: remove the copies' } )
			.click();
		await expect( progressLine( page ) ).toHaveText(
			'Done: the copies are removed.',
			{ timeout: BULK_MS }
		);
		await expect( page.locator( '.vista-speed-images__saved' ) ).toHaveText(
			'Saved in total: 0 B over 0 images.'
		);
		await gallery.goto( demoPages.gallery );
		await expect(
			gallery.locator( 'picture.vista-speed-picture' )
		).toHaveCount( 0 );
		await expect(
			gallery.locator( '.vista-gallery__image' ).first()
		).toHaveJSProperty( 'complete', true );
		expect(
			await gallery
				.locator( '.vista-gallery__image' )
				.first()
				.evaluate( ( image: HTMLImageElement ) => image.currentSrc )
		).toMatch( /\.jpg$/ );
		// A page cached before the undo still names the copy: it leads to the original.
		const stale = await context.request.get( webpResponse.url() );
		expect( stale.status() ).toBe( 200 );
		expect( stale.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
		await context.close();
		expect( phpLogLines( log ) ).toEqual( [] );
	} );
} );
