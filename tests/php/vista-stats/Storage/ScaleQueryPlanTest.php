<?php
/**
 * What keeps the dashboard fast at a year of a busy site (issue 36 goal 1), checked on the
 * database's own plans, not by timing: every query the dashboard and today's roll-up make finds
 * its rows by an index (SQLite's EXPLAIN QUERY PLAN, MariaDB's EXPLAIN), so none reads a whole
 * table however many rows it holds.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Dashboard\SummaryData;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Storage\TodayRollup;
use Vista\Tests\VistaTestCase;

/**
 * Query plans of the dashboard's queries.
 */
final class ScaleQueryPlanTest extends VistaTestCase {

	/** @var list<string> The SELECTs made on the plugin's tables while recording. */
	private array $queries = array();

	protected function setUp(): void {
		parent::setUp();
		StatsQueryTest::clear_tables();
		delete_option( TodayRollup::MARK_OPTION );
	}

	protected function tearDown(): void {
		StatsQueryTest::clear_tables();
		delete_option( TodayRollup::MARK_OPTION );
		parent::tearDown();
	}

	/**
	 * Enough rows that a planner would rather scan than search were there no index: 90 days of
	 * daily rows (pages, referrers, browsers), their months, and two days of hits.
	 */
	private static function fill(): void {
		global $wpdb;
		$today = gmdate( 'Y-m-d' );
		for ( $ago = 90; $ago >= 1; $ago-- ) {
			$day  = gmdate( 'Y-m-d', strtotime( "{$today} -{$ago} days" ) );
			$rows = array( array( 'total', '', '', 500, 200 ) );
			for ( $i = 0; $i < 30; $i++ ) {
				$rows[] = array( 'page', "post:{$i}", "/post-{$i}/", 40 - $i, 20 );
				$rows[] = array( 'referrer', "site{$i}.example", "site{$i}.example", 30 - $i, 10 );
				$rows[] = array( 'browser', "Browser {$i}", "Browser {$i}", 30 - $i, 10 );
			}
			Rollup::insert_rows( $day, $rows );
		}
		MonthlyRollup::run( $today );
		$values = array();
		foreach ( array( gmdate( 'Y-m-d', strtotime( "{$today} -1 day" ) ), $today ) as $day ) {
			for ( $i = 0; $i < 400; $i++ ) {
				array_push( $values, "{$day} 10:00:00", $day, hash( 'sha256', "visitor {$i}" ), 'post', 1 + $i % 30, '/post/', '', 'Firefox', 'Linux', 'desktop' );
			}
		}
		// SQL: own table; one group of placeholders per row, values prepared.
		$wpdb->query( $wpdb->prepare( 'INSERT INTO ' . Schema::table( 'hits' ) . ' (created_at, day, visitor_hash, source_type, source_id, uri, referrer_host, browser, os, device) VALUES ' . implode( ', ', array_fill( 0, 800, '(%s, %s, %s, %s, %d, %s, %s, %s, %s, %s)' ) ), $values ) );
		foreach ( array( 'hits', 'days', 'months', 'items' ) as $name ) {
			self::analyze( Schema::table( $name ) );
		}
	}

	/**
	 * Brings the planner's statistics up to date.
	 *
	 * @param string $table Table.
	 */
	private static function analyze( string $table ): void {
		global $wpdb;
		$pdo = self::sqlite();
		if ( null !== $pdo ) {
			// SQL: own table name.
			$pdo->exec( "ANALYZE `{$table}`" );
		} else {
			$wpdb->query( "ANALYZE TABLE `{$table}`" ); // SQL: own table name.
		}
	}

	/**
	 * The SQLite database's own connection, when the site runs on SQLite.
	 */
	private static function sqlite(): ?\PDO {
		$pdo = $GLOBALS['@pdo'] ?? null;
		return $pdo instanceof \PDO && 'sqlite' === $pdo->getAttribute( \PDO::ATTR_DRIVER_NAME ) ? $pdo : null;
	}

