<?php
/**
 * Issue 33 item 3: a site that ran WP Statistics for a year switches to Vista Statistics and the
 * dashboard shows that year the same day: every day's views and visitors, the top pages,
 * referrers, browsers, systems and devices as the original counted them; a second run changes
 * nothing; a day Vista counted itself is kept; the original's tables are left as they were; and
 * the original's shortcode answers from the imported days.
 *
 * The fixture (tests/fixtures/originals/wp-statistics.php) is built and imported once for the
 * class: a year of traffic is some 85,000 visitor rows.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Import\ImportedDays;
use Vista\Stats\Import\WpStatisticsImporter;
use Vista\Stats\Import\WpStatisticsShortcode;
use Vista\Stats\Kit\ImportRunner;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Tests\Fixtures\WpStatisticsFixture;
use Vista\Tests\VistaTestCase;

require_once dirname( __DIR__, 3 ) . '/fixtures/originals/wp-statistics.php';

/**
 * WpStatisticsImporter, its reader and mapper, and [wpstatistics].
 */
final class WpStatisticsImporterTest extends VistaTestCase {

	/**
	 * What the fixture wrote.
	 *
	 * @var array<string, mixed>
	 */
	private static array $fixture = array();

	/**
	 * The original's tables' checksums before any import.
	 *
	 * @var array<string, string>
	 */
	private static array $checksums = array();

