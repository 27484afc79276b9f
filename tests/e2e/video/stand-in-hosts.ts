/**
 * Video hosts cannot be reached from the test machine: once a test lets a request leave for one,
 * these stand-ins answer it in the browser (page.route).
 */
import type { Page } from '@playwright/test';

/**
 * Stand-ins for the hosts' players and YouTube's iframe API, served in the browser.
 * @param page The page.
 */
export async function standInHosts( page: Page ) {
	await page.route(
		/youtube-nocookie\.com|player\.vimeo\.com|dailymotion\.com/,
		( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: '<!doctype html><title>stand-in player</title><p>stand-in player</p>',
			} )
	);
	await page.route( /www\.youtube\.com\/iframe_api/, ( route ) =>
		route.fulfill( {
			contentType: 'text/javascript',
			body: '/* stand-in */',
		} )
	);
}
