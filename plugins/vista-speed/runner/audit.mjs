/**
 * One Lighthouse performance audit in a headless Chromium started on first use and kept for the
 * next audits (restarted if it went away).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { psiResult } from './psi-shape.mjs';

// No background traffic to Google's hosts: the runner often lives on a closed network. The
// bench's Lighthouse rows (tools/bench/lighthouse.mjs) start Chromium with the same flags.
export const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

let chrome = null;

async function browser() {
	if ( chrome ) {
		try {
			const response = await fetch( `http://127.0.0.1:${ chrome.port }/json/version` );
			if ( response.ok ) {
				return chrome;
			}
		} catch {}
		await closeBrowser();
	}
	chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: CHROME_FLAGS,
	} );
	return chrome;
}

export async function closeBrowser() {
	const running = chrome;
	chrome = null;
	if ( running ) {
		try {
			await running.kill();
		} catch {}
	}
}

/**
 * Audits a page; throws when Lighthouse cannot (the runner answers a PSI error then).
 *
 * @param {string}   url
 * @param {string}   strategy 'mobile' or 'desktop'
 * @param {string[]} allow    origins the page may end up on after redirects
 */
export async function audit( url, strategy, allow ) {
	const { port } = await browser();
	const config =
		strategy === 'desktop'
			? ( await import( 'lighthouse/core/config/desktop-config.js' ) ).default
			: undefined;
	const result = await lighthouse(
		url,
		{ port, output: 'json', logLevel: 'error', onlyCategories: [ 'performance' ], formFactor: strategy },
		config
	);
	const lhr = result?.lhr;
	if ( ! lhr ) {
		throw new Error( 'NO_RESULT' );
	}
	if ( lhr.runtimeError ) {
		throw new Error( lhr.runtimeError.code ?? 'RUNTIME_ERROR' );
	}
	if ( ! allow.includes( new URL( lhr.finalDisplayedUrl ).origin ) ) {
		throw new Error( 'REDIRECTED_OFF_SITE' );
	}
	return psiResult( lhr );
}
