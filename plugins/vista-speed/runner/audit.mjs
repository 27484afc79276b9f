// @ts-check
/**
 * One Lighthouse performance audit, in a new tab of the runner's fenced browser (browser.mjs).
 */
import lighthouse from 'lighthouse';
import { fencedBrowser } from './browser.mjs';
import { psiResult } from './psi-shape.mjs';

export { CHROME_FLAGS, closeBrowser } from './browser.mjs';

/**
 * Audits a page; throws when Lighthouse cannot (the runner answers a PSI error then).
 *
 * @param {string}   url
 * @param {string}   strategy 'mobile' or 'desktop'
 * @param {string[]} allow    the only origins the page may fetch or end up on after redirects
 * @return {Promise<ReturnType<typeof psiResult>>} the PageSpeed Insights v5 answer
 */
export async function audit( url, strategy, allow ) {
	const page = await ( await fencedBrowser( allow ) ).newPage();
	const config =
		strategy === 'desktop'
			? ( await import( 'lighthouse/core/config/desktop-config.js' ) )
					.default
			: undefined;
	let result;
	try {
		result = await lighthouse(
			url,
			{
				output: 'json',
				logLevel: 'error',
				onlyCategories: [ 'performance' ],
				formFactor: strategy === 'desktop' ? 'desktop' : 'mobile',
			},
			config,
			page
		);
	} finally {
		await page.close().catch( () => {} );
	}
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
