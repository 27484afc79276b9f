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

	public function test_one_browser_cannot_flood_the_log(): void {
		for ( $i = 0; $i < ConsentLog::MAX_PER_VISITOR_HOUR; $i++ ) {
			$this->assertTrue( ConsentLog::record( str_repeat( 'e', 32 ), 'accepted', array(), '/' ) );
		}
		$this->assertInstanceOf( \WP_Error::class, ConsentLog::record( str_repeat( 'e', 32 ), 'accepted', array(), '/' ) );
		$this->assertTrue( ConsentLog::record( str_repeat( 'f', 32 ), 'rejected', array(), '/' ), 'other visitors are not affected' );
		$this->assertSame( ConsentLog::MAX_PER_VISITOR_HOUR + 1, ConsentLog::count() );
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
