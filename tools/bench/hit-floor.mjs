/**
 * Issue 18 goal 1: the hit path against a floor baseline, a minimal PHP endpoint of our own
 * (tools/bench/floor/collect.php) that validates two fields and appends one line to a file, as a
 * file-append collector does, served by the same server as the site. Its row joins the load
 * scenarios; the goal row compares the lean hit path's throughput with it in the same run.
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { measureLoad } from './load.mjs';
import { scenarios } from './scenarios.mjs';
import { serverCpuPerRequest } from './server-cpu.mjs';
import { databaseLabel, startBenchSite } from './bench-site.mjs';

export const FLOOR_NAME = 'floor: validate two fields, append a line';
const FLOOR_FILE = 'vista-bench-floor.php';
export const SIGNED_FLOOR_NAME = 'floor with the hit checks, inline';
const SIGNED_FLOOR_FOLDER = 'vista-bench-floor-signed';

/**
 * Copies a floor's file into the bench site, dated a minute back: the opcode cache does not keep a
 * file changed in the last seconds (opcache.file_update_protection), so a fresh copy would be
 * compiled on every request of its first rounds while the plugin's files come from the cache.
 *
 * @param {string} from Source.
 * @param {string} to   Destination.
 */
function copyCached( from, to ) {
	fs.copyFileSync( from, to );
	const minuteAgo = new Date( Date.now() - 60000 );
	fs.utimesSync( to, minuteAgo, minuteAgo );
}

/**
 * Puts the floor endpoint in the bench site's root and returns its load scenario.
 *
 * @param {string} root     The repository.
 * @param {string} siteRoot The bench site's WordPress folder.
 * @return {{name: string, path: string, method: string, body: string}} The scenario.
 */
export function floorScenario( root, siteRoot ) {
	copyCached(
		path.join( root, 'tools/bench/floor/collect.php' ),
		path.join( siteRoot, FLOOR_FILE )
	);
	const body = new URLSearchParams( {
		source_id: '12',
		page_uri: Buffer.from( '/gallery/' ).toString( 'base64' ),
	} );
	return {
		name: FLOOR_NAME,
		path: `/${ FLOOR_FILE }`,
		method: 'POST',
		body: body.toString(),
	};
}

/**
 * The second floor (tools/bench/floor/signed/collect.php): the first plus the checks every hit
 * must pass (signature, freshness, addresses, bots) and the visitor hash, inline in one file, in a
 * folder of the bench site's root with its wp-settings.php stand-in. It takes the lean hit's
 * fields, so the two are compared on the same request.
 *
 * @param {string}                                        root     The repository.
 * @param {string}                                        siteRoot The bench site's WordPress folder.
 * @param {{path: string, body: string, headers: Object}} lean     The lean hit's scenario.
 * @return {{name: string, path: string, method: string, body: string, headers: Object}} The scenario.
 */
export function signedFloorScenario( root, siteRoot, lean ) {
	const folder = path.join( siteRoot, SIGNED_FLOOR_FOLDER );
	fs.mkdirSync( folder, { recursive: true } );
	for ( const file of [ 'collect.php', 'wp-settings.php' ] ) {
		copyCached(
			path.join( root, 'tools/bench/floor/signed', file ),
			path.join( folder, file )
		);
	}
	return {
		name: SIGNED_FLOOR_NAME,
		path: `/${ SIGNED_FLOOR_FOLDER }/collect.php`,
		method: 'POST',
		body: lean.body,
		headers: lean.headers,
	};
}

/**
 * An informative row: lean hits per second over the signed floor's, which shows how much of the
 * distance to the first floor is the checks themselves and how much our structure (no goal).
 *
 * @param {Array<{name: string, requestsPerSecond: number}>} rows Load rows.
 * @return {number} The ratio (0 when a row is missing).
 */
export function leanOverSignedFloor( rows ) {
	const signed = rows.find( ( row ) => row.name === SIGNED_FLOOR_NAME );
	const lean = rows.find( ( row ) =>
		row.name.startsWith( 'stats hit, lean endpoint' )
	);
	const floor = rows.find( ( row ) => row.name === FLOOR_NAME );
	if ( ! signed || ! lean || ! floor ) {
		return 0;
	}
	const ratio = lean.requestsPerSecond / signed.requestsPerSecond;
	console.log(
		`info the checks alone: ${ (
			signed.requestsPerSecond / floor.requestsPerSecond
		).toFixed( 2 ) } x floor; lean hits ${ ratio.toFixed(
			2
		) } x the floor with the same checks inline`
	);
	return ratio;
}

/**
 * The goal row: lean hits per second over the floor's, at least 1.0x (printed either way).
 *
 * @param {Array<{name: string, requestsPerSecond: number, errors: number}>} rows     Load rows.
 * @param {string}                                                           database The site's database.
 * @return {{label: string, ratio: number, minRatio: number, ok: boolean}} The row.
 */
