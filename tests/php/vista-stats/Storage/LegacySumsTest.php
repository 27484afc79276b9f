<?php
/**
 * Schema 7's move of the sums into item ids (issue 36 goal 1): a site upgraded from version 6, with
 * its daily and monthly rows in the old layout (item and label as text in every row), shows every
 * dashboard figure as a site that wrote the same days in the new layout: totals, series, each top
 * list over today, a week, 30 days and a quarter, a page's summary, which days an import owns.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Dashboard\SummaryData;
use Vista\Stats\Import\ImportedDays;
use Vista\Stats\Storage\ClosedRangeSums;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * Schema::migrate from version 6.
 */
final class LegacySumsTest extends VistaTestCase {

	private const DAYS = 100;

	protected function setUp(): void {
		parent::setUp();
		StatsQueryTest::clear_tables();
		update_option( Rollup::ROLLED_OPTION, gmdate( 'Y-m-d' ), false );
	}

	protected function tearDown(): void {
		self::drop_legacy();
		update_option( Schema::VERSION_OPTION, Schema::VERSION );
		StatsQueryTest::clear_tables();
		parent::tearDown();
	}

	/**
	 * Drops the version 6 tables, if there.
	 */
	private static function drop_legacy(): void {
		global $wpdb;
		foreach ( Schema::LEGACY_TABLES as $name ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::table( $name ) ); // SQL: own table name.
		}
	}

	/**
	 * Whether a table is in the database.
	 *
	 * @param string $table Full name.
	 */
	private static function exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * A hundred days of rows as the roll-up writes them: totals, pages, referrers, browsers, events,
	 * links, one day imported. Views vary by day and item, with ties within the top lists.
	 *
	 * @return array<string, list<array{0: string, 1: string, 2: string, 3: int, 4: int}>> Day => rows.
	 */
	private static function days(): array {
		$today = gmdate( 'Y-m-d' );
		$days  = array();
		for ( $ago = self::DAYS; $ago >= 0; $ago-- ) {
			$day  = gmdate( 'Y-m-d', (int) strtotime( "{$today} -{$ago} days" ) );
			$rows = array( array( 'total', '', '', 900 + $ago, 300 + $ago % 7 ) );
			for ( $i = 0; $i < 25; $i++ ) {
				$rows[] = array( 'page', "post:{$i}", "/post-{$i}/", 1 + ( $i * 7 + $ago ) % 13, 1 + $i % 3 );
				$rows[] = array( 'referrer', "site{$i}.example", "site{$i}.example", 1 + ( $i + $ago ) % 5, 1 );
			}
			$rows[] = array( 'browser', 'Firefox', 'Firefox', 40, 20 );
			$rows[] = array( 'browser', 'Chrome', 'Chrome', 30 + $ago % 20, 15 );
			$rows[] = array( 'event', 'signup', 'signup', 2 + $ago % 3, 2 );
			$rows[] = array( 'link', 'https://example.org/docs', 'https://example.org/docs', 3, 1 );
			if ( 40 === $ago ) {
				$rows[] = array( ImportedDays::MARKER, 'wp-statistics', '', 0, 0 );
			}
			$days[ $day ] = $rows;
		}
		return $days;
	}

	/**
	 * Every figure the dashboard, the summary block and the importer show for these days.
	 *
	 * @return array<string, mixed>
	 */
	private static function figures(): array {
		ClosedRangeSums::forget();
		$today   = gmdate( 'Y-m-d' );
		$figures = array();
		foreach ( array( 0, 6, 29, 89, self::DAYS ) as $back ) {
			$from = gmdate( 'Y-m-d', (int) strtotime( "{$today} -{$back} days" ) );
			$figures[ $back ]['totals'] = StatsQuery::totals( $from, $today );
			$figures[ $back ]['series'] = StatsQuery::series( $from, $today, 'week' );
			$figures[ $back ]['page']   = SummaryData::totals( 'post:3', $from, $today );
			foreach ( StatsQuery::METRICS as $metric ) {
				$figures[ $back ][ $metric ] = StatsQuery::top( $metric, $from, $today, 10 );
			}
		}
		$figures['owners'] = ( new ImportedDays( 'wp-statistics' ) )->owners( array_keys( self::days() ) );
		return $figures;
	}

	/**
	 * Writes the days in version 6's daily and monthly tables, as its roll-ups did.
	 *
	 * @param array<string, list<array{0: string, 1: string, 2: string, 3: int, 4: int}>> $days Day => rows.
	 */
	private static function write_legacy( array $days ): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$daily   = Schema::table( 'daily' );
		$monthly = Schema::table( 'monthly' );
		$charset = $wpdb->get_charset_collate();
		$columns = "metric varchar(16) NOT NULL,
			item varchar(191) NOT NULL DEFAULT '',
			label varchar(255) NOT NULL DEFAULT '',
			views bigint(20) unsigned NOT NULL DEFAULT 0,
			visitors bigint(20) unsigned NOT NULL DEFAULT 0,";
		dbDelta(
			array(
				"CREATE TABLE {$daily} (
					day date NOT NULL,
					{$columns}
					PRIMARY KEY  (day,metric,item),
					KEY metric_day_item (metric,day,item,views,visitors)
				) {$charset};",
				"CREATE TABLE {$monthly} (
					month date NOT NULL,
					{$columns}
					PRIMARY KEY  (month,metric,item),
					KEY metric_month_item (metric,month,item,views,visitors)
				) {$charset};",
			)
		);
		foreach ( $days as $day => $rows ) {
			$values = array();
			foreach ( $rows as $row ) {
				array_push( $values, $day, ...$row );
			}
			// SQL: own table; one group of placeholders per row, values prepared.
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$daily} (day, metric, item, label, views, visitors) VALUES " . implode( ', ', array_fill( 0, count( $rows ), '(%s, %s, %s, %s, %d, %d)' ) ), $values ) );
		}
		$today = gmdate( 'Y-m-d' );
		foreach ( array_unique( array_map( static fn ( string $day ): string => substr( $day, 0, 7 ) . '-01', array_keys( $days ) ) ) as $month ) {
			$last = min( gmdate( 'Y-m-t', (int) strtotime( $month ) ), gmdate( 'Y-m-d', (int) strtotime( $today . ' -1 day' ) ) );
			// SQL: own tables, values prepared; version 6's MonthlyRollup::month().
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$monthly} (month, metric, item, label, views, visitors) SELECT %s, metric, item, MAX(label), SUM(views), SUM(visitors) FROM {$daily} WHERE day >= %s AND day <= %s GROUP BY metric, item", $month, $month, $last ) );
		}
	}

	public function test_an_upgrade_from_version_6_moves_every_number_and_shows_the_same_figures(): void {
		$days = self::days();
		foreach ( $days as $day => $rows ) {
			Rollup::insert_rows( $day, $rows );
		}
		MonthlyRollup::run( gmdate( 'Y-m-d' ) );
		$written = self::figures();
		$imported = gmdate( 'Y-m-d', (int) strtotime( gmdate( 'Y-m-d' ) . ' -40 days' ) );
		$this->assertSame( 101 * 900 + 5050, $written[ self::DAYS ]['totals']['views'], 'Every day\'s views.' );
		$this->assertSame( 'import', $written['owners'][ $imported ] );
		$this->assertCount( 10, $written[29]['page'] );

		StatsQueryTest::clear_tables();
		update_option( Rollup::ROLLED_OPTION, gmdate( 'Y-m-d' ), false );
		self::write_legacy( $days );
		update_option( Schema::VERSION_OPTION, 6 );
		Schema::migrate();

		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertFalse( self::exists( Schema::table( 'daily' ) ), 'The old daily table is gone.' );
		$this->assertFalse( self::exists( Schema::table( 'monthly' ) ), 'The old monthly table is gone.' );
		$this->assertSame( $written, self::figures() );
	}

	public function test_running_the_move_again_finds_nothing_to_do(): void {
		global $wpdb;
		$days = array_slice( self::days(), -10, null, true );
		self::write_legacy( $days );
		update_option( Schema::VERSION_OPTION, 6 );
		Schema::migrate();
		$rows = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'days' ) ); // SQL: own table name.
		\Vista\Stats\Storage\LegacySums::migrate();
		$this->assertSame( array_sum( array_map( 'count', $days ) ), $rows );
		$this->assertSame( $rows, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( 'days' ) ) ); // SQL: own table name.
	}
}
