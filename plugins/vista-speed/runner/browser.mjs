// @ts-check
/**
 * The runner's headless Chromium: started on first use, kept for the next audits, restarted if it
 * went away, and fenced in so a page it audits can reach nothing but the audited site.
 *
 * - DevTools over a pipe (`--remote-debugging-pipe`), never a TCP port: an open debugging port on
 *   loopback would let any local process drive the browser without the runner's secret (read
 *   local files, reach loopback services).
 * - Every network request of every page, frame, worker and redirect is paused at the browser
 *   (DevTools `Fetch` on the browser target) and failed unless it is for an allowed origin, so an
 *   author's `<img src="http://127.0.0.1:…">` is never requested when an administrator scores the
 *   post.
 * - What `Fetch` does not see (WebSockets, preconnects, WebRTC) goes to a proxy that does not
 *   exist: only the allowed origins bypass it.
 */
import puppeteer from 'puppeteer-core';

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

// Port 0 cannot be connected to: a connection sent to this proxy fails at once.
const NOWHERE_PROXY = 'http://127.0.0.1:0';

/**
 * Whether the browser may fetch an address: only the allowed origins, and data: URLs, which are
 * no fetch at all.
 *
 * @param {string}   url
 * @param {string[]} allow origins
 */
export function mayFetch( url, allow ) {
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'data:' || allow.includes( parsed.origin );
	} catch {
		return false;
	}
}

/**
 * Chromium's flags that send every connection but the allowed origins' to the dead proxy.
 *
 * @param {string[]} allow origins
 * @return {string[]} command-line flags
 */
export function offSiteFlags( allow ) {
	const bypass = allow.map( ( origin ) => {
		const url = new URL( origin );
		const port = url.port || ( url.protocol === 'https:' ? '443' : '80' );
		return `${ url.hostname }:${ port }`;
	} );
	return [
		`--proxy-server=${ NOWHERE_PROXY }`,
		// `<-loopback>` removes Chromium's implicit bypass of localhost and 127.0.0.1.
		`--proxy-bypass-list=<-loopback>;${ bypass.join( ';' ) }`,
		'--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
	];
}

/**
 * Fails every request of the browser, in any target, that is not for an allowed origin.
 *
 * @param {import('puppeteer-core').Browser} browser
 * @param {string[]}                         allow   origins
 */
async function fence( browser, allow ) {
	const session = await browser.target().createCDPSession();
	session.on( 'Fetch.requestPaused', ( { requestId, request } ) => {
		const answer = mayFetch( request.url, allow )
			? session.send( 'Fetch.continueRequest', { requestId } )
			: session.send( 'Fetch.failRequest', {
					requestId,
					errorReason: 'BlockedByClient',
				} );
		// The page may be gone by now (an audit that ended); nothing is left to answer then.
		answer.catch( () => {} );
	} );
	await session.send( 'Fetch.enable', { patterns: [ { urlPattern: '*' } ] } );
}

/** @type {Promise<import('puppeteer-core').Browser>|null} */
let running = null;

/**
 * @param {string[]} allow origins the browser may fetch
 * @return {Promise<import('puppeteer-core').Browser>} the fenced browser
 */
async function launch( allow ) {
	const chromium = await puppeteer.launch( {
		executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		pipe: true,
		ignoreDefaultArgs: true,
		args: [ ...CHROME_FLAGS, ...offSiteFlags( allow ) ],
	} );
	try {
		await fence( chromium, allow );
	} catch ( error ) {
		await chromium.close();
		throw error;
	}
	return chromium;
}

/**
 * The browser, started if it is not running.
 *
 * @param {string[]} allow origins the browser may fetch
 * @return {Promise<import('puppeteer-core').Browser>} the fenced browser
 */
export async function fencedBrowser( allow ) {
	if ( running ) {
		const current = await running.catch( () => null );
		if ( current?.connected ) {
			return current;
		}
		await closeBrowser();
	}
	running = launch( allow );
	return running;
}

export async function closeBrowser() {
	const current = running;
	running = null;
	const started = await current?.catch( () => null );
	await started?.close().catch( () => {} );
}
