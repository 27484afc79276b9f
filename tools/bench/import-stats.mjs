/**
 * Bench row of the WP Statistics importer (issue 33): a year of the original's statistics (at
 * least 200,000 views) imported into Vista Statistics on the bench site, as Tools → Import runs it,
 * a fresh import per round (tools/bench/import-stats.php): the original's rows read per second and
 * the import's peak memory, medians of the rounds.
 */
import { execFileSync } from 'child_process';

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * @param {string} wpDir  The bench site's WordPress folder.
 * @param {string} root   The repository.
 * @param {number} rounds Imports timed.
 */
export function measureStatsImport( wpDir, root, rounds = 3 ) {
	const php = ( command ) =>
		JSON.parse(
			execFileSync(
				'php',
				[ 'tools/bench/import-stats.php', wpDir, command ],
				{
					cwd: root,
					encoding: 'utf8',
				}
			)
		);
	const fixture = php( 'build' );
	const runs = [];
	try {
		for ( let round = 0; round < rounds; round++ ) {
			runs.push( php( 'run' ) );
		}
	} finally {
		php( 'drop' );
	}
	const rowsPerSecond = median(
		runs.map( ( run ) => run.rows / run.seconds )
	);
	const seconds = median( runs.map( ( run ) => run.seconds ) );
	const peakMb = median( runs.map( ( run ) => run.peakBytes ) ) / 1048576;
	console.log(
		`\nWP Statistics import: a year, ${ fixture.views } views in ${ fixture.rows } rows over ${ fixture.days } days (median of ${ rounds } imports, SQLite)`
	);
	console.log(
		`${ 'rows imported per second'.padEnd( 60 ) } ${ Math.round(
			rowsPerSecond
		)
			.toString()
			.padStart( 9 ) } rows/s (${ seconds.toFixed( 1 ) } s)`
	);
	console.log(
		`${ 'peak memory of the import'.padEnd( 60 ) } ${ peakMb
			.toFixed( 1 )
			.padStart( 9 ) } MB`
	);
	return { fixture, runs, rowsPerSecond, seconds, peakMb };
}
