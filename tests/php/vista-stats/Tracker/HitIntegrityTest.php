<?php
/**
 * Statistics integrity (issue 13 item 5): each test performs an attack on the hit path, through
 * both stores (the lean endpoint's PDO store and the admin-ajax route's $wpdb store), and checks
 * that what the dashboard shows did not change.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitStore;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * Renaming pages, replaying old signatures, dodging exclusions, inflating "online", hostile targets.
 */
final class HitIntegrityTest extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

	protected function setUp(): void {
		parent::setUp();
		Schema::migrate();
		StatsQueryTest::clear_tables();
		delete_option( Settings::OPTION );
	}

	protected function tearDown(): void {
		StatsQueryTest::clear_tables();
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function stores(): array {
		return array(
			'lean PDO store' => array( 'lean' ),
			'wpdb store'     => array( 'wpdb' ),
		);
	}

	/**
	 * A recorder that reads the settings from its store on each request, as the endpoints do.
	 *
	 * @param string   $kind 'lean' or 'wpdb'.
	 * @param int|null $now  Time of the requests.
	 */
	private function recorder( string $kind, ?int $now = null ): HitRecorder {
		global $table_prefix;
		$store = 'wpdb' === $kind ? new WpdbStore() : LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		$this->assertInstanceOf( HitStore::class, $store );
		return new HitRecorder( $store, Signer::from_constants(), null, $now );
	}

	/**
	 * What a page printed on a day sends.
	 *
	 * @param int    $issued   Day number the page was printed.
	 * @param string $page_uri Address the browser shows (page_uri).
	 * @return array<string, string>
	 */
	private static function post( int $issued, string $page_uri = '/about/' ): array {
		return array(
			'source_type' => 'page',
			'source_id'   => '7',
			'page_path'   => '/about/',
			'issued'      => (string) $issued,
			'signature'   => Signer::from_constants()->sign( 'page', 7, $issued, '/about/' ),
			'page_uri'    => rawurlencode( $page_uri ),
			'referred'    => '',
		);
	}

	/**
	 * @param string $ip         Address.
	 * @param string $user_agent Browser.
	 * @return array<string, string>
	 */
	private static function server( string $ip = '203.0.113.9', string $user_agent = self::BROWSER ): array {
		return array(
			'HTTP_USER_AGENT' => $user_agent,
			'REMOTE_ADDR'     => $ip,
			'HTTP_HOST'       => 'localhost',
		);
	}

	private static function count_rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( $table ) ); // SQL: own table name.
	}

	/**
	 * @dataProvider stores
	 */
	public function test_a_hit_cannot_rename_a_page_and_route_changes_still_count( string $store ): void {
		$recorder = $this->recorder( $store );
		$today    = Signer::day_number( time() );
		$this->assertTrue( $recorder->handle( 'hit', self::post( $today ), self::server() )[1]['status'] );
		// The attack: the real page's signature with a made-up address, which sorts after the real one.
		$this->assertTrue( $recorder->handle( 'hit', self::post( $today, '/zz-renamed-by-a-stranger/' ), self::server() )[1]['status'] );
		// A single-page site's route change (001 §4) sends the same signature with its new address.
		$this->assertTrue( $recorder->handle( 'hit', self::post( $today, '/about/team/' ), self::server( '198.51.100.4' ) )[1]['status'] );

		Rollup::run();
		$day   = gmdate( 'Y-m-d' );
		$pages = StatsQuery::top( 'page', $day, $day );
		$this->assertCount( 1, $pages );
		$this->assertSame( 'page:7', $pages[0]['item'] );
		$this->assertSame( '/about/', $pages[0]['label'], 'the address the server printed names the page' );
		$this->assertSame( 3, $pages[0]['views'], 'every view counts, route changes included' );
		$this->assertSame( 2, $pages[0]['visitors'] );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_signatures_last_days_not_minutes_and_old_ones_stop_counting( string $store ): void {
		$now   = time();
		$today = Signer::day_number( $now );
		// A page served from a full-page cache nine days after it was made still counts.
		$recorder = $this->recorder( $store, $now );
		$this->assertSame( array( 200, array( 'status' => true ) ), $recorder->handle( 'hit', self::post( $today - 9 ), self::server() ) );
		$this->assertSame( 200, $recorder->handle( 'online', self::post( $today - Signer::SIGNATURE_DAYS ), self::server() )[0] );

		// 50 replays of a signature copied eleven days ago: none counts.
		for ( $replay = 0; $replay < 50; $replay++ ) {
			[ $status, $body ] = $recorder->handle( 'hit', self::post( $today - 11 ), self::server( '198.51.100.' . $replay ) );
			$this->assertSame( 403, $status );
			$this->assertFalse( $body['status'] );
		}
		// Nor one dated in the future (a made-up day to last longer).
		$this->assertSame( 403, $recorder->handle( 'hit', self::post( $today + 5 ), self::server() )[0] );
		$this->assertSame( 1, self::count_rows( 'hits' ) );

		// The same cached page, a day past the window: refused.
		$later = $this->recorder( $store, $now + ( Signer::SIGNATURE_DAYS - 8 ) * DAY_IN_SECONDS );
		$this->assertSame( 403, $later->handle( 'hit', self::post( $today - 9 ), self::server() )[0] );
		$this->assertSame( 1, self::count_rows( 'hits' ) );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_an_exclusion_added_after_the_page_was_printed_applies( string $store ): void {
		$printed = self::post( Signer::day_number( time() ) );
		$this->assertTrue( $this->recorder( $store )->handle( 'hit', $printed, self::server( '10.1.2.3' ) )[1]['status'] );

		// The owner excludes the office network and bots; the page in the cache still carries its old signature.
		update_option(
			Settings::OPTION,
			array(
				'excludedIps' => array( '10.0.0.0/8' ),
				'excludeBots' => true,
			)
		);
		$recorder = $this->recorder( $store );
		$this->assertSame( array( 200, array( 'status' => false, 'message' => 'Excluded: IP address.' ) ), $recorder->handle( 'hit', $printed, self::server( '10.1.2.3' ) ) );
		$this->assertFalse( $recorder->handle( 'online', $printed, self::server( '10.1.2.3' ) )[1]['status'] );
		$this->assertFalse( $recorder->handle( 'hit', $printed, self::server( '203.0.113.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)' ) )[1]['status'] );
		$this->assertSame( 1, self::count_rows( 'hits' ) );
		$this->assertSame( 0, self::count_rows( 'online' ) );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_rotating_browser_strings_from_one_address_is_not_fifty_people_online( string $store ): void {
		$recorder = $this->recorder( $store );
		$printed  = self::post( Signer::day_number( time() ) );
		for ( $agent = 0; $agent < 50; $agent++ ) {
			$recorder->handle( 'online', $printed, self::server( '203.0.113.9', self::BROWSER . ' rotation/' . $agent ) );
		}
		$one_address = StatsQuery::online()['count'];
		$this->assertGreaterThan( 1, $one_address, 'a household behind one address still shows several people' );
		$this->assertLessThanOrEqual( Signer::ONLINE_SLOTS, $one_address );

		// Fifty real visitors, each from their own address, are fifty people online.
		for ( $visitor = 0; $visitor < 50; $visitor++ ) {
			$recorder->handle( 'online', $printed, self::server( '198.51.100.' . $visitor ) );
		}
		$this->assertSame( $one_address + 50, StatsQuery::online()['count'] );
		$this->assertSame( array( array( 'uri' => '/about/', 'visitors' => $one_address + 50 ) ), StatsQuery::online()['pages'] );
	}

	public function test_link_targets_that_are_not_http_are_refused_and_shown_as_text(): void {
		$settings = array_merge( Settings::defaults(), array( 'linkTracking' => true ) );
		foreach ( array( 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '//evil.example/', '/relative' ) as $target ) {
			$this->assertIsString( EventRecorder::link_row( array( 'en' => 'click', 'tu' => $target ), $settings ), $target );
		}
		// A row stored before the check (or written by other code) is still shown as text.
		global $wpdb;
		$day = gmdate( 'Y-m-d' );
		foreach ( array( 'javascript:alert(document.cookie)', 'https://example.org/docs' ) as $target ) {
			$wpdb->insert( // Own table.
				Schema::table( 'events' ),
				array(
					'created_at'   => $day . ' 10:00:00',
					'day'          => $day,
					'visitor_hash' => str_repeat( 'a', 64 ),
					'kind'         => 'link',
					'name'         => 'click',
					'target_url'   => $target,
					'data'         => '{}',
				)
			);
		}
		Rollup::run();
		$links = array_column( StatsQuery::top( 'link', $day, $day ), 'url', 'label' );
		$this->assertSame(
			array(
				'https://example.org/docs'          => 'https://example.org/docs',
				'javascript:alert(document.cookie)' => null,
			),
			$links
		);
	}
}
