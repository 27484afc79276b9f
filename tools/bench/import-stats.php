<?php
/**
 * The bench's WP Statistics import row (issue 33): a year of the original's statistics (the test
 * fixture, tests/fixtures/originals/wp-statistics.php) imported into Vista Statistics, timed.
 *
 * Usage: php import-stats.php <wordpress dir> build|run|drop
 * - build: makes the original's tables and their year of traffic; prints the rows they hold;
 * - run:   empties Vista's statistics and imports the year, as Tools → Import does (steps of the
 *          runner's default size); prints the seconds, the original's rows read, and the peak
 *          memory of the run (above what WordPress had taken before it);
 * - drop:  removes the original's tables and the fixture's posts.
 * Each run is a process of its own, so each peak is the import's alone.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php import-stats.php <wordpress dir> build|run|drop\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';
require_once dirname( __DIR__, 2 ) . '/tests/fixtures/originals/wp-statistics.php';

use Vista\Stats\Import\WpStatisticsImporter;
use Vista\Stats\Kit\ImportRunner;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Tests\Fixtures\WpStatisticsFixture;

/**
 * The rows the original's tables that the import reads hold.
 */
function vista_bench_original_rows(): int {
	global $wpdb;
	$rows = 0;
	foreach ( array( 'visitor', 'pages', 'summary_totals' ) as $name ) {
		$rows += (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . WpStatisticsFixture::table( $name ) . '`' ); // SQL: the fixture's table.
	}
	return $rows;
}

global $wpdb;
switch ( $argv[2] ?? '' ) {
	case 'build':
		$vista_summary = WpStatisticsFixture::build();
		echo wp_json_encode(
			array(
				'views' => $vista_summary['views'],
				'days'  => count( $vista_summary['days'] ),
				'rows'  => vista_bench_original_rows(),
			)
		), "\n";
		break;
	case 'run':
		foreach ( Schema::TABLES as $vista_table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $vista_table ) ); // SQL: own table name.
		}
		delete_option( Rollup::ROLLED_OPTION );
		$vista_rows   = vista_bench_original_rows();
		$vista_runner = new ImportRunner( new WpStatisticsImporter() );
		delete_option( $vista_runner->option() );
		$vista_before = memory_get_usage();
		memory_reset_peak_usage();
		$vista_start  = hrtime( true );
		$vista_state  = $vista_runner->run_all();
		$vista_secs   = ( hrtime( true ) - $vista_start ) / 1e9;
		echo wp_json_encode(
			array(
				'seconds'   => $vista_secs,
				'rows'      => $vista_rows,
				'days'      => $vista_state['counts']['days']['imported'] ?? 0,
				'peakBytes' => memory_get_peak_usage() - $vista_before,
			)
		), "\n";
		break;
	case 'drop':
		WpStatisticsFixture::drop();
		foreach ( Schema::TABLES as $vista_table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $vista_table ) ); // SQL: own table name.
		}
		echo "{}\n";
		break;
	default:
		fwrite( STDERR, "Unknown command.\n" );
		exit( 1 );
}
