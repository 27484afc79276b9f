<?php
/**
 * The entries REST routes: administrators only, paging, search, flags, deletion, export.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

require_once dirname( __DIR__ ) . '/SubmissionTestCase.php';

use Vista\Forms\Entries\EntriesController;
use Vista\Forms\Entries\EntriesExport;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Submit\SubmissionAjax;

/**
 * /vista-forms/v1/entries…
 */
final class EntriesControllerTest extends SubmissionTestCase {

	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = (int) wp_insert_user(
			array(
				'user_login' => 'entries-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->admin );
		parent::tearDown();
	}

	/**
	 * Stores entries of the contact form by names.
	 *
	 * @param string[] $names Names.
	 * @return int[] Entry ids.
	 */
	private function entries( array $names ): array {
		$ids = array();
		foreach ( $names as $name ) {
			$ids[] = EntryStore::create( $this->form_id, array( 'name' => $name, 'email' => strtolower( $name ) . '@example.org', 'topic' => 'Sales' ), array( 'ip_hash' => 'x' ) );
		}
		return $ids;
	}

	/**
	 * A REST request.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under the namespace.
	 * @param array<string, mixed> $params Parameters.
	 */
	private function call( string $method, string $route, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/vista-forms/v1' . $route );
		foreach ( $params as $key => $value ) {
			$request->set_param( $key, $value );
		}
		return rest_do_request( $request );
	}

	/**
	 * The CSV the export route streams, as the REST server sends it.
	 *
	 * @param array<string, mixed> $params Parameters.
	 */
	private function exported( array $params ): string {
		$request = new \WP_REST_Request( 'GET', '/vista-forms/v1/entries/export' );
		foreach ( $params as $key => $value ) {
			$request->set_param( $key, $value );
		}
		$response = rest_do_request( $request );
		ob_start();
		$served = EntriesExport::serve_csv( false, $response, $request );
		$csv    = (string) ob_get_clean();
		$this->assertTrue( $served );
		return $csv;
	}

	public function test_visitors_and_editors_are_refused(): void {
		$this->entries( array( 'Ada' ) );
		$this->assertSame( 401, $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id ) )->get_status() );
		$editor = (int) wp_insert_user( array( 'user_login' => 'ed-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'editor' ) );
		wp_set_current_user( $editor );
		$this->assertSame( 403, $this->call( 'GET', '/entries/export', array( 'form_id' => $this->form_id ) )->get_status() );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor );
	}

