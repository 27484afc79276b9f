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

	private function save( array $changes ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-consent/v1/settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $changes ) );
		return rest_do_request( $request );
	}

	public function test_visitors_cannot_read_or_change_the_settings(): void {
		$this->assertSame( 401, rest_do_request( new \WP_REST_Request( 'GET', '/vista-consent/v1/settings' ) )->get_status() );
		$this->assertSame( 401, $this->save( array( 'cookieTime' => 60 ) )->get_status() );
		$this->assertSame( 2592000, Settings::get()['cookieTime'] );
	}

	public function test_an_administrator_saves_and_reads_back(): void {
		wp_set_current_user( 1 );
		$response = $this->save( array( 'cookieTime' => 3600, 'acceptText' => 'Accept' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 3600, $response->get_data()['settings']['cookieTime'] );
		$this->assertSame( 'Accept', Settings::get()['acceptText'] );
		$read = rest_do_request( new \WP_REST_Request( 'GET', '/vista-consent/v1/settings' ) );
		$this->assertSame( 'Ok', $read->get_data()['defaultTexts']['acceptText'] );
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
}
