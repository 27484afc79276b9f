/**
 * What the release tests share (tests/e2e/release): the bare WordPress each makes for itself
 * (tools/site/site.sh with VISTA_BARE=1), its database snapshots and PHP log, the zips of
 * `npm run package`, and the owner's chores there (logging in, REST calls, publishing a page,
 * uploading media).
 *
 * Addresses are relative (`wp-admin/...`, no leading slash): a page whose context's baseURL is a
 * network's site (`http://localhost:8814/site2/`) asks that site, any other asks the main one.
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Snapshot } from './db-diff';

export const root = path.resolve( __dirname, '../../..' );

/**
 * The zip `npm run package` wrote for a plugin or the theme, named after its header's version.
 * @param folder Where the zips are.
 * @param slug   The plugin's or theme's slug.
 * @param header Its file with the Version header, relative to the repository.
 */
export function zipOf( folder: string, slug: string, header: string ) {
	const version = fs
		.readFileSync( path.join( root, header ), 'utf8' )
		.match( /^[ \t/*]*Version:\s*(\S+)/m )?.[ 1 ];
	return path.join( folder, `${ slug }-${ version }.zip` );
}

/**
 * The zips of `npm run package` for the current build, or for an earlier commit (`--ref`).
 * @param folder Where they go (emptied first).
 * @param ref    The earlier commit, if any.
 */
export function packageZips( folder: string, ref?: string ) {
	fs.rmSync( folder, { recursive: true, force: true } );
	execFileSync(
		'node',
		[
			'tools/release/package.mjs',
			...( ref ? [ '--ref', ref ] : [ '--no-build' ] ),
			'--out',
			folder,
		],
		{ cwd: root, stdio: 'ignore' }
	);
}

/** A bare WordPress made by tools/site/site.sh for one release test file. */
export class ReleaseSite {
	readonly env: NodeJS.ProcessEnv;
	readonly host: string;
	wordpressDir = '';

	/**
	 * @param name      The site's name (its folder under .vista/sites).
	 * @param baseURL   The release project's address: the site's port.
	 * @param multisite Whether it is a network of subdirectory sites.
	 */
	constructor( name: string, baseURL: string, multisite = false ) {
		const port = new URL( baseURL ).port;
		this.host = `localhost:${ port }`;
		this.env = {
			...process.env,
			VISTA_SITE: name,
			VISTA_BARE: '1',
			VISTA_MULTISITE: multisite ? '1' : '0',
			VISTA_PORT: port,
		};
	}

	command( command: string ) {
		return execFileSync( 'bash', [ 'tools/site/site.sh', command ], {
			cwd: root,
			env: this.env,
			encoding: 'utf8',
		} ).trim();
	}

	/** A fresh site, started. */
	reset() {
		this.command( 'reset' );
		this.wordpressDir = this.command( 'path' );
	}

	stop() {
		this.command( 'stop' );
	}

	/**
	 * Runs a PHP fixture script of the end-to-end tests against the site (they take the WordPress
	 * folder first): its output.
	 * @param script The script, relative to tests/e2e.
	 * @param args   Its arguments after the WordPress folder.
	 */
	php( script: string, ...args: string[] ) {
		return execFileSync(
			'php',
			[
				path.join( __dirname, '..', script ),
				this.wordpressDir,
				...args,
			],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		);
	}

	/** Every row of every table (the network's and every site's). */
	snapshot(): Snapshot {
		return JSON.parse( this.php( 'fixtures/db-snapshot.php', this.host ) );
	}

	/** Lines the site's PHP logged about a Vista file. */
	vistaLogLines(): string[] {
		const log = path.join( this.wordpressDir, 'wp-content/debug.log' );
		return fs.existsSync( log )
			? fs
					.readFileSync( log, 'utf8' )
					.split( '\n' )
					.filter( ( line ) =>
						/\/(plugins|themes)\/vista/.test( line )
					)
			: [];
	}

	/**
	 * Whether a plugin's folder is on the site.
	 * @param slug The plugin.
	 */
	hasPlugin( slug: string ) {
		return fs.existsSync(
			path.join( this.wordpressDir, 'wp-content/plugins', slug )
		);
	}

	/**
	 * Core's first-visit chores (the feeds of the Dashboard, the update checks, the script
	 * compression test, the theme's first navigation menu and block styles) done now, before any
	 * snapshot.
	 * @param browser The test's browser.
	 * @param baseURL The site's address.
	 * @param screens The admin screens to visit (after the front page).
	 */
	async visitOnce( browser: Browser, baseURL: string, screens: string[] ) {
		const page = await browser.newPage( { baseURL } );
		await logIn( page );
		for ( const address of [
			'',
			...screens.map( ( screen ) => `wp-admin/${ screen }` ),
		] ) {
			await page.goto( address );
		}
		await page.close();
	}
}

export async function logIn( page: Page ) {
	await page.goto( 'wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

/**
 * A REST call as the logged-in owner (the cookie and a fresh REST nonce).
 * @param page              The owner's page (its context's address is the site asked).
 * @param route             The route, e.g. /wp/v2/pages.
 * @param options           What to send.
 * @param options.data      A JSON body.
 * @param options.multipart A file upload.
 * @param options.method    GET or POST (the default).
 */
export async function rest< T = { id: number } >(
	page: Page,
	route: string,
	options: {
		data?: unknown;
		multipart?: Record<
			string,
			{ name: string; mimeType: string; buffer: Buffer }
		>;
		method?: 'GET' | 'POST';
	} = {}
): Promise< T > {
	const nonce = (
		await (
			await page.request.get(
				'wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text()
	).trim();
	const { method = 'POST', ...body } = options;
	const response = await page.request.fetch(
		`index.php?rest_route=${ route }`,
		{ method, headers: { 'X-WP-Nonce': nonce }, ...body }
	);
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as T;
}

/** What the owner made while trying a plugin: allowed to stay after it is deleted. */
export type OwnerContent = { ids: number[] };

/**
 * Publishes a page; its address (path and query).
 * @param page    The owner's page.
 * @param owner   Where its id is noted.
 * @param content The page's blocks.
 * @param title   Its title.
 */
export async function publishPage(
	page: Page,
	owner: OwnerContent,
	content: string,
	title = 'Trying Vista'
) {
	const created = await rest< { id: number; link: string } >(
		page,
		'/wp/v2/pages',
		{ data: { title, status: 'publish', content } }
	);
	owner.ids.push( created.id );
	return new URL( created.link ).pathname + new URL( created.link ).search;
}

/**
 * Uploads a file to the media library; its attachment id.
 * @param page     The owner's page.
 * @param owner    Where its id is noted.
 * @param file     The file.
 * @param mimeType Its type.
 */
export async function uploadMedia(
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

/**
 * Plugins → Add New → Upload Plugin, the real form: chooses the zip and presses Install Now.
 * @param page  The owner's page.
 * @param zip   The plugin's zip.
 * @param admin The admin: '' for the site's, 'network/' for the network's.
 */
export async function uploadPluginZip( page: Page, zip: string, admin = '' ) {
	await page.goto( `wp-admin/${ admin }plugin-install.php?tab=upload` );
	await page.locator( '#pluginzip' ).setInputFiles( zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
}
