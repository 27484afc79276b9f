/**
 * `VISTA_CLUSTER=1 npm run bench`: the production-like cluster (tools/cluster, issue 19) instead of
 * PHP's built-in server. On a fresh 'bench' cluster (nginx on the bench port, server A alone on the
 * next port, server B alone on the one after):
 *
 * - the statistics hit path and the gallery page (rendered by PHP: a query string skips the page
 *   cache) under 50 clients on server A alone and through the balancer on A and B, interleaved
 *   rounds, medians, printed as the two-to-one scaling ratio; every hit answered as stored is
 *   checked against the table;
 * - the gallery page as the page cache serves it, against the same page rendered by PHP;
 * - issue 18 goal 1's two floors on server A (tools/bench/hit-floor.mjs), an informative row of
 *   the lean hit path and of the checks alone over the file-append floor as production serves PHP;
 * - Lighthouse mobile of the demo pages as nginx serves them (gzip, cached copies) against the
 *   plain post of the same cluster (tools/bench/page-scores.mjs).
 *
 * Both "servers" are PHP-FPM masters on this one machine: they share its cores, so the ratio shows
 * what the balancer and a second pool cost or gain here, not what a second machine would add.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { measureLoad } from './load.mjs';
import { measurePageScores, printPageScores } from './page-scores.mjs';
import { BROWSER_AGENT } from './scenarios.mjs';
import {
	FLOOR_NAME,
	SIGNED_FLOOR_NAME,
	floorScenario,
	signedFloorScenario,
} from './hit-floor.mjs';

/**
 * A hit as the tracker sends it (001 §7 call 1), from the signed fields of a page.
 *
 * @param {string} baseURL Where to read the page.
 */
async function hitScenario( baseURL ) {
	const html = await (
		await fetch( `${ baseURL }/gallery/`, {
			headers: { 'user-agent': BROWSER_AGENT },
		} )
	).text();
	const match = html.match( /var WP_Statistics_Tracker_Object = (\{.*?\});/ );
	if ( ! match ) {
		throw new Error( 'bench cluster: no tracker on /gallery/' );
	}
	const tracker = JSON.parse( match[ 1 ] );
	const body = new URLSearchParams( tracker.hitParams );
	body.append( 'page_uri', Buffer.from( '/gallery/' ).toString( 'base64' ) );
	body.append( 'referred', '' );
	return {
		path: new URL( `${ tracker.requestUrl }/hit.php` ).pathname,
		method: 'POST',
		body: body.toString(),
		headers: { 'user-agent': BROWSER_AGENT },
	};
}

const ratio = ( two, one ) => ( one ? two / one : 0 );

/**
 * One row's figures over its rounds: the median rate, the sums of requests and errors.
 *
 * @param {Array<Object>} results every round's result of every row
 * @param {string}        name    the row
 */
function medianRow( results, name ) {
	const all = results.filter( ( r ) => r.name === name );
	const sorted = all
		.map( ( r ) => r.requestsPerSecond )
		.sort( ( a, b ) => a - b );
	return {
		name,
		requestsPerSecond: sorted[ Math.floor( sorted.length / 2 ) ],
		requests: all.reduce( ( sum, r ) => sum + r.requests, 0 ),
		errors: all.reduce( ( sum, r ) => sum + r.errors, 0 ),
		latencyMedianMs: all[ Math.floor( all.length / 2 ) ].latencyMedianMs,
	};
}

/**
 * The cluster's report from its rows' figures, in the order measureCluster lists the rows.
 *
 * @param {Array<Object>} load        each row's figures
 * @param {number}        connections the load's concurrent connections
 * @param {number}        stored      hits the database gained while the rows ran
 */
function clusterReport( load, connections, stored ) {
	const [ hitOne, hitTwo, pageOne, pageTwo, cached, floor, signed ] = load;
	return {
		connections,
		load,
		scaling: {
			hits: ratio( hitTwo.requestsPerSecond, hitOne.requestsPerSecond ),
			pages: ratio(
				pageTwo.requestsPerSecond,
				pageOne.requestsPerSecond
			),
		},
		cachedOverRendered: ratio(
			cached.requestsPerSecond,
			pageTwo.requestsPerSecond
		),
		floors: {
			hitOverFloor: ratio(
				hitOne.requestsPerSecond,
				floor.requestsPerSecond
			),
			checksOverFloor: ratio(
				signed.requestsPerSecond,
				floor.requestsPerSecond
			),
		},
		hitsStored: {
			answered: hitOne.requests + hitTwo.requests,
			stored,
			ok: stored === hitOne.requests + hitTwo.requests,
		},
	};
}

/**
 * Starts a fresh bench cluster, measures, stops it.
 *
 * @param {string}                                                   root    The repository.
 * @param {string}                                                   port    The balancer's port.
 * @param {{ connections: number, seconds: number, rounds: number }} options The load.
 */
