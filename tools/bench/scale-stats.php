<?php
/**
 * The bench's statistics scale row (issue 36 goal 1): a year of a busy site (12 million page views)
 * in Vista's tables, the dashboard's answers timed on it, and the bytes each view leaves behind
 * against Koko Analytics' and WP Statistics' tables holding the same traffic.
 *
 * Usage: php scale-stats.php <wordpress dir> build|measure|bytes|import|drop [arguments]
 * - build <raw days> <peer days>: the year (tools/bench/scale-stats/: old days as daily roll-up
 *   rows, raw hits for the last <raw days>, which becomes the site's retention setting), Koko's
 *   aggregate tables for the whole year, and WP Statistics' tables for the last <peer days> full
 *   days (a sample: its rows grow with every view, so a week says how many bytes a view costs);
 *   prints what it wrote and its seconds;
 * - measure <samples>: the dashboard's REST answers (the overview, with its chart and every top
 *   list, and each top list alone) for today, the last 30 days and the last 12 months, each asked
 *   <samples> times one after the other, in this process as the signed-in owner; prints medians;
 * - bytes: the bytes each set of tables takes on disk (SQLite's dbstat, MariaDB's table status
 *   after ANALYZE TABLE), per page view;
 * - import <seconds> <rate>: the spool flush at a sustained rate of hits a second (each second's
 *   hits appended to the spool, then flushed); prints hits sent, rows stored, the seconds it took;
 * - drop: removes the peers' tables.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php scale-stats.php <wordpress dir> build|measure|bytes|import|drop\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';
require_once dirname( __DIR__, 2 ) . '/tests/fixtures/originals/wp-statistics.php';
require_once __DIR__ . '/scale-stats/ScaleStatsYear.php';
require_once __DIR__ . '/scale-stats/ScaleStatsSinks.php';

use Vista\Stats\Settings\Settings;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Storage\TodayRollup;
use Vista\Tests\Fixtures\RowWriter;
use Vista\Tests\Fixtures\WpStatisticsFixture;
use Vista\Tools\Bench\KokoSink;
use Vista\Tools\Bench\ScaleStatsDay;
use Vista\Tools\Bench\ScaleStatsYear;
use Vista\Tools\Bench\VistaSink;
use Vista\Tools\Bench\WpStatisticsSink;

/** What build wrote, for the later commands. */
const VISTA_BENCH_SCALE_OPTION = 'vista_bench_scale_stats';

/**
 * Starts or ends a transaction on the connection the writers use.
 *
 * @param string $verb begin or commit.
 */
function vista_bench_transaction( string $verb ): void {
	global $wpdb;
	$pdo = RowWriter::sqlite();
	if ( null !== $pdo ) {
		'begin' === $verb ? $pdo->beginTransaction() : $pdo->commit();
	} else {
		// SQL: one of two constant statements.
		$wpdb->query( 'begin' === $verb ? 'START TRANSACTION' : 'COMMIT' );
	}
}

/**
 * Writes the year.
 *
 * @param int $raw_days  Days of raw hits (today included): the retention setting.
 * @param int $peer_days Full days in WP Statistics' tables.
 * @return array<string, mixed>
 */
function vista_bench_build( int $raw_days, int $peer_days ): array {
	global $wpdb;
	$start = hrtime( true );
	Schema::migrate();
	foreach ( array( 'hits', 'events', 'items', 'days', 'months', 'online' ) as $name ) {
		$wpdb->query( 'DELETE FROM ' . Schema::table( $name ) ); // SQL: own table name.
	}
	$saved = Settings::save( array( 'retentionDays' => $raw_days ) );
	if ( is_wp_error( $saved ) ) {
		throw new RuntimeException( $saved->get_error_message() );
	}
	$year  = new ScaleStatsYear();
	$vista = new VistaSink();
	$koko  = new KokoSink();
	$wps   = new WpStatisticsSink();
	$days  = ScaleStatsYear::days();
	$today = end( $days );
	$views = array(
		'year' => 0,
		'raw'  => 0,
		'peer' => 0,
	);
	foreach ( $days as $index => $day ) {
		$raw    = $index >= ScaleStatsYear::DAYS - $raw_days;
		$peer   = $index < ScaleStatsYear::DAYS - 1 && $index >= ScaleStatsYear::DAYS - 1 - $peer_days;
		$totals = new ScaleStatsDay();
		vista_bench_transaction( 'begin' );
		$count = $year->each_visitor(
			$index,
			$day,
			static function ( array $visitor ) use ( $totals, $vista, $wps, $raw, $peer, $day ): void {
				$totals->add( $visitor );
				if ( $raw ) {
					$vista->raw( $day, $visitor );
				}
				if ( $peer ) {
					$wps->visitor( $day, $visitor );
				}
			}
		);
		if ( $day !== $today ) {
			// Today is rolled up by the dashboard's first request, as on a live site.
			$vista->day( $day, $totals );
		}
		$koko->day( $day, $totals );
		if ( $peer ) {
			$wps->day( $day, $totals );
			$views['peer'] += $count;
		}
		$vista->flush();
		$koko->flush();
		$wps->flush();
		vista_bench_transaction( 'commit' );
		$views['year'] += $count;
		$views['raw']  += $raw ? $count : 0;
	}
	// Every day before today is rolled up: the next roll-up starts at today (in full, as on the
	// first request of a day), and the finished months are summed up as the roll-up would.
	update_option( Rollup::ROLLED_OPTION, $today, false );
	delete_option( TodayRollup::MARK_OPTION );
	MonthlyRollup::run( $today );
	$written = array(
		'views'     => $views['year'],
		'rawViews'  => $views['raw'],
		'peerViews' => $views['peer'],
		'rawDays'   => $raw_days,
		'peerDays'  => $peer_days,
		'days'      => count( $days ),
		'dailyRows' => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'days' ) ), // SQL: own table name.
		'seconds'   => ( hrtime( true ) - $start ) / 1e9,
	);
	update_option( VISTA_BENCH_SCALE_OPTION, $written, false );
	return $written;
}

