<?php
/**
 * Issue 31, the consent notice's items: the log's per-address limit against a client that changes
 * its browser string with every request (item 7), and cookies sent as arrays (item 11). On SQLite
 * and MariaDB.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentLog;
use Vista\Consent\ConsentState;
use Vista\Consent\Notice;
use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * The attacks of issue 31 on the consent notice.
 */
final class ConsentHardeningTest extends VistaTestCase {

	/** @var array<string, mixed> The request's globals, restored after each test. */
	private array $globals;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ConsentLog::migrate();
		$wpdb->query( 'DELETE FROM ' . ConsentLog::table() ); // SQL: own table name.
		$this->globals = array(
			'server' => $_SERVER,
			'cookie' => $_COOKIE,
		);
	}

	protected function tearDown(): void {
		$_SERVER = $this->globals['server'];
		$_COOKIE = $this->globals['cookie'];
		parent::tearDown();
	}

	/**
	 * Posts a choice with a fresh consent id, as the notice does.
	 */
	private function post_choice(): int {
		$request = new \WP_REST_Request( 'POST', '/vista-consent/v1/consents' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'consent_id' => bin2hex( random_bytes( 16 ) ),
					'choice'     => 'accepted',
				)
			)
		);
		return rest_do_request( $request )->get_status();
	}

	public function test_item_7_consent_log_rows_from_one_address_with_a_new_browser_each_time_are_bounded(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.51';
		$statuses               = array();
		for ( $i = 0; $i < ConsentLog::MAX_PER_NETWORK_HOUR + 10; $i++ ) {
			$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Rotation/' . $i;
			$statuses[]                 = $this->post_choice();
		}
		$this->assertSame( ConsentLog::MAX_PER_NETWORK_HOUR, ConsentLog::count() );
		$this->assertSame( array_fill( 0, 10, 429 ), array_slice( $statuses, ConsentLog::MAX_PER_NETWORK_HOUR ) );

		// An IPv6 client walking its /64 is one address.
		for ( $i = 0; $i < ConsentLog::MAX_PER_NETWORK_HOUR + 10; $i++ ) {
			$_SERVER['REMOTE_ADDR']     = '2001:db8:1:2::' . dechex( $i + 1 );
			$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) v6/' . $i;
			$this->post_choice();
		}
		$this->assertSame( 2 * ConsentLog::MAX_PER_NETWORK_HOUR, ConsentLog::count() );

		// Another address is logged; no address is stored.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.23';
		$this->assertSame( 201, $this->post_choice() );
		$this->assertStringNotContainsString( '203.0.113.51', (string) wp_json_encode( ConsentLog::entries( 200 ) ) );
	}

	public function test_item_11_a_cookie_sent_as_an_array_is_treated_as_absent_without_a_warning(): void {
		$settings = Settings::get();
		$warnings = array();
		set_error_handler(
			static function ( int $level, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			}
		);
		try {
			// vista_consent_categories[a]=b and cookie_notice_accepted[]=true, as PHP parses them.
			$_COOKIE[ ConsentState::CATEGORIES_COOKIE ] = array( 'a' => 'b' );
			$_COOKIE[ $settings['cookieName'] ]         = array( 'true' );
			$state                                      = ConsentState::current( $settings );
			$classes = Notice::body_classes( array() );
			$page    = Notice::markup( $settings );
			$has     = vista_consent_has( 'statistics' );
			// With a real choice beside an array of categories, the choice holds and no category is invented.
			$_COOKIE[ $settings['cookieName'] ] = 'true';
			$accepted                           = ConsentState::current( array( 'categories' => true ) + $settings );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $warnings );
		$this->assertFalse( $state->decided(), 'an array is no choice' );
		$this->assertFalse( $has );
		$this->assertStringContainsString( 'cookie-notice', $page );
		$this->assertNotContains( 'cookies-accepted', $classes );
		$this->assertTrue( $accepted->accepted() );
		$this->assertFalse( $accepted->allows( 'statistics' ) );
	}
}
