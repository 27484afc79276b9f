<?php
/**
 * The settings endpoint: administrators only, clear errors, nothing stored on bad input.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * GET and POST /vista-consent/v1/settings.
 */
final class SettingsEndpointTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	/**
	 * POSTs a JSON body.
	 *
	 * @param mixed $changes Body, encoded as JSON unless it is already a string.
	 */
	private function save( $changes ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-consent/v1/settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( is_string( $changes ) ? $changes : (string) wp_json_encode( $changes ) );
		return rest_do_request( $request );
	}

	public function test_visitors_cannot_read_or_change_the_settings(): void {
		$this->assertSame( 401, rest_do_request( new \WP_REST_Request( 'GET', '/vista-consent/v1/settings' ) )->get_status() );
		$this->assertSame( 401, $this->save( array( 'cookieTime' => 60 ) )->get_status() );
		$this->assertSame( 2592000, Settings::get()['cookieTime'] );
	}

	public function test_an_administrator_saves_and_reads_back(): void {
		wp_set_current_user( 1 );
		$response = $this->save( array( 'cookieTime' => 3600, 'acceptText' => 'Fine' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 3600, $response->get_data()['settings']['cookieTime'] );
		$this->assertSame( 'Fine', Settings::get()['acceptText'] );
		$read = rest_do_request( new \WP_REST_Request( 'GET', '/vista-consent/v1/settings' ) );
		$this->assertSame( 'Accept', $read->get_data()['defaultTexts']['acceptText'] );
		$this->assertSame( 'No', $read->get_data()['wordingTexts']['okNo']['refuseText'], 'the screen can show either wording' );
	}

	public function test_bad_values_come_back_per_field_and_nothing_is_saved(): void {
		wp_set_current_user( 1 );
		$response = $this->save(
			array(
				'cookieTime'  => -1,
				'moreInfo'    => 'custom',
				'moreInfoUrl' => 'javascript:alert(1)',
				'acceptText'  => 'Fine',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$errors = $response->get_data()['data']['errors'];
		$this->assertSame( array( 'cookieTime', 'moreInfoUrl' ), array_keys( $errors ) );
		$this->assertStringContainsString( 'http', $errors['moreInfoUrl'] );
		$this->assertSame( '', Settings::get()['acceptText'], 'the valid field was not saved either' );
	}

	/**
	 * The plugins' settings routes once disagreed here: this one stored nothing but answered a JSON
	 * list as an empty change. Every settings route of the suite now refuses it.
	 */
	public function test_a_json_list_body_is_refused_like_every_settings_route_refuses_it(): void {
		wp_set_current_user( 1 );
		foreach ( array( '[1, 2]', '[{"cookieTime": 3600}]', '["cookieTime", 3600]', '"cookieTime"', '3600' ) as $body ) {
			$response = $this->save( $body );
			$this->assertSame( 400, $response->get_status(), "body {$body}" );
			$this->assertSame( 'vista_consent_invalid_settings', $response->get_data()['code'], "body {$body}" );
			$this->assertSame( 'Send the settings as a JSON object.', $response->get_data()['message'], "body {$body}" );
		}
		$this->assertSame( 400, $this->save( 'cookieTime=3600' )->get_status(), 'not JSON at all' );
		$this->assertFalse( get_option( Settings::OPTION ), 'nothing was stored' );
	}

	public function test_an_empty_object_or_list_changes_nothing(): void {
		wp_set_current_user( 1 );
		foreach ( array( '{}', '[]' ) as $body ) {
			$response = $this->save( $body );
			$this->assertSame( 200, $response->get_status(), "body {$body}" );
			$this->assertSame( Settings::defaults(), $response->get_data()['settings'] );
		}
	}

	/**
	 * One answer for what an integer is, in every plugin's settings (Kit\Validate::integer_in).
	 */
	public function test_an_integer_setting_takes_digits_with_surrounding_spaces_and_nothing_else(): void {
		wp_set_current_user( 1 );
		foreach ( array( array( ' 3600 ', 3600 ), array( '3600', 3600 ), array( "\t7200\n", 7200 ), array( 60, 60 ), array( ' 120 ', 120 ) ) as [ $sent, $kept ] ) {
			$response = $this->save( array( 'cookieTime' => $sent ) );
			$this->assertSame( 200, $response->get_status(), 'cookieTime ' . wp_json_encode( $sent ) );
			$this->assertSame( $kept, $response->get_data()['settings']['cookieTime'] );
		}
		$this->assertSame( 90, $this->save( array( 'barOpacity' => ' 90 ' ) )->get_data()['settings']['barOpacity'] );
		foreach ( array( '3600abc', '36 00', '3600.0', 3600.5, '1e4', '', ' ', true, '+3600', str_repeat( '9', 19 ) ) as $sent ) {
			$response = $this->save( array( 'cookieTime' => $sent ) );
			$this->assertSame( 400, $response->get_status(), 'cookieTime ' . wp_json_encode( $sent ) );
			$this->assertSame( array( 'cookieTime' ), array_keys( $response->get_data()['data']['errors'] ) );
		}
		$this->assertSame( 120, Settings::get()['cookieTime'], 'refused values changed nothing' );
	}
}
