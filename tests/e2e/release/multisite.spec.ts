/**
 * Issue 32, on a multisite network of subdirectory sites: each plugin's zip uploaded through the
 * network's Plugins → Add New → Upload, network-activated, its main feature working on the main
 * site and on a site created after the activation (which gets its tables then), and after Network
 * Deactivate and Delete nothing of it left on any site.
 *
 * The network is a bare WordPress of its own (tools/site/site.sh with VISTA_BARE=1 and
 * VISTA_MULTISITE=1, on SQLite), at the `release` project's address; its sites live at
 * /<site>/, which tools/site/router.php serves as WordPress's multisite .htaccess does.
 */
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import { dbChanges, siteLeftovers, type Snapshot } from './db-diff';
import {
	root,
	zipOf,
	packageZips,
	logIn,
	uploadPluginZip,
	ReleaseSite,
	type OwnerContent,
} from './release-site';
import { trials, tryPlugin } from './trials';

const zips = path.join( root, 'artifacts/release-network' );
let network: ReleaseSite;

/**
 * Network Admin → Sites → Add New, the real form: a site at /<name>/; its id.
 * @param page The network admin's page.
 * @param name The site's folder.
 */
async function addSite( page: Page, name: string ) {
	await page.goto( 'wp-admin/network/site-new.php' );
	await page.locator( '#site-address' ).fill( name );
	await page.locator( '#site-title' ).fill( `A new site at ${ name }` );
	await page.locator( '#admin-email' ).fill( 'admin@example.com' );
	await page.getByRole( 'button', { name: 'Add Site' } ).click();
	await expect( page.getByText( 'Site added.' ) ).toBeVisible();
	const edit = await page
		.getByRole( 'link', { name: 'Edit Site' } )
		.getAttribute( 'href' );
	return Number( new URL( edit!, page.url() ).searchParams.get( 'id' ) );
}

/**
 * The owner's page on one of the network's sites: relative addresses go to /<name>/.
 * @param page The owner's page on the main site.
 * @param name The site's folder.
 */
async function pageOnSite( page: Page, name: string ) {
	const context = await page
		.context()
		.browser()!
		.newContext( {
			baseURL: `${ test.info().project.use.baseURL }/${ name }/`,
			storageState: await page.context().storageState(),
		} );
	return context.newPage();
}

/**
 * The Vista tables of a site, without the site's prefix.
 * @param snapshot A snapshot of the network.
 * @param prefix   The site's table prefix.
 */
function vistaTables( snapshot: Snapshot, prefix: string ) {
	return Object.keys( snapshot )
		.filter( ( table ) => table.startsWith( `${ prefix }vista` ) )
		.map( ( table ) => table.slice( prefix.length ) )
		.sort();
}

/**
 * Network Admin → Plugins: Network Deactivate, then Delete; the folder is gone after.
 * @param page The network admin's page.
 * @param slug The plugin.
 */
async function networkDeactivateAndDelete( page: Page, slug: string ) {
	await page.goto( 'wp-admin/network/plugins.php' );
	const row = page.locator( `tr[data-slug="${ slug }"]` );
	await row.getByRole( 'link', { name: /^Network Deactivate/ } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await row.getByRole( 'link', { name: /^Delete/ } ).click();
	await expect(
		page.getByText( /was successfully deleted\./ )
	).toBeVisible();
	expect( network.hasPlugin( slug ) ).toBe( false );
}

test.describe( 'Network-activating the zips on a multisite network', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { browser }, testInfo ) => {
		test.setTimeout( 240_000 );
		const baseURL = testInfo.project.use.baseURL as string;
		network = new ReleaseSite( 'release-network', baseURL, true );
		network.reset();
		await network.visitOnce( browser, baseURL, [
			'index.php',
			'network/index.php',
			'network/plugins.php',
			'network/plugin-install.php?tab=upload',
			'network/sites.php',
		] );
		packageZips( zips );
	} );

	test.afterAll( () => {
		network.stop();
	} );

	for ( const trial of trials ) {
		test( `${ trial.slug }: network upload and activation, a new site, delete`, async ( {
			page,
		} ) => {
			await logIn( page );
			page.on( 'dialog', ( dialog ) => dialog.accept() );
			const before = network.snapshot();
			const owner: OwnerContent = { ids: [] };
			const ownerOnNewSite: OwnerContent = { ids: [] };

			await uploadPluginZip(
				page,
				zipOf(
					zips,
					trial.slug,
					`plugins/${ trial.slug }/${ trial.slug }.php`
				),
				'network/'
			);
			await expect(
				page.getByText( 'Plugin installed successfully.' )
			).toBeVisible();
			await page
				.getByRole( 'link', { name: 'Network Activate' } )
				.click();
			await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
			await tryPlugin( page, trial, owner );

			// A site made after the activation gets the same tables as the main site, and works.
			const name = `site-${ trials.indexOf( trial ) + 2 }`;
			const siteId = await addSite( page, name );
			const withSite = network.snapshot();
			expect( vistaTables( withSite, `wp_${ siteId }_` ) ).toEqual(
				vistaTables( withSite, 'wp_' )
			);
			const sitePage = await pageOnSite( page, name );
			await tryPlugin( sitePage, trial, ownerOnNewSite );
			await sitePage.context().close();

			await networkDeactivateAndDelete( page, trial.slug );

			const after = network.snapshot();
			expect(
				siteLeftovers( after, siteId, ownerOnNewSite.ids )
			).toEqual( [] );
			expect( dbChanges( before, after, owner.ids, [ siteId ] ) ).toEqual(
				[]
			);
			expect( network.vistaLogLines() ).toEqual( [] );
		} );
	}
} );
