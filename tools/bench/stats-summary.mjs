/**
 * Server-time rows of the Visitor Statistics block (issue 20): the statistics demo page, whose
 * block reads its cached numbers, beside a plain post of the same site measured in the same run.
 * The block is meant to cost nothing measurable: the two medians should be alike (ratio near 1).
 *
 * @param {string} baseURL The bench site.
 */
export async function statsSummaryServerTimeScenarios( baseURL ) {
	// The first render fills the block's cache; the rows measure the pages as visitors get them.
	await fetch( `${ baseURL }/stats/` );
	return [
		{
			name: 'plain post (GET /hello-world/), for the stats block',
			path: '/hello-world/',
			expect: '</html>',
		},
		{
			name: 'stats demo page with its block (GET /stats/)',
			path: '/stats/',
			expect: 'vista-stats-block__table',
		},
	];
}
