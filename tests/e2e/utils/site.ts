/**
 * What the end-to-end tests know of the local test site (tools/site/site.sh).
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';

const root = path.resolve( __dirname, '../../..' );

/** The WordPress folder of the site under test. */
export const wordpressDir =
	process.env.VISTA_WP_DIR ??
	path.join(
		root,
		'.vista/sites',
		`test-${ process.env.VISTA_DB ?? 'sqlite' }`,
		'wordpress'
	);

/**
 * Lines WordPress wrote to its debug log (PHP notices, warnings, deprecations and errors) after the
 * first `since` lines: a test passes the mark it took when it began (phpLogMark), so that it
 * answers for its own requests only and a line an earlier test caused fails that test alone
 * (tests/e2e/utils/php-log-reporter.ts names the test during which each line was written).
 * @param since Lines already in the log when the test began.
 */
export function phpLogLines( since = 0 ): string[] {
	const log = path.join( wordpressDir, 'wp-content/debug.log' );
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	return fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( ( line ) => line.trim() !== '' )
		.slice( since );
}

/** How many lines the debug log holds now: the mark to pass to phpLogLines later. */
export const phpLogMark = (): number => phpLogLines().length;

/** The demo page of each plugin, as seeded by tools/site/demo/pages.php. */
export const demoPages = {
	gallery: '/gallery/',
	video: '/video/',
	speed: '/speed/',
	consent: '/consent/',
	stats: '/stats/',
	forms: '/forms/',
} as const;

/**
 * The consent cookie of a visitor who already answered the cookie notice, so the notice stays
 * out of the way of tests about other features.
 * @param baseURL The site's address.
 */
export function decidedConsentCookie(
	baseURL = process.env.WP_BASE_URL ?? ''
) {
	return {
		name: 'cookie_notice_accepted',
		value: 'false',
		domain: new URL( baseURL ).hostname,
		path: '/',
		expires: -1,
		httpOnly: false,
		secure: false,
		sameSite: 'Lax' as const,
	};
}

/** A visitor without a WordPress session who has answered the cookie notice. */
export const visitor = {
	storageState: { cookies: [ decidedConsentCookie() ], origins: [] },
};

/** A first-time visitor: no session, no cookies at all. */
export const newVisitor = { storageState: { cookies: [], origins: [] } };

/**
 * Collects what the browser reports as going wrong on a page: console errors and uncaught
 * exceptions.
 * @param page The page to watch.
 */
export function watchForErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		errors.push( `page: ${ error.message }` )
	);
	return errors;
}

/**
 * Collects the uncaught exceptions of a page's scripts, for tests that expect none.
 * @param page The page to watch.
 */
export function collectPageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/**
 * Addresses of the scripts and styles a page loads from one plugin's (or the theme's) folder.
 * @param page   The loaded page.
 * @param folder Path part naming the plugin or theme, such as `/plugins/vista-gallery/`.
 */
export async function assetsFrom(
	page: Page,
	folder: string
): Promise< string[] > {
	return page.evaluate(
		( part ) =>
			[
				...Array.from(
					document.querySelectorAll( 'script[src]' ),
					( el ) => el.getAttribute( 'src' )
				),
				...Array.from(
					document.querySelectorAll( 'link[rel="stylesheet"][href]' ),
					( el ) => el.getAttribute( 'href' )
				),
			].filter(
				( url ): url is string => !! url && url.includes( part )
			),
		folder
	);
}
