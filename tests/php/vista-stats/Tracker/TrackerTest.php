<?php
/**
 * Where the tracker runs, what it is told, the events it accepts, and the roll-up.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\IpRange;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Tracker\Tracker;
use Vista\Stats\Tracker\UserAgent;
use Vista\Tests\VistaTestCase;

/**
 * Tracker settings object, exclusions, events, roll-up.
 */
final class TrackerTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	public function test_the_settings_object_carries_the_spec_fields_and_a_valid_signature(): void {
		$object = Tracker::tracker_object( Settings::get() );
		foreach ( array( 'requestUrl', 'ajaxUrl', 'hitParams', 'onlineParams', 'option', 'jsCheckTime', 'customEventAjaxUrl', 'eventAjaxUrl' ) as $field ) {
			$this->assertArrayHasKey( $field, $object );
		}
		$this->assertSame( 60000, $object['jsCheckTime'] );
		$this->assertSame( 'hit.php', $object['hitParams']['endpoint'] );
		$params = $object['hitParams'];
		$this->assertSame( Signer::day_number( time() ), $params['issued'], 'signed with the day it was printed' );
		$this->assertTrue( Signer::from_constants()->verify( $params['source_type'], $params['source_id'], $params['issued'], $params['page_path'], $params['signature'] ) );
		$this->assertSame( 'wp_consent_api', $object['option']['consentIntegration']['name'], 'auto picks Vista Consent, presented as the WP Consent API' );
	}

	public function test_the_signed_address_is_the_servers_not_the_visitors(): void {
		global $wp_query, $wp_the_query, $post;
		$saved   = array( $wp_query, $wp_the_query, $_SERVER['REQUEST_URI'] ?? null, $post );
		$post_id = wp_insert_post(
			array(
				'post_title'  => 'About us',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		try {
			// A visitor adds a query string to a real page's address, hoping to rename it (issue 13).
			$_SERVER['REQUEST_URI'] = '/?page_id=' . $post_id . '&zz=<renamed>';
			$wp_the_query           = new \WP_Query( array( 'page_id' => $post_id ) );
			$wp_query               = $wp_the_query;
			$post                   = get_post( $post_id );
			$params                 = Tracker::tracker_object( Settings::get() )['hitParams'];
			$this->assertSame( array( 'page', $post_id ), array( $params['source_type'], $params['source_id'] ) );
			$this->assertSame( wp_make_link_relative( (string) get_permalink( $post_id ) ), $params['page_path'] );

			// A search has no id: its address is the request's.
			$_SERVER['REQUEST_URI'] = '/?s=sea';
			$wp_the_query           = new \WP_Query( array( 's' => 'sea' ) );
			$wp_query               = $wp_the_query;
			$params                 = Tracker::tracker_object( Settings::get() )['hitParams'];
			$this->assertSame( array( 'search', 0, '/?s=sea' ), array( $params['source_type'], $params['source_id'], $params['page_path'] ) );
		} finally {
			wp_delete_post( $post_id, true );
			[ $wp_query, $wp_the_query, $_SERVER['REQUEST_URI'], $post ] = $saved;
		}
	}

	public function test_events_are_signed_like_hits_and_work_from_a_week_old_cached_page(): void {
		$object = Tracker::tracker_object( Settings::get() );
		foreach ( array( 'eventAjaxUrl', 'customEventAjaxUrl' ) as $address ) {
			wp_parse_str( (string) wp_parse_url( $object[ $address ], PHP_URL_QUERY ), $query );
			$this->assertArrayNotHasKey( 'nonce', $query, 'no nonce, which would expire in a day' );
			$this->assertTrue( EventRecorder::signed_page_ok( $query, time() ), $address );
			// The same page served from a full-page cache eight days later still records its events...
			$this->assertTrue( EventRecorder::signed_page_ok( $query, time() + 8 * DAY_IN_SECONDS ) );
			// ...but not once the signature's window has passed.
			$this->assertFalse( EventRecorder::signed_page_ok( $query, time() + ( Signer::SIGNATURE_DAYS + 1 ) * DAY_IN_SECONDS ) );
			$this->assertFalse( EventRecorder::signed_page_ok( array( 'source_id' => '999' ) + $query, time() ), 'another page' );
			$this->assertFalse( EventRecorder::signed_page_ok( array( 'signature' => array( 'x' ) ) + $query, time() ) );
		}
		$this->assertFalse( EventRecorder::signed_page_ok( array(), time() ) );
	}

	public function test_bypass_sends_hits_through_admin_ajax(): void {
		$settings                     = Settings::get();
		$settings['bypassAdBlockers'] = true;
		$object                       = Tracker::tracker_object( $settings );
		$this->assertTrue( $object['option']['bypassAdBlockers'] );
		$this->assertSame( Tracker::HIT_ACTION, $object['hitParams']['action'] );
		$this->assertArrayNotHasKey( 'endpoint', $object['hitParams'] );
	}

	public function test_excluded_roles_and_addresses(): void {
		$settings = Settings::get();
		$this->assertTrue( Tracker::tracks_request( $settings ), 'visitors are tracked' );
		wp_set_current_user( 1 );
		$this->assertFalse( Tracker::tracks_request( $settings ), 'administrators are excluded by default' );
		$settings['excludedRoles'] = array();
		$this->assertTrue( Tracker::tracks_request( $settings ) );
		$this->assertTrue( Tracker::url_excluded( '/cart/checkout/', array( '/cart/*' ) ) );
		$this->assertTrue( Tracker::url_excluded( '/members', array( '/members/' ) ) );
		$this->assertFalse( Tracker::url_excluded( '/members-area/', array( '/members/' ) ) );
	}

	public function test_ip_ranges_and_user_agents(): void {
		$this->assertTrue( IpRange::matches_any( '192.168.1.77', array( '192.168.1.0/24' ) ) );
		$this->assertFalse( IpRange::matches_any( '192.168.2.1', array( '192.168.1.0/24' ) ) );
		$this->assertTrue( IpRange::matches_any( '10.9.8.7', array( '10.0.0.0/9' ) ) );
		$this->assertFalse( IpRange::matches_any( '10.200.0.1', array( '10.0.0.0/9' ) ) );
		$this->assertFalse( IpRange::is_valid( '10.0.0.0/33' ) );
		$this->assertFalse( IpRange::matches_any( 'not an ip', array( '0.0.0.0/0' ) ) );
		$this->assertTrue( UserAgent::is_bot( 'Mozilla/5.0 (compatible; bingbot/2.0)' ) );
		$this->assertTrue( UserAgent::is_bot( '' ) );
		$iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
		$this->assertSame( array( 'Safari', 'iOS', 'mobile' ), array( UserAgent::browser( $iphone ), UserAgent::os( $iphone ), UserAgent::device( $iphone ) ) );
	}

	public function test_custom_events_are_checked_and_stored_inert(): void {
		$row = EventRecorder::custom_row(
			array(
				'event_name' => 'newsletter signup',
				'event_data' => '{"timestamp":1,"resource_id":"12","list":"<script>x</script>"}',
			)
		);
		$this->assertIsArray( $row );
		$this->assertSame( 12, $row['resource_id'] );
		$this->assertSame( '<script>x</script>', json_decode( $row['data'], true )['list'], 'kept as data, escaped when shown' );
		$this->assertIsString( EventRecorder::custom_row( array( 'event_name' => "x'); DROP TABLE--" ) ) );
		$this->assertIsString( EventRecorder::custom_row( array( 'event_name' => 'ok', 'event_data' => '[1,2]' ) ) );
		$this->assertIsString( EventRecorder::custom_row( array( 'event_name' => 'ok', 'event_data' => str_repeat( 'x', 5000 ) ) ) );
	}

	public function test_link_and_download_events_follow_the_settings(): void {
		$settings = Settings::get();
		$row      = EventRecorder::link_row(
			array(
				'en'  => 'file_download',
				'tu'  => 'http://localhost/files/report.pdf',
				'fn'  => 'report.pdf',
				'fx'  => 'PDF',
				'pid' => '5',
				'mb'  => '1',
			),
			$settings
		);
		$this->assertSame( array( 'download', 'pdf', 5 ), array( $row['kind'], $row['file_ext'], $row['resource_id'] ) );
		$this->assertIsString( EventRecorder::link_row( array( 'en' => 'click', 'tu' => 'javascript:alert(1)' ), $settings ) );
		$settings['linkTracking'] = false;
		$this->assertIsString( EventRecorder::link_row( array( 'en' => 'click', 'tu' => 'https://example.com/' ), $settings ) );
	}

	public function test_rollup_counts_views_visitors_and_events_per_day(): void {
		global $wpdb;
		Schema::migrate();
		foreach ( Schema::TABLES as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
		$day = gmdate( 'Y-m-d' );
		foreach ( array( array( 'a', 7, 'google.com' ), array( 'a', 8, '' ), array( 'b', 7, 'google.com' ), array( '', 7, '' ) ) as [ $visitor, $page, $referrer ] ) {
			$wpdb->insert(
				Schema::table( 'hits' ),
				array(
					'created_at'    => $day . ' 10:00:00',
					'day'           => $day,
					'visitor_hash'  => $visitor ? str_repeat( $visitor, 64 ) : '',
					'source_type'   => 'page',
					'source_id'     => $page,
					'uri'           => "/p{$page}/",
					'referrer_host' => $referrer,
					'browser'       => 'Firefox',
					'os'            => 'Linux',
					'device'        => 'desktop',
				)
			);
		}
		$wpdb->insert( Schema::table( 'events' ), array( 'created_at' => $day . ' 10:00:00', 'day' => $day, 'kind' => 'download', 'name' => 'file_download', 'target_url' => 'http://localhost/a.zip', 'file_name' => 'a.zip', 'data' => '{}' ) );
		Rollup::day( $day );
		$daily = \Vista\Tests\Stats\StatsQueryTest::day_rows();
		$get   = static fn ( $metric, $item ) => $wpdb->get_row( $wpdb->prepare( "SELECT views, visitors FROM {$daily} WHERE day = %s AND metric = %s AND item = %s", $day, $metric, $item ), ARRAY_A ); // SQL: own table name.
		$this->assertEquals( array( 'views' => 4, 'visitors' => 2 ), $get( 'total', '' ) );
		$this->assertEquals( array( 'views' => 3, 'visitors' => 2 ), $get( 'page', 'page:7' ) );
		$this->assertEquals( array( 'views' => 2, 'visitors' => 2 ), $get( 'referrer', 'google.com' ) );
		$this->assertEquals( 1, $get( 'download', 'a.zip' )['views'] );

		Rollup::day( $day );
		$this->assertEquals( array( 'views' => 4, 'visitors' => 2 ), $get( 'total', '' ), 'rolling up again replaces, never adds' );
	}
}
