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
import { execFileSync } from 'child_process';
import {
	test,
	expect,
	type Browser,
	type Page,
	type TestInfo,
} from '@playwright/test';
import suite from '../../../suite.json';
import { dbChanges, type Snapshot } from './db-diff';

const root = path.resolve( __dirname, '../../..' );
const zips = path.join( root, 'artifacts/release' );
/**
 * The zip `npm run package` wrote for a plugin or the theme, named after its header's version.
 * @param slug   The plugin's or theme's slug.
 * @param header Its file with the Version header, relative to the repository.
 */
function zipOf( slug: string, header: string ) {
	const version = fs
		.readFileSync( path.join( root, header ), 'utf8' )
		.match( /^[ \t/*]*Version:\s*(\S+)/m )?.[ 1 ];
	return path.join( zips, `${ slug }-${ version }.zip` );
}

let siteEnv: NodeJS.ProcessEnv;
let wordpressDir: string;

function site( command: string ) {
	return execFileSync( 'bash', [ 'tools/site/site.sh', command ], {
		cwd: root,
		env: siteEnv,
		encoding: 'utf8',
	} ).trim();
}

function snapshot(): Snapshot {
	return JSON.parse(
		execFileSync(
			'php',
			[
				path.join( __dirname, '../fixtures/db-snapshot.php' ),
				wordpressDir,
			],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		)
	);
}

/** Lines the site's PHP logged about a Vista file. */
function vistaLogLines(): string[] {
	const log = path.join( wordpressDir, 'wp-content/debug.log' );
	return fs.existsSync( log )
		? fs
				.readFileSync( log, 'utf8' )
				.split( '\n' )
				.filter( ( line ) => /\/(plugins|themes)\/vista/.test( line ) )
		: [];
}

async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

/**
 * A REST call as the logged-in owner (the cookie and a fresh REST nonce).
 * @param page
 * @param route
 * @param options
 * @param options.data
 * @param options.multipart
 */
async function rest< T = { id: number } >(
	page: Page,
	route: string,
	options: {
		data?: unknown;
		multipart?: Record<
			string,
			{ name: string; mimeType: string; buffer: Buffer }
		>;
	}
): Promise< T > {
	const nonce = (
		await (
			await page.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const response = await page.request.post(
		`/index.php?rest_route=${ route }`,
		{
			headers: { 'X-WP-Nonce': nonce },
			...options,
		}
	);
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as T;
}

/** What the owner made while trying a plugin: allowed to stay after it is deleted. */
type OwnerContent = { ids: number[] };

async function publishPage( page: Page, owner: OwnerContent, content: string ) {
	const created = await rest< { id: number; link: string } >(
		page,
		'/wp/v2/pages',
		{ data: { title: 'Trying Vista', status: 'publish', content } }
	);
	owner.ids.push( created.id );
	return new URL( created.link ).pathname + new URL( created.link ).search;
}

async function uploadMedia(
	page: Page,
	owner: OwnerContent,
	file: string,
	mimeType: string
) {
	const created = await rest( page, '/wp/v2/media', {
		multipart: {
			file: {
				name: path.basename( file ),
				mimeType,
				buffer: fs.readFileSync( file ),
			},
		},
	} );
	owner.ids.push( created.id );
	return created.id;
}

/** One plugin's main feature, as its owner would first try it: an admin screen and a block. */
type Trial = {
	slug: string;
	adminPage: string;
	heading: RegExp;
	/** Publishes a page that shows the plugin's block; returns its address. */
	publish: ( page: Page, owner: OwnerContent ) => Promise< string >;
	/** Who looks at that page: a visitor (the default) or the owner, logged in. */
	seenBy?: 'visitor' | 'owner';
	/** What they see of the plugin there. */
	shows: ( page: Page ) => Promise< void >;
};

const trials: Trial[] = [
	{
		slug: 'vista-gallery',
		adminPage: 'admin.php?page=vista-galleries',
		heading: /^Galleries$/,
		publish: async ( page, owner ) => {
			const image = await uploadMedia(
				page,
				owner,
				path.join( root, 'docs/images/forms.png' ),
				'image/png'
			);
			const gallery = await rest( page, '/wp/v2/vista-galleries', {
				data: {
					title: 'Trying the gallery',
					status: 'publish',
					meta: { _vista_gallery_images: [ image ] },
				},
			} );
			owner.ids.push( gallery.id );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/gallery {"galleryId":${ gallery.id }} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page.locator(
					'.wp-block-vista-gallery img.vista-gallery__image'
				)
			).toBeVisible(),
	},
	{
		slug: 'vista-video',
		adminPage: 'options-general.php?page=vista-video',
		heading: /Video/,
		publish: async ( page, owner ) => {
			const clip = path.join( test.info().outputDir, 'clip.webm' );
			fs.mkdirSync( path.dirname( clip ), { recursive: true } );
			execFileSync( 'ffmpeg', [
				...[
					'-hide_banner',
					'-loglevel',
					'error',
					'-y',
					'-f',
					'lavfi',
				],
				...[ '-i', 'color=c=navy:size=192x108:rate=10:duration=1' ],
				...[ '-c:v', 'libvpx', '-b:v', '60k', clip ],
			] );
			const video = await uploadMedia( page, owner, clip, 'video/webm' );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/video-gallery {"source":"media","ids":[${ video }]} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page.locator(
					'[data-vista-feature="video-gallery"] .vista-video__thumb'
				)
			).toHaveCount( 1 ),
	},
	{
		slug: 'vista-speed',
		adminPage: 'options-general.php?page=vista-speed',
		heading: /Page speed/,
		// No block: its widget is the admin bar's, on a published page seen by the owner.
		seenBy: 'owner',
		publish: ( page, owner ) =>
			publishPage(
				page,
				owner,
				'<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->'
			),
		shows: async ( page ) =>
			expect(
				page.locator( '#wpadminbar .vista-speed-node' )
			).toContainText( 'Page speed' ),
	},
	{
		slug: 'vista-consent',
		adminPage: 'options-general.php?page=vista-consent',
		heading: /Cookie consent/,
		publish: ( page, owner ) =>
			publishPage( page, owner, '<!-- wp:vista/consent-revoke /-->' ),
		shows: async ( page ) => {
			await expect(
				page.locator( '[data-vista-feature="consent-revoke"] button' )
			).toBeVisible();
			// The notice itself, for a visitor who has not chosen yet.
			await expect( page.locator( '#cookie-notice' ) ).toBeVisible();
		},
	},
	{
		slug: 'vista-stats',
		adminPage: 'admin.php?page=vista-stats',
		heading: /Statistics/,
		publish: ( page, owner ) =>
			publishPage( page, owner, '<!-- wp:vista/stats-summary /-->' ),
		shows: async ( page ) =>
			expect(
				page.locator( '[data-vista-feature="stats-summary"]' )
			).toBeVisible(),
	},
	{
		slug: 'vista-forms',
		adminPage: 'admin.php?page=vista-forms-entries',
		heading: /Form entries/,
		publish: async ( page, owner ) => {
			const form = await rest( page, '/wp/v2/vista-forms', {
				data: {
					title: 'Trying the form',
					status: 'publish',
					content:
						'<!-- wp:vista-forms/field-text {"fieldId":"name","label":"Your name"} /-->',
				},
			} );
			owner.ids.push( form.id );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/form {"formId":${ form.id }} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page
					.locator( '.wp-block-vista-form form' )
					.getByLabel( 'Your name' )
			).toBeVisible(),
	},
];

/**
 * Plugins → Deactivate, then Delete, as the owner does; the plugin's folder is gone after.
 *
 * @param page The owner's page.
 * @param slug The plugin.
 */
async function deactivateAndDelete( page: Page, slug: string ) {
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( `tr[data-slug="${ slug }"]` );
	await row.getByRole( 'link', { name: /^Deactivate/ } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await row.getByRole( 'link', { name: /^Delete/ } ).click();
	await expect(
		page.getByText( /was successfully deleted\./ )
	).toBeVisible();
	expect(
		fs.existsSync( path.join( wordpressDir, 'wp-content/plugins', slug ) )
	).toBe( false );
}

/**
 * A bare WordPress of its own for these trials, past core's first-visit chores, and the zips.
 *
 * @param browser  The test's browser.
 * @param testInfo The hook's test info (its project's address).
 */
async function prepareBareSite( browser: Browser, testInfo: TestInfo ) {
	const baseURL = testInfo.project.use.baseURL as string;
	siteEnv = {
		...process.env,
		VISTA_SITE: 'release',
		VISTA_BARE: '1',
		VISTA_PORT: new URL( baseURL ).port,
	};
	site( 'reset' );
	wordpressDir = site( 'path' );
	// Core's first-visit chores (the feeds of the Dashboard, the update checks, the script
	// compression test) happen now, before any snapshot.
	const page = await browser.newPage( { baseURL } );
	await logIn( page );
	for ( const screen of [
		'index.php',
		'plugins.php',
		'plugin-install.php?tab=upload',
		'themes.php',
		'theme-install.php?upload',
	] ) {
		await page.goto( `/wp-admin/${ screen }` );
	}
	await page.close();
	fs.rmSync( zips, { recursive: true, force: true } );
	execFileSync(
		'node',
		[ 'tools/release/package.mjs', '--no-build', '--out', zips ],
		{ cwd: root, stdio: 'ignore' }
	);
}

test.describe( 'Installing the zips on a fresh WordPress', () => {
	// Not serial: a plugin that fails still lets the next one be tried, on a fresh site (a failure
	// ends the worker, and the next one runs beforeAll again).
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { browser }, testInfo ) => {
		test.setTimeout( 240_000 );
		await prepareBareSite( browser, testInfo );
	} );

	test.afterAll( () => {
		site( 'stop' );
	} );

	for ( const trial of trials ) {
		test( `${ trial.slug }: upload, activate, use, deactivate, delete`, async ( {
			page,
		} ) => {
			await logIn( page );
			page.on( 'dialog', ( dialog ) => dialog.accept() );
			const before = snapshot();
			const owner: OwnerContent = { ids: [] };

			await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
			await page
				.locator( '#pluginzip' )
				.setInputFiles(
					zipOf(
						trial.slug,
						`plugins/${ trial.slug }/${ trial.slug }.php`
					)
				);
			await page.getByRole( 'button', { name: 'Install Now' } ).click();
			await expect(
				page.getByText( 'Plugin installed successfully.' )
			).toBeVisible();
			await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
			await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
			// Alone: no other Vista plugin is there.
			await expect(
				page.locator( 'tr[data-slug^="vista-"]' )
			).toHaveCount( 1 );

			await page.goto( `/wp-admin/${ trial.adminPage }` );
			await expect(
				page.getByRole( 'heading', { level: 1, name: trial.heading } )
			).toBeVisible();
			const address = await trial.publish( page, owner );
			// Seen by a visitor who has not answered any cookie notice, or by the owner.
			const viewer =
				trial.seenBy === 'owner'
					? page
					: await page.context().browser()!.newPage( {
							baseURL: test.info().project.use.baseURL,
						} );
			await viewer.goto( address );
			await trial.shows( viewer );
			if ( viewer !== page ) {
				await viewer.close();
			}

			await deactivateAndDelete( page, trial.slug );

			expect( dbChanges( before, snapshot(), owner.ids ) ).toEqual( [] );
			expect( vistaLogLines() ).toEqual( [] );
		} );
	}

	test( 'vista theme: upload, activate, show a page, switch back, delete', async ( {
		page,
	} ) => {
		await logIn( page );
		page.on( 'dialog', ( dialog ) => dialog.accept() );
		const before = snapshot();
		const owner: OwnerContent = { ids: [] };
		const { slug } = suite.theme;

		await page.goto( '/wp-admin/theme-install.php' );
		await page.getByRole( 'button', { name: 'Upload Theme' } ).click();
		await page
			.locator( '#themezip' )
			.setInputFiles( zipOf( slug, `themes/${ slug }/style.css` ) );
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
		await page.goto( '/wp-admin/themes.php' );
		await page
			.locator(
				'.theme[data-slug="twentytwentyfive"] .theme-actions a.activate'
			)
			.click();
		await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();
		await page.goto( `/wp-admin/themes.php?theme=${ slug }` );
		await page.locator( '.theme-overlay a.delete-theme' ).click();
		// Deleted through core's script: the theme leaves the list.
		await expect(
			page.locator( `.themes .theme[data-slug="${ slug }"]` )
		).toHaveCount( 0 );
		expect(
			fs.existsSync(
				path.join( wordpressDir, 'wp-content/themes', slug )
			)
		).toBe( false );

		expect( dbChanges( before, snapshot(), owner.ids ) ).toEqual( [] );
		expect( vistaLogLines() ).toEqual( [] );
	} );
} );