export function checkHitFloor( rows, database = 'SQLite' ) {
	const floor = rows.find( ( row ) => row.name === FLOOR_NAME );
	const lean = rows.find( ( row ) =>
		row.name.startsWith( 'stats hit, lean endpoint' )
	);
	const ratio =
		floor && lean ? lean.requestsPerSecond / floor.requestsPerSecond : 0;
	const row = {
		label: `stats lean hits vs file-append floor (${ database })`,
		database,
		ratio,
		minRatio: 1,
		ok: ratio >= 1,
	};
	console.log(
		`${ row.ok ? 'ok  ' : 'OVER' } ${ row.label }: ${ ratio.toFixed(
			2
		) } x floor (goal at least 1.0 x; peer: a file-append collector)`
	);
	return row;
}

/**
 * Rows in a site's hits table once its spool is flushed (tools/bench/count-hits.php).
 *
 * @param {string} root     The repository.
 * @param {string} siteRoot The site's WordPress folder.
 */
export function countStoredHits( root, siteRoot ) {
	return Number(
		execFileSync( 'php', [ 'tools/bench/count-hits.php', siteRoot ], {
			cwd: root,
		} )
			.toString()
			.trim()
	);
}

/**
 * The goal row on a fresh 'bench' site of the given database, on the bench's port (the full run
 * uses it for MariaDB once the SQLite site is stopped; `VISTA_BENCH_ONLY=hits` for both), loaded
 * with the floor and the lean hit path only; every answered hit must be a row.
 *
 * @param {string}                                                   root     The repository.
 * @param {string}                                                   port     The bench port.
 * @param {{ connections: number, seconds: number, rounds: number }} options  Load options.
 * @param {string}                                                   database 'mariadb' or 'sqlite'.
 */
export async function hitFloorOn( root, port, options, database ) {
	const label = databaseLabel( database );
	console.error(
		`bench: preparing a bench site on ${ label } for the hit path ...`
	);
	const site = startBenchSite( root, port, database );
	try {
		const { wordpress: siteRoot, baseURL } = site;
		const lean = ( await scenarios( baseURL ) ).find( ( scenario ) =>
			scenario.name.startsWith( 'stats hit, lean endpoint' )
		);
		const trio = [
			floorScenario( root, siteRoot ),
			signedFloorScenario( root, siteRoot, lean ),
			lean,
		];
		const cpu = await serverCpuPerRequest(
			baseURL,
			siteRoot,
			trio,
			options
		);
		const before = countStoredHits( root, siteRoot );
		const rows = await measureLoad( baseURL, trio, options );
		const stored = countStoredHits( root, siteRoot ) - before;
		console.log(
			`\nHit path on ${ label } under ${ options.connections } clients (median of ${ options.rounds } rounds)`
		);
		for ( const row of rows ) {
			console.log(
				`${ row.name.padEnd( 44 ) } ${ row.requestsPerSecond
					.toFixed( 0 )
					.padStart( 8 ) } req/s ${ String( row.errors ).padStart(
					4
				) } errors`
			);
		}
		for ( const row of cpu ) {
			console.log(
				`${ row.name.padEnd( 44 ) } ${ String(
					row.cpuMicroseconds
				).padStart(
					8
				) } µs server CPU per request${ label === 'MariaDB' ? ' (PHP and MariaDB)' : '' }`
			);
		}
		const sent = rows.find( ( row ) => row.name === lean.name ).requests;
		const overSignedFloor = leanOverSignedFloor( rows );
		console.log(
			`${ sent === stored ? 'ok  ' : 'LOST' } stats hits answered as recorded: ${ sent }, rows stored: ${ stored }`
		);
		return {
			rows,
			serverCpu: cpu,
			hitsStored: { sent, stored, ok: sent === stored },
			goal: checkHitFloor( rows, label ),
			overSignedFloor,
		};
	} finally {
		site.stop();
	}
}

/**
 * The goal row on MariaDB (see hitFloorOn).
 *
 * @param {string}                                                   root    The repository.
 * @param {string}                                                   port    The bench port.
 * @param {{ connections: number, seconds: number, rounds: number }} options Load options.
 */
export function hitFloorOnMariadb( root, port, options ) {
	return hitFloorOn( root, port, options, 'mariadb' );
}

/**
 * `VISTA_BENCH_ONLY=hits npm run bench`: the hit rows alone, on SQLite then on MariaDB, written
 * to artifacts/bench-hits.json; returned for the goals' summary when other row groups run too.
 *
 * @param {string}                                                   root    The repository.
 * @param {string}                                                   port    The bench port.
 * @param {{ connections: number, seconds: number, rounds: number }} options Load options.
 */
export async function benchHitsOnly( root, port, options ) {
	const report = { date: new Date().toISOString() };
	report.sqlite = await hitFloorOn( root, port, options, 'sqlite' );
	if ( process.env.VISTA_BENCH_SKIP_MARIADB !== '1' ) {
		report.mariadb = await hitFloorOn( root, port, options, 'mariadb' );
	}
	fs.mkdirSync( path.join( root, 'artifacts' ), { recursive: true } );
	fs.writeFileSync(
		path.join( root, 'artifacts/bench-hits.json' ),
		JSON.stringify( report, null, '\t' ) + '\n'
	);
	const results = [ report.sqlite, report.mariadb ].filter( Boolean );
	if ( results.some( ( r ) => ! r.goal.ok || ! r.hitsStored.ok ) ) {
		process.exitCode = 1;
	}
	return report;
}