	public function test_list_pages_by_twenty_with_totals_and_searches_values(): void {
		wp_set_current_user( $this->admin );
		$names = array();
		for ( $i = 1; $i <= 23; $i++ ) {
			$names[] = "Person{$i}";
		}
		$this->entries( $names );
		$page1 = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id ) )->get_data();
		$this->assertSame( 23, $page1['total'] );
		$this->assertSame( 2, $page1['total_pages'] );
		$this->assertCount( 20, $page1['entries'] );
		$this->assertSame( array( 'Name', 'Email', 'Message' ), $page1['columns'] );
		$this->assertSame( array( 'Person23', 'person23@example.org', '' ), $page1['entries'][0]['summary'], 'newest first' );
		$page2 = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id, 'page' => 2 ) )->get_data();
		$this->assertCount( 3, $page2['entries'] );
		// An entry arrives while the screen shows a page: the next and previous pages still follow
		// from the entries shown, none shown twice, none skipped.
		$this->entries( array( 'Person24' ) );
		$next = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id, 'page' => 2, 'before' => $page1['entries'][19]['id'] ) )->get_data();
		$this->assertSame( array_column( $page2['entries'], 'id' ), array_column( $next['entries'], 'id' ), 'the page after the last entry shown' );
		$back = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id, 'page' => 1, 'after' => $page2['entries'][0]['id'] ) )->get_data();
		$this->assertSame( array_column( $page1['entries'], 'id' ), array_column( $back['entries'], 'id' ), 'the page before the first entry shown' );
		$this->assertSame( 24, $back['total'] );

		$found = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id, 'search' => 'person2' ) )->get_data();
		$this->assertSame( 6, $found['total'], 'Person2, Person20-24' );
		$none = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id, 'search' => '100%_' ) )->get_data();
		$this->assertSame( 0, $none['total'], 'LIKE wildcards are literal' );

		$forms = $this->call( 'GET', '/entries/forms' )->get_data();
		$mine  = array_values( array_filter( $forms, fn ( $form ) => $form['id'] === $this->form_id ) );
		$this->assertSame( 24, $mine[0]['total'] );
		$this->assertSame( 24, $mine[0]['unread'] );
	}

	public function test_view_star_read_and_delete_an_entry(): void {
		wp_set_current_user( $this->admin );
		list( $id ) = $this->entries( array( 'Grace' ) );
		$entry      = $this->call( 'GET', "/entries/{$id}" )->get_data();
		$this->assertSame( array( 'Name', 'Email', 'Topic' ), array_column( $entry['fields'], 'label' ) );
		$this->assertSame( 'Grace', $entry['fields'][0]['text'] );
		$this->assertFalse( $entry['starred'] );

		$entry = $this->call( 'POST', "/entries/{$id}", array( 'starred' => true, 'read' => true ) )->get_data();
		$this->assertTrue( $entry['starred'] );
		$this->assertTrue( $entry['read'] );
		$this->assertTrue( EntryStore::get( $id )['starred'] );

		$this->assertSame( 400, $this->call( 'POST', "/entries/{$id}", array( 'starred' => 'maybe' ) )->get_status() );
		$this->assertSame( 200, $this->call( 'DELETE', "/entries/{$id}" )->get_status() );
		$this->assertNull( EntryStore::get( $id ) );
		$this->assertSame( array(), EntryStore::values( array( $id ) ) );
		$this->assertSame( 404, $this->call( 'GET', "/entries/{$id}" )->get_status() );
		$this->assertSame( 404, $this->call( 'DELETE', "/entries/{$id}" )->get_status() );
	}

	public function test_the_list_shortens_a_long_value_and_the_entry_shows_it_whole(): void {
		wp_set_current_user( $this->admin );
		$long = str_repeat( 'word ', 2000 ) . "\nend";
		$id   = EntryStore::create( $this->form_id, array( 'name' => $long, 'email' => 'ada@example.org', 'topic' => 'Sales' ), array( 'ip_hash' => 'x' ) );
		$list = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id ) )->get_data();
		$row  = current( array_filter( $list['entries'], static fn ( $entry ) => $entry['id'] === $id ) );
		$this->assertSame( str_repeat( 'word ', 19 ) . 'word…', $row['summary'][0] );
		$this->assertLessThanOrEqual( EntriesController::SUMMARY_LENGTH + 1, mb_strlen( $row['summary'][0] ) );
		$this->assertSame( 'ada@example.org', $row['summary'][1], 'short values stay whole' );
		$entry = $this->call( 'GET', "/entries/{$id}" )->get_data();
		$this->assertSame( $long, $entry['fields'][0]['text'] );
	}

	public function test_bulk_delete(): void {
		wp_set_current_user( $this->admin );
		$ids = $this->entries( array( 'A1', 'A2', 'A3' ) );
		$this->assertSame( array( 'deleted' => 2 ), $this->call( 'DELETE', '/entries', array( 'ids' => array( $ids[0], $ids[2] ) ) )->get_data() );
		$this->assertSame( 1, $this->entry_count() );
		$this->assertSame( 400, $this->call( 'DELETE', '/entries', array( 'ids' => array() ) )->get_status() );
	}

	public function test_export_is_csv_of_the_form_or_the_search(): void {
		wp_set_current_user( $this->admin );
		$this->entries( array( 'Alan', '=HYPERLINK("http://evil")' ) );
		$response = $this->call( 'GET', '/entries/export', array( 'form_id' => $this->form_id ) );
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] );
		$csv = $this->exported( array( 'form_id' => $this->form_id ) );
		$this->assertStringStartsWith( 'Name,Email,Message,Topic,Attachment,"Entry ID","Date (UTC)"', $csv );
		$this->assertStringContainsString( "\"'=HYPERLINK(\"\"http://evil\"\")\"", $csv );
		$only = $this->exported( array( 'form_id' => $this->form_id, 'search' => 'alan' ) );
		$this->assertSame( 2, substr_count( trim( $only ), "\n" ) + 1, 'header and one row' );
	}

	public function test_a_submitted_entry_appears_in_the_list(): void {
		SubmissionAjax::answer( $this->request( $this->valid_contact() ) );
		wp_set_current_user( $this->admin );
		$list = $this->call( 'GET', '/entries', array( 'form_id' => $this->form_id ) )->get_data();
		$this->assertSame( 'Ada Lovelace', $list['entries'][0]['summary'][0] );
	}
}
