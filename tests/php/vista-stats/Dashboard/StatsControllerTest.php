<?php
/**
 * The dashboard's REST routes: who may read them, what they answer, and that no argument gets past
 * validation into a query; then the Dashboard widget that shows the same numbers, escaped.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\DashboardWidget;
use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * GET /vista-stats/v1/overview, /top/{metric} and /online; the Dashboard widget.
 */
final class StatsControllerTest extends VistaTestCase {

	private int $subscriber = 0;

	private mixed $start_of_week = false;

	protected function setUp(): void {
		parent::setUp();
		StatsQueryTest::clear_tables();
		$this->start_of_week = get_option( 'start_of_week' );
	}

	protected function tearDown(): void {
		StatsQueryTest::clear_tables();
		update_option( 'start_of_week', $this->start_of_week );
		remove_all_filters( 'vista_stats_view_capability' );
		if ( $this->subscriber ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $this->subscriber );
			$this->subscriber = 0;
		}
		parent::tearDown();
	}

	/**
	 * A GET request.
	 *
	 * @param string               $path  Route below the namespace.
	 * @param array<string, mixed> $query Query arguments.
	 */
	private function get( string $path, array $query = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/vista-stats/v1' . $path );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	private function log_in_subscriber(): void {
		$this->subscriber = (int) wp_insert_user(
			array(
				'user_login' => 'vista-stats-reader-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( $this->subscriber );
	}

	/**
	 * Known traffic: yesterday and today, plus two visitors online.
	 */
	private function seed(): void {
		$yesterday = StatsQueryTest::day( -1 );
		$today     = StatsQueryTest::day( 0 );
		StatsQueryTest::hit( $yesterday, 'ann', '/welcome/', array( 'referrer_host' => 'example.org' ) );
		StatsQueryTest::hit( $yesterday, 'bob', '/welcome/', array( 'referrer_host' => 'example.org', 'device' => 'mobile' ) );
		StatsQueryTest::hit( $yesterday, 'bob', '/about/' );
		StatsQueryTest::hit( $today, 'ann', '/welcome/', array( 'referrer_host' => 'duckduckgo.com' ) );
		StatsQueryTest::event( $today, 'ann', 'download', array( 'target_url' => 'https://example.org/a.zip', 'file_name' => 'a.zip' ) );
		StatsQueryTest::online( 'ann', 30, '/welcome/' );
		StatsQueryTest::online( 'bob', 60, '/about/' );
	}

	public function test_visitors_get_401_and_subscribers_403(): void {
		foreach ( array( '/overview', '/top/page', '/online' ) as $route ) {
			$this->assertSame( 401, $this->get( $route )->get_status(), $route );
		}
		$this->log_in_subscriber();
		foreach ( array( '/overview', '/top/page', '/online' ) as $route ) {
			$this->assertSame( 403, $this->get( $route )->get_status(), $route );
		}
	}

	public function test_the_capability_is_filterable(): void {
		$this->log_in_subscriber();
		add_filter( 'vista_stats_view_capability', static fn () => 'read' );
		$this->assertSame( 200, $this->get( '/online' )->get_status() );
		add_filter( 'vista_stats_view_capability', static fn () => array( 'not a capability' ), 20 );
		$this->assertSame( 403, $this->get( '/online' )->get_status(), 'a filter that returns nonsense falls back to manage_options' );
	}

	public function test_the_overview_rolls_up_today_and_answers_with_exact_numbers(): void {
		wp_set_current_user( 1 );
		$this->seed();
		$from     = StatsQueryTest::day( -1 );
		$to       = StatsQueryTest::day( 0 );
		$response = $this->get(
			'/overview',
			array(
				'range' => 'day',
				'from'  => $from,
				'to'    => $to,
				'limit' => 5,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'from', 'to', 'range', 'weekStart', 'totals', 'previous', 'series', 'online', 'top' ), array_keys( $data ) );
		$this->assertSame( array( $from, $to, 'day' ), array( $data['from'], $data['to'], $data['range'] ) );
		$this->assertSame( array( 'views' => 4, 'visitors' => 3 ), $data['totals'] );
		$this->assertSame(
			array(
				'from'     => StatsQueryTest::day( -3 ),
				'to'       => StatsQueryTest::day( -2 ),
				'views'    => 0,
				'visitors' => 0,
			),
			$data['previous']
		);
		$this->assertSame(
			array(
				array( 'start' => $from, 'end' => $from, 'views' => 3, 'visitors' => 2 ),
				array( 'start' => $to, 'end' => $to, 'views' => 1, 'visitors' => 1 ),
			),
			$data['series']
		);
		$this->assertSame( 2, $data['online']['count'] );
		$this->assertSame( array( 'page', 'referrer', 'browser', 'os', 'device', 'event', 'link', 'download' ), array_keys( $data['top'] ) );
		$this->assertSame( array( '/welcome/', '/about/' ), array_column( $data['top']['page'], 'label' ) );
		$this->assertSame( array( 3, 1 ), array_column( $data['top']['page'], 'views' ) );
		$this->assertSame( array( 'example.org', 'duckduckgo.com' ), array_column( $data['top']['referrer'], 'label' ) );
		$this->assertSame( array( 2, 1 ), array_column( $data['top']['referrer'], 'views' ) );
		$this->assertSame( array( 'a.zip' ), array_column( $data['top']['download'], 'item' ) );
		$this->assertSame( array(), $data['top']['event'] );
		$this->assertSame( 'no-store, private', $response->get_headers()['Cache-Control'] );
	}

	public function test_defaults_are_the_last_thirty_days_by_day(): void {
		wp_set_current_user( 1 );
		$data = $this->get( '/overview' )->get_data();
		$this->assertSame( StatsQueryTest::day( -29 ), $data['from'] );
		$this->assertSame( StatsQueryTest::day( 0 ), $data['to'] );
		$this->assertCount( 30, $data['series'] );
	}

	/**
	 * Issue 34: "Today" is the server's day, whatever days the browser sends with it.
	 */
	public function test_the_period_today_is_the_servers_day_alone(): void {
		wp_set_current_user( 1 );
		$this->seed();
		$today = StatsQueryTest::day( 0 );
		$data  = $this->get(
			'/overview',
			array(
				'period' => 'today',
				'from'   => StatsQueryTest::day( -1 ),
				'to'     => StatsQueryTest::day( -1 ),
			)
		)->get_data();
		$this->assertSame( array( $today, $today ), array( $data['from'], $data['to'] ) );
		$this->assertSame( array( 'views' => 1, 'visitors' => 1 ), $data['totals'] );
		$this->assertCount( 1, $data['series'] );
		$this->assertSame( array( StatsQueryTest::day( -1 ), StatsQueryTest::day( -1 ) ), array( $data['previous']['from'], $data['previous']['to'] ), 'compared with yesterday' );
		$top = $this->get( '/top/page', array( 'period' => 'today' ) )->get_data();
		$this->assertSame( array( $today, $today ), array( $top['from'], $top['to'] ) );
	}

	public function test_weeks_and_months_through_rest(): void {
		wp_set_current_user( 1 );
		update_option( 'start_of_week', 1 );
		// 2024-01-01 is a Monday: two whole weeks.
		$weeks = $this->get( '/overview', array( 'range' => 'week', 'from' => '2024-01-01', 'to' => '2024-01-14' ) )->get_data();
		$this->assertSame( array( '2024-01-01', '2024-01-08' ), array_column( $weeks['series'], 'start' ) );
		$months = $this->get( '/overview', array( 'range' => 'month', 'from' => '2023-12-15', 'to' => '2024-03-01' ) )->get_data();
		$this->assertSame( array( '2023-12-15', '2024-01-01', '2024-02-01', '2024-03-01' ), array_column( $months['series'], 'start' ) );
		$this->assertSame( array( '2023-12-31', '2024-01-31', '2024-02-29', '2024-03-01' ), array_column( $months['series'], 'end' ) );
	}

	public function test_one_top_list_and_online_now(): void {
		wp_set_current_user( 1 );
		$this->seed();
		$top = $this->get( '/top/page', array( 'from' => StatsQueryTest::day( -6 ), 'limit' => 1 ) )->get_data();
		$this->assertSame( 'page', $top['metric'] );
		$this->assertSame( array( '/welcome/' ), array_column( $top['items'], 'label' ) );
		$this->assertSame( array( 3 ), array_column( $top['items'], 'views' ) );

		$online = $this->get( '/online' )->get_data();
		$this->assertSame( 2, $online['count'] );
		$this->assertSame( array( '/about/', '/welcome/' ), array_column( $online['pages'], 'uri' ), 'equal counts by address' );
	}

	/**
	 * Arguments that must be refused.
	 *
	 * @return array<string, array{string, array<string, mixed>}>
	 */
	public static function hostile_arguments(): array {
		return array(
			'SQL in from'                => array( '/overview', array( 'from' => "2024-01-01' OR '1'='1" ) ),
			'SQL in to'                  => array( '/overview', array( 'to' => '2024-01-01; DROP TABLE wp_vista_stats_days' ) ),
			'date with a trailing line'  => array( '/overview', array( 'from' => "2024-01-01\n" ) ),
			'impossible date'            => array( '/overview', array( 'from' => '2024-02-30' ) ),
			'date in another format'     => array( '/overview', array( 'from' => '01/02/2024' ) ),
			'date as an array'           => array( '/overview', array( 'from' => array( '2024-01-01' ) ) ),
			'before 2000'                => array( '/overview', array( 'from' => '1999-12-31' ) ),
			'far future'                 => array( '/overview', array( 'to' => '2999-01-01' ) ),
			'from after to'              => array( '/overview', array( 'from' => '2024-02-01', 'to' => '2024-01-01' ) ),
			'too many days by day'       => array( '/overview', array( 'range' => 'day', 'from' => '2020-01-01', 'to' => '2024-01-01' ) ),
			'more than ten years'        => array( '/overview', array( 'range' => 'month', 'from' => '2000-01-01', 'to' => '2024-01-01' ) ),
			'unknown range'              => array( '/overview', array( 'range' => 'year' ) ),
			'unknown period'             => array( '/overview', array( 'period' => 'tomorrow' ) ),
			'SQL in range'               => array( '/overview', array( 'range' => "day' OR 1=1 --" ) ),
			'limit zero'                 => array( '/overview', array( 'limit' => 0 ) ),
			'limit 101'                  => array( '/overview', array( 'limit' => 101 ) ),
			'huge limit'                 => array( '/overview', array( 'limit' => '99999999999999999999' ) ),
			'limit with SQL'             => array( '/overview', array( 'limit' => '10; DELETE FROM wp_options' ) ),
			'fractional limit'           => array( '/overview', array( 'limit' => '2.5' ) ),
			'unknown metric'             => array( '/top/users', array() ),
			'top with a bad date'        => array( '/top/page', array( 'from' => 'yesterday' ) ),
			'top with a huge limit'      => array( '/top/referrer', array( 'limit' => 1000 ) ),
		);
	}

	/**
	 * @dataProvider hostile_arguments
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $query Query arguments.
	 */
	public function test_hostile_arguments_get_400_and_reach_no_query( string $route, array $query ): void {
		global $wpdb;
		wp_set_current_user( 1 );
		$this->seed();
		$this->get( $route, $query ); // Warms up the REST server, whose first start may query.
		$wpdb->last_error = '';
		$queries          = $wpdb->num_queries;
		$response         = $this->get( $route, $query );
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsString( $data['message'] );
		$this->assertNotSame( '', $data['message'] );
		$this->assertSame( '', $wpdb->last_error );
		$this->assertSame( $queries, $wpdb->num_queries, 'no query ran' );
		$daily = Schema::table( 'days' );
		$this->assertSame( $daily, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $daily ) ) );
	}

	public function test_errors_say_what_is_allowed(): void {
		wp_set_current_user( 1 );
		$date = $this->get( '/overview', array( 'from' => 'soon' ) )->get_data();
		$this->assertSame( 'rest_invalid_param', $date['code'] );
		$this->assertStringContainsString( 'YYYY-MM-DD', $date['data']['params']['from'] );
		$order = $this->get( '/overview', array( 'from' => '2024-02-01', 'to' => '2024-01-01' ) )->get_data();
		$this->assertSame( 'vista_stats_invalid_range', $order['code'] );
		$this->assertStringContainsString( 'week or month', $this->get( '/overview', array( 'from' => '2020-01-01', 'to' => '2024-01-01' ) )->get_data()['message'] );
	}

	public function test_the_widget_shows_the_week_escaped_for_those_who_may_read_it(): void {
		$this->seed();
		StatsQueryTest::hit( StatsQueryTest::day( 0 ), 'eve', '/<script>alert(1)</script>' );
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';

		ob_start();
		DashboardWidget::render();
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;', $html );
		$this->assertMatchesRegularExpression( '#<span class="vista-stats-widget__value">5</span> <span class="vista-stats-widget__label">Views</span>#', $html );
		$this->assertMatchesRegularExpression( '#<span class="vista-stats-widget__value">4</span> <span class="vista-stats-widget__label">Visitors</span>#', $html );
		$this->assertMatchesRegularExpression( '#<span class="vista-stats-widget__value">2</span> <span class="vista-stats-widget__label">Online now</span>#', $html );
		$this->assertStringContainsString( '/welcome/</a>', $html );
		$this->assertStringContainsString( '3 views', $html );
		$this->assertStringContainsString( 'admin.php?page=vista-stats', $html );

		global $wp_meta_boxes;
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$wp_meta_boxes = array();
		set_current_screen( 'dashboard' );
		try {
			DashboardWidget::add_widget();
			$this->assertEmpty( $wp_meta_boxes['dashboard']['normal']['core'][ DashboardWidget::ID ] ?? null, 'not for visitors' );
			wp_set_current_user( 1 );
			DashboardWidget::add_widget();
			$this->assertSame( 'Visitor statistics: this week', $wp_meta_boxes['dashboard']['normal']['core'][ DashboardWidget::ID ]['title'] );
		} finally {
			$GLOBALS['current_screen'] = null;
			$wp_meta_boxes             = array();
		}
	}

	public function test_the_widget_says_when_nothing_was_recorded(): void {
		ob_start();
		DashboardWidget::render();
		$this->assertStringContainsString( 'No visits recorded in this period yet.', (string) ob_get_clean() );
	}
}
