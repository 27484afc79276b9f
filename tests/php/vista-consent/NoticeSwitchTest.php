<?php
/**
 * The getting started card's "Turn on the cookie notice" (issue 34): the route turns the notice
 * on for an administrator whose REST nonce is valid, changes nothing for anyone else, and a second
 * click finds it on; the card says which.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\Notice;
use Vista\Consent\Onboarding\GettingStartedCard;
use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * NoticeSwitchController, the showNotice setting and the consent plugin's card.
 */
final class NoticeSwitchTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( Settings::OPTION, array( 'showNotice' => false ) + Settings::defaults() );
	}

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * POSTs the route as a browser does with the session cookie: WordPress's cookie check first,
	 * which drops the user when the REST nonce is missing and refuses a wrong one.
	 *
	 * @param string|null $nonce The X-WP-Nonce sent, or none.
	 */
	private function turn_on( ?string $nonce ): \WP_REST_Response {
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		// The check refreshes the nonce in a response header: a server that sends none here.
		$server                    = rest_get_server();
		$GLOBALS['wp_rest_server'] = new class() extends \WP_REST_Server {
			/**
			 * Sends nothing: PHPUnit has printed already.
			 *
			 * @param string $key   Header.
			 * @param string $value Value.
			 */
			public function send_header( $key, $value ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- WP_REST_Server's signature.
			}
		};
		$refused                   = rest_cookie_check_errors( null );
		$GLOBALS['wp_rest_server'] = $server;
		if ( is_wp_error( $refused ) ) {
			return rest_convert_error_to_response( $refused );
		}
		return rest_do_request( new \WP_REST_Request( 'POST', '/vista-consent/v1/notice/on' ) );
	}

	private function editor(): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'switch-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
	}

	public function test_an_administrator_turns_the_notice_on_and_visitors_get_it(): void {
		$this->assertFalse( Notice::applies(), 'Off: no notice on the front end.' );
		wp_set_current_user( 1 );
		$response = $this->turn_on( wp_create_nonce( 'wp_rest' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'showNotice' => true ), $response->get_data() );
		$this->assertTrue( get_option( Settings::OPTION )['showNotice'] );
		$this->assertTrue( Notice::applies() );
	}

	public function test_a_second_click_finds_it_on_and_keeps_the_other_settings(): void {
		update_option( Settings::OPTION, array( 'message' => 'Kept as written.' ) + Settings::defaults() );
		wp_set_current_user( 1 );
		$nonce = wp_create_nonce( 'wp_rest' );
		$this->assertSame( 200, $this->turn_on( $nonce )->get_status() );
		$this->assertSame( 200, $this->turn_on( $nonce )->get_status() );
		$stored = get_option( Settings::OPTION );
		$this->assertTrue( $stored['showNotice'] );
		$this->assertSame( 'Kept as written.', $stored['message'] );
	}

	public function test_no_nonce_a_wrong_one_or_an_editor_changes_nothing(): void {
		wp_set_current_user( 1 );
		$this->assertSame( 401, $this->turn_on( null )->get_status(), 'No nonce: the request has no user.' );
		wp_set_current_user( 1 );
		$this->assertSame( 403, $this->turn_on( 'not-a-nonce' )->get_status() );
		$editor = $this->editor();
		try {
			wp_set_current_user( $editor );
			$this->assertSame( 403, $this->turn_on( wp_create_nonce( 'wp_rest' ) )->get_status() );
		} finally {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $editor );
		}
		$this->assertFalse( get_option( Settings::OPTION )['showNotice'] );
	}

	public function test_the_card_offers_the_button_while_off_and_says_on_once_on(): void {
		$card = GettingStartedCard::card( array() )[0];
		$this->assertSame( 'Cookie notice', $card['title'] );
		$this->assertFalse( $card['turnOn']['on'] );
		$this->assertSame( 'Turn on the cookie notice', $card['turnOn']['label'] );
		$this->assertSame( '/vista-consent/v1/notice/on', $card['turnOn']['path'] );
		$this->assertSame( home_url( '/' ), $card['turnOn']['linkUrl'] );
		Settings::save( array( 'showNotice' => true ) );
		$this->assertTrue( GettingStartedCard::card( array() )[0]['turnOn']['on'] );
	}

	public function test_the_setting_refuses_what_is_not_a_switch(): void {
		$result = Settings::save( array( 'showNotice' => 'maybe' ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertFalse( get_option( Settings::OPTION )['showNotice'] );
	}
}
