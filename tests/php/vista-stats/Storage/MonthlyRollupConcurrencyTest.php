<?php
/**
 * The dashboard asks for its panels at once, and each request sums up the months whose days
 * changed. Four real processes doing so at the same moment must each finish without a database
 * error, and leave every month holding its days' sums once: before, two of them summing one month
 * together failed on the monthly table's key (a CI run's PHP log held that error).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * MonthlyRollup::run() in parallel requests.
 */
final class MonthlyRollupConcurrencyTest extends VistaTestCase {

	private const PROCESSES = 4;

	protected function setUp(): void {
		parent::setUp();
		StatsQueryTest::clear_tables();
		delete_option( MonthlyRollup::LOCK_OPTION );
	}

	protected function tearDown(): void {
		StatsQueryTest::clear_tables();
		delete_option( MonthlyRollup::LOCK_OPTION );
		parent::tearDown();
	}

	public function test_requests_summing_months_at_once_meet_no_error_and_sum_each_month_once(): void {
		// 45 days of 200 pages: two months to sum up, thousands of rows each.
		for ( $ago = 45; $ago >= 1; $ago-- ) {
			$rows = array( array( 'total', '', '', 2000, 900 ) );
			for ( $page = 1; $page <= 200; $page++ ) {
				$rows[] = array( 'page', "post:{$page}", "/page-{$page}/", 1 + $page % 5, 1 );
			}
			Rollup::insert_rows( gmdate( 'Y-m-d', (int) strtotime( "-{$ago} days" ) ), $rows );
		}

		// The processes load the site, then start together.
		$start     = sprintf( '%.3f', microtime( true ) + 3.0 );
		$worker    = dirname( __DIR__ ) . '/workers/monthly-rollup.php';
		$processes = array();
		for ( $i = 0; $i < self::PROCESSES; $i++ ) {
			$pipes       = array();
			$processes[] = array(
				// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a request of its own, the command as an array (no shell).
				proc_open( array( PHP_BINARY, $worker, rtrim( ABSPATH, '/' ), $start ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes ),
				$pipes,
			);
		}
		foreach ( $processes as [ $process, $pipes ] ) {
			$output = (string) stream_get_contents( $pipes[1] );
			$errors = (string) stream_get_contents( $pipes[2] );
			fclose( $pipes[1] );
			fclose( $pipes[2] );
			$this->assertSame( 0, proc_close( $process ), $errors );
			$this->assertSame( array(), json_decode( $output, true ), 'database errors of one request: ' . $output );
		}

		global $wpdb;
		$page      = ItemIds::code( 'page' );
		$yesterday = gmdate( 'Y-m-d', (int) strtotime( '-1 day' ) );
		// SQL: own tables, values prepared. What each month should hold: its days' sums.
		$expected = $wpdb->get_results( $wpdb->prepare( 'SELECT SUBSTR(day, 1, 7) AS month, item_id, SUM(views) AS views FROM ' . Schema::table( 'days' ) . ' WHERE metric = %d AND day <= %s GROUP BY SUBSTR(day, 1, 7), item_id ORDER BY month, item_id', $page, $yesterday ), ARRAY_A );
		// SQL: own table, values prepared.
		$held = $wpdb->get_results( $wpdb->prepare( 'SELECT SUBSTR(month, 1, 7) AS month, item_id, views FROM ' . Schema::table( 'months' ) . ' WHERE metric = %d ORDER BY month, item_id', $page ), ARRAY_A );
		$this->assertCount( 200 * count( array_unique( array_column( $expected, 'month' ) ) ), $held );
		$this->assertSame(
			array_map( static fn ( array $row ): string => "{$row['month']} {$row['item_id']} {$row['views']}", $expected ),
			array_map( static fn ( array $row ): string => "{$row['month']} {$row['item_id']} {$row['views']}", $held )
		);
		$this->assertFalse( get_option( MonthlyRollup::LOCK_OPTION ), 'the lock is given back' );
	}
}
