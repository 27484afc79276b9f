/**
 * Lighthouse mobile scores of the demo pages against a plain post of the same site, same run
 * (issue 18 goal 3): each page's median
 * of `runs` audits, its difference from the plain post's median, and whether it is within 0.03.
 */
import { lighthouseMedians } from './lighthouse.mjs';

/** The peer: WordPress's own first post, no block of ours. */
export const PLAIN_POST = '/hello-world/';

/** The pages held to the plain post's score. */
export const scoredPages = [
	{ path: '/gallery/', label: 'gallery demo page' },
	{ path: '/gallery-100/', label: 'gallery of 100 photos' },
	{ path: '/forms/', label: 'forms demo page' },
	{ path: '/contact/', label: 'contact form page' },
];
// The video page and the front page are audited against the same plain post by their own rows
// (tools/bench/video.mjs, tools/bench/theme.mjs), with their budgets; not twice here.

/** How far below the plain post a page may score. */
export const SCORE_MARGIN = 0.03;

/**
 * Audits the plain post and the pages, interleaved run by run.
 *
 * @param {string} baseURL        Site address.
 * @param {Object} [options]      Options.
 * @param {number} [options.runs] Audits per page (the median is kept).
 */
export async function measurePageScores( baseURL, { runs = 3 } = {} ) {
	const urls = [
		PLAIN_POST,
		...scoredPages.map( ( page ) => page.path ),
	].map( ( path ) => baseURL + path );
	const medians = await lighthouseMedians( urls, {
		runs,
		formFactor: 'mobile',
	} );
	const plain = medians[ baseURL + PLAIN_POST ];
	return {
		runs,
		plain: { path: PLAIN_POST, ...plain },
		pages: scoredPages.map( ( page ) => {
			const result = medians[ baseURL + page.path ];
			const difference = result.score - plain.score;
			return {
				...page,
				...result,
				difference,
				ok: difference >= -SCORE_MARGIN - 1e-9,
			};
		} ),
	};
}

/**
 * Prints the table.
 *
 * @param {Awaited<ReturnType<typeof measurePageScores>>} result
 */
export function printPageScores( result ) {
	const row = ( label, entry, extra = '' ) =>
		console.log(
			`${ label.padEnd( 28 ) } ${ entry.score
				.toFixed( 2 )
				.padStart( 5 ) } ${ ( entry.lcp / 1000 )
				.toFixed( 2 )
				.padStart( 7 ) } s ${ entry.tbt
				.toFixed( 0 )
				.padStart(
					6
				) } ms ${ entry.cls.toFixed( 4 ).padStart( 8 ) } ${ extra }`
		);
	console.log(
		`\nLighthouse mobile, median of ${ result.runs } (score, LCP, TBT, CLS), each page against the plain post`
	);
	row( `plain post (${ result.plain.path })`, result.plain );
	for ( const page of result.pages ) {
		row(
			page.label,
			page,
			`${ page.difference >= 0 ? '+' : '' }${ page.difference.toFixed(
				2
			) }  ${ page.ok ? 'ok' : `OVER (more than ${ SCORE_MARGIN } below)` }`
		);
	}
}