export async function measureCluster( root, port, options ) {
	const env = {
		...process.env,
		VISTA_SITE: 'bench',
		VISTA_PORT: String( port ),
	};
	const script = path.join( root, 'tools/cluster/cluster.sh' );
	console.error( `bench: preparing a fresh bench cluster at :${ port } ...` );
	execFileSync( 'bash', [ script, 'reset' ], {
		env,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const wordpress = execFileSync( 'bash', [ script, 'path' ], { env } )
		.toString()
		.trim();
	// The bench's gallery of 100 photos, which the Lighthouse rows audit as on the plain bench site.
	execFileSync( 'php', [ 'tools/bench/gallery-100.php', wordpress ], {
		cwd: root,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const countHits = () =>
		Number(
			execFileSync( 'php', [ 'tools/bench/count-hits.php', wordpress ], {
				cwd: root,
			} )
				.toString()
				.trim()
		);
	const balancer = `http://localhost:${ port }`;
	const serverA = `http://localhost:${ Number( port ) + 1 }`;
	try {
		const hit = await hitScenario( serverA );
		const rendered = {
			path: '/gallery/?vista-bench=rendered',
			expect: 'data-gallery-n="1"',
		};
		// Each row's target is its own: one server (A alone) or two (the balancer).
		const rows = [
			[ 'stats hit, one server (A)', serverA, hit ],
			[ 'stats hit, two servers (balancer)', balancer, hit ],
			[ 'gallery page rendered, one server (A)', serverA, rendered ],
			[ 'gallery page rendered, two servers', balancer, rendered ],
			[
				'gallery page from the page cache',
				balancer,
				{ path: '/gallery/', expect: 'data-gallery-n="1"' },
			],
			// Issue 18 goal 1's floors, served the way production serves PHP (informative: the
			// goal row is measured on the bench site).
			[ FLOOR_NAME, serverA, floorScenario( root, wordpress ) ],
			[
				SIGNED_FLOOR_NAME,
				serverA,
				signedFloorScenario( root, wordpress, hit ),
			],
		];
		const before = countHits();
		const results = [];
		for ( let round = 1; round <= options.rounds; round++ ) {
			for ( const [ name, target, scenario ] of rows ) {
				const [ result ] = await measureLoad(
					target,
					[ { name, ...scenario } ],
					{ ...options, rounds: 1 }
				);
				results.push( result );
			}
		}
		const stored = countHits() - before;
		const load = rows.map( ( [ name ] ) => medianRow( results, name ) );
		const report = clusterReport( load, options.connections, stored );
		printCluster( report, options );
		if ( process.env.VISTA_BENCH_SKIP_LIGHTHOUSE !== '1' ) {
			report.pageScores = await measurePageScores( balancer, {
				runs: Number( process.env.VISTA_BENCH_LIGHTHOUSE_RUNS ?? 3 ),
			} );
			console.log(
				'\nServed by the cluster’s nginx (gzip, page cache):'
			);
			printPageScores( report.pageScores );
		}
		return report;
	} finally {
		execFileSync( 'bash', [ script, 'stop' ], { env, stdio: 'ignore' } );
	}
}

/**
 * Prints the cluster's rows.
 *
 * @param {Object} report  What measureCluster found.
 * @param {Object} options The load.
 */
function printCluster( report, options ) {
	console.log(
		`\nCluster: nginx and PHP-FPM, ${ options.connections } concurrent clients (median of ${ options.rounds } rounds of ${ options.seconds } s)`
	);
	for ( const row of report.load ) {
		console.log(
			`${ row.name.padEnd( 44 ) } ${ row.requestsPerSecond
				.toFixed( 0 )
				.padStart( 8 ) } req/s ${ String(
				row.latencyMedianMs
			).padStart(
				8
			) } ms p50 ${ String( row.errors ).padStart( 5 ) } errors`
		);
	}
	console.log(
		`scaling, two servers over one: hits ${ report.scaling.hits.toFixed(
			2
		) }x, rendered gallery page ${ report.scaling.pages.toFixed(
			2
		) }x (both servers share this machine's cores)`
	);
	console.log(
		`page cache: the gallery page from the cache ${ report.cachedOverRendered.toFixed(
			1
		) }x the rendered page`
	);
	console.log(
		`info server A: lean hits ${ report.floors.hitOverFloor.toFixed(
			2
		) }x the file-append floor; the floor with the hit checks inline ${ report.floors.checksOverFloor.toFixed(
			2
		) }x it`
	);
	console.log(
		`${ report.hitsStored.ok ? 'ok  ' : 'LOST' } cluster hits answered as recorded: ${
			report.hitsStored.answered
		}, rows stored: ${ report.hitsStored.stored }`
	);
}
