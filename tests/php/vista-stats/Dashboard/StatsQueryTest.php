<?php
/**
 * The dashboard's queries over the rolled-up daily table: exact totals, series by day, week and
 * month, top lists in order, and who is online now.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Storage\ClosedRangeSums;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Dashboard\StatsQuery;
use Vista\Tests\VistaTestCase;

/**
 * StatsQuery, from raw rows through Rollup.
 */
final class StatsQueryTest extends VistaTestCase {

	private mixed $start_of_week = false;

	/** @var int[] */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		self::clear_tables();
		$this->start_of_week = get_option( 'start_of_week' );
		update_option( 'start_of_week', 1 );
	}

	protected function tearDown(): void {
		self::clear_tables();
		update_option( 'start_of_week', $this->start_of_week );
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		parent::tearDown();
	}

	/**
	 * Empties the plugin's tables and forgets the last roll-up, so the next one starts from the
	 * oldest raw row.
	 */
	public static function clear_tables(): void {
		global $wpdb;
		foreach ( Schema::TABLES as $name ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $name ) ); // SQL: own table name.
		}
		delete_option( Rollup::ROLLED_OPTION );
		ClosedRangeSums::forget();
	}

	/**
	 * The days' sums as rows of day, metric, item, label, views and visitors (the layout of the
	 * daily table before schema 7), for a test's FROM clause.
	 */
	public static function day_rows(): string {
		return '(SELECT d.day AS day, i.metric AS metric, i.item AS item, i.label AS label, d.views AS views, d.visitors AS visitors FROM ' . Schema::table( 'days' ) . ' d INNER JOIN ' . Schema::table( 'items' ) . ' i ON i.id = d.item_id) day_rows';
	}

	/**
	 * A raw page hit.
	 *
	 * @param string               $day     Y-m-d.
	 * @param string               $visitor Visitor id (hashed here).
	 * @param string               $uri     Address.
	 * @param array<string, mixed> $more    Other columns.
	 */
	public static function hit( string $day, string $visitor, string $uri, array $more = array() ): void {
		global $wpdb;
		$wpdb->insert(
			Schema::table( 'hits' ),
			$more + array(
				'created_at'    => $day . ' 12:00:00',
				'day'           => $day,
				'visitor_hash'  => hash( 'sha256', $visitor ),
				'source_type'   => '',
				'source_id'     => 0,
				'uri'           => $uri,
				'referrer_host' => '',
				'browser'       => 'Firefox',
				'os'            => 'Linux',
				'device'        => 'desktop',
			)
		);
	}

	/**
	 * A raw event (custom, link or download).
	 *
	 * @param string               $day     Y-m-d.
	 * @param string               $visitor Visitor id.
	 * @param string               $kind    event, link or download.
	 * @param array<string, mixed> $more    Other columns.
	 */
	public static function event( string $day, string $visitor, string $kind, array $more = array() ): void {
		global $wpdb;
		$wpdb->insert(
			Schema::table( 'events' ),
			$more + array(
				'created_at'   => $day . ' 12:00:00',
				'day'          => $day,
				'visitor_hash' => hash( 'sha256', $visitor ),
				'kind'         => $kind,
				'name'         => $kind,
				'target_url'   => '',
				'file_name'    => '',
				'file_ext'     => '',
				'data'         => '{}',
			)
		);
	}

	/**
	 * A visitor last seen some seconds ago.
	 *
	 * @param string $visitor Visitor id.
	 * @param int    $ago     Seconds ago.
	 * @param string $uri     Page.
	 */
	public static function online( string $visitor, int $ago, string $uri ): void {
		global $wpdb;
		$wpdb->insert(
			Schema::table( 'online' ),
			array(
				'visitor_hash' => hash( 'sha256', $visitor ),
				'last_seen'    => gmdate( 'Y-m-d H:i:s', time() - $ago ),
				'uri'          => $uri,
			)
		);
	}

	/**
	 * A day relative to today (UTC).
	 *
	 * @param int $offset Days from today.
	 */
	public static function day( int $offset ): string {
		return gmdate( 'Y-m-d', time() + $offset * DAY_IN_SECONDS );
	}

	/**
	 * Rolls up fixed days of the past directly, marking today as rolled so the queries' own
	 * roll-up does not walk every day since.
	 *
	 * @param string ...$days Days, Y-m-d.
	 */
	private static function roll_up( string ...$days ): void {
		foreach ( $days as $day ) {
			Rollup::day( $day );
		}
		update_option( Rollup::ROLLED_OPTION, gmdate( 'Y-m-d' ), false );
	}

	public function test_totals_and_daily_series_count_views_and_each_days_visitors(): void {
		self::hit( self::day( -2 ), 'ann', '/a' );
		self::hit( self::day( -2 ), 'ann', '/b' );
		self::hit( self::day( -2 ), 'bob', '/a' );
		self::hit( self::day( 0 ), 'ann', '/a' );
		self::hit( self::day( 0 ), 'cid', '/c' );
		self::hit( self::day( -9 ), 'out', '/a', array( 'day' => self::day( -9 ) ) );
		StatsQuery::refresh();

		$this->assertSame(
			array(
				'views'    => 5,
				'visitors' => 4,
			),
			StatsQuery::totals( self::day( -2 ), self::day( 0 ) ),
			'a visitor counts once a day: ann on two days is two'
		);
		$this->assertSame(
			array(
				array( 'start' => self::day( -2 ), 'end' => self::day( -2 ), 'views' => 3, 'visitors' => 2 ),
				array( 'start' => self::day( -1 ), 'end' => self::day( -1 ), 'views' => 0, 'visitors' => 0 ),
				array( 'start' => self::day( 0 ), 'end' => self::day( 0 ), 'views' => 2, 'visitors' => 2 ),
			),
			StatsQuery::series( self::day( -2 ), self::day( 0 ), 'day' )
		);
		$this->assertSame( array( 'views' => 0, 'visitors' => 0 ), StatsQuery::totals( '2001-01-01', '2001-12-31' ) );
	}

	public function test_todays_new_hits_show_after_the_next_refresh(): void {
		self::hit( self::day( 0 ), 'ann', '/a' );
		StatsQuery::refresh();
		$this->assertSame( 1, StatsQuery::totals( self::day( 0 ), self::day( 0 ) )['views'] );
		self::hit( self::day( 0 ), 'bob', '/a' );
		StatsQuery::refresh();
		$this->assertSame( 2, StatsQuery::totals( self::day( 0 ), self::day( 0 ) )['views'] );
	}

	public function test_weeks_start_on_the_sites_first_day_and_are_cut_to_the_range(): void {
		// 2024-01-03 is a Wednesday, 2024-01-07 a Sunday, 2024-01-08 a Monday.
		self::hit( '2024-01-03', 'ann', '/a' );
		self::hit( '2024-01-07', 'ann', '/a' );
		self::hit( '2024-01-07', 'bob', '/a' );
		self::hit( '2024-01-08', 'ann', '/a' );
		self::hit( '2024-01-16', 'ann', '/a' );
		self::roll_up( '2024-01-03', '2024-01-07', '2024-01-08', '2024-01-16' );

		$this->assertSame(
			array(
				array( 'start' => '2024-01-03', 'end' => '2024-01-07', 'views' => 3, 'visitors' => 3 ),
				array( 'start' => '2024-01-08', 'end' => '2024-01-14', 'views' => 1, 'visitors' => 1 ),
				array( 'start' => '2024-01-15', 'end' => '2024-01-16', 'views' => 1, 'visitors' => 1 ),
			),
			StatsQuery::series( '2024-01-03', '2024-01-16', 'week' ),
			'weeks from Monday'
		);

		update_option( 'start_of_week', 0 );
		$this->assertSame(
			array(
				array( 'start' => '2024-01-03', 'end' => '2024-01-06', 'views' => 1, 'visitors' => 1 ),
				array( 'start' => '2024-01-07', 'end' => '2024-01-13', 'views' => 3, 'visitors' => 3 ),
				array( 'start' => '2024-01-14', 'end' => '2024-01-16', 'views' => 1, 'visitors' => 1 ),
			),
			StatsQuery::series( '2024-01-03', '2024-01-16', 'week' ),
			'weeks from Sunday'
		);
	}

	public function test_months_are_calendar_months_cut_to_the_range(): void {
		self::hit( '2024-01-31', 'ann', '/a' );
		self::hit( '2024-02-01', 'ann', '/a' );
		self::hit( '2024-02-29', 'ann', '/a' );
		self::hit( '2024-02-29', 'bob', '/b' );
		self::hit( '2024-03-02', 'ann', '/a' );
		self::hit( '2024-03-03', 'ann', '/a' );
		self::roll_up( '2024-01-31', '2024-02-01', '2024-02-29', '2024-03-02', '2024-03-03' );

		$this->assertSame(
			array(
				array( 'start' => '2024-01-30', 'end' => '2024-01-31', 'views' => 1, 'visitors' => 1 ),
				array( 'start' => '2024-02-01', 'end' => '2024-02-29', 'views' => 3, 'visitors' => 3 ),
				array( 'start' => '2024-03-01', 'end' => '2024-03-02', 'views' => 1, 'visitors' => 1 ),
			),
			StatsQuery::series( '2024-01-30', '2024-03-02', 'month' ),
			'the day after the range is left out'
		);
		$this->assertCount( 1, StatsQuery::series( '2024-02-10', '2024-02-10', 'month' ) );
	}

	public function test_top_pages_sum_the_range_most_viewed_first_ties_by_name(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Stats <b>test</b> page',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		$this->assertIsInt( $post );
		$this->posts[] = $post;
		$page          = array(
			'source_type' => 'post',
			'source_id'   => $post,
		);
		self::hit( self::day( -3 ), 'ann', '/stats-test-page/', $page );
		self::hit( self::day( -1 ), 'ann', '/stats-test-page/', $page );
		self::hit( self::day( -1 ), 'bob', '/stats-test-page/', $page );
		self::hit( self::day( -1 ), 'ann', '/zeta/' );
		self::hit( self::day( -1 ), 'bob', '/zeta/' );
		self::hit( self::day( 0 ), 'ann', '/alpha/' );
		self::hit( self::day( 0 ), 'bob', '/alpha/' );
		self::hit( self::day( 0 ), 'cid', '/once/' );
		self::hit( self::day( -8 ), 'old', '/old/' );
		StatsQuery::refresh();

		$top = StatsQuery::top( 'page', self::day( -3 ), self::day( 0 ), 10 );
		$this->assertSame(
			array( 'post:' . $post, 'uri:/alpha/', 'uri:/zeta/', 'uri:/once/' ),
			array_column( $top, 'item' ),
			'most views first; equal views by name; a day outside the range left out'
		);
		$this->assertSame( array( 3, 2, 2, 1 ), array_column( $top, 'views' ) );
		$this->assertSame( array( 3, 2, 2, 1 ), array_column( $top, 'visitors' ), 'ann counts on each of her two days' );
		$this->assertSame( 'Stats test page', $top[0]['title'] );
		$this->assertSame( '/stats-test-page/', $top[0]['label'] );
		$this->assertSame( home_url( '/stats-test-page/' ), $top[0]['url'] );
		$this->assertNull( $top[1]['title'] );
		$this->assertSame( home_url( '/alpha/' ), $top[1]['url'] );

		$this->assertSame( array( 'post:' . $post, 'uri:/alpha/' ), array_column( StatsQuery::top( 'page', self::day( -3 ), self::day( 0 ), 2 ), 'item' ), 'the limit' );
		$this->assertCount( 4, StatsQuery::top( 'page', self::day( -3 ), self::day( 0 ), 1000 ), 'a limit over 100 is cut' );
	}

	public function test_terms_front_pages_and_authors_have_titles_too(): void {
		$term = wp_insert_term( 'Stats &amp; test topic ' . wp_generate_password( 4, false ), 'category' );
		$this->assertIsArray( $term );
		$post = wp_insert_post(
			array(
				'post_title'  => 'Front &amp; centre',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$this->assertIsInt( $post );
		$this->posts[] = $post;
		try {
			self::hit( self::day( 0 ), 'ann', '/topic/', array( 'source_type' => 'term', 'source_id' => $term['term_id'] ) );
			self::hit( self::day( 0 ), 'ann', '/', array( 'source_type' => 'home', 'source_id' => $post ) );
			self::hit( self::day( 0 ), 'bob', '/', array( 'source_type' => 'home', 'source_id' => $post ) );
			self::hit( self::day( 0 ), 'ann', '/author/admin/', array( 'source_type' => 'author', 'source_id' => 1 ) );
			self::hit( self::day( 0 ), 'ann', '/gone/', array( 'source_type' => 'post', 'source_id' => 999999999 ) );
			StatsQuery::refresh();
			$titles = array_column( StatsQuery::top( 'page', self::day( 0 ), self::day( 0 ) ), 'title', 'label' );
			$this->assertSame( 'Front & centre', $titles['/'], 'entities decoded: React and esc_html() encode on output' );
			$this->assertStringStartsWith( 'Stats & test topic ', (string) $titles['/topic/'] );
			$this->assertSame( get_userdata( 1 )->display_name, $titles['/author/admin/'] );
			$this->assertNull( $titles['/gone/'], 'a deleted post has no title' );
		} finally {
			wp_delete_term( $term['term_id'], 'category' );
		}
	}

	public function test_referrers_browsers_systems_and_devices(): void {
		self::hit( self::day( -1 ), 'ann', '/', array( 'referrer_host' => 'duckduckgo.com', 'browser' => 'Firefox', 'os' => 'Linux', 'device' => 'desktop' ) );
		self::hit( self::day( -1 ), 'bob', '/', array( 'referrer_host' => 'example.org', 'browser' => 'Chrome', 'os' => 'Android', 'device' => 'mobile' ) );
		self::hit( self::day( 0 ), 'bob', '/', array( 'referrer_host' => 'example.org', 'browser' => 'Chrome', 'os' => 'Android', 'device' => 'mobile' ) );
		self::hit( self::day( 0 ), 'cid', '/', array( 'referrer_host' => '', 'browser' => 'Chrome', 'os' => 'Windows', 'device' => 'desktop' ) );
		StatsQuery::refresh();
		[ $from, $to ] = array( self::day( -6 ), self::day( 0 ) );

		$rows = static fn ( string $metric ): array => array_map(
			static fn ( array $item ): array => array( $item['label'], $item['views'], $item['visitors'] ),
			StatsQuery::top( $metric, $from, $to )
		);
		$this->assertSame( array( array( 'example.org', 2, 2 ), array( 'duckduckgo.com', 1, 1 ) ), $rows( 'referrer' ), 'no referrer is not a referrer' );
		$this->assertSame( array( array( 'Chrome', 3, 3 ), array( 'Firefox', 1, 1 ) ), $rows( 'browser' ) );
		$this->assertSame( array( array( 'Android', 2, 2 ), array( 'Linux', 1, 1 ), array( 'Windows', 1, 1 ) ), $rows( 'os' ) );
		$this->assertSame( array( array( 'desktop', 2, 2 ), array( 'mobile', 2, 2 ) ), $rows( 'device' ) );
		$this->assertNull( StatsQuery::top( 'referrer', $from, $to )[0]['url'] );
	}

	public function test_events_link_clicks_and_downloads_count_times(): void {
		$day = self::day( -1 );
		self::event( $day, 'ann', 'event', array( 'name' => 'signup' ) );
		self::event( $day, 'ann', 'event', array( 'name' => 'signup' ) );
		self::event( $day, 'bob', 'event', array( 'name' => 'play' ) );
		self::event( $day, 'ann', 'link', array( 'target_url' => 'https://example.org/docs' ) );
		self::event( $day, 'ann', 'link', array( 'target_url' => 'javascript:alert(1)' ) );
		self::event( $day, 'bob', 'link', array( 'target_url' => 'javascript:alert(1)' ) );
		self::event( $day, 'ann', 'download', array( 'target_url' => 'https://example.org/files/guide.pdf', 'file_name' => 'guide.pdf', 'file_ext' => 'pdf' ) );
		self::hit( $day, 'ann', '/' );
		StatsQuery::refresh();
		[ $from, $to ] = array( self::day( -6 ), self::day( 0 ) );

		$events = StatsQuery::top( 'event', $from, $to );
		$this->assertSame( array( 'signup', 'play' ), array_column( $events, 'label' ) );
		$this->assertSame( array( 2, 1 ), array_column( $events, 'views' ), 'views are times' );
		$this->assertSame( array( 1, 1 ), array_column( $events, 'visitors' ) );

		$links = StatsQuery::top( 'link', $from, $to );
		$this->assertSame( array( 'javascript:alert(1)', 'https://example.org/docs' ), array_column( $links, 'label' ) );
		$this->assertSame( array( null, 'https://example.org/docs' ), array_column( $links, 'url' ), 'only http(s) addresses lead anywhere' );

		$downloads = StatsQuery::top( 'download', $from, $to );
		$this->assertSame( 'guide.pdf', $downloads[0]['item'] );
		$this->assertSame( 'https://example.org/files/guide.pdf', $downloads[0]['url'] );
		$this->assertSame( 1, $downloads[0]['views'] );
	}

	public function test_online_now_counts_the_last_five_minutes(): void {
		self::online( 'ann', 10, '/a' );
		self::online( 'bob', 120, '/a' );
		self::online( 'cid', 280, '/b' );
		self::online( 'dan', 301, '/a' );
		self::online( 'eve', 3000, '/c' );
		$this->assertSame(
			array(
				'count' => 3,
				'pages' => array(
					array( 'uri' => '/a', 'visitors' => 2 ),
					array( 'uri' => '/b', 'visitors' => 1 ),
				),
			),
			StatsQuery::online()
		);
		$this->assertCount( 1, StatsQuery::online( 1 )['pages'] );
	}

	public function test_an_unknown_metric_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		StatsQuery::top( 'users', '2024-01-01', '2024-01-31' );
	}

	public function test_an_unknown_range_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		StatsQuery::series( '2024-01-01', '2024-01-31', 'year' );
	}

	public function test_the_previous_range_has_the_same_length(): void {
		$this->assertSame( array( 'from' => '2024-02-23', 'to' => '2024-02-29' ), StatsQuery::previous_range( '2024-03-01', '2024-03-07' ) );
		$this->assertSame( array( 'from' => '2023-12-31', 'to' => '2023-12-31' ), StatsQuery::previous_range( '2024-01-01', '2024-01-01' ) );
	}
}
