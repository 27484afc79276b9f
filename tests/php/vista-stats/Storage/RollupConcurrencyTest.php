<?php
/**
 * The dashboard asks for its panels at once, and each request rolls up what changed: the finished
 * days not rolled up yet, and the months whose days changed. Four real processes doing so at the
 * same moment must each finish without a database error, and leave every day and month holding its
 * sums once. Before, two requests replacing one month (or one day) together failed on the table's
 * key (a CI run's PHP log held that error).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Kit\OptionLock;
use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * Rollup::run() and MonthlyRollup::run() in parallel requests.
 */
final class RollupConcurrencyTest extends VistaTestCase {

	private const PROCESSES = 4;

	private const PAGES = 200;

	protected function setUp(): void {
		parent::setUp();
		self::clear();
	}

	protected function tearDown(): void {
		self::clear();
		parent::tearDown();
	}

	private static function clear(): void {
		StatsQueryTest::clear_tables();
		delete_option( MonthlyRollup::LOCK_OPTION );
		delete_option( Rollup::DAYS_LOCK_OPTION );
	}

	public function test_requests_summing_months_at_once_meet_no_error_and_sum_each_month_once(): void {
		// 45 days of 200 pages: two months to sum up, thousands of rows each.
		for ( $ago = 45; $ago >= 1; $ago-- ) {
			$rows = array( array( 'total', '', '', 2000, 900 ) );
			for ( $page = 1; $page <= self::PAGES; $page++ ) {
				$rows[] = array( 'page', "post:{$page}", "/page-{$page}/", 1 + $page % 5, 1 );
			}
			Rollup::insert_rows( self::ago( $ago ), $rows );
		}

		$this->run_at_once( 'months' );

		global $wpdb;
		$page = ItemIds::code( 'page' );
		// SQL: own tables, values prepared. What each month should hold: its days' sums.
		$expected = $wpdb->get_results( $wpdb->prepare( 'SELECT SUBSTR(day, 1, 7) AS month, item_id, SUM(views) AS views FROM ' . Schema::table( 'days' ) . ' WHERE metric = %d AND day <= %s GROUP BY SUBSTR(day, 1, 7), item_id ORDER BY month, item_id', $page, self::ago( 1 ) ), ARRAY_A );
		// SQL: own table, values prepared.
		$held = $wpdb->get_results( $wpdb->prepare( 'SELECT SUBSTR(month, 1, 7) AS month, item_id, views FROM ' . Schema::table( 'months' ) . ' WHERE metric = %d ORDER BY month, item_id', $page ), ARRAY_A );
		$this->assertCount( self::PAGES * count( array_unique( array_column( $expected, 'month' ) ) ), $held );
		$this->assertSame( self::lines( $expected, 'month' ), self::lines( $held, 'month' ) );
		$this->assertFalse( ( new OptionLock( MonthlyRollup::LOCK_OPTION, 300 ) )->is_held(), 'the lock is given back' );
	}

	public function test_the_first_requests_of_a_day_roll_the_finished_days_up_once_without_an_error(): void {
		// Three finished days of raw hits, none rolled up yet: the first dashboard of the day.
		global $table_prefix;
		$rows = array();
		for ( $ago = 3; $ago >= 1; $ago-- ) {
			for ( $hit = 0; $hit < 600; $hit++ ) {
				$page   = 1 + $hit % self::PAGES;
				$rows[] = array( self::ago( $ago ) . ' 12:00:00', self::ago( $ago ), hash( 'sha256', (string) $hit ), 'post', $page, "/page-{$page}/", '', 'Firefox', 'Linux', 'desktop', '' );
			}
		}
		$database = LeanStore::connect( ABSPATH, WP_CONTENT_DIR, (string) $table_prefix );
		$this->assertNotNull( $database );
		$this->assertSame( 1800, $database->import_batches( array( 'host/batch-days' => $rows ), HitSpool::COLUMNS ) );

		$this->run_at_once( 'all' );

		global $wpdb;
		// SQL: own table, values prepared. Each page 3 views a day (600 hits over 200 pages).
		$held = $wpdb->get_results( $wpdb->prepare( 'SELECT day, item_id, views FROM ' . Schema::table( 'days' ) . ' WHERE metric = %d AND day < %s ORDER BY day, item_id', ItemIds::code( 'page' ), gmdate( 'Y-m-d' ) ), ARRAY_A );
		$this->assertCount( 3 * self::PAGES, $held );
		$this->assertSame( array( '3' ), array_values( array_unique( array_column( $held, 'views' ) ) ) );
		$this->assertSame( gmdate( 'Y-m-d' ), get_option( Rollup::ROLLED_OPTION ) );
		$this->assertFalse( ( new OptionLock( Rollup::DAYS_LOCK_OPTION, 600 ) )->is_held(), 'the lock is given back' );
	}

	/**
	 * The roll-ups' lock, taken and given back by four processes at once a hundred times each:
	 * no process meets a database error. On MariaDB, a lock given back by deleting its row let
	 * the requests waiting on it deadlock with each other as they inserted it again.
	 */
	public function test_a_lock_many_requests_wait_for_meets_no_database_error(): void {
		$this->run_at_once( 'lock' );
		$this->assertFalse( ( new OptionLock( 'vista_stats_test_contended_lock', 60 ) )->is_held(), 'the lock is given back' );
		delete_option( 'vista_stats_test_contended_lock' );
	}

	/**
	 * Starts the processes, which load the site and then begin together, and asserts that none
	 * met a database error.
	 *
	 * @param string $what 'all' (Rollup::run), 'months' (MonthlyRollup::run) or 'lock' (the lock alone).
	 */
	private function run_at_once( string $what ): void {
		$start     = sprintf( '%.3f', microtime( true ) + 3.0 );
		$worker    = dirname( __DIR__ ) . '/workers/rollup.php';
		$processes = array();
		for ( $i = 0; $i < self::PROCESSES; $i++ ) {
			$pipes       = array();
			$processes[] = array(
				// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a request of its own, the command as an array (no shell).
				proc_open( array( PHP_BINARY, $worker, rtrim( ABSPATH, '/' ), $start, $what ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes ),
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
		// This process's option cache predates the others' writes.
		wp_cache_flush();
	}

	/**
	 * A day before today, Y-m-d.
	 *
	 * @param int $ago Days before today.
	 */
	private static function ago( int $ago ): string {
		return gmdate( 'Y-m-d', (int) strtotime( gmdate( 'Y-m-d' ) . " -{$ago} days" ) );
	}

	/**
	 * Rows as "period item views" lines, to compare.
	 *
	 * @param array<int, array<string, string>> $rows   Rows.
	 * @param string                            $period The period's column.
	 * @return list<string>
	 */
	private static function lines( array $rows, string $period ): array {
		return array_map( static fn ( array $row ): string => "{$row[ $period ]} {$row['item_id']} {$row['views']}", $rows );
	}
}
