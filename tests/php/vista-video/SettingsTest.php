<?php
/**
 * Settings → Video: the settings route (administrators only, validated, never the API key), the
 * key's own routes (stored, tested against the stand-in), and that a front-end request registers
 * no admin screen.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

require_once __DIR__ . '/StandInCase.php';

/**
 * Settings and key.
 */
final class SettingsTest extends StandInCase {

	protected function tearDown(): void {
		delete_option( 'vista_video_settings' );
		parent::tearDown();
	}

	/**
	 * A REST request.
	 *
	 * @param string                    $method Method.
	 * @param string                    $route  Route.
	 * @param array<string, mixed>|null $body   JSON body.
	 */
	private function rest( string $method, string $route, ?array $body = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_get_server()->dispatch( $request );
	}

	private function as_admin(): void {
		wp_set_current_user( 1 );
	}

	public function test_visitors_can_neither_read_the_settings_nor_touch_the_key(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/vista-video/v1/settings' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/vista-video/v1/api-key', array( 'apiKey' => 'x' ) )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/vista-video/v1/api-key/test' )->get_status() );
		$this->assertSame( '', get_option( 'vista_video_api_key', '' ) );
	}

	public function test_the_settings_answer_says_whether_a_key_is_set_but_never_the_key(): void {
		$this->as_admin();
		$this->assertSame( 200, $this->rest( 'POST', '/vista-video/v1/api-key', array( 'apiKey' => 'good-key' ) )->get_status() );
		$answer = $this->rest( 'GET', '/vista-video/v1/settings' );
		$this->assertTrue( $answer->get_data()['apiKeySet'] );
		$this->assertStringNotContainsString( 'good-key', (string) wp_json_encode( $answer->get_data() ) );
		$this->assertSame( 'auto', $answer->get_data()['settings']['consentGate'] );
	}

	public function test_a_key_with_markup_is_refused_and_nothing_is_stored(): void {
		$this->as_admin();
		$answer = $this->rest( 'POST', '/vista-video/v1/api-key', array( 'apiKey' => '<script>alert(1)</script>' ) );
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( '', get_option( 'vista_video_api_key', '' ) );
	}

	public function test_testing_the_key_asks_youtube_and_reports_its_answer(): void {
		$this->as_admin();
		$this->rest( 'POST', '/vista-video/v1/api-key', array( 'apiKey' => 'good-key' ) );
		$answer = $this->rest( 'POST', '/vista-video/v1/api-key/test' )->get_data();
		$this->assertTrue( $answer['ok'] );
		$this->rest( 'POST', '/vista-video/v1/api-key', array( 'apiKey' => 'bad-key' ) );
		$answer = $this->rest( 'POST', '/vista-video/v1/api-key/test' )->get_data();
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 'YouTube refused the key: API key not valid. Please pass a valid API key.', $answer['message'] );
		$this->assertCount( 2, $this->requests() );
	}

	public function test_bad_settings_are_refused_field_by_field_and_nothing_is_saved(): void {
		$this->as_admin();
		$answer = $this->rest(
			'POST',
			'/vista-video/v1/settings',
			array(
				'consentGate' => 'maybe',
				'pageSize'    => 10000,
				'columns'     => 'abc',
				'autonext'    => 'yes',
			)
		);
		$this->assertSame( 400, $answer->get_status() );
		$errors = $answer->get_data()['data']['errors'];
		$this->assertSame( array( 'consentGate', 'pageSize', 'columns', 'autonext' ), array_keys( $errors ) );
		$this->assertSame( 'Enter a whole number from 1 to 50.', $errors['pageSize'] );
		$this->assertFalse( get_option( 'vista_video_settings' ) );

		$saved = $this->rest( 'POST', '/vista-video/v1/settings', array( 'consentGate' => 'off', 'pageSize' => 9 ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 9, \Vista\Video\Settings::get()['pageSize'] );
		$this->assertFalse( \Vista\Video\Settings::consent_required() );
	}

	public function test_consent_is_asked_when_vista_consent_runs_unless_turned_off(): void {
		$this->assertTrue( function_exists( 'vista_consent_has' ) );
		$this->assertTrue( \Vista\Video\Settings::consent_required() );
		update_option( 'vista_video_settings', array( 'consentGate' => 'off' ) );
		$this->assertFalse( \Vista\Video\Settings::consent_required() );
	}

	public function test_a_front_end_request_registers_no_admin_screen(): void {
		$this->assertFalse( is_admin() );
		foreach ( array( 'admin_menu', 'admin_enqueue_scripts' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$this->assertNotInstanceOf( \Vista\Video\Kit\AdminPage::class, is_array( $callback['function'] ) ? $callback['function'][0] : null, $hook );
				}
			}
		}
		$this->assertFalse( has_filter( 'plugin_action_links_vista-video/vista-video.php' ) );
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/vista-video/v1/settings', '/vista-video/v1/api-key', '/vista-video/v1/poster' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, $route );
		}
	}
}
