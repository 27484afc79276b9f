/**
 * Bench rows of issue 36 goal 1, statistics at a year of a busy site (`VISTA_BENCH_ONLY=scale-stats
 * npm run bench`): on a fresh bench site on SQLite, then on MariaDB, tools/bench/scale-stats.php
 * writes a year of 12 million page views (old days as roll-up rows, raw hits for the retention
 * window), times the dashboard's answers (one request at a time; goal: each median at most 300 ms)
 * and reports the bytes a page view leaves once rolled up against Koko Analytics' aggregate tables
 * and WP Statistics' tables holding the same traffic (goal: no more than Koko's), and imports
 * 1,000 hits a second through the spool into that year (goal: it keeps up, 0 lost).
 *
 * Environment: VISTA_BENCH_SCALE_RAW_DAYS (days of raw hits, the site's retention setting; default
 * 180, the setting's default), VISTA_BENCH_SCALE_PEER_DAYS (WP Statistics' sample, default 7 days),
 * VISTA_BENCH_SCALE_SAMPLES (requests per answer, default 15), VISTA_BENCH_SCALE_IMPORT_SECONDS
 * (the import's sustained window at 1,000 hits a second, default 30; 600 for the issue's 10
 * minutes), VISTA_BENCH_SKIP_MARIADB=1.
 */
import { execFileSync } from 'child_process';
import { databaseLabel, startBenchSite } from './bench-site.mjs';

/** The dashboard's goal for each answer, in milliseconds (median). */
export const SCALE_STATS_MAX_MS = 300;

/**
 * @param {string} root     The repository.
 * @param {string} port     The bench port.
 * @param {string} database 'sqlite' or 'mariadb'.
 */
function scaleOn( root, port, database ) {
	const label = databaseLabel( database );
	console.error(
		`bench: a year of a busy site's statistics on ${ label } ...`
	);
	const site = startBenchSite( root, port, database, { serveless: true } );
	try {
		const wpDir = site.wordpress;
		const php = ( ...args ) =>
			JSON.parse(
				execFileSync(
					'php',
					[ 'tools/bench/scale-stats.php', wpDir, ...args ],
					{
						cwd: root,
						encoding: 'utf8',
						maxBuffer: 16 * 1024 * 1024,
					}
				)
			);
		const built = php(
			'build',
			process.env.VISTA_BENCH_SCALE_RAW_DAYS ?? '180',
			process.env.VISTA_BENCH_SCALE_PEER_DAYS ?? '7'
		);
		const answers = php(
			'measure',
			process.env.VISTA_BENCH_SCALE_SAMPLES ?? '15'
		).rows;
		const bytes = php( 'bytes' );
		const imported = php(
			'import',
			process.env.VISTA_BENCH_SCALE_IMPORT_SECONDS ?? '30',
			'1000'
		);
		return { database: label, built, answers, bytes, imported };
	} finally {
		site.stop();
	}
}

/**
 * @param {ReturnType<typeof scaleOn>} result One database's figures.
 */
function printScale( result ) {
	const { database, built, answers, bytes, imported } = result;
	console.log(
		`\nStatistics, a year of a busy site (${ database }): ${ built.views } views over ${ built.days } days, raw hits for the last ${ built.rawDays } days (${ built.rawViews }), written in ${ built.seconds.toFixed(
			0
		) } s`
	);
	for ( const row of answers ) {
		row.ok = row.medianMs <= SCALE_STATS_MAX_MS;
		console.log(
			`${ row.ok ? 'ok  ' : 'SLOW' } ${ `${ row.range }, ${ row.answer }`.padEnd(
				36
			) } ${ row.medianMs.toFixed( 1 ).padStart( 8 ) } ms (goal ≤ ${ SCALE_STATS_MAX_MS } ms, median of ${
				row.samples
			}; first ${ row.firstMs.toFixed( 0 ) } ms)`
		);
	}
	const perView = ( value ) => value.toFixed( 2 ).padStart( 8 );
	bytes.ok = bytes.vistaPerView <= bytes.kokoPerView;
	console.log(
		`${ bytes.ok ? 'ok  ' : 'OVER' } ${ 'bytes per view, rolled up (days, months, items)'.padEnd(
			46
		) } ${ perView( bytes.vistaPerView ) } (Koko Analytics ${ perView(
			bytes.kokoPerView
		).trim() }: ${ ( bytes.vistaPerView / bytes.kokoPerView ).toFixed(
			2
		) }×; WP Statistics ${ perView(
			bytes.wpStatisticsPerView
		).trim() } over a sample of ${ bytes.peerDays } days: ${ (
			bytes.vistaPerView / bytes.wpStatisticsPerView
		).toFixed( 3 ) }×; goal ≤ Koko's)`
	);
	const lost = imported.sent - imported.stored;
	imported.ok = lost === 0 && imported.seconds <= imported.window * 1.05;
	console.log(
		`${ imported.ok ? 'ok  ' : 'LOST' } ${ `import at ${ imported.rate } hits/s for ${ imported.window } s`.padEnd(
			46
		) } ${ ( imported.sent / imported.seconds ).toFixed(
			0
		) } hits/s kept up (${ imported.sent } sent, ${
			imported.stored
		} stored, ${ lost } lost; slowest flush ${ imported.slowestFlushMs.toFixed(
			0
		) } ms; goal ≥ ${ imported.rate }/s, 0 lost)`
	);
	console.log(
		`info ${ 'raw hits kept for the retention window'.padEnd(
			46
		) } ${ perView( bytes.vistaRawPerView ) } bytes a view for ${
			bytes.rawDays
		} days (${ ( bytes.vistaRawBytes / 1048576 ).toFixed( 0 ) } MB)`
	);
}

/**
 * The scale rows on SQLite, then on MariaDB (unless VISTA_BENCH_SKIP_MARIADB=1).
 *
 * @param {string} root The repository.
 * @param {string} port The bench port.
 */
export function measureScaleStats( root, port ) {
	const results = [ scaleOn( root, port, 'sqlite' ) ];
	printScale( results[ 0 ] );
	if ( process.env.VISTA_BENCH_SKIP_MARIADB !== '1' ) {
		results.push( scaleOn( root, port, 'mariadb' ) );
		printScale( results[ 1 ] );
	}
	return results;
}
