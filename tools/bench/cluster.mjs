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
 *   the lean hit path and of the checks alone over the file-append floor as production serves PHP,
 *   and issue 36 goal 4's row: lean hits over the floor with the checks (at least 0.95x), the three
 *   rows alternating in the same rounds, with server A's CPU a request of each (PHP-FPM pool and
 *   MariaDB); `VISTA_BENCH_ONLY=hits` measures these three rows alone;
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
import { serverCpuPerRequest } from './server-cpu.mjs';
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

/** Issue 36 goal 4: lean hits at least this share of the floor with the checks, on server A. */
export const LEAN_OVER_CHECKS_MIN = 0.95;

/**
 * Issue 36 goal 4's row: lean hits per second over the floor with the checks inline, both on
 * server A in the same run (medians of the same alternating rounds).
 *
 * @param {{requestsPerSecond: number}} lean   The lean hit path's row on server A.
 * @param {{requestsPerSecond: number}} checks The floor with the checks.
 */
function leanOverChecksGoal( lean, checks ) {
	const value = ratio( lean.requestsPerSecond, checks.requestsPerSecond );
	return {
		label: 'lean hits vs the floor with the checks (nginx and PHP-FPM, server A)',
		ratio: value,
		minRatio: LEAN_OVER_CHECKS_MIN,
		ok: value >= LEAN_OVER_CHECKS_MIN,
	};
}

/** The rows' names that the report reads. */
const HIT_A = 'stats hit, one server (A)';
const HIT_BOTH = 'stats hit, two servers (balancer)';
const PAGE_A = 'gallery page rendered, one server (A)';
const PAGE_BOTH = 'gallery page rendered, two servers';
const PAGE_CACHED = 'gallery page from the page cache';

/**
 * The cluster's report from its rows' figures: all rows, or the hit path's three alone
 * (`VISTA_BENCH_ONLY=hits`), which leave the scaling and page cache figures out.
 *
 * @param {Array<Object>} load        each row's figures
 * @param {number}        connections the load's concurrent connections
 * @param {number}        stored      hits the database gained while the rows ran
 */
function clusterReport( load, connections, stored ) {
	const row = ( name ) => load.find( ( r ) => r.name === name );
	const [ hitOne, floor, signed ] = [
		HIT_A,
		FLOOR_NAME,
		SIGNED_FLOOR_NAME,
	].map( row );
	const answered = [ HIT_A, HIT_BOTH ]
		.map( row )
		.filter( Boolean )
		.reduce( ( sum, r ) => sum + r.requests, 0 );
	const report = {
		connections,
		load,
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
		goal: leanOverChecksGoal( hitOne, signed ),
		hitsStored: { answered, stored, ok: stored === answered },
	};
	if ( row( HIT_BOTH ) ) {
		report.scaling = {
			hits: ratio(
				row( HIT_BOTH ).requestsPerSecond,
				hitOne.requestsPerSecond
			),
			pages: ratio(
				row( PAGE_BOTH ).requestsPerSecond,
				row( PAGE_A ).requestsPerSecond
			),
		};
		report.cachedOverRendered = ratio(
			row( PAGE_CACHED ).requestsPerSecond,
			row( PAGE_BOTH ).requestsPerSecond
		);
	}
	return report;
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
		// Issue 18 goal 1's floors and issue 36 goal 4's row, served the way production serves
		// PHP: the lean hit path and both floors on server A, in the same alternating rounds.
		const hitRows = [
			[ HIT_A, serverA, hit ],
			[ FLOOR_NAME, serverA, floorScenario( root, wordpress ) ],
			[
				SIGNED_FLOOR_NAME,
				serverA,
				signedFloorScenario( root, wordpress, hit ),
			],
		];
		const rows = options.hitsOnly
			? hitRows
			: [
					...hitRows,
					[ HIT_BOTH, balancer, hit ],
					[ PAGE_A, serverA, rendered ],
					[ PAGE_BOTH, balancer, rendered ],
					[
						PAGE_CACHED,
						balancer,
						{ path: '/gallery/', expect: 'data-gallery-n="1"' },
					],
				];
		// A second of each row first, not counted: the first requests of a fresh pool compile its
		// scripts and read the settings, which would weigh on whichever row comes first.
		for ( const [ name, target, scenario ] of rows ) {
			await measureLoad( target, [ { name, ...scenario } ], {
				...options,
				seconds: 1,
				rounds: 1,
			} );
		}
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
		// Server A's CPU a request (its PHP-FPM pool and MariaDB), less moved by other work on a
		// shared machine than the rates are.
		const cpu = await serverCpuPerRequest(
			serverA,
			wordpress,
			hitRows.map( ( [ name, , scenario ] ) => ( {
				name,
				...scenario,
			} ) ),
			{
				...options,
				pidFiles: [
					path.join(
						path.dirname( path.dirname( wordpress ) ),
						'fpm-a/php-fpm.pid'
					),
					path.join( path.dirname( wordpress ), 'mariadb.pid' ),
				],
			}
		);
		const load = rows.map( ( [ name ] ) => medianRow( results, name ) );
		const report = clusterReport( load, options.connections, stored );
		report.serverCpu = cpu;
		printCluster( report, options );
		if (
			! options.hitsOnly &&
			process.env.VISTA_BENCH_SKIP_LIGHTHOUSE !== '1'
		) {
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
	for ( const row of report.serverCpu ) {
		console.log(
			`${ row.name.padEnd( 44 ) } ${ String(
				row.cpuMicroseconds
			).padStart( 8 ) } µs server A CPU a request (PHP-FPM and MariaDB)`
		);
	}
	if ( report.scaling ) {
		printScaling( report );
	}
	console.log(
		`info server A: lean hits ${ report.floors.hitOverFloor.toFixed(
			2
		) }x the file-append floor; the floor with the hit checks inline ${ report.floors.checksOverFloor.toFixed(
			2
		) }x it`
	);
	console.log(
		`${ report.goal.ok ? 'ok  ' : 'OVER' } ${ report.goal.label }: ${ report.goal.ratio.toFixed(
			2
		) }x (goal at least ${ LEAN_OVER_CHECKS_MIN }x; median of ${
			options.rounds
		} alternating rounds)`
	);
	console.log(
		`${ report.hitsStored.ok ? 'ok  ' : 'LOST' } cluster hits answered as recorded: ${
			report.hitsStored.answered
		}, rows stored: ${ report.hitsStored.stored }`
	);
}

/**
 * The rows of a full cluster run that a hits-only run leaves out.
 *
 * @param {Object} report What measureCluster found.
 */
function printScaling( report ) {
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
}
