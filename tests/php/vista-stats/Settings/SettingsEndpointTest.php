<?php
/**
 * The settings endpoint: administrators only, the site's roles for the screen, clear errors per
 * field, nothing stored on bad input.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Settings\Settings;
use Vista\Tests\VistaTestCase;

/**
 * GET and POST /vista-stats/v1/settings.
 */
final class SettingsEndpointTest extends VistaTestCase {

	private const PATH = '/vista-stats/v1/settings';

	private int $subscriber = 0;

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		if ( $this->subscriber ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $this->subscriber );
			$this->subscriber = 0;
		}
		parent::tearDown();
	}

	/**
	 * POSTs a JSON body.
	 *
	 * @param mixed $changes Body, encoded as JSON unless it is already a string.
	 */
	private function save( $changes ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::PATH );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( is_string( $changes ) ? $changes : (string) wp_json_encode( $changes ) );
		return rest_do_request( $request );
	}

	private function read(): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'GET', self::PATH ) );
	}

	public function test_visitors_cannot_read_or_change_the_settings(): void {
		$this->assertSame( 401, $this->read()->get_status() );
		$this->assertSame( 401, $this->save( array( 'retentionDays' => 30 ) )->get_status() );
		$this->assertFalse( get_option( Settings::OPTION ), 'nothing was stored' );
	}

	public function test_users_who_cannot_manage_options_are_refused(): void {
		$this->subscriber = (int) wp_insert_user(
			array(
				'user_login' => 'vista-stats-subscriber-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( $this->subscriber );
		$this->assertSame( 403, $this->read()->get_status() );
		$this->assertSame( 403, $this->save( array( 'respectDnt' => false ) )->get_status() );
		$this->assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_an_administrator_reads_the_settings_and_the_sites_roles(): void {
		wp_set_current_user( 1 );
		$response = $this->read();
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'settings', 'roles' ), array_keys( $data ) );
		$this->assertSame( Settings::defaults(), $data['settings'] );
		$this->assertContains(
			array(
				'slug' => 'administrator',
				'name' => 'Administrator',
			),
			$data['roles']
		);
		$this->assertSame( array_keys( wp_roles()->roles ), array_column( $data['roles'], 'slug' ) );
	}

	public function test_an_administrator_saves_and_reads_back(): void {
		wp_set_current_user( 1 );
		$changes  = array(
			'onlineTracking'     => false,
			'linkTracking'       => false,
			'downloadTracking'   => true,
			'downloadExtensions' => array( 'pdf', 'epub' ),
			'respectDnt'         => false,
			'bypassAdBlockers'   => true,
			'consentIntegration' => 'vista_consent',
			'consentLevel'       => 'marketing',
			'anonymousTracking'  => true,
			'excludedRoles'      => array( 'editor', 'author' ),
			'excludeBots'        => false,
			'excludedIps'        => array( '10.0.0.0/8', '2001:db8::1' ),
			'excludedUrls'       => array( '/cart/*', '/wp-login.php' ),
			'retentionDays'      => 90,
			'jsCheckTime'        => 300,
		);
		$response = $this->save( $changes );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'settings', 'roles' ), array_keys( $response->get_data() ) );
		$this->assertSame( $changes, $response->get_data()['settings'] );
		$this->assertSame( $changes, Settings::get() );
		$this->assertSame( $changes, get_option( Settings::OPTION ) );
		$this->assertSame( $changes, $this->read()->get_data()['settings'] );
	}

	public function test_a_partial_change_keeps_the_other_fields(): void {
		wp_set_current_user( 1 );
		$this->assertSame( 200, $this->save( array( 'retentionDays' => '365' ) )->get_status() );
		$this->assertSame( 200, $this->save( array( 'excludeBots' => false ) )->get_status() );
		$settings = $this->read()->get_data()['settings'];
		$this->assertSame( 365, $settings['retentionDays'] );
		$this->assertFalse( $settings['excludeBots'] );
		$this->assertSame( Settings::defaults()['excludedRoles'], $settings['excludedRoles'] );
	}

	/**
	 * @return array<string, array{string, mixed}>
	 */
	public static function bad_values(): array {
		return array(
			'onlineTracking'     => array( 'onlineTracking', 'off' ),
			'linkTracking'       => array( 'linkTracking', 0 ),
			'downloadTracking'   => array( 'downloadTracking', null ),
			'downloadExtensions' => array( 'downloadExtensions', array( 'pdf', '.exe' ) ),
			'respectDnt'         => array( 'respectDnt', 'false' ),
			'bypassAdBlockers'   => array( 'bypassAdBlockers', 1 ),
			'consentIntegration' => array( 'consentIntegration', 'cookiebot' ),
			'consentLevel'       => array( 'consentLevel', 'necessary' ),
			'anonymousTracking'  => array( 'anonymousTracking', array() ),
			'excludedRoles'      => array( 'excludedRoles', array( 'root' ) ),
			'excludeBots'        => array( 'excludeBots', 'yes' ),
			'excludedIps'        => array( 'excludedIps', array( '10.0.0.0/33' ) ),
			'excludedUrls'       => array( 'excludedUrls', array( '/<script>alert(1)</script>' ) ),
			'retentionDays'      => array( 'retentionDays', -30 ),
			'retentionDays huge' => array( 'retentionDays', 1e20 ),
			'jsCheckTime'        => array( 'jsCheckTime', 0 ),
			'unknown setting'    => array( 'trackEverything', true ),
		);
	}

	/**
	 * @dataProvider bad_values
	 *
	 * @param string $field Field.
	 * @param mixed  $value Bad value.
	 */
	public function test_a_bad_value_comes_back_for_its_field_and_nothing_is_saved( string $field, $value ): void {
		wp_set_current_user( 1 );
		$response = $this->save(
			array(
				'jsCheckTime' => 'jsCheckTime' === $field ? $value : 120,
				$field        => $value,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'vista_stats_invalid_settings', $data['code'] );
		$this->assertSame( 400, $data['data']['status'] );
		$this->assertSame( array( $field ), array_keys( $data['data']['errors'] ) );
		$this->assertNotSame( '', trim( $data['data']['errors'][ $field ] ) );
		$this->assertFalse( get_option( Settings::OPTION ), 'the valid field was not saved either' );
		$this->assertSame( Settings::defaults(), $this->read()->get_data()['settings'] );
	}

	public function test_several_bad_values_each_get_a_message(): void {
		wp_set_current_user( 1 );
		$response = $this->save(
			array(
				'excludedIps'   => array( '192.168.0.0/16', '10.0.0.0/33' ),
				'excludedUrls'  => array( 'cart' ),
				'retentionDays' => 0,
				'respectDnt'    => false,
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$errors = $response->get_data()['data']['errors'];
		$this->assertSame( array( 'excludedIps', 'excludedUrls', 'retentionDays' ), array_keys( $errors ) );
		$this->assertStringContainsString( '10.0.0.0/33', $errors['excludedIps'] );
		$this->assertTrue( Settings::get()['respectDnt'], 'the valid field was not saved' );
	}

	public function test_a_body_that_is_not_a_json_object_is_refused(): void {
		wp_set_current_user( 1 );
		foreach ( array( '[1, 2]', '"retentionDays"', 'retentionDays=30', '' ) as $body ) {
			$response = $this->save( $body );
			$this->assertSame( 400, $response->get_status(), "body {$body}" );
		}
		$this->assertFalse( get_option( Settings::OPTION ) );
	}

	/**
	 * One answer for every settings route of the suite (the consent route once took a list).
	 */
	public function test_a_json_list_body_gets_the_kits_one_answer(): void {
		wp_set_current_user( 1 );
		foreach ( array( '[1, 2]', '[{"retentionDays": 30}]', '["retentionDays", 30]', '"retentionDays"', '30' ) as $body ) {
			$response = $this->save( $body );
			$this->assertSame( 400, $response->get_status(), "body {$body}" );
			$this->assertSame( 'vista_stats_invalid_settings', $response->get_data()['code'], "body {$body}" );
			$this->assertSame( 'Send the settings as a JSON object.', $response->get_data()['message'], "body {$body}" );
		}
		foreach ( array( '{}', '[]' ) as $body ) {
			$response = $this->save( $body );
			$this->assertSame( 200, $response->get_status(), "body {$body} is no change" );
			$this->assertSame( Settings::defaults(), $response->get_data()['settings'] );
		}
		$this->assertSame( Settings::defaults(), Settings::get() );
	}

	/**
	 * One answer for what an integer is, in every plugin's settings (Kit\Validate::integer_in).
	 */
	public function test_an_integer_setting_takes_digits_with_surrounding_spaces_and_nothing_else(): void {
		wp_set_current_user( 1 );
		foreach ( array( array( ' 12 ', 12 ), array( '12', 12 ), array( 12, 12 ), array( "\t365\n", 365 ), array( ' 90', 90 ) ) as [ $sent, $kept ] ) {
			$response = $this->save( array( 'retentionDays' => $sent ) );
			$this->assertSame( 200, $response->get_status(), 'retentionDays ' . wp_json_encode( $sent ) );
			$this->assertSame( $kept, $response->get_data()['settings']['retentionDays'] );
		}
		$this->assertSame( 60, $this->save( array( 'jsCheckTime' => ' 60 ' ) )->get_data()['settings']['jsCheckTime'] );
		foreach ( array( '12abc', '1 2', '12.0', 12.5, 1.5, '1e2', '', ' ', true, '+12', '0x1F', str_repeat( '9', 19 ) ) as $sent ) {
			$response = $this->save( array( 'retentionDays' => $sent ) );
			$this->assertSame( 400, $response->get_status(), 'retentionDays ' . wp_json_encode( $sent ) );
			$this->assertSame( array( 'retentionDays' ), array_keys( $response->get_data()['data']['errors'] ) );
		}
		$this->assertSame( 90, Settings::get()['retentionDays'], 'refused values changed nothing' );
	}

	/**
	 * A list setting is a JSON list: an object with keys is refused (one rule for JSON lists).
	 */
	public function test_a_list_setting_sent_as_an_object_is_refused(): void {
		wp_set_current_user( 1 );
		foreach ( array( 'downloadExtensions' => '{"a": "pdf"}', 'excludedRoles' => '{"x": "editor"}', 'excludedIps' => '{"0": "10.0.0.1", "2": "10.0.0.2"}', 'excludedUrls' => '{"home": "/cart/*"}' ) as $field => $json ) {
			$response = $this->save( '{"' . $field . '": ' . $json . '}' );
			$this->assertSame( 400, $response->get_status(), $field );
			$this->assertSame( array( $field ), array_keys( $response->get_data()['data']['errors'] ) );
		}
		$this->assertFalse( get_option( Settings::OPTION ) );
	}
}
