/**
 * Issue 33 item 5: a site that ran Embed Plus for YouTube (tests/fixtures/originals/embed-plus.php:
 * its settings option and posts holding each form of [embedyt]) moves to Vista Video. Through
 * Tools → Import: the settings found, the run and its report with the reasons for the two it
 * leaves, a second run that adds nothing, the original's option unchanged. Then the posts written
 * for the original show Vista's facade player where the shortcode stood.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { settingsScreen } from '../utils/settings-screen';
import {
	findingsBeyondDashboard,
	runFixture,
	tableRows,
} from '../utils/importer-screen';
import { visitor } from '../utils/site';

const script = path.resolve(
	__dirname,
	'../../fixtures/originals/embed-plus.php'
);

const { keepSettings } = settingsScreen( {
	restPath: '/vista-video/v1/settings',
	mountId: 'vista-video-settings',
	adminPage: 'options-general.php',
	query: 'page=vista-video',
} );

test.describe( 'Import from Embed Plus for YouTube', () => {
	keepSettings();
	let original = '';
	test.beforeAll( () => {
		original = runFixture( script, 'build' );
	} );
	test.afterAll( async ( { requestUtils } ) => {
		runFixture( script, 'remove' );
		await requestUtils.rest( {
			method: 'POST',
			path: '/vista-video/v1/api-key',
			data: { apiKey: '' },
		} );
	} );

	test( 'moves the settings, says why two stay, and leaves the original as it was', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage( 'import.php' );
		const run = page.locator(
			'a[href$="admin.php?import=embed-plus-for-youtube"]'
		);
		await expect( run ).toHaveText( 'Run Importer' );
		await run.click();
		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: 'Import from Embed Plus for YouTube',
			} )
		).toBeVisible();
		expect( await tableRows( page, 'Found on this site' ) ).toEqual( [
			[ 'Settings', '12' ],
		] );
		await page.getByRole( 'button', { name: 'Start import' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Import finished' } )
		).toBeVisible();
		expect( await tableRows( page, 'Import report' ) ).toEqual( [
			[ 'Settings', '10', '0', '2' ],
		] );
		await expect(
			page
				.getByRole( 'list', { name: 'Skipped items' } )
				.getByRole( 'listitem' )
		).toContainText( [
			/^Settings nocookie: .*youtube-nocookie\.com/,
			/^Settings autoplay: .*per video gallery block/,
		] );
		expect( await findingsBeyondDashboard( page ) ).toEqual( [] );

		const settings = await requestUtils.rest( {
			path: '/vista-video/v1/settings',
		} );
		expect( settings ).toMatchObject( {
			apiKeySet: true,
			settings: {
				pageSize: 12,
				columns: 4,
				autonext: true,
				thumbplay: false,
				contentFacade: true,
				consentGate: 'on',
			},
		} );

		// A second run updates the same settings and adds nothing.
		await page.getByRole( 'button', { name: 'Run again' } ).click();
		await expect
			.poll( () => tableRows( page, 'Import report' ), {
				timeout: 60_000,
			} )
			.toEqual( [ [ 'Settings', '0', '10', '2' ] ] );
		expect( runFixture( script, 'checksum' ) ).toBe( original );
	} );

	test( 'a post written with [embedyt] shows the facade player in its place', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( visitor );
		const page = await context.newPage();
		for ( const slug of [
			'embed-plus-one-video',
			'embed-plus-short-address',
		] ) {
			await page.goto( `/${ slug }/` );
			const player = page.locator(
				'.wp-block-vista-video-gallery.vista-video--single'
			);
			await expect( player ).toBeVisible();
			await expect( player.locator( 'iframe' ) ).toHaveCount( 0 );
			await expect(
				page.locator( '.entry-content, main' ).first()
			).not.toContainText( '[embedyt]' );
		}
		// A playlist gallery becomes the video gallery block, not text.
		await page.goto( '/embed-plus-playlist-gallery/' );
		await expect(
			page.locator( '[data-vista-feature="video-gallery"]' )
		).toHaveCount( 1 );
		await expect( page.locator( 'main' ) ).not.toContainText( '[embedyt]' );
		await context.close();
	} );
} );
