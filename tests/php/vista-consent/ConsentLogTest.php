<?php
/**
 * The consent log on the real database (SQLite and MariaDB), its REST endpoint and CSV export.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentLog;
use Vista\Consent\ConsentLogExport;
use Vista\Consent\Notice;
use Vista\Tests\VistaTestCase;

/**
 * Recording, limits, privacy, endpoint checks.
 */
final class ConsentLogTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ConsentLog::migrate();
		$wpdb->query( 'DELETE FROM ' . ConsentLog::table() ); // SQL: own table name.
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tearDown();
	}

	private function post( array $body, bool $with_nonce = true ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-consent/v1/consents' );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( $with_nonce ) {
			$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	public function test_a_choice_is_stored_with_a_hashed_visitor_and_no_ip(): void {
		$response = $this->post(
			array(
				'consent_id' => str_repeat( 'ab', 16 ),
				'choice'     => 'accepted',
				'categories' => array( 'statistics' ),
				'page'       => 'http://localhost/consent/?utm=1',
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$rows = ConsentLog::entries( 10 );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'accepted', $rows[0]['choice'] );
		$this->assertSame( 'statistics', $rows[0]['categories'] );
		$this->assertSame( '/consent/', $rows[0]['page'] );
		$this->assertSame( ConsentLog::visitor_hash( str_repeat( 'ab', 16 ) ), $rows[0]['visitor_hash'] );
		$this->assertStringNotContainsString( str_repeat( 'ab', 16 ), implode( ' ', $rows[0] ) );
	}

	public function test_a_refusal_stores_no_categories(): void {
		$this->post(
			array(
				'consent_id' => str_repeat( 'cd', 16 ),
				'choice'     => 'rejected',
				'categories' => array( 'marketing' ),
			)
		);
		$this->assertSame( '', ConsentLog::entries( 1 )[0]['categories'] );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function bad_bodies(): array {
		return array(
			'SQL in the id'      => array( array( 'consent_id' => "1' OR '1'='1", 'choice' => 'accepted' ) ),
			'unknown choice'     => array( array( 'consent_id' => str_repeat( 'a', 32 ), 'choice' => 'maybe' ) ),
			'unknown category'   => array( array( 'consent_id' => str_repeat( 'a', 32 ), 'choice' => 'accepted', 'categories' => array( '<script>' ) ) ),
			'missing the choice' => array( array( 'consent_id' => str_repeat( 'a', 32 ) ) ),
		);
	}

	/**
	 * @dataProvider bad_bodies
	 *
	 * @param array<string, mixed> $body Request body.
	 */
	public function test_bad_input_is_refused_and_nothing_stored( array $body ): void {
		$this->assertSame( 400, $this->post( $body )->get_status() );
		$this->assertSame( 0, ConsentLog::count() );
	}

	public function test_a_post_without_the_page_nonce_is_refused(): void {
		$response = $this->post(
			array(
				'consent_id' => str_repeat( 'a', 32 ),
				'choice'     => 'accepted',
			),
			false
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 0, ConsentLog::count() );
	}

	/**
	 * Issue 14: a page from a full-page cache, made eight days ago, has a stale nonce but its
	 * signature, which does not expire; from a page of this site the choice is logged.
	 */
	public function test_a_choice_from_an_eight_day_old_page_of_this_site_is_stored(): void {
		$body = array(
			'consent_id' => str_repeat( 'a1', 16 ),
			'choice'     => 'accepted',
			'categories' => array( 'statistics' ),
			'nonce'      => self::aged_nonce( 'wp_rest', 8 ),
			'token'      => Notice::page_token(),
		);
		$this->assertFalse( wp_verify_nonce( $body['nonce'], 'wp_rest' ), 'the page\'s nonce has expired' );
		$this->assertSame( 403, $this->post( $body, false )->get_status(), 'no Origin: refused' );

		$_SERVER['HTTP_ORIGIN'] = 'https://elsewhere.example';
		$this->assertSame( 403, $this->post( $body, false )->get_status(), 'another site: refused' );
		$this->assertSame( 0, ConsentLog::count() );

		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$this->assertSame( 403, $this->post( array( 'token' => str_repeat( '0', 64 ) ) + $body, false )->get_status(), 'forged signature: refused' );
		$this->assertSame( 0, ConsentLog::count() );
		$this->assertSame( 201, $this->post( $body, false )->get_status() );
		$this->assertSame( 'statistics', ConsentLog::entries( 1 )[0]['categories'] );
	}

	/**
	 * Issue 30: pages cached before the kit keyed the page signature by purpose print the old
	 * signature (an HMAC of the log's name and the site's address under the nonce salt); a choice
	 * from one is still stored, and the new signature is not that one.
	 */
	public function test_a_choice_from_a_page_cached_before_the_kit_signature_is_stored(): void {
		$old  = hash_hmac( 'sha256', 'vista-consent-log|' . home_url( '/' ), wp_salt( 'nonce' ) );
		$body = array(
			'consent_id' => str_repeat( 'c3', 16 ),
			'choice'     => 'accepted',
			'nonce'      => self::aged_nonce( 'wp_rest', 8 ),
			'token'      => $old,
		);
		$this->assertNotSame( $old, Notice::page_token() );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$this->assertSame( 201, $this->post( $body, false )->get_status() );
		$this->assertSame( 1, ConsentLog::count() );
	}

	public function test_a_signed_in_users_choice_with_a_fresh_nonce_in_the_body_is_stored(): void {
		$body = array(
			'consent_id' => str_repeat( 'b2', 16 ),
			'choice'     => 'rejected',
			'nonce'      => wp_create_nonce( 'wp_rest' ),
		);
		$this->assertSame( 201, $this->post( $body, false )->get_status() );
		$this->assertSame( 1, ConsentLog::count() );
	}

	public function test_one_browser_cannot_flood_the_log(): void {
		for ( $i = 0; $i < ConsentLog::MAX_PER_VISITOR_HOUR; $i++ ) {
			$this->assertTrue( ConsentLog::record( str_repeat( 'e', 32 ), 'accepted', array(), '/', 'client-' . $i ) );
		}
		$this->assertInstanceOf( \WP_Error::class, ConsentLog::record( str_repeat( 'e', 32 ), 'accepted', array(), '/', 'client-new' ) );
		$this->assertTrue( ConsentLog::record( str_repeat( 'f', 32 ), 'rejected', array(), '/', 'client-other' ), 'other visitors are not affected' );
		$this->assertSame( ConsentLog::MAX_PER_VISITOR_HOUR + 1, ConsentLog::count() );
	}

	/**
	 * Issue 13 item 8: the limit was keyed on the consent id alone, which the client chooses, so 30
	 * fresh ids from one visitor were 30 entries. The visitor (address and browser) is a key too.
	 */
	public function test_thirty_fresh_ids_from_one_visitor_are_limited(): void {
		$before                     = array( $_SERVER['REMOTE_ADDR'] ?? null, $_SERVER['HTTP_USER_AGENT'] ?? null );
		$_SERVER['REMOTE_ADDR']     = '203.0.113.50';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) Flooder/1.0';
		$statuses                   = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$statuses[] = $this->post(
				array(
					'consent_id' => bin2hex( random_bytes( 16 ) ),
					'choice'     => 'accepted',
				)
			)->get_status();
		}
		$this->assertSame( array_fill( 0, ConsentLog::MAX_PER_CLIENT_HOUR, 201 ), array_slice( $statuses, 0, ConsentLog::MAX_PER_CLIENT_HOUR ) );
		$this->assertSame( array_fill( 0, 30 - ConsentLog::MAX_PER_CLIENT_HOUR, 429 ), array_slice( $statuses, ConsentLog::MAX_PER_CLIENT_HOUR ) );
		$this->assertSame( ConsentLog::MAX_PER_CLIENT_HOUR, ConsentLog::count() );

		// Another visitor behind the same address (another browser) still gets logged.
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (Macintosh) Safari/605.1.15';
		$this->assertSame( 201, $this->post( array( 'consent_id' => bin2hex( random_bytes( 16 ) ), 'choice' => 'rejected' ) )->get_status() );
		// The stored row shows neither the address nor the browser.
		$this->assertStringNotContainsString( '203.0.113.50', (string) wp_json_encode( ConsentLog::entries( 50 ) ) );
		foreach ( array( 'REMOTE_ADDR', 'HTTP_USER_AGENT' ) as $i => $name ) {
			if ( null === $before[ $i ] ) {
				unset( $_SERVER[ $name ] );
			} else {
				$_SERVER[ $name ] = $before[ $i ];
			}
		}
	}

	public function test_csv_cells_cannot_run_as_spreadsheet_formulas(): void {
		$row = ConsentLogExport::csv_row(
			array(
				'created_at'   => '2026-01-01 00:00:00',
				'visitor_hash' => 'abc',
				'choice'       => 'accepted',
				'categories'   => '',
				'page'         => '=HYPERLINK("http://evil")',
			)
		);
		$this->assertSame( "'=HYPERLINK(\"http://evil\")", $row[4] );
	}

	public function test_export_is_for_administrators_only(): void {
		$this->assertFalse( current_user_can( 'manage_options' ) );
		$message = $this->expect_wp_die( array( ConsentLogExport::class, 'download' ) );
		$this->assertStringContainsString( 'not allowed', $message );
	}

	public function test_export_needs_its_nonce_even_for_an_administrator(): void {
		wp_set_current_user( 1 );
		unset( $_REQUEST['_wpnonce'] ); // phpcs:ignore Generic.PHP.DisallowRequestSuperglobal -- check_admin_referer() reads it.
		$message = $this->expect_wp_die( array( ConsentLogExport::class, 'download' ) );
		$this->assertStringContainsString( 'link you followed has expired', $message );
	}
}
