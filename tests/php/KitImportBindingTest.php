<?php
/**
 * Issue 33: the kit's binding of a plugin's importers. Tools → Import lists them (and only its
 * requests load them); their REST steps are for users who may import, answer unknown importers and
 * out-of-order steps with clear errors and no side effect, take a run to its end, and keep a
 * scheduled continuation while it goes on; WP-CLI's driver resumes a run under way.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use Vista\Consent\Import\CookieNoticeImporter;
use Vista\Consent\Kit\Bootstrap;
use Vista\Consent\Kit\ImportAdmin;
use Vista\Consent\Kit\ImportDriver;
use Vista\Consent\Kit\ImportMap;
use Vista\Consent\Kit\ImportRunner;
use Vista\Consent\Settings;
use Vista\Tests\Fixtures\CookieNotice;

require_once dirname( __DIR__ ) . '/fixtures/originals/cookie-notice.php';

/**
 * The binding, through vista-consent's Cookie Notice importer (every plugin has the same copy).
 */
final class KitImportBindingTest extends VistaTestCase {

	private const ROUTE = '/vista-consent/v1/import/cookie-notice';

	private int $editor = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		ImportMap::install();
		// SQL: own table, made outside any transaction: each test starts with no rows of the importer.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMap::table() . ' WHERE source = %s', 'cookie-notice' ) );
		CookieNotice::install();
	}

	protected function tearDown(): void {
		$runner = new ImportRunner( new CookieNoticeImporter() );
		delete_option( $runner->option() );
		delete_option( $runner->option() . '_lock' );
		wp_clear_scheduled_hook( ImportDriver::CONTINUE_HOOK, array( 'cookie-notice' ) );
		CookieNotice::remove();
		delete_option( Settings::OPTION );
		if ( $this->editor ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $this->editor );
		}
		$GLOBALS['pagenow'] = 'index.php';
		unset( $_GET['import'] );
		parent::tearDown();
	}

	/**
	 * A REST call.
	 *
	 * @param string $method GET or POST.
	 * @param string $path   Route.
	 */
	private function call( string $method, string $path ): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( $method, $path ) );
	}

	public function test_tools_import_lists_the_importer_and_no_other_screen_loads_it(): void {
		require_once ABSPATH . 'wp-admin/includes/import.php';
		$GLOBALS['pagenow'] = 'edit.php';
		$this->assertFalse( Bootstrap::is_import_request() );
		ImportAdmin::register();
		$this->assertArrayNotHasKey( 'cookie-notice', (array) get_importers() );

		$GLOBALS['pagenow'] = 'import.php';
		$this->assertTrue( Bootstrap::is_import_request() );
		ImportAdmin::register();
		$importer = get_importers()['cookie-notice'];
		$this->assertSame( 'Cookie Notice', $importer[0] );
		$this->assertStringContainsString( 'Vista Consent', $importer[1] );
		$this->assertNotFalse( has_action( 'load-importer-cookie-notice', array( ImportAdmin::class, 'enqueue' ) ) );
	}

	public function test_the_screen_has_its_heading_and_mount_point(): void {
		$_GET['import'] = 'cookie-notice';
		ob_start();
		ImportAdmin::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Import from Cookie Notice</h1>', $html );
		$this->assertStringContainsString( 'id="vista-kit-importer"', $html );
	}

	public function test_only_users_who_may_import_reach_the_steps(): void {
		$this->assertSame( 401, $this->call( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 401, $this->call( 'POST', self::ROUTE . '/start' )->get_status() );
		$this->editor = (int) wp_insert_user(
			array(
				'user_login' => 'import-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		wp_set_current_user( $this->editor );
		$this->assertSame( 403, $this->call( 'POST', self::ROUTE . '/start' )->get_status() );
		$this->assertNull( ( new ImportRunner( new CookieNoticeImporter() ) )->state(), 'nothing was started' );
		$this->assertSame( '', Settings::get()['acceptText'] );
	}

	public function test_unknown_importers_and_steps_out_of_order_are_refused_clearly(): void {
		wp_set_current_user( 1 );
		$unknown = $this->call( 'GET', '/vista-consent/v1/import/nextgen' );
		$this->assertSame( 404, $unknown->get_status() );
		$this->assertSame( 'vista_consent_unknown_importer', $unknown->get_data()['code'] );
		$early = $this->call( 'POST', self::ROUTE . '/advance' );
		$this->assertSame( 409, $early->get_status() );
		$this->assertSame( '', Settings::get()['acceptText'], 'an advance before a start changes nothing' );
	}

	public function test_the_steps_read_start_and_take_a_run_to_its_report(): void {
		wp_set_current_user( 1 );
		$read = $this->call( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'Cookie Notice', $read['importer']['label'] );
		$this->assertSame( 'settings', $read['inventory'][0]['stage'] );
		$this->assertSame( '23', $read['inventory'][0]['countText'] );
		$this->assertNull( $read['run'] );

		$started = $this->call( 'POST', self::ROUTE . '/start' );
		$this->assertSame( 200, $started->get_status() );
		$this->assertSame( 'running', $started->get_data()['run']['status'] );
		$this->assertSame( '0 of 23', $started->get_data()['run']['stages'][0]['progressText'] );
		$this->assertNotFalse( wp_next_scheduled( ImportDriver::CONTINUE_HOOK, array( 'cookie-notice' ) ), 'the run goes on if the browser leaves' );
		$this->assertSame( 409, $this->call( 'POST', self::ROUTE . '/start' )->get_status(), 'one run at a time' );

		$run = $this->call( 'POST', self::ROUTE . '/advance' )->get_data()['run'];
		$this->assertSame( 'done', $run['status'] );
		$this->assertSame( 100, $run['percent'] );
		$this->assertSame( 'Settings', $run['report'][0]['label'] );
		$this->assertSame( '22', $run['report'][0]['importedText'] );
		$this->assertSame( '1', $run['report'][0]['skippedText'] );
		$this->assertSame( 'refuse_code', $run['skips'][0]['original'] );
		$this->assertFalse( wp_next_scheduled( ImportDriver::CONTINUE_HOOK, array( 'cookie-notice' ) ), 'nothing left to continue' );
		$this->assertSame( 'Accept cookies', Settings::get()['acceptText'] );
	}

	public function test_the_scheduled_continuation_takes_a_run_the_browser_left(): void {
		wp_set_current_user( 1 );
		$this->call( 'POST', self::ROUTE . '/start' );
		wp_set_current_user( 0 );
		ImportDriver::continue_run( 'cookie-notice' );
		$this->assertSame( 'done', ( new ImportRunner( new CookieNoticeImporter() ) )->state()['status'] );
		$this->assertSame( '#8a4b08', Settings::get()['buttonColor'] );
	}

	public function test_the_command_line_driver_resumes_the_run_under_way(): void {
		$source = new CookieNoticeImporter();
		$runner = new ImportRunner( $source );
		$first  = $runner->start();
		$runner->advance( 0.0, 5 );
		$this->assertSame( 'running', $runner->state()['status'] );
		$state = ImportDriver::run_to_end( $source, false, 5 );
		$this->assertSame( $first['run'], $state['run'], 'the same run, resumed' );
		$this->assertSame( array( 'imported' => 22, 'updated' => 0, 'skipped' => 1 ), $state['counts']['settings'] );
	}

	public function test_the_lock_life_can_be_shortened_for_a_killed_worker(): void {
		$this->assertSame( ImportRunner::LOCK_SECONDS, ImportRunner::lock_seconds() );
		$short = static fn () => 2;
		add_filter( 'vista_consent_import_lock_seconds', $short );
		$this->assertSame( 2, ImportRunner::lock_seconds() );
		remove_filter( 'vista_consent_import_lock_seconds', $short );
	}
}