	/**
	 * The first run's final state.
	 *
	 * @var array<string, mixed>
	 */
	private static array $first = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::clear_vista();
		self::$fixture   = WpStatisticsFixture::build();
		self::$checksums = WpStatisticsFixture::checksums();
		self::$first     = self::runner()->run_all( 50 );
	}

	public static function tearDownAfterClass(): void {
		WpStatisticsFixture::drop();
		self::clear_vista();
		delete_option( self::runner()->option() );
		parent::tearDownAfterClass();
	}

	private static function runner(): ImportRunner {
		return new ImportRunner( new WpStatisticsImporter() );
	}

	/**
	 * Empties Vista Statistics' tables and forgets its last roll-up.
	 */
	private static function clear_vista(): void {
		global $wpdb;
		foreach ( Schema::TABLES as $name ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $name ) ); // SQL: own table name.
		}
		delete_option( Rollup::ROLLED_OPTION );
	}

	/**
	 * The fixture's first and last day.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function year(): array {
		$days = array_keys( self::$fixture['days'] );
		return array( $days[0], end( $days ) );
	}

	/**
	 * The daily table's totals, by day.
	 *
	 * @return array<string, array{0: int, 1: int}>
	 */
	private static function daily_totals(): array {
		global $wpdb;
		$rows   = $wpdb->get_results( $wpdb->prepare( 'SELECT day, views, visitors FROM ' . StatsQueryTest::day_rows() . ' WHERE metric = %s ORDER BY day', 'total' ), ARRAY_A ); // SQL: own table.
		$totals = array();
		foreach ( $rows as $row ) {
			$totals[ substr( $row['day'], 0, 10 ) ] = array( (int) $row['views'], (int) $row['visitors'] );
		}
		return $totals;
	}

	/**
	 * A top list of the year as [label => views].
	 *
	 * @param string $metric The metric.
	 * @param int    $limit  How many.
	 * @return array<string, int>
	 */
	private static function top( string $metric, int $limit ): array {
		[ $from, $to ] = self::year();
		$top           = array();
		foreach ( StatsQuery::top( $metric, $from, $to, $limit ) as $entry ) {
			$top[ $entry['label'] ] = $entry['views'];
		}
		return $top;
	}

	/**
	 * Text with its [wpstatistics] shortcodes run as WordPress runs them. (PHPUnit loads WordPress
	 * inside a method, so the global shortcode table is not the one do_shortcode() reads here; the
	 * browser test reads the page the site serves.)
	 *
	 * @param string $text Text.
	 */
	private static function shortcodes( string $text ): string {
		return (string) preg_replace_callback(
			'/' . get_shortcode_regex( array( 'wpstatistics' ) ) . '/',
			static fn ( array $m ): string => WpStatisticsShortcode::render( shortcode_parse_atts( $m[3] ) ),
			$text
		);
	}

	public function test_the_inventory_counts_the_days_before_today(): void {
		$this->assertSame(
			array(
				array(
					'stage' => 'days',
					'label' => 'Days of statistics',
					'count' => WpStatisticsFixture::DAYS,
				),
			),
			( new WpStatisticsImporter() )->inventory()
		);
		$this->assertSame( 'done', self::$first['status'] );
		$this->assertSame(
			array(
				'imported' => WpStatisticsFixture::DAYS,
				'updated'  => 0,
				'skipped'  => 0,
			),
			self::$first['counts']['days']
		);
	}

	public function test_every_day_has_the_views_and_visitors_the_original_counted(): void {
		$this->assertGreaterThanOrEqual( 200000, self::$fixture['views'] );
		$this->assertSame( self::$fixture['days'], self::daily_totals() );
		[ $from, $to ] = self::year();
		$this->assertSame(
			array(
				'views'    => self::$fixture['views'],
				'visitors' => self::$fixture['visitors'],
			),
			StatsQuery::totals( $from, $to )
		);
	}

	public function test_the_top_lists_match_the_original(): void {
		$this->assertSame( array_slice( self::$fixture['pages'], 0, 10, true ), self::top( 'page', 10 ) );
		$this->assertSame( self::$fixture['referrers'], self::top( 'referrer', 20 ), 'this site\'s own pages are no referrer' );
		$this->assertSame( self::$fixture['browsers'], self::top( 'browser', 20 ), 'named as Vista names them; unknown left out' );
		$this->assertSame( self::$fixture['systems'], self::top( 'os', 20 ) );
		$this->assertSame( self::$fixture['devices'], self::top( 'device', 20 ) );
		// A post's page is the post (its title on the dashboard), as Vista's tracker counts it.
		[ $from, $to ] = self::year();
		$first_post    = StatsQuery::top( 'page', $from, $to, 1 )[0];
		$this->assertSame( 'Getting started', $first_post['title'] );
	}

	public function test_the_original_tables_are_left_unchanged(): void {
		$this->assertSame( self::$checksums, WpStatisticsFixture::checksums() );
	}

	public function test_a_second_run_replaces_each_day_and_adds_nothing(): void {
		global $wpdb;
		$daily = Schema::table( 'days' );
		$rows  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$daily}" ); // SQL: own table.
		$state = self::runner()->run_all( 50 );
		$this->assertSame(
			array(
				'imported' => 0,
				'updated'  => WpStatisticsFixture::DAYS,
				'skipped'  => 0,
			),
			$state['counts']['days']
		);
		$this->assertSame( $rows, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$daily}" ) ); // SQL: own table.
		$this->assertSame( self::$fixture['days'], self::daily_totals() );
		$this->assertSame( self::$checksums, WpStatisticsFixture::checksums() );
	}

	public function test_a_day_vista_counted_itself_is_kept_and_reported_skipped(): void {
		global $wpdb;
		$days     = array_keys( self::$fixture['days'] );
		$own_day  = $days[ count( $days ) - 2 ];
		// Vista counted that day itself: its own rows, no import marker.
		Rollup::delete_day( $own_day );
		Rollup::insert_rows( $own_day, array( array( 'total', '', '', 7, 3 ) ) );
		$state = self::runner()->run_all( 50 );
		$this->assertSame(
			array(
				'imported' => 0,
				'updated'  => WpStatisticsFixture::DAYS - 1,
				'skipped'  => 1,
			),
			$state['counts']['days']
		);
		$this->assertSame( $own_day, $state['skips'][0]['original'] );
		$this->assertSame( array( 7, 3 ), self::daily_totals()[ $own_day ] );
		// Put the imported day back for the other tests.
		Rollup::delete_day( $own_day );
		self::runner()->run_all( 50 );
		$this->assertSame( self::$fixture['days'], self::daily_totals() );
	}

	public function test_a_run_killed_halfway_resumes_to_the_same_days(): void {
		global $wpdb;
		// A worker killed after writing half of a day's rows: the day is still known as imported.
		$days = array_keys( self::$fixture['days'] );
		Rollup::delete_day( $days[100], array( 'page', 'browser' ) );
		$runner = self::runner();
		$runner->start();
		$runner->advance( 0.0, 40 );
		$this->assertSame( 'running', $runner->state()['status'] );
		$state = $runner->advance( 600.0, 40 );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( WpStatisticsFixture::DAYS, $state['counts']['days']['updated'] );
		$this->assertSame( self::$fixture['days'], self::daily_totals() );
		$this->assertSame( array_slice( self::$fixture['pages'], 0, 10, true ), self::top( 'page', 10 ) );
	}

	public function test_the_shortcode_answers_from_the_imported_days(): void {
		$days      = self::$fixture['days'];
		$yesterday = array_key_last( $days );
		$first     = (int) array_values( self::$fixture['posts'] )[1];
		$this->assertSame( number_format( self::$fixture['views'] ), self::shortcodes( '[wpstatistics stat=visits time=total format=english]' ) );
		$this->assertSame( (string) self::$fixture['visitors'], self::shortcodes( '[wpstatistics stat=visitors time=total]' ) );
		$this->assertSame( (string) $days[ $yesterday ][0], self::shortcodes( '[wpstatistics stat=visits time=yesterday]' ) );
		$week = 0;
		foreach ( array_slice( $days, -6, 6, true ) as [ $views ] ) {
			$week += $views;
		}
		$this->assertSame( (string) $week, self::shortcodes( '[wpstatistics stat=visits time=week]' ), 'the last 7 days: six imported and today' );
		$this->assertSame( (string) self::$fixture['pages'][ wp_make_link_relative( (string) get_permalink( $first ) ) ], self::shortcodes( "[wpstatistics stat=pagevisits id={$first}]" ) );
		$this->assertSame( (string) count( self::$fixture['referrers'] ), self::shortcodes( '[wpstatistics stat=referrer time=total]' ) );
		$this->assertSame( (string) ( self::$fixture['referrers']['www.google.com'] + self::$fixture['referrers']['www.bing.com'] + self::$fixture['referrers']['duckduckgo.com'] ), self::shortcodes( '[wpstatistics stat=searches time=total]' ) );
		$this->assertSame( (string) self::$fixture['referrers']['www.bing.com'], self::shortcodes( '[wpstatistics stat=searches provider=bing time=total]' ) );
		$this->assertMatchesRegularExpression( '/^\d+(\.\d)?K$/', self::shortcodes( '[wpstatistics stat=visits format=abbreviated]' ) );
		// Nothing for what it cannot answer, and nothing a page's author could inject.
		$this->assertSame( '', self::shortcodes( '[wpstatistics stat=nonsense]' ) );
		$this->assertSame( '', self::shortcodes( '[wpstatistics]' ) );
		$this->assertSame( '', self::shortcodes( '[wpstatistics stat=visits time="<script>alert(1)</script>"]' ) );
		$this->assertSame( '', self::shortcodes( '[wpstatistics stat=pagevisits id="1 OR 1=1"]' ) );
		// A post nobody may read keeps its numbers to itself.
		wp_update_post( array( 'ID' => $first, 'post_status' => 'private' ) );
		try {
			$this->assertSame( '0', self::shortcodes( "[wpstatistics stat=pagevisits time=total id={$first}]" ) );
		} finally {
			wp_update_post( array( 'ID' => $first, 'post_status' => 'publish' ) );
		}
	}

	public function test_the_shortcode_page_shows_the_numbers(): void {
		$page = (int) self::$fixture['shortcode_page'];
		$html = self::shortcodes( (string) get_post_field( 'post_content', $page ) );
		$this->assertStringContainsString( '<span class="wps-visits">' . number_format( self::$fixture['views'] ) . '</span>', $html );
		$this->assertStringContainsString( '<span class="wps-visitors">' . number_format( self::$fixture['visitors'] ) . '</span>', $html );
	}

	public function test_without_the_original_tables_nothing_is_found(): void {
		WpStatisticsFixture::drop();
		$this->assertSame( array(), ( new WpStatisticsImporter() )->inventory() );
		$state = self::runner()->run_all( 50 );
		$this->assertSame( 'done', $state['status'] );
		$this->assertSame( array(), $state['counts'] );
		$this->assertSame( array(), ( new ImportedDays( 'wp-statistics' ) )->owners( array() ) );
	}
}