	/**
	 * Runs a callback and answers the SELECTs it made on the plugin's tables.
	 *
	 * @param callable $run What to record.
	 * @return list<string>
	 */
	private function record( callable $run ): array {
		$this->queries = array();
		$recorder      = function ( string $query ): string {
			if ( preg_match( '/^\s*SELECT\b.*vista_stats_(days|months|items|hits)\b/is', $query ) ) {
				$this->queries[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $recorder );
		try {
			$run();
		} finally {
			remove_filter( 'query', $recorder );
		}
		return $this->queries;
	}

	/**
	 * The plan's steps that read one of the plugin's tables without an index, if any.
	 *
	 * @param string $query A SELECT.
	 * @return list<string>
	 */
	private static function full_scans( string $query ): array {
		global $wpdb;
		$pdo   = self::sqlite();
		$scans = array();
		if ( null !== $pdo ) {
			// SQL: a query the plugin made, recorded above.
			foreach ( $pdo->query( 'EXPLAIN QUERY PLAN ' . $query )->fetchAll( \PDO::FETCH_ASSOC ) as $step ) {
				// "SEARCH t USING [COVERING] INDEX i (...)" finds its rows; "SCAN t" reads them all.
				if ( preg_match( '/^SCAN \S*vista_stats_/', (string) $step['detail'] ) ) {
					$scans[] = (string) $step['detail'];
				}
			}
			return $scans;
		}
		foreach ( (array) $wpdb->get_results( 'EXPLAIN ' . $query, ARRAY_A ) as $step ) { // SQL: a query the plugin made, recorded above.
			if ( str_contains( (string) $step['table'], 'vista_stats_' ) && ( 'ALL' === $step['type'] || 'index' === $step['type'] || null === $step['key'] ) ) {
				$scans[] = $step['table'] . ': ' . $step['type'];
			}
		}
		return $scans;
	}

	/**
	 * The indexes a query's plan uses on the hits table (names without the table's prefix).
	 *
	 * @param string $query A SELECT.
	 * @return list<string>
	 */
	private static function indexes( string $query ): array {
		global $wpdb;
		$pdo = self::sqlite();
		if ( null !== $pdo ) {
			// SQL: a query the plugin made, recorded above.
			$steps = $pdo->query( 'EXPLAIN QUERY PLAN ' . $query )->fetchAll( \PDO::FETCH_COLUMN, 3 );
			return array_values( array_filter( array_map( static fn ( string $step ): string => preg_match( '/INDEX \S*__(\w+)/', $step, $m ) ? $m[1] : '', $steps ) ) );
		}
		$steps = (array) $wpdb->get_results( 'EXPLAIN ' . $query, ARRAY_A ); // SQL: a query the plugin made, recorded above.
		return array_values( array_filter( array_map( 'strval', array_column( $steps, 'key' ) ) ) );
	}

	/**
	 * Asserts that every recorded query finds its rows by an index.
	 *
	 * @param list<string> $queries Recorded SELECTs.
	 */
	private function assert_indexed( array $queries ): void {
		$this->assertNotEmpty( $queries );
		foreach ( $queries as $query ) {
			$this->assertSame( array(), self::full_scans( $query ), 'Reads a whole table: ' . $query );
		}
	}

	public function test_the_top_lists_totals_and_series_of_each_range_use_indexes(): void {
		self::fill();
		$today = gmdate( 'Y-m-d' );
		foreach ( array( $today, gmdate( 'Y-m-d', strtotime( "{$today} -29 days" ) ), gmdate( 'Y-m-d', strtotime( "{$today} -89 days" ) ) ) as $from ) {
			$queries = $this->record(
				static function () use ( $from, $today ): void {
					StatsQuery::totals( $from, $today );
					StatsQuery::series( $from, $today, 'month' );
					StatsQuery::top( 'page', $from, $today );
					StatsQuery::top( 'referrer', $from, $today );
					SummaryData::totals( 'post:3', $from, $today );
				}
			);
			$this->assert_indexed( $queries );
		}
	}

	public function test_a_top_list_reads_the_items_of_its_ten_rows_only_by_their_ids(): void {
		self::fill();
		$today = gmdate( 'Y-m-d' );
		foreach ( array( gmdate( 'Y-m-d', strtotime( "{$today} -6 days" ) ), gmdate( 'Y-m-d', strtotime( "{$today} -89 days" ) ) ) as $from ) {
			$queries = $this->record( static fn () => StatsQuery::top( 'page', $from, $today ) );
			$names   = array_values( preg_grep( '/vista_stats_items/', $queries ) );
			$this->assertCount( 1, $names, 'One read of the items, after the sums.' );
			$this->assertMatchesRegularExpression( '/WHERE id IN \((\d+, ){9}\d+\)$/', $names[0], 'The ten items listed, by id.' );
			$this->assert_indexed( $queries );
			$this->assertSame( array(), preg_grep( '/vista_stats_(days|months)\b.*\bJOIN\b/is', $queries ), 'The sums join no text.' );
		}
	}

	public function test_a_range_of_whole_months_reads_the_monthly_table(): void {
		self::fill();
		$today   = gmdate( 'Y-m-d' );
		$from    = gmdate( 'Y-m-d', strtotime( "{$today} -89 days" ) );
		$queries = $this->record( static fn () => StatsQuery::top( 'page', $from, $today ) );
		$this->assertNotEmpty( preg_grep( '/vista_stats_months/', $queries ), 'Whole months come from the monthly table.' );
	}

	public function test_a_cached_range_reads_only_its_fingerprint_and_todays_rows_by_index(): void {
		self::fill();
		$today = gmdate( 'Y-m-d' );
		$from  = gmdate( 'Y-m-d', strtotime( "{$today} -89 days" ) );
		StatsQuery::top( 'page', $from, $today );
		$queries = $this->record( static fn () => StatsQuery::top( 'page', $from, $today ) );
		$this->assertSame( array(), preg_grep( '/vista_stats_months/', $queries ), 'The closed days come from the cache.' );
		$this->assertCount( 3, $queries, 'The fingerprint of the closed days, today\'s rows and the listed items.' );
		$this->assert_indexed( $queries );
	}

	public function test_todays_roll_up_reads_only_new_hits_and_their_visitors_by_index(): void {
		self::fill();
		Rollup::run();
		$today = gmdate( 'Y-m-d' );
		StatsQueryTest::hit( $today, 'visitor 3', '/post/', array( 'source_type' => 'post', 'source_id' => 4 ) );
		$queries = $this->record( static fn () => TodayRollup::run( $today ) );
		$lookups = preg_grep( '/visitor_hash IN/', $queries );
		$this->assertNotEmpty( $lookups, 'The new hit\'s visitor is looked up.' );
		$this->assert_indexed( $queries );
		// By the visitor, not by reading every hit of the day (day_source would find the day too).
		$this->assertSame( array( 'day_visitor' ), self::indexes( (string) reset( $lookups ) ) );
	}
}
