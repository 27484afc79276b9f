/**
 * Lighthouse performance scores of the site's pages, for the bench rows that compare a page with a
 * plain post of the same site in the same run (issues 15, 17, 18).
 *
 * Runs the real `lighthouse` package (performance category only) in Debian's Chromium, one audit at
 * a time, and reports the median of `runs` audits per page: the score (0-1) and the metrics a
 * reader needs to see why (LCP, TBT, CLS, FCP, Speed Index, time to interactive).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// The flags this machine's closed network needs: the page-speed runner's own.
import { CHROME_FLAGS } from '../../plugins/vista-speed/runner/audit.mjs';

const METRICS = {
	lcp: 'largest-contentful-paint',
	tbt: 'total-blocking-time',
	cls: 'cumulative-layout-shift',
	fcp: 'first-contentful-paint',
	si: 'speed-index',
	tti: 'interactive',
};

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * One audit of one address: the score and the metrics' numeric values (ms, CLS unitless).
 *
 * @param {string}                                         url
 * @param {{port: number, formFactor: 'mobile'|'desktop'}} options
 */
export async function auditOnce( url, { port, formFactor } ) {
	const config =
		formFactor === 'desktop'
			? ( await import( 'lighthouse/core/config/desktop-config.js' ) )
					.default
			: undefined;
	const result = await lighthouse(
		url,
		{
			port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: [ 'performance' ],
			formFactor,
		},
		config
	);
	const { lhr } = result;
	if ( lhr.runtimeError ) {
		throw new Error( `${ url }: ${ lhr.runtimeError.message }` );
	}
	const metrics = {};
	for ( const [ name, audit ] of Object.entries( METRICS ) ) {
		metrics[ name ] = lhr.audits[ audit ]?.numericValue ?? null;
	}
	return { score: lhr.categories.performance.score, ...metrics };
}

/**
 * The median audit of each page, the pages audited in turn so they share the machine's state.
 *
 * @param {string[]}                                         urls
 * @param {{runs?: number, formFactor?: 'mobile'|'desktop'}} options
 * @return {Promise<Object<string, Object>>} per url: score and metrics, medians of `runs` audits
 */
export async function lighthouseMedians(
	urls,
	{ runs = 3, formFactor = 'mobile' } = {}
) {
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
		chromeFlags: CHROME_FLAGS,
	} );
	const samples = Object.fromEntries( urls.map( ( url ) => [ url, [] ] ) );
	try {
		for ( let run = 0; run < runs; run++ ) {
			for ( const url of urls ) {
				samples[ url ].push(
					await auditOnce( url, { port: chrome.port, formFactor } )
				);
			}
		}
	} finally {
		await chrome.kill();
	}
	const medians = {};
	for ( const url of urls ) {
		medians[ url ] = {};
		for ( const key of [ 'score', ...Object.keys( METRICS ) ] ) {
			medians[ url ][ key ] = median(
				samples[ url ].map( ( sample ) => sample[ key ] ?? 0 )
			);
		}
	}
	return medians;
}
