<?php
/**
 * Forms → Settings: the page is admin code only, the route is for administrators, and what it
 * saves is checked.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Settings\Settings;
use Vista\Forms\Settings\SettingsPage;
use Vista\Tests\VistaTestCase;

/**
 * The settings screen and its route.
 */
final class SettingsPageTest extends VistaTestCase {

	/** @var int[] Users made by the test. */
	private array $users = array();

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		unset( $GLOBALS['current_screen'] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( array_filter( $this->users ) as $user ) {
			wp_delete_user( $user );
		}
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	public function test_a_front_end_request_hooks_no_settings_page(): void {
		$this->assertFalse( is_admin() );
		$this->assertSame( array(), self::bound( 'vista-forms', 'admin_menu' ) );
		$this->assertSame( array(), self::bound( 'vista-forms', 'plugin_action_links_vista-forms/vista-forms.php' ) );
	}

	public function test_the_admin_hooks_the_settings_page(): void {
		self::with_group(
			'admin',
			function (): void {
				// After Entries (10) in the forms' menu, with the plugins list's "Settings" link.
				$this->assertSame( array( 11 => array( SettingsPage::class . '::add_page' ) ), array_intersect_key( self::bound( 'vista-forms', 'admin_menu' ), array( 11 => true ) ) );
				$this->assertSame( array( 10 => array( SettingsPage::class . '::action_links' ) ), self::bound( 'vista-forms', 'plugin_action_links_vista-forms/vista-forms.php' ) );
			}
		);
	}

	/**
	 * A request to the settings route as a user.
	 *
	 * @param string               $role   Role ('' for a visitor).
	 * @param array<string, mixed> $change Fields to save (none: a read).
	 */
	private function call( string $role, array $change = array() ): \WP_REST_Response {
		$user = '' === $role ? 0 : (int) wp_insert_user(
			array(
				'user_login' => $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $user;
		wp_set_current_user( $user );
		$request = new \WP_REST_Request( array() === $change ? 'GET' : 'POST', '/vista-forms/v1/settings' );
		if ( array() !== $change ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $change ) );
		}
		return rest_get_server()->dispatch( $request );
	}

	public function test_only_administrators_read_and_change_the_settings(): void {
		$this->assertSame( 401, $this->call( '' )->get_status() );
		$this->assertSame( 403, $this->call( 'editor', array( 'geolocation' => 'ipapi' ) )->get_status() );
		$this->assertSame( 'off', Settings::get()['geolocation'] );

		$saved = $this->call( 'administrator', array( 'geolocation' => 'ipapi', 'captchaProvider' => 'turnstile', 'captchaSiteKey' => 'site', 'captchaSecretKey' => 'secret' ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 'turnstile', Settings::get()['captchaProvider'] );
		$this->assertSame( array( 'ipapi', 'country_is' ), array_column( $saved->get_data()['geolocationServices'], 'key' ) );
	}

	public function test_bad_values_are_refused_with_a_message_per_field_and_nothing_saved(): void {
		$refused = $this->call( 'administrator', array( 'captchaProvider' => 'recaptcha_v9', 'captchaThreshold' => 'high' ) );
		$this->assertSame( 400, $refused->get_status() );
		$errors = $refused->get_data()['data']['errors'];
		$this->assertArrayHasKey( 'captchaProvider', $errors );
		$this->assertArrayHasKey( 'captchaThreshold', $errors );
		$this->assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_item_14_the_settings_route_never_sends_the_captcha_secret_back(): void {
		$saved = $this->call( 'administrator', array( 'captchaProvider' => 'turnstile', 'captchaSiteKey' => 'site', 'captchaSecretKey' => 'the-secret-key' ) );
		$read  = $this->call( 'administrator' );
		foreach ( array( $saved, $read ) as $answer ) {
			$this->assertSame( 200, $answer->get_status() );
			$this->assertStringNotContainsString( 'the-secret-key', (string) wp_json_encode( $answer->get_data() ) );
			$this->assertArrayNotHasKey( 'captchaSecretKey', $answer->get_data()['settings'] );
			$this->assertTrue( $answer->get_data()['settings']['captchaSecretKeySet'] );
			$this->assertSame( 'site', $answer->get_data()['settings']['captchaSiteKey'], 'the site key is public and stays readable' );
		}

		// A save without the secret keeps it; a new one replaces it.
		$this->call( 'administrator', array( 'captchaThreshold' => 0.7 ) );
		$this->assertSame( 'the-secret-key', Settings::get()['captchaSecretKey'] );
		$this->call( 'administrator', array( 'captchaSecretKey' => 'another-key' ) );
		$this->assertSame( 'another-key', Settings::get()['captchaSecretKey'] );

		// Clearing it while a captcha is on is refused; with the captcha off, it clears.
		$this->assertSame( 400, $this->call( 'administrator', array( 'captchaSecretKey' => '' ) )->get_status() );
		$cleared = $this->call( 'administrator', array( 'captchaProvider' => 'none', 'captchaSecretKey' => '' ) );
		$this->assertSame( '', Settings::get()['captchaSecretKey'] );
		$this->assertFalse( $cleared->get_data()['settings']['captchaSecretKeySet'] );
	}
}
