<?php
/**
 * Settings validation: every §3.13 field, texts, link and hostile input.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * What Settings::validate accepts, rejects and how it says so.
 */
final class SettingsTest extends VistaTestCase {

	protected function tearDown(): void {
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	public function test_defaults_name_the_spec_cookie_and_sensible_lifetimes(): void {
		$settings = Settings::get();
		$this->assertSame( 'cookie_notice_accepted', $settings['cookieName'] );
		$this->assertSame( 2592000, $settings['cookieTime'] );
		$this->assertSame( 2592000, $settings['cookieTimeRejected'] );
		$this->assertSame( 'fade', $settings['hideEffect'] );
		foreach ( array( 'globalCookie', 'onScroll', 'onClick', 'redirection', 'cache' ) as $switch ) {
			$this->assertFalse( $settings[ $switch ], "{$switch} is off on install" );
		}
		$this->assertTrue( $settings['revokeCookies'], 'visitors can change their choice later (issue 34)' );
		$this->assertSame( 'automatic', $settings['revokeCookiesOpt'] );
	}

	public function test_valid_changes_of_every_spec_field_are_kept(): void {
		$changes = array(
			'cookieName'         => 'my_consent',
			'cookieTime'         => 31536000,
			'cookieTimeRejected' => '3600',
			'globalCookie'       => true,
			'onScroll'           => true,
			'onScrollOffset'     => 250,
			'onClick'            => true,
			'redirection'        => true,
			'cache'              => true,
			'hideEffect'         => 'slide',
			'revokeCookies'      => true,
			'revokeCookiesOpt'   => 'manual',
		);
		$result  = Settings::validate( $changes );
		$this->assertIsArray( $result );
		$this->assertSame( 3600, $result['cookieTimeRejected'], 'digit strings become integers' );
		unset( $changes['cookieTimeRejected'] );
		foreach ( $changes as $key => $value ) {
			$this->assertSame( $value, $result[ $key ], $key );
		}
	}

	/**
	 * @return array<string, array{string, mixed}>
	 */
	public static function hostile_values(): array {
		return array(
			'negative lifetime'           => array( 'cookieTime', -5 ),
			'zero rejected lifetime'      => array( 'cookieTimeRejected', 0 ),
			'lifetime over ten years'     => array( 'cookieTime', 315360001 ),
			'lifetime as words'           => array( 'cookieTime', 'a month' ),
			'negative scroll offset'      => array( 'onScrollOffset', -1 ),
			'cookie name with a space'    => array( 'cookieName', 'cookie name' ),
			'cookie name with a script'   => array( 'cookieName', '<script>' ),
			'unknown hide effect'         => array( 'hideEffect', 'explode' ),
			'revoke option not in list'   => array( 'revokeCookiesOpt', 'sometimes' ),
			'unknown button wording'      => array( 'buttonWording', 'yesNo' ),
			'switch as a string'          => array( 'onClick', 'yes' ),
			'script in the message'       => array( 'message', 'Hello <script>alert(1)</script>' ),
			'event handler in a link'     => array( 'message', '<a href="/x" onclick="alert(1)">x</a>' ),
			'javascript link in message'  => array( 'message', '<a href="javascript:alert(1)">x</a>' ),
			'HTML in a button text'       => array( 'acceptText', '<b>Ok</b>' ),
			'javascript: more-info URL'   => array( 'moreInfoUrl', 'javascript:alert(1)' ),
			'data: more-info URL'         => array( 'moreInfoUrl', 'data:text/html,<script>alert(1)</script>' ),
			'relative more-info URL'      => array( 'moreInfoUrl', '/privacy' ),
			'colour with CSS injection'   => array( 'barColor', 'red;background:url(x)' ),
			'opacity below 50'            => array( 'barOpacity', 10 ),
			'held script with bad handle' => array( 'heldScripts', array( array( 'handle' => 'a b', 'category' => 'marketing' ) ) ),
			'held script bad category'    => array( 'heldScripts', array( array( 'handle' => 'ga', 'category' => 'everything' ) ) ),
			'unknown setting'             => array( 'isAdmin', true ),
		);
	}

	/**
	 * @dataProvider hostile_values
	 *
	 * @param string $field Field.
	 * @param mixed  $value Hostile value.
	 */
	public function test_hostile_values_are_rejected_with_a_message_and_nothing_is_stored( string $field, $value ): void {
		$before = Settings::get();
		$result = Settings::validate(
			array(
				'acceptText' => 'Fine',
				$field       => $value,
			)
		);
		$this->assertWPError( $result );
		$errors = $result->get_error_data()['errors'];
		$this->assertArrayHasKey( $field, $errors );
		$this->assertNotSame( '', trim( $errors[ $field ] ) );
		$this->assertSame( 400, $result->get_error_data()['status'] );
		$this->assertSame( $before, Settings::get() );
	}

	public function test_message_keeps_links_and_emphasis(): void {
		$message = 'We use <strong>cookies</strong>. <a href="https://example.com/privacy" target="_blank">Read more</a>.';
		$result  = Settings::validate( array( 'message' => $message ) );
		$this->assertIsArray( $result );
		$this->assertSame( $message, $result['message'] );
	}

	public function test_custom_more_info_needs_an_address(): void {
		$result = Settings::validate( array( 'moreInfo' => 'custom' ) );
		$this->assertWPError( $result );
		$this->assertArrayHasKey( 'moreInfoUrl', $result->get_error_data()['errors'] );

		$result = Settings::validate(
			array(
				'moreInfo'    => 'custom',
				'moreInfoUrl' => 'https://example.com/cookies',
			)
		);
		$this->assertIsArray( $result );
	}

	public function test_empty_texts_show_the_translated_defaults(): void {
		$settings = Settings::get();
		$this->assertSame( 'Accept', Settings::text( $settings, 'acceptText' ) );
		$this->assertSame( 'Reject', Settings::text( $settings, 'refuseText' ) );
		$settings['acceptText'] = 'Fine by me';
		$this->assertSame( 'Fine by me', Settings::text( $settings, 'acceptText' ) );
	}

	/**
	 * Issue 34: a site that saved its settings before the wording setting existed keeps its own
	 * button texts and every other setting; only an empty text takes the new default.
	 */
	public function test_settings_saved_before_the_wording_existed_keep_their_texts(): void {
		$stored = Settings::defaults();
		unset( $stored['buttonWording'] );
		$stored['acceptText']    = 'Ok';
		$stored['refuseText']    = '';
		$stored['revokeCookies'] = false;
		update_option( Settings::OPTION, $stored );

		$settings = Settings::get();
		$this->assertSame( 'Ok', Settings::text( $settings, 'acceptText' ), 'the saved text is kept' );
		$this->assertSame( 'Reject', Settings::text( $settings, 'refuseText' ) );
		$this->assertFalse( $settings['revokeCookies'], 'a saved choice is kept through the upgrade' );

		$result = Settings::save( array( 'buttonWording' => 'okNo' ) );
		$this->assertIsArray( $result );
		$this->assertSame( 'No', Settings::text( Settings::get(), 'refuseText' ), 'the original wording is one setting away' );
	}

	/**
	 * Issue 20: continuing to browse accepts nothing by default, so the default text must not say
	 * it does; it says what accepting and refusing do. A message a site saved is kept as it is.
	 */
	public function test_the_default_message_says_what_the_buttons_do_and_a_saved_one_stays(): void {
		$shown = Settings::text( Settings::get(), 'message' );
		$this->assertStringNotContainsString( 'continue to use', $shown );
		$this->assertStringNotContainsString( 'assume', $shown );
		$this->assertStringContainsString( 'Accepting allows them', $shown );
		$this->assertStringContainsString( 'refusing keeps them off', $shown );

		// A site that saved the old wording (or any text) keeps it after the upgrade.
		$old = 'We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.';
		update_option( Settings::OPTION, array( 'message' => $old ) );
		$this->assertSame( $old, Settings::text( Settings::get(), 'message' ) );
		$this->assertSame( $old, get_option( Settings::OPTION )['message'], 'the stored option is not rewritten' );
	}

	public function test_held_scripts_are_deduplicated_by_handle(): void {
		$result = Settings::validate(
			array(
				'heldScripts' => array(
					array( 'handle' => 'ga', 'category' => 'statistics' ),
					array( 'handle' => 'ga', 'category' => 'marketing' ),
				),
			)
		);
		$this->assertIsArray( $result );
		$this->assertSame( array( array( 'handle' => 'ga', 'category' => 'marketing' ) ), $result['heldScripts'] );
	}

	/**
	 * @param mixed $actual Value.
	 */
	private function assertWPError( $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}
}
