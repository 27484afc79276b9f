<?php
/**
 * Consent → Records (issue 34): the records route's filter by day (in the site's time zone),
 * choice and consent id, its paging and its capability check, and the export of the same rows.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentLog;
use Vista\Consent\ConsentLogExport;
use Vista\Consent\ConsentRecords;
use Vista\Tests\VistaTestCase;

/**
 * What the owner finds, and what everyone else does not.
 */
final class ConsentRecordsTest extends VistaTestCase {

	private const ALICE = 'aaaaaaaa-1111-2222-3333-444444444444';
	private const BOB   = 'bbbbbbbb-1111-2222-3333-444444444444';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ConsentLog::migrate();
		$wpdb->query( 'DELETE FROM ' . ConsentLog::table() ); // SQL: own table name.
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'H:i' );
		// 1 March, 23:30 UTC is 2 March, 00:30 in Paris.
		$this->insert( self::ALICE, 'accepted', '2026-03-01 10:00:00' );
		$this->insert( self::BOB, 'rejected', '2026-03-01 23:30:00' );
		$this->insert( self::ALICE, 'rejected', '2026-03-05 12:00:00' );
	}

	protected function tearDown(): void {
		delete_option( 'timezone_string' );
		delete_option( 'date_format' );
		delete_option( 'time_format' );
		parent::tearDown();
	}

	private function insert( string $consent_id, string $choice, string $utc ): void {
		global $wpdb;
		$wpdb->insert(
			ConsentLog::table(),
			array(
				'created_at'   => $utc,
				'visitor_hash' => ConsentLog::visitor_hash( $consent_id ),
				'choice'       => $choice,
				'categories'   => 'accepted' === $choice ? 'statistics,marketing' : '',
				'page'         => '/consent/',
			)
		);
	}

	/**
	 * @param array<string, mixed> $params Query.
	 */
	private function get( array $params ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/vista-consent/v1/records' );
		$request->set_query_params( $params );
		return rest_do_request( $request );
	}

	public function test_only_administrators_read_the_records(): void {
		$this->assertSame( 401, $this->get( array() )->get_status() );
		$editor = (int) wp_insert_user(
			array(
				'user_login' => 'records-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		try {
			wp_set_current_user( $editor );
			$this->assertSame( 403, $this->get( array() )->get_status() );
		} finally {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $editor );
		}
	}

	public function test_the_list_is_newest_first_with_dates_in_the_sites_format_and_time_zone(): void {
		wp_set_current_user( 1 );
		$data = $this->get( array() )->get_data();
		$this->assertSame( 3, $data['total'] );
		$this->assertSame( array( 'rejected', 'rejected', 'accepted' ), array_column( $data['records'], 'choice' ) );
		$this->assertSame( '2 March 2026 at 00:30', $data['records'][1]['date'] );
		$this->assertSame( '2026-03-01T23:30:00Z', $data['records'][1]['time'] );
		$this->assertSame( ConsentLog::visitor_hash( self::BOB ), $data['records'][1]['consentId'] );
		$this->assertSame( array( 'statistics', 'marketing' ), $data['records'][2]['categories'] );
	}

	public function test_days_are_the_sites_days_and_the_last_one_is_included(): void {
		wp_set_current_user( 1 );
		$march_2 = $this->get( array( 'from' => '2026-03-02', 'to' => '2026-03-02' ) )->get_data();
		$this->assertSame( array( ConsentLog::visitor_hash( self::BOB ) ), array_column( $march_2['records'], 'consentId' ) );
		$this->assertSame( 2, $this->get( array( 'to' => '2026-03-02' ) )->get_data()['total'] );
		$this->assertSame( 2, $this->get( array( 'from' => '2026-03-02' ) )->get_data()['total'] );
	}

	public function test_choice_and_consent_id_narrow_the_list(): void {
		wp_set_current_user( 1 );
		$this->assertSame( 2, $this->get( array( 'choice' => 'rejected' ) )->get_data()['total'] );
		$alice = $this->get( array( 'search' => strtoupper( self::ALICE ) ) )->get_data();
		$this->assertSame( 2, $alice['total'], 'the id a visitor reads out finds their choices' );
		$both = $this->get(
			array(
				'search' => self::ALICE,
				'choice' => 'accepted',
			)
		)->get_data();
		$this->assertSame( 1, $both['total'] );
		$prefix = substr( ConsentLog::visitor_hash( self::BOB ), 0, 12 );
		$this->assertSame( 1, $this->get( array( 'search' => $prefix ) )->get_data()['total'], 'the hash as the screen shows it' );
	}

	public function test_pages_split_the_list(): void {
		wp_set_current_user( 1 );
		$second = $this->get(
			array(
				'per_page' => 2,
				'page'     => 2,
			)
		)->get_data();
		$this->assertSame( 2, $second['totalPages'] );
		$this->assertCount( 1, $second['records'] );
		$this->assertSame( 'accepted', $second['records'][0]['choice'] );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function bad_filters(): array {
		return array(
			'not a date'          => array( array( 'from' => 'yesterday' ) ),
			'no such day'         => array( array( 'to' => '2026-02-30' ) ),
			'days the wrong way'  => array( array( 'from' => '2026-03-05', 'to' => '2026-03-01' ) ),
			'unknown choice'      => array( array( 'choice' => 'maybe' ) ),
			'SQL in the search'   => array( array( 'search' => "' OR 1=1 --" ) ),
			'wildcard the search' => array( array( 'search' => '%' ) ),
			'page size too large' => array( array( 'per_page' => 1000 ) ),
		);
	}

	/**
	 * @dataProvider bad_filters
	 *
	 * @param array<string, mixed> $params Query.
	 */
	public function test_bad_filters_get_a_clear_error( array $params ): void {
		wp_set_current_user( 1 );
		$response = $this->get( $params );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
	}

	public function test_the_export_holds_the_filtered_rows(): void {
		$rows = ( new ConsentRecords( '2026-03-01', '2026-03-05', 'rejected', '' ) )->rows( 100 );
		$this->assertSame( array( '2026-03-05 12:00:00', '2026-03-01 23:30:00' ), array_column( $rows, 'created_at' ) );

		wp_set_current_user( 1 );
		$_GET['from']         = 'never';
		$_REQUEST['_wpnonce'] = wp_create_nonce( ConsentLogExport::ACTION ); // phpcs:ignore Generic.PHP.DisallowRequestSuperglobal -- check_admin_referer() reads it.
		try {
			$message = $this->expect_wp_die( array( ConsentLogExport::class, 'download' ) );
		} finally {
			unset( $_GET['from'], $_REQUEST['_wpnonce'] ); // phpcs:ignore Generic.PHP.DisallowRequestSuperglobal -- as above.
		}
		$this->assertStringContainsString( 'YYYY-MM-DD', $message );
	}
}
