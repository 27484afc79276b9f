/**
 * `VISTA_BENCH_ONLY=scale-forms npm run bench` (issue 36 goal 3): a contact form with 100,000
 * entries (and one with 10,000), made by the bench on a fresh SQLite site and then on a MariaDB
 * site (tools/bench/scale-forms.php; `VISTA_BENCH_SKIP_MARIADB=1` skips it), never committed.
 * Rows: the entries screen's REST calls one at a time as an administrator (first page, two
 * searches, a deep page found by keyset and by number; goal at most 300 ms median each), and the
 * CSV export's peak memory and time for 10,000 and 100,000 entries (three interleaved rounds,
 * medians; goal at most 64 MB, time ten times as long for ten times the entries). Written to
 * artifacts/bench-scale-forms.json.
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { measureServerTime } from './load.mjs';
import { databaseLabel, startBenchSite } from './bench-site.mjs';

const MAX_MS = 300;
const MAX_PEAK_MB = 64;
const LARGE = Number( process.env.VISTA_BENCH_FORM_ENTRIES ?? 100000 );
const SMALL = LARGE / 10;
const EXPORT_ROUNDS = 3;

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
}

/**
 * The CSV export of the small and the large form, each run in a process of its own.
 *
 * @param {Function} php   Runs tools/bench/scale-forms.php and answers its JSON.
 * @param {Object}   small The small form, as built.
 * @param {Object}   large The large form, as built.
 */
function measureExports( php, small, large ) {
	// Interleaved rounds, medians: a busy machine slows both sizes alike.
	const runs = [ [], [] ];
	for ( let round = 0; round < EXPORT_ROUNDS; round++ ) {
		[ small, large ].forEach( ( form, index ) =>
			runs[ index ].push( php( 'export', String( form.form ) ) )
		);
	}
	return [ small, large ].map( ( form, index ) => ( {
		entries: form.entries,
		seconds: median( runs[ index ].map( ( run ) => run.seconds ) ),
		bytes: runs[ index ][ 0 ].bytes,
		peakBytes: Math.max( ...runs[ index ].map( ( run ) => run.peakBytes ) ),
		rounds: runs[ index ],
	} ) );
}

/**
 * The rows on one database.
 *
 * @param {string} root     The repository.
 * @param {string} port     The bench port.
 * @param {string} database 'sqlite' or 'mariadb'.
 * @param {number} samples  Requests a row.
 */
async function onDatabase( root, port, database, samples ) {
	const label = databaseLabel( database );
	console.error(
		`bench: a ${ label } bench site with ${ LARGE } entries ...`
	);
	const site = startBenchSite( root, port, database );
	try {
		const wpDir = site.wordpress;
		const php = ( ...args ) =>
			JSON.parse(
				execFileSync(
					'php',
					[
						'-d',
						'memory_limit=512M',
						'tools/bench/scale-forms.php',
						wpDir,
						...args,
					],
					{ cwd: root, encoding: 'utf8' }
				)
			);
		const small = php( 'build', String( SMALL ) );
		const large = php( 'build', String( LARGE ) );
		const auth = php( 'auth' );
		const headers = { cookie: auth.cookie, 'x-wp-nonce': auth.nonce };
		const route = ( args ) =>
			`/wp-json/vista-forms/v1/entries?form_id=${ large.form }&${ args }`;
		const scenarios = [
			[ 'entries screen, first page', 'page=1' ],
			[
				'search "refund" (a word of half the messages)',
				'search=refund',
			],
			[ 'search "marta rossi" (one person)', 'search=marta%20rossi' ],
			[
				`deep page ${ LARGE / 20 - 1 } by keyset (from the page above)`,
				`page=${ LARGE / 20 - 1 }&before=${ large.first + 40 }`,
			],
			[
				`deep page ${ LARGE / 20 - 1 } by number`,
				`page=${ LARGE / 20 - 1 }`,
			],
		].map( ( [ name, args ] ) => ( {
			name: `${ name }, ${ label }`,
			path: route( args ),
			headers,
			expect: '"entries":[{',
		} ) );
		const rows = await measureServerTime(
			`http://localhost:${ port }`,
			scenarios,
			samples
		);
		const exports = measureExports( php, small, large );
		console.log(
			`\nForms at scale on ${ label }: ${ large.entries } entries (${ large.values } values, ${ large.words } words) made in ${ large.seconds.toFixed(
				1
			) } s; median of ${ samples } requests as an administrator`
		);
		for ( const row of rows ) {
			row.ok = ! row.errors && row.medianMs <= MAX_MS;
			console.log(
				`${ row.ok ? 'ok  ' : 'SLOW' } ${ row.name.padEnd( 64 ) } ${ row.medianMs
					.toFixed( 1 )
					.padStart(
						7
					) } ms (goal ≤ ${ MAX_MS } ms)${ row.errors ? ` ${ row.errors } errors` : '' }`
			);
		}
		const [ few, many ] = exports;
		const timeRatio = many.seconds / few.seconds;
		const peakMb = Math.max( few.peakBytes, many.peakBytes ) / 1048576;
		const exportRow = {
			name: `CSV export, ${ label }`,
			exports,
			timeRatio,
			peakMb,
			ok: peakMb <= MAX_PEAK_MB && timeRatio >= 7 && timeRatio <= 13,
		};
		for ( const run of exports ) {
			console.log(
				`     CSV export of ${ String( run.entries ).padStart( 6 ) } entries ${ run.seconds
					.toFixed( 2 )
					.padStart( 7 ) } s ${ ( run.bytes / 1048576 )
					.toFixed( 1 )
					.padStart(
						6
					) } MB written, peak memory ${ ( run.peakBytes / 1048576 ).toFixed( 1 ) } MB`
			);
		}
		console.log(
			`${ exportRow.ok ? 'ok  ' : 'OVER' } CSV export, ${ label }: time ${ timeRatio.toFixed(
				1
			) }× for 10× the entries (goal ≈ 10×), peak ${ peakMb.toFixed(
				1
			) } MB (goal ≤ ${ MAX_PEAK_MB } MB)`
		);
		return { database, large, small, rows, export: exportRow };
	} finally {
		site.stop();
	}
}

/**
 * The rows on SQLite, then on MariaDB; written to artifacts/bench-scale-forms.json.
 *
 * @param {string} root The repository.
 * @param {string} port The bench port.
 */
export async function benchFormsAtScale( root, port ) {
	const samples = Number( process.env.VISTA_BENCH_SCALE_SAMPLES ?? 15 );
	const report = { date: new Date().toISOString(), results: [] };
	const databases = [ 'sqlite' ];
	if ( process.env.VISTA_BENCH_SKIP_MARIADB !== '1' ) {
		databases.push( 'mariadb' );
	}
	for ( const database of databases ) {
		report.results.push(
			await onDatabase( root, port, database, samples )
		);
	}
	fs.mkdirSync( path.join( root, 'artifacts' ), { recursive: true } );
	fs.writeFileSync(
		path.join( root, 'artifacts/bench-scale-forms.json' ),
		JSON.stringify( report, null, '\t' ) + '\n'
	);
	const all = report.results.flatMap( ( r ) => [ ...r.rows, r.export ] );
	report.ok = all.every( ( row ) => row.ok );
	if ( ! report.ok ) {
		process.exitCode = 1;
	}
	return report;
}
