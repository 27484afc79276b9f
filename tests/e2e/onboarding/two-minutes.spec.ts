/**
 * Issue 34's acceptance walk: a site owner who has never seen Vista activates it, lands on the
 * getting started screen and, only by clicking, puts a sample gallery and a sample form on one
 * new page, publishes it and sees both on the site, well inside two minutes. Then the screen and
 * its "Add to a page" dialog at a desktop's and a phone's width: no serious accessibility
 * finding the Dashboard does not have, no script error, nothing wider than the screen, and the
 * Copy buttons.
 *
 * It deactivates Vista Gallery for a moment, so it runs in the `consent` project, alone.
 */
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Page } from '@playwright/test';
import { beyondBaseline, seriousFindings } from '../a11y/axe';
import { runFixture } from '../utils/importer-screen';
import { watchForErrors } from '../utils/site';

const fixture = path.resolve( __dirname, '../fixtures/getting-started.php' );

/**
 * The card of one plugin on the screen.
 * @param page  The screen.
 * @param title The card's heading.
 */
const card = ( page: Page, title: string ) =>
	page.getByRole( 'region', { name: title, exact: true } );

test.describe.configure( { mode: 'serial' } );

test.afterAll( () => {
	runFixture( fixture, 'restore' );
} );

test.describe( 'Getting started: a new owner', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'puts a sample gallery and a sample form on a published page by clicking', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		runFixture( fixture, 'fresh' );
		await page.goto( '/wp-login.php' );
		await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
		await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.locator( '#menu-plugins > a' ).click();
		await page
			.locator( 'tr[data-slug="vista-gallery"]' )
			.getByRole( 'link', { name: /^Activate/ } )
			.click();

		// The activation lands on the first-run screen.
		await expect(
			page.getByRole( 'heading', { name: 'Welcome to Vista' } )
		).toBeVisible();
		const dialog = page.getByRole( 'dialog' );

		const galleries = card( page, 'Galleries' );
		await galleries
			.getByRole( 'button', { name: 'Create a sample gallery' } )
			.click();
		await galleries
			.getByRole( 'button', { name: /^Add to a page/ } )
			.click();
		await dialog.getByRole( 'button', { name: 'Add to the page' } ).click();
		await expect(
			dialog.getByText( 'Added to the draft “Sample gallery”.' )
		).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();

		const forms = card( page, 'Forms' );
		await forms
			.getByRole( 'button', { name: 'Create a sample form' } )
			.click();
		await forms.getByRole( 'button', { name: /^Add to a page/ } ).click();
		await dialog
			.getByLabel( 'Page', { exact: true } )
			.selectOption( { label: 'Sample gallery (Draft)' } );
		await dialog.getByLabel( 'Publish the page now' ).check();
		await dialog.getByRole( 'button', { name: 'Add to the page' } ).click();
		await dialog.getByRole( 'link', { name: 'View the page' } ).click();

		// The published page, as a visitor sees it: the gallery's pictures and the form.
		const pictures = page.locator( '.wp-block-vista-gallery img' );
		await expect( pictures.first() ).toBeVisible();
		expect( await pictures.count() ).toBeGreaterThanOrEqual( 3 );
		for ( const field of [ 'Name', 'Email', 'Message' ] ) {
			await expect(
				page.getByRole( 'textbox', { name: field } )
			).toBeVisible();
		}
		await expect(
			page.getByRole( 'button', { name: 'Send message' } )
		).toBeVisible();
	} );
} );

test( 'the routes need the REST nonce of the session', async ( { page } ) => {
	// The admin's cookies without the nonce: WordPress treats the call as a visitor's.
	const answer = await page.request.post(
		'/wp-json/vista-gallery/v1/getting-started/sample'
	);
	expect( answer.status() ).toBe( 401 );
} );

for ( const width of [ 1280, 390 ] ) {
	test( `the screen and its dialog at ${ width } px: accessible, no errors, copy`, async ( {
		page,
		admin,
		context,
	} ) => {
		test.slow();
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await page.setViewportSize( { width, height: 800 } );
		await admin.visitAdminPage( 'index.php' );
		const baseline = await seriousFindings( page );
		const errors = watchForErrors( page );

		await admin.visitAdminPage( 'index.php', 'page=vista-getting-started' );
		const galleries = card( page, 'Galleries' );
		await expect( galleries ).toBeVisible();
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );

		await galleries
			.getByRole( 'button', { name: /^Add to a page/ } )
			.click();
		const dialog = page.getByRole( 'dialog' );
		await expect(
			dialog.getByRole( 'button', { name: 'Add to the page' } )
		).toBeVisible();
		expect(
			beyondBaseline( await seriousFindings( page ), baseline )
		).toEqual( [] );
		expect(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth <=
					document.documentElement.clientWidth
			)
		).toBe( true );

		const shortcode = await dialog.getByLabel( 'Shortcode' ).inputValue();
		expect( shortcode ).toMatch( /^\[vista_gallery gallery="\d+"\]$/ );
		await dialog
			.getByRole( 'button', { name: 'Copy the shortcode' } )
			.click();
		await expect(
			dialog.getByText( 'Copied to the clipboard.' )
		).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( shortcode );
		expect( errors ).toEqual( [] );
	} );
}

test( 'Forms → All Forms: "Add to a page" in a row copies the form block', async ( {
	page,
	admin,
	context,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	const errors = watchForErrors( page );
	await admin.visitAdminPage( 'edit.php', 'post_type=vista_form' );
	const row = page
		.locator( 'tr' )
		.filter( { hasText: 'Sample contact form' } );
	await row.hover();
	await row.getByRole( 'button', { name: 'Add to a page' } ).click();

	const dialog = page.getByRole( 'dialog' );
	const block = await dialog
		.getByLabel( 'Block', { exact: true } )
		.inputValue();
	expect( block ).toMatch( /^<!-- wp:vista\/form \{"formId":\d+\} \/-->$/ );
	await dialog.getByRole( 'button', { name: 'Copy the block' } ).click();
	await expect(
		dialog.getByText( 'Copied to the clipboard.' )
	).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		block
	);
	expect( errors ).toEqual( [] );
} );