/**
 * Times the dashboard's answers.
 *
 * @param int $samples Requests per answer.
 * @return array<string, mixed>
 */
function vista_bench_measure( int $samples ): array {
	$admins = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	wp_set_current_user( (int) $admins[0] );
	$today  = gmdate( 'Y-m-d' );
	$ranges = array(
		'today'     => array( $today, $today, 'day' ),
		'30 days'   => array( gmdate( 'Y-m-d', strtotime( $today . ' -29 days' ) ), $today, 'day' ),
		'12 months' => array( gmdate( 'Y-m-d', strtotime( $today . ' -364 days' ) ), $today, 'month' ),
	);
	// The day's first request rolls today up in full (TodayRollup); the ones timed add what is new.
	rest_do_request( new WP_REST_Request( 'GET', '/vista-stats/v1/overview' ) );
	$rows = array();
	foreach ( $ranges as $label => [ $from, $to, $range ] ) {
		$asks = array( 'overview' => array( '/vista-stats/v1/overview', array( 'range' => $range ) ) );
		foreach ( Vista\Stats\Dashboard\StatsQuery::METRICS as $metric ) {
			$asks[ 'top ' . $metric ] = array( '/vista-stats/v1/top/' . $metric, array() );
		}
		foreach ( $asks as $name => [ $route, $params ] ) {
			$times = array();
			$items = 0;
			for ( $i = 0; $i < $samples; $i++ ) {
				$request = new WP_REST_Request( 'GET', $route );
				$request->set_query_params( $params + compact( 'from', 'to' ) );
				$begin    = hrtime( true );
				$response = rest_do_request( $request );
				$times[]  = ( hrtime( true ) - $begin ) / 1e6;
				if ( $response->is_error() ) {
					throw new RuntimeException( $route . ': ' . wp_json_encode( $response->get_data() ) );
				}
				$data  = $response->get_data();
				$items = isset( $data['items'] ) ? count( $data['items'] ) : (int) ( $data['totals']['views'] ?? 0 );
			}
			// The first request of a range sums its closed days; the next read them from the cache.
			$first = $times[0];
			sort( $times );
			$rows[] = array(
				'range'    => $label,
				'answer'   => $name,
				'medianMs' => $times[ intdiv( count( $times ), 2 ) ],
				'firstMs'  => $first,
				'samples'  => $samples,
				'items'    => $items,
			);
		}
	}
	return array( 'rows' => $rows );
}

/**
 * The bytes a table and its indexes take.
 *
 * @param string $table Full name.
 */
function vista_bench_table_bytes( string $table ): int {
	global $wpdb;
	$pdo = RowWriter::sqlite();
	if ( null !== $pdo ) {
		$names = $pdo->prepare( 'SELECT name FROM sqlite_master WHERE tbl_name = ?' );
		$names->execute( array( $table ) );
		$btrees = $names->fetchAll( PDO::FETCH_COLUMN );
		// SQL: one placeholder per name, values bound.
		$size   = $pdo->prepare( 'SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name IN (' . implode( ',', array_fill( 0, count( $btrees ), '?' ) ) . ')' );
		$size->execute( $btrees );
		return (int) $size->fetchColumn();
	}
	$wpdb->query( "ANALYZE TABLE `{$table}`" ); // SQL: a table of the bench's.
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT DATA_LENGTH + INDEX_LENGTH FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) );
}

/**
 * Bytes per view of each set of tables.
 *
 * @return array<string, mixed>
 */
