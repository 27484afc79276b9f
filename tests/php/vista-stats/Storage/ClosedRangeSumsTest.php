<?php
/**
 * The cached sums of a long range's closed days (issue 36 goal 1): asking again for the same top
 * list does not sum the monthly and daily tables again, yet what changes shows at once: a hit of
 * today (also of an item the cache left out), a past day an import rewrites.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Import\ImportedDays;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\TodayRollup;
use Vista\Tests\VistaTestCase;

/**
 * ClosedRangeSums through StatsQuery::top().
 */
final class ClosedRangeSumsTest extends VistaTestCase {

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
	 * A day before today, Y-m-d.
	 *
	 * @param int $ago Days before today.
	 */
	private static function ago( int $ago ): string {
		return gmdate( 'Y-m-d', strtotime( gmdate( 'Y-m-d' ) . " -{$ago} days" ) );
	}

	/**
	 * 70 days of two pages, post:1 ahead of post:2 by a view a day, their months summed up.
	 */
	private static function fill(): void {
		for ( $ago = 70; $ago >= 1; $ago-- ) {
			Rollup::insert_rows(
				self::ago( $ago ),
				array(
					array( 'total', '', '', 5, 3 ),
					array( 'page', 'post:1', '/one/', 3, 2 ),
					array( 'page', 'post:2', '/two/', 2, 1 ),
				)
			);
		}
		MonthlyRollup::run( gmdate( 'Y-m-d' ) );
	}

	/**
	 * The page list of the last 71 days: item => views.
	 *
	 * @return array<string, int>
	 */
	private static function pages(): array {
		$top = StatsQuery::top( 'page', self::ago( 71 ), gmdate( 'Y-m-d' ) );
		return array_combine( array_column( $top, 'item' ), array_column( $top, 'views' ) );
	}

	/**
	 * Runs a callback and answers the SELECTs it made on the monthly table.
	 *
	 * @param callable $run What to record.
	 * @return list<string>
	 */
	private static function monthly_reads( callable $run ): array {
		$reads    = array();
		$recorder = static function ( string $query ) use ( &$reads ): string {
			if ( preg_match( '/^\s*SELECT\b.*vista_stats_months\b/is', $query ) ) {
				$reads[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $recorder );
		try {
			$run();
		} finally {
			remove_filter( 'query', $recorder );
		}
		return $reads;
	}

	public function test_asking_again_reads_the_closed_days_sums_from_the_cache(): void {
		self::fill();
		$first = null;
		$this->assertNotEmpty( self::monthly_reads( static function () use ( &$first ): void {
			$first = self::pages();
		} ) );
		$again = null;
		$this->assertSame( array(), self::monthly_reads( static function () use ( &$again ): void {
			$again = self::pages();
		} ), 'The second answer sums no month again.' );
		$this->assertSame( array( 'post:1' => 210, 'post:2' => 140 ), $first );
		$this->assertSame( $first, $again );
	}

	public function test_a_hit_of_today_shows_in_the_cached_range(): void {
		self::fill();
		self::pages();
		for ( $i = 0; $i < 80; $i++ ) {
			StatsQueryTest::hit( gmdate( 'Y-m-d' ), "visitor {$i}", '/two/', array( 'source_type' => 'post', 'source_id' => 2 ) );
		}
		StatsQuery::refresh();
		$this->assertSame( array( 'post:2' => 220, 'post:1' => 210 ), self::pages() );
	}

	public function test_a_past_day_an_import_rewrites_shows_at_once(): void {
		self::fill();
		self::pages();
		( new ImportedDays( 'wp-statistics' ) )->replace( self::ago( 40 ), array( array( 'total', '', '', 105, 3 ), array( 'page', 'post:2', '/two/', 102, 1 ), array( 'page', 'post:1', '/one/', 3, 2 ) ) );
		$this->assertSame( array( 'post:2' => 240, 'post:1' => 210 ), self::pages() );
	}

	public function test_an_item_the_cache_left_out_still_tops_the_list_with_todays_views(): void {
		self::fill();
		// A day before the others with more addresses than the cache keeps: the rare one, read once,
		// is left out of it.
		$rows = array( array( 'total', '', '', 4001, 1001 ), array( 'page', 'uri:/rare/', '/rare/', 1, 1 ) );
		for ( $i = 0; $i < 1000; $i++ ) {
			$rows[] = array( 'page', "uri:/p{$i}/", "/p{$i}/", 2 + $i % 5, 1 );
		}
		Rollup::insert_rows( self::ago( 71 ), $rows );
		self::pages();
		for ( $i = 0; $i < 300; $i++ ) {
			StatsQueryTest::hit( gmdate( 'Y-m-d' ), "visitor {$i}", '/rare/' );
		}
		StatsQuery::refresh();
		$top = StatsQuery::top( 'page', self::ago( 71 ), gmdate( 'Y-m-d' ) );
		$this->assertSame( array( 'uri:/rare/', 301, 301, '/rare/' ), array( $top[0]['item'], $top[0]['views'], $top[0]['visitors'], $top[0]['label'] ) );
	}

	public function test_the_nightly_run_sums_the_twelve_months_preset_ahead_of_the_dashboard(): void {
		self::fill();
		StatsQuery::warm();
		$from  = gmdate( 'Y-m-01', strtotime( gmdate( 'Y-m-01' ) . ' -11 months' ) );
		$reads = self::monthly_reads( static fn () => StatsQuery::top( 'referrer', $from, gmdate( 'Y-m-d' ) ) );
		$this->assertSame( array(), $reads, 'The preset\'s closed days were summed by the nightly run.' );
	}
}
