<?php
/**
 * The API key and the runner's secret never reach a page: not the settings screen's data, not the
 * settings route's answers, not the admin bar or its script data.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\AdminBar;
use Vista\Speed\Settings;
use Vista\Speed\SettingsScreen;
use Vista\Tests\VistaTestCase;

/**
 * Where the secrets could leak.
 */
final class SecretsTest extends VistaTestCase {

	private const KEY    = 'AIzaSy-test-key-never-shown-4242';
	private const SECRET = 'runner-secret-never-shown-4242';

	protected function setUp(): void {
		parent::setUp();
		update_option(
			Settings::OPTION,
			array(
				'engine'        => 'psi',
				'psi_key'       => self::KEY,
				'runner_secret' => self::SECRET,
			)
		);
		wp_set_current_user( 1 );
	}

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	private function assertNoSecret( string $text ): void {
		$this->assertStringNotContainsString( self::KEY, $text );
		$this->assertStringNotContainsString( self::SECRET, $text );
		if ( defined( 'VISTA_SPEED_RUNNER_SECRET' ) && '' !== VISTA_SPEED_RUNNER_SECRET ) {
			$this->assertStringNotContainsString( VISTA_SPEED_RUNNER_SECRET, $text );
		}
	}

	public function test_the_settings_screen_data_says_only_whether_secrets_are_set(): void {
		$args = SettingsScreen::args();
		$data = ( $args['data'] )();
		$this->assertNoSecret( (string) wp_json_encode( $data ) );
		$this->assertTrue( $data['settings']['psi_key_set'] );
		$this->assertTrue( $data['settings']['runner_secret_set'] );
		$this->assertArrayNotHasKey( 'psi_key', $data['settings'] );
	}

	public function test_the_settings_route_never_answers_a_secret_and_keeps_it_when_sent_empty(): void {
		$read = rest_do_request( new \WP_REST_Request( 'GET', '/vista-speed/v1/settings' ) );
		$this->assertSame( 200, $read->get_status() );
		$this->assertNoSecret( (string) wp_json_encode( $read->get_data() ) );

		$save = new \WP_REST_Request( 'POST', '/vista-speed/v1/settings' );
		$save->set_header( 'Content-Type', 'application/json' );
		$save->set_body( (string) wp_json_encode( array( 'engine' => 'runner', 'psi_key' => '', 'runner_secret' => '' ) ) );
		$saved = rest_do_request( $save );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertNoSecret( (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( self::KEY, Settings::get()['psi_key'] );
		$this->assertSame( 'runner', Settings::get()['engine'] );
	}

	public function test_the_settings_route_refuses_a_subscriber_and_bad_values(): void {
		$bad = new \WP_REST_Request( 'POST', '/vista-speed/v1/settings' );
		$bad->set_header( 'Content-Type', 'application/json' );
		$bad->set_body( (string) wp_json_encode( array( 'engine' => 'ftp' ) ) );
		$answer = rest_do_request( $bad );
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( 'psi', Settings::get()['engine'] );

		wp_set_current_user( 0 );
		$this->assertSame( 401, rest_do_request( new \WP_REST_Request( 'GET', '/vista-speed/v1/settings' ) )->get_status() );
	}

	public function test_the_admin_bar_and_its_script_data_carry_no_secret(): void {
		add_filter( 'show_admin_bar', '__return_true' );
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		$bar = new \WP_Admin_Bar();
		AdminBar::add_node( $bar );
		$this->assertNoSecret( (string) wp_json_encode( $bar->get_nodes() ) );
		AdminBar::enqueue();
		$script = wp_scripts()->get_data( AdminBar::SCRIPT_HANDLE, 'before' );
		remove_filter( 'show_admin_bar', '__return_true' );
		$this->assertIsArray( $script );
		$inline = implode( "\n", $script );
		$this->assertStringContainsString( 'window.vistaSpeed', $inline );
		$this->assertNoSecret( $inline );
	}
}