function vista_bench_bytes(): array {
	$built = get_option( VISTA_BENCH_SCALE_OPTION );
	$sum   = static fn ( array $tables ): int => array_sum( array_map( 'vista_bench_table_bytes', $tables ) );
	$daily = vista_bench_table_bytes( Schema::table( 'days' ) ) + vista_bench_table_bytes( Schema::table( 'months' ) ) + vista_bench_table_bytes( Schema::table( 'items' ) );
	$hits  = vista_bench_table_bytes( Schema::table( 'hits' ) );
	$koko  = $sum( array_map( array( KokoSink::class, 'table' ), array_keys( KokoSink::TABLES ) ) );
	$wps   = $sum( array_map( array( WpStatisticsFixture::class, 'table' ), array( 'visitor', 'pages', 'visitor_relationships', 'summary_totals' ) ) );
	return array(
		'views'            => $built['views'],
		'vistaDailyBytes'  => $daily,
		'vistaPerView'     => $daily / $built['views'],
		'vistaRawBytes'    => $hits,
		'vistaRawPerView'  => $hits / max( 1, $built['rawViews'] ),
		'rawDays'          => $built['rawDays'],
		'kokoBytes'        => $koko,
		'kokoPerView'      => $koko / $built['views'],
		'wpStatisticsBytes' => $wps,
		'wpStatisticsPerView' => $wps / max( 1, $built['peerViews'] ),
		'peerDays'         => $built['peerDays'],
	);
}

/**
 * The import (the spool flush) at a sustained rate: each second, the second's hits are appended to
 * the spool as the hit path appends them, then the spool is flushed as a hit or a read flushes it;
 * the loop falls behind when appending and importing a second's hits take more than a second.
 *
 * @param int $seconds How long.
 * @param int $rate    Hits a second.
 * @return array<string, mixed> Hits sent, rows stored, the seconds it took, the slowest flush.
 */
function vista_bench_import( int $seconds, int $rate ): array {
	global $wpdb;
	$hits     = Schema::table( 'hits' );
	$count    = static fn (): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$hits}" ); // SQL: own table name.
	$spool    = Vista\Stats\Storage\HitSpool::for_wordpress();
	$agents   = array(
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
		'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0',
	);
	Vista\Stats\Storage\SpoolImporter::flush_site();
	$before  = $count();
	$sent    = 0;
	$slowest = 0.0;
	$start   = microtime( true );
	for ( $second = 0; $second < $seconds; $second++ ) {
		$now = time();
		for ( $i = 0; $i < $rate; $i++ ) {
			$visitor = intdiv( $sent, 3 );
			$page    = $sent % ScaleStatsYear::PAGES;
			$line    = Vista\Stats\Storage\HitSpool::encode_row(
				array(
					'created_at'    => gmdate( 'Y-m-d H:i:s', $now ),
					'day'           => gmdate( 'Y-m-d', $now ),
					'visitor_hash'  => hash( 'sha256', 'import visitor ' . $visitor ),
					'source_type'   => 'post',
					'source_id'     => VistaSink::FIRST_POST_ID + $page,
					'uri'           => ScaleStatsYear::uri( $page ),
					'referrer_host' => 0 === $visitor % 2 ? '' : ScaleStatsYear::host( $visitor % ScaleStatsYear::REFERRERS ),
					'user_agent'    => $agents[ $visitor % count( $agents ) ],
					'network_hash'  => hash( 'sha256', 'import address ' . $visitor ),
				)
			);
			if ( null === $line || ! $spool->append( $line ) ) {
				throw new RuntimeException( 'The spool cannot be written.' );
			}
			++$sent;
		}
		$flush   = microtime( true );
		Vista\Stats\Storage\SpoolImporter::flush_site();
		$slowest = max( $slowest, microtime( true ) - $flush );
		$due     = $start + $second + 1;
		if ( microtime( true ) < $due ) {
			usleep( (int) ( ( $due - microtime( true ) ) * 1e6 ) );
		}
	}
	// Timed before the count: COUNT(*) over millions of raw rows takes a second or more on MariaDB,
	// and is the bench's own check, not the import's work.
	$took = microtime( true ) - $start;
	return array(
		'sent'           => $sent,
		'stored'         => $count() - $before,
		'seconds'        => $took,
		'window'         => $seconds,
		'rate'           => $rate,
		'slowestFlushMs' => $slowest * 1000,
	);
}

switch ( $argv[2] ?? '' ) {
	case 'build':
		$result = vista_bench_build( max( 1, (int) ( $argv[3] ?? 180 ) ), max( 1, (int) ( $argv[4] ?? 7 ) ) );
		break;
	case 'measure':
		$result = vista_bench_measure( max( 1, (int) ( $argv[3] ?? 15 ) ) );
		break;
	case 'bytes':
		$result = vista_bench_bytes();
		break;
	case 'import':
		$result = vista_bench_import( max( 1, (int) ( $argv[3] ?? 30 ) ), max( 1, (int) ( $argv[4] ?? 1000 ) ) );
		break;
	case 'drop':
		KokoSink::drop();
		WpStatisticsFixture::drop();
		$result = array();
		break;
	default:
		fwrite( STDERR, "Unknown command.\n" );
		exit( 1 );
}
echo wp_json_encode( $result ), "\n";
