/**
 * Issue 32: each zip of `npm run package` installs on a fresh WordPress the way a site owner
 * installs it (Plugins → Add New → Upload, Appearance → Themes → Add New → Upload), works alone,
 * and leaves the database as it found it once deactivated and deleted, but for the owner's own
 * media and posts.
 *
 * The site is a bare WordPress of its own (tools/site/site.sh with VISTA_BARE=1, no Vista linked),
 * made in beforeAll at the address of the `release` project; the zips are packaged from the
 * current build (`npm run package -- --no-build`).
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import suite from '../../../suite.json';
import { dbChanges } from './db-diff';
import {
	root,
	zipOf,
	packageZips,
	logIn,
	publishPage,
	ReleaseSite,
	type OwnerContent,
} from './release-site';
import { trials, tryPlugin } from './trials';

const zips = path.join( root, 'artifacts/release' );
let site: ReleaseSite;

/**
 * Plugins → Deactivate, then Delete, as the owner does; the plugin's folder is gone after.
 *
 * @param page The owner's page.
 * @param slug The plugin.
 */
async function deactivateAndDelete( page: Page, slug: string ) {
	await page.goto( 'wp-admin/plugins.php' );
	const row = page.locator( `tr[data-slug="${ slug }"]` );
	await row.getByRole( 'link', { name: /^Deactivate/ } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await row.getByRole( 'link', { name: /^Delete/ } ).click();
	await expect(
		page.getByText( /was successfully deleted\./ )
	).toBeVisible();
	expect( site.hasPlugin( slug ) ).toBe( false );
}

test.describe( 'Installing the zips on a fresh WordPress', () => {
	// Not serial: a plugin that fails still lets the next one be tried, on a fresh site (a failure
	// ends the worker, and the next one runs beforeAll again).
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { browser }, testInfo ) => {
		test.setTimeout( 240_000 );
		const baseURL = testInfo.project.use.baseURL as string;
		site = new ReleaseSite( 'release', baseURL );
		site.reset();
		await site.visitOnce( browser, baseURL, [
			'index.php',
			'plugins.php',
			'plugin-install.php?tab=upload',
			'themes.php',
			'theme-install.php?upload',
		] );
		packageZips( zips );
	} );

	test.afterAll( () => {
		site.stop();
	} );

	for ( const trial of trials ) {
		test( `${ trial.slug }: upload, activate, use, deactivate, delete`, async ( {
			page,
		} ) => {
			await logIn( page );
			page.on( 'dialog', ( dialog ) => dialog.accept() );
			const before = site.snapshot();
			const owner: OwnerContent = { ids: [] };

			await page.goto( 'wp-admin/plugin-install.php?tab=upload' );
			await page
				.locator( '#pluginzip' )
				.setInputFiles(
					zipOf(
						zips,
						trial.slug,
						`plugins/${ trial.slug }/${ trial.slug }.php`
					)
				);
			await page.getByRole( 'button', { name: 'Install Now' } ).click();
			await expect(
				page.getByText( 'Plugin installed successfully.' )
			).toBeVisible();
			await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
			// A first activation opens the getting started screen, once (issue 34), with its card.
			await expect(
				page.getByRole( 'heading', { name: 'Welcome to Vista' } )
			).toBeVisible();
			await expect(
				page.locator( '.vista-starter__card h2' )
			).toHaveCount( 1 );
			await page.goto( 'wp-admin/plugins.php' );
			// Alone: no other Vista plugin is there.
			await expect(
				page.locator( 'tr[data-slug^="vista-"]' )
			).toHaveCount( 1 );

			await tryPlugin( page, trial, owner );

			await deactivateAndDelete( page, trial.slug );

			expect( dbChanges( before, site.snapshot(), owner.ids ) ).toEqual(
				[]
			);
			expect( site.vistaLogLines() ).toEqual( [] );
		} );
	}

	test( 'vista theme: upload, activate, show a page, switch back, delete', async ( {
		page,
	} ) => {
		await logIn( page );
		page.on( 'dialog', ( dialog ) => dialog.accept() );
		const before = site.snapshot();
		const owner: OwnerContent = { ids: [] };
		const { slug } = suite.theme;

		await page.goto( 'wp-admin/theme-install.php' );
		await page.getByRole( 'button', { name: 'Upload Theme' } ).click();
		await page
			.locator( '#themezip' )
			.setInputFiles( zipOf( zips, slug, `themes/${ slug }/style.css` ) );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Theme installed successfully.' )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Activate' } ).click();
		await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();

		const address = await publishPage(
			page,
			owner,
			'<!-- wp:paragraph --><p>Hello from the Vista theme</p><!-- /wp:paragraph -->'
		);
		const visitor = await page.context().browser()!.newPage( {
			baseURL: test.info().project.use.baseURL,
		} );
		await visitor.goto( address );
		await expect(
			visitor.getByText( 'Hello from the Vista theme' )
		).toBeVisible();
		// Served by Vista (a child of Twenty Twenty-Five), with its own header part.
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			new RegExp( `(^|\\s)wp-child-theme-${ slug }(\\s|$)` )
		);
		await expect( visitor.locator( '.vista-header' ) ).toBeVisible();
		await visitor.close();

		// Back to the theme the site had, then delete Vista.
		await page.goto( 'wp-admin/themes.php' );
		await page
			.locator(
				'.theme[data-slug="twentytwentyfive"] .theme-actions a.activate'
			)
			.click();
		await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();
		await page.goto( `wp-admin/themes.php?theme=${ slug }` );
		await page.locator( '.theme-overlay a.delete-theme' ).click();
		// Deleted through core's script: the theme leaves the list.
		await expect(
			page.locator( `.themes .theme[data-slug="${ slug }"]` )
		).toHaveCount( 0 );
		expect(
			fs.existsSync(
				path.join( site.wordpressDir, 'wp-content/themes', slug )
			)
		).toBe( false );

		expect( dbChanges( before, site.snapshot(), owner.ids ) ).toEqual( [] );
		expect( site.vistaLogLines() ).toEqual( [] );
	} );
} );
