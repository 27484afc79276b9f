<?php
/**
 * Today's incremental roll-up and the retention of raw rows (issue 36 goal 1): adding the new hits
 * to today's rows gives the numbers a full count of the day gives (a returning visitor is not a
 * new visitor of a page, a referrer or the day), and the purge deletes raw rows past the retention
 * setting only once their day's totals are in the daily table, whose long ranges the monthly table
 * then keeps.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Storage\TodayRollup;
use Vista\Tests\VistaTestCase;

/**
 * TodayRollup and Rollup::purge.
 */
final class TodayRollupTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		StatsQueryTest::clear_tables();
		delete_option( TodayRollup::MARK_OPTION );
		delete_option( Settings::OPTION );
	}

	protected function tearDown(): void {
		StatsQueryTest::clear_tables();
		delete_option( TodayRollup::MARK_OPTION );
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * Today's daily rows, by metric and item.
	 *
	 * @return array<string, array{0: int, 1: int}>
	 */
	private static function today_rows(): array {
		global $wpdb;
		// SQL: own table, values prepared.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT metric, item, views, visitors FROM ' . StatsQueryTest::day_rows() . ' WHERE day = %s', gmdate( 'Y-m-d' ) ), ARRAY_A );
		$out  = array();
		foreach ( (array) $rows as $row ) {
			$out[ $row['metric'] . ' ' . $row['item'] ] = array( (int) $row['views'], (int) $row['visitors'] );
		}
		ksort( $out );
		return $out;
	}

	/**
	 * A hit of today on a post.
	 *
	 * @param string $visitor  Visitor.
	 * @param int    $post     Post id.
	 * @param string $referrer Referring host.
	 * @param string $browser  Browser.
	 */
	private static function hit( string $visitor, int $post, string $referrer = '', string $browser = 'Firefox' ): void {
		StatsQueryTest::hit(
			gmdate( 'Y-m-d' ),
			$visitor,
			"/post-{$post}/",
			array(
				'source_type'   => 'post',
				'source_id'     => $post,
				'referrer_host' => $referrer,
				'browser'       => $browser,
			)
		);
	}

	public function test_new_hits_added_to_today_give_the_numbers_of_a_full_count(): void {
		self::hit( 'ann', 1, 'www.google.com' );
		self::hit( 'ann', 2, 'www.google.com' );
		self::hit( 'bob', 1, '', 'Safari' );
		Rollup::run();
		$this->assertSame( array( 3, 2 ), self::today_rows()['total '] );

		// Ann comes back to a page she saw and reads a new one; Bob returns; Cy is new.
		self::hit( 'ann', 1, 'www.google.com' );
		self::hit( 'ann', 3, 'www.google.com' );
		self::hit( 'bob', 1, 'duckduckgo.com', 'Safari' );
		self::hit( 'cy', 1, 'duckduckgo.com', 'Edge' );
		Rollup::run();
		$added = self::today_rows();

		Rollup::day( gmdate( 'Y-m-d' ) );
		$this->assertSame( self::today_rows(), $added, 'The increments equal a count of the whole day.' );
		$this->assertSame( array( 7, 3 ), $added['total '] );
		$this->assertSame( array( 5, 3 ), $added['page post:1'], 'Three people read post 1, five times.' );
		$this->assertSame( array( 4, 1 ), $added['referrer www.google.com'] );
		$this->assertSame( array( 2, 2 ), $added['referrer duckduckgo.com'] );
		$top = StatsQuery::top( 'page', gmdate( 'Y-m-d' ), gmdate( 'Y-m-d' ) );
		$this->assertSame( array( '/post-1/', 5, 3 ), array( $top[0]['label'], $top[0]['views'], $top[0]['visitors'] ) );
	}

	public function test_a_run_that_finds_another_run_at_work_waits_and_counts_the_newest_hits(): void {
		self::hit( 'ann', 1 );
		self::hit( 'bob', 2 );
		// Another request holds the lock for one more second (its expiry is in whole seconds).
		delete_option( TodayRollup::LOCK_OPTION );
		add_option( TodayRollup::LOCK_OPTION, ( time() + 1 ) . '|another-request', '', false );
		try {
			TodayRollup::run( gmdate( 'Y-m-d' ) );
		} finally {
			delete_option( TodayRollup::LOCK_OPTION );
		}
		$this->assertSame( array( 2, 2 ), self::today_rows()['total '] ?? null, 'Today shows both hits once the other run is done, not the rows from before it.' );
	}

	public function test_the_purge_deletes_only_raw_rows_past_retention_whose_day_is_rolled_up(): void {
		global $wpdb;
		Settings::save( array( 'retentionDays' => 30 ) );
		$old    = gmdate( 'Y-m-d', strtotime( '-40 days' ) );
		$recent = gmdate( 'Y-m-d', strtotime( '-5 days' ) );
		StatsQueryTest::hit( $old, 'ann', '/old/' );
		StatsQueryTest::hit( $old, 'bob', '/old/' );
		StatsQueryTest::hit( $recent, 'ann', '/recent/' );
		$hits = Schema::table( 'hits' );

		// Not rolled up yet past the old day: its raw rows stay, whatever their age.
		update_option( Rollup::ROLLED_OPTION, gmdate( 'Y-m-d', strtotime( '-45 days' ) ), false );
		Rollup::purge( 30 );
		$this->assertSame( 3, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$hits}" ) ); // SQL: own table name.

		Rollup::run();
		$this->assertSame( 1, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$hits}" ), 'Only the recent raw row is left.' ); // SQL: own table name.
		$this->assertSame( $recent, substr( (string) $wpdb->get_var( "SELECT day FROM {$hits}" ), 0, 10 ) ); // SQL: own table name.
		$this->assertSame( array( 'views' => 2, 'visitors' => 2 ), StatsQuery::totals( $old, $old ), 'The old day keeps its totals.' );
		$top = StatsQuery::top( 'page', gmdate( 'Y-m-d', strtotime( '-364 days' ) ), gmdate( 'Y-m-d' ) );
		$this->assertSame( array( '/old/', '/recent/' ), array_column( $top, 'label' ), 'A year\'s top list still shows the old day\'s page.' );
	}
}
