/**
 * Bench rows of the forms' entry PDF (issue 13 item 1): the server time of the PDF of the worst
 * allowed entry (a submission of the largest size, all one word), built for the first time and
 * then served from its cache, each as a ratio to the admin-ajax baseline timed in the same loop.
 */
import { execFileSync } from 'child_process';

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

async function timed( url, init ) {
	const started = performance.now();
	const response = await fetch( url, init );
	const body = Buffer.from( await response.arrayBuffer() );
	return { ms: performance.now() - started, response, body };
}

/**
 * @param {string} baseURL Bench site.
 * @param {string} wpDir   Its WordPress folder.
 * @param {string} root    The repository.
 * @param {number} samples Entries built (and cached reads).
 */
export async function measureFormsPdf( baseURL, wpDir, root, samples = 5 ) {
	const { urls } = JSON.parse(
		execFileSync(
			'php',
			[
				'-d',
				'memory_limit=512M',
				'tools/bench/forms-pdf.php',
				wpDir,
				String( samples ),
			],
			{ cwd: root, encoding: 'utf8' }
		)
	);
	const baseline = [];
	const first = [];
	const cached = [];
	let errors = 0;
	for ( const url of urls ) {
		baseline.push(
			(
				await timed( baseURL + '/wp-admin/admin-ajax.php', {
					method: 'POST',
					headers: {
						'content-type': 'application/x-www-form-urlencoded',
					},
					body: 'action=vista_bench_baseline',
				} )
			).ms
		);
		for ( const list of [ first, cached ] ) {
			const { ms, response, body } = await timed( url );
			const ok =
				response.status === 200 &&
				body.subarray( 0, 5 ).toString() === '%PDF-';
			errors += ok ? 0 : 1;
			list.push( ms );
		}
	}
	const baselineMs = median( baseline );
	const rows = [
		{ name: 'forms PDF, worst allowed entry, first build', ms: first },
		{ name: 'forms PDF, worst allowed entry, from its cache', ms: cached },
	].map( ( row ) => ( {
		name: row.name,
		medianMs: median( row.ms ),
		ratio: median( row.ms ) / baselineMs,
		samples: row.ms.length,
	} ) );
	console.log(
		`\nEntry PDF of the worst allowed entry (1 MB, one word; median of ${ urls.length }; baseline admin-ajax ${ baselineMs.toFixed(
			1
		) } ms)${ errors ? ` (${ errors } errors)` : '' }`
	);
	for ( const row of rows ) {
		console.log(
			`${ row.name.padEnd( 60 ) } ${ row.medianMs
				.toFixed( 1 )
				.padStart( 7 ) } ms ${ row.ratio
				.toFixed( 2 )
				.padStart( 6 ) } x baseline`
		);
	}
	return { baselineMs, errors, rows };
}
