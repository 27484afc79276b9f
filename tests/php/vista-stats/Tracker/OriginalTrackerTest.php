<?php
/**
 * Drop-in compatibility with the original tracker (issue 14, 001 §3, §4, §7 calls 1-4): its
 * encodings of page_uri and referred, its consent and DataPlus objects, its event fields.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Tracker\PageAddress;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Tracker\Tracker;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * What the original's scripts send and read.
 */
final class OriginalTrackerTest extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

	protected function setUp(): void {
		parent::setUp();
		Schema::migrate();
		StatsQueryTest::clear_tables();
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

	private function recorder( string $kind ): HitRecorder {
		global $table_prefix;
		$store = 'wpdb' === $kind ? new WpdbStore() : LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		return new HitRecorder( $store, Signer::from_constants() );
	}

	/**
	 * @param array<string, string> $addresses page_uri and referred as sent.
	 * @return array<string, string>
	 */
	private static function post( array $addresses ): array {
		$issued = Signer::day_number( time() );
		return $addresses + array(
			'source_type' => 'post',
			'source_id'   => '12',
			'page_path'   => '/café/',
			'issued'      => (string) $issued,
			'signature'   => Signer::from_constants()->sign( 'post', 12, $issued, '/café/' ),
		);
	}

	/**
	 * @return array<int, array<string, string>>
	 */
	private static function rows(): array {
		global $wpdb;
		// SQL: own table name.
		return $wpdb->get_results( 'SELECT day, visitor_hash, source_type, source_id, uri, referrer_host, browser, os, device FROM ' . Schema::table( 'hits' ), ARRAY_A );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_base64_and_uri_encoded_addresses_give_the_same_row( string $store ): void {
		$path     = '/café/?q=日本';
		$referrer = 'https://www.example.org/a?b=ü';
		$server   = array(
			'HTTP_USER_AGENT' => self::BROWSER,
			'REMOTE_ADDR'     => '203.0.113.9',
			'HTTP_HOST'       => 'localhost',
		);
		$recorder = $this->recorder( $store );
		// As the original tracker sends them: base64 of the UTF-8 bytes.
		$this->assertSame( array( 200, array( 'status' => true ) ), $recorder->handle( 'hit', self::post( array( 'page_uri' => base64_encode( $path ), 'referred' => base64_encode( $referrer ) ) ), $server ) );
		// URI-encoded, as Vista's pages printed before this change send them.
		$this->assertSame( array( 200, array( 'status' => true ) ), $recorder->handle( 'hit', self::post( array( 'page_uri' => rawurlencode( $path ), 'referred' => rawurlencode( $referrer ) ) ), $server ) );
		$rows = self::rows();
		$this->assertCount( 2, $rows );
		$this->assertSame( $rows[0], $rows[1] );
		$this->assertSame( 'example.org', $rows[0]['referrer_host'] );
		$this->assertSame( '/café/', $rows[0]['uri'] );
		// No referrer, in either encoding.
		$this->assertSame( 200, $recorder->handle( 'hit', self::post( array( 'page_uri' => base64_encode( '/' ), 'referred' => base64_encode( '' ) ) ), $server )[0] );
	}

	/**
	 * @return array<string, array{array<string, string>}>
	 */
	public static function hostile(): array {
		return array(
			'invalid base64'             => array( array( 'page_uri' => 'L2Fib3V0Lw=!' ) ),
			'base64 with a bad length'   => array( array( 'page_uri' => 'L2Fib3V0L' ) ),
			'huge base64'                => array( array( 'page_uri' => base64_encode( '/' . str_repeat( 'a', 5000 ) ) ) ),
			'base64 of script'           => array( array( 'page_uri' => base64_encode( '<script>alert(1)</script>' ) ) ),
			'base64 of a path to script' => array( array( 'page_uri' => base64_encode( '/?q=<script>alert(1)</script>' ) ) ),
			'base64 of another host'     => array( array( 'page_uri' => base64_encode( '//evil.example/' ) ) ),
			'base64 of a javascript URL' => array( array( 'page_uri' => base64_encode( 'javascript:alert(1)' ) ) ),
			'base64 not UTF-8'           => array( array( 'page_uri' => base64_encode( "/\xFF\xFE" ) ) ),
			'referrer invalid base64'    => array( array( 'referred' => 'aHR0cHM6Ly9h%%' ) ),
			'referrer of script'         => array( array( 'referred' => base64_encode( '<img src=x onerror=alert(1)>' ) ) ),
			'referrer not an address'    => array( array( 'referred' => base64_encode( 'just words' ) ) ),
			'referrer huge'              => array( array( 'referred' => base64_encode( 'https://a.example/' . str_repeat( 'b', 4000 ) ) ) ),
		);
	}

	/**
	 * @dataProvider hostile
	 *
	 * @param array<string, string> $override Field sent.
	 */
	public function test_hostile_base64_is_refused_with_no_row( array $override ): void {
		foreach ( array( 'lean', 'wpdb' ) as $store ) {
			$fields            = $override + array(
				'page_uri' => base64_encode( '/café/' ),
				'referred' => '',
			);
			[ $status, $body ] = $this->recorder( $store )->handle( 'hit', self::post( $fields ), array( 'HTTP_USER_AGENT' => self::BROWSER, 'REMOTE_ADDR' => '203.0.113.9' ) );
			$this->assertSame( 400, $status, $store );
			$this->assertFalse( $body['status'] );
		}
		$this->assertSame( array(), self::rows() );
	}

	public function test_the_decoder_tells_the_encodings_apart(): void {
		$this->assertSame( '/about/', PageAddress::decode( 'L2Fib3V0Lw==' ) );
		$this->assertSame( '/about/', PageAddress::decode( '%2Fabout%2F' ) );
		$this->assertSame( '/about/', PageAddress::decode( '/about/' ) );
		$this->assertSame( 'https://a.example/', PageAddress::decode( 'https%3A%2F%2Fa.example%2F' ) );
		$this->assertSame( 'https://a.example/', PageAddress::decode( base64_encode( 'https://a.example/' ) ) );
		$this->assertNull( PageAddress::decode( array( 'L2Fib3V0Lw==' ) ) );
	}

	public function test_vista_consent_is_presented_as_the_wp_consent_api(): void {
		$settings = array_merge(
			Settings::get(),
			array(
				'consentLevel'      => 'statistics',
				'anonymousTracking' => true,
			)
		);
		$this->assertTrue( function_exists( 'vista_consent_has' ), 'Vista Consent is active on the test site' );
		$this->assertSame(
			array(
				'name'   => 'wp_consent_api',
				'status' => array(
					'consent_level'     => 'statistics',
					'track_anonymously' => true,
				),
			),
			Tracker::tracker_object( $settings )['option']['consentIntegration']
		);
		$this->assertTrue( Tracker::follows_vista_consent( $settings ) );

		$named = static fn ( string $choice ) => Tracker::consent_object( array_merge( $settings, array( 'consentIntegration' => $choice ) ) );
		$this->assertSame( 'real_cookie_banner', $named( 'real_cookie_banner' )['name'] );
		$this->assertSame( array( 'track_anonymously' => true ), $named( 'real_cookie_banner' )['status'] );
		$this->assertSame( 'borlabs_cookie', $named( 'borlabs' )['name'] );
		$this->assertSame( '', $named( 'none' )['name'], 'none is an empty name, as the original prints it' );
		$this->assertFalse( Tracker::follows_vista_consent( array_merge( $settings, array( 'consentIntegration' => 'none' ) ) ) );
	}

	public function test_the_page_prints_the_dataplus_event_object(): void {
		$settings = array_merge(
			Settings::get(),
			array(
				'linkTracking'       => true,
				'downloadTracking'   => false,
				'downloadExtensions' => array( 'pdf', 'zip' ),
			)
		);
		$object   = Tracker::tracker_object( $settings );
		$event    = Tracker::event_object( $settings, (string) $object['eventAjaxUrl'] );
		$this->assertSame(
			array(
				'options'        => array(
					'linkTracker'     => true,
					'downloadTracker' => false,
				),
				'fileExtensions' => array( 'pdf', 'zip' ),
				'eventAjaxUrl'   => $object['eventAjaxUrl'],
			),
			$event
		);

		// Printed on a tracked page, before the tracker.
		global $wp_scripts;
		$saved      = $wp_scripts;
		$wp_scripts = new \WP_Scripts();
		try {
			Tracker::enqueue();
			$before = implode( "\n", (array) $wp_scripts->get_data( Tracker::HANDLE, 'before' ) );
			$this->assertStringContainsString( 'var WP_Statistics_DataPlus_Event_Object = {"options":{"linkTracker"', $before );
			$this->assertStringContainsString( 'var WP_Statistics_Tracker_Object = ', $before );
		} finally {
			$wp_scripts = $saved;
		}
	}

	public function test_the_original_event_fields_are_accepted(): void {
		$settings = array_merge(
			Settings::defaults(),
			array(
				'linkTracking'     => true,
				'downloadTracking' => true,
			)
		);
		// A middle-button press on an outbound link, as the original sends it.
		$link = EventRecorder::link_row(
			array(
				'en'   => 'mouseup',
				'mb'   => '1',
				'fn'   => '',
				'fx'   => '',
				'm'    => '',
				'tu'   => 'https://other.example/docs',
				'pid'  => '12',
				'wcdl' => 'false',
			),
			$settings
		);
		$this->assertIsArray( $link );
		$this->assertSame( array( 'link', 'click', '', 12 ), array( $link['kind'], $link['name'], $link['file_name'], $link['resource_id'] ) );

		// A download: fn without its extension, as the original sends it; the name is read from the address.
		$file = EventRecorder::link_row(
			array(
				'en'   => 'file_download',
				'fn'   => 'annual-report',
				'fx'   => 'pdf',
				'tu'   => 'https://site.example/files/annual-report.pdf',
				'wcdl' => 'false',
				'df'   => '',
				'dk'   => '',
			),
			$settings
		);
		$this->assertSame( array( 'download', 'annual-report.pdf', 'pdf' ), array( $file['kind'], $file['file_name'], $file['file_ext'] ) );

		// A store download: the file id names it, and wcdl, df and dk are kept.
		$store = EventRecorder::link_row(
			array(
				'en'   => 'file_download',
				'fn'   => '31',
				'fx'   => '31',
				'tu'   => 'https://site.example/?download_file=31&order=wc_order_1&key=abc',
				'wcdl' => 'true',
				'df'   => '31',
				'dk'   => 'abc',
			),
			$settings
		);
		$this->assertSame( array( '31', '' ), array( $store['file_name'], $store['file_ext'] ) );
		$this->assertSame(
			array(
				'wcdl' => 'true',
				'df'   => '31',
				'dk'   => 'abc',
			),
			array_intersect_key( json_decode( $store['data'], true ), array_flip( array( 'wcdl', 'df', 'dk' ) ) )
		);
	}
}
