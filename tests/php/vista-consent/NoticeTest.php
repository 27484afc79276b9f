<?php
/**
 * The notice's markup, body classes, consent state and the public API.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentState;
use Vista\Consent\Notice;
use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * Server side of the notice.
 */
final class NoticeTest extends VistaTestCase {

	protected function tearDown(): void {
		unset( $_COOKIE['cookie_notice_accepted'], $_COOKIE[ ConsentState::CATEGORIES_COOKIE ] );
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	public function test_markup_has_the_three_controls_and_a_label_for_screen_readers(): void {
		$html = Notice::markup( Settings::get() );
		$this->assertStringContainsString( 'id="cookie-notice"', $html );
		$this->assertStringContainsString( 'aria-label="Cookie consent"', $html );
		$this->assertStringContainsString( 'id="cn-accept-cookie"', $html );
		$this->assertStringContainsString( 'id="cn-refuse-cookie"', $html );
		$this->assertMatchesRegularExpression( '/<a href="[^"]+" id="cn-more-info"/', $html, 'links to the published privacy policy' );
		$this->assertStringContainsString( 'cn-revoke-auto', $html, 'visitors can change their choice by default (issue 34)' );
		$settings                  = Settings::get();
		$settings['revokeCookies'] = false;
		$this->assertStringNotContainsString( 'cn-revoke-auto', Notice::markup( $settings ), 'no revoke control once revoke is off' );
	}

	/**
	 * Issue 34: the buttons say what they do, "Accept" and "Reject"; Cookie Notice's "Ok" and "No"
	 * stay one setting away, and a text the owner saved wins over either.
	 */
	public function test_the_buttons_say_accept_and_reject_unless_the_original_wording_is_chosen(): void {
		$button = static function ( array $settings, string $id ): string {
			$dom = new \DOMDocument();
			$dom->loadHTML( '<?xml encoding="utf-8"?>' . Notice::markup( $settings ), LIBXML_NOERROR );
			return trim( (string) $dom->getElementById( $id )?->textContent );
		};
		$settings = Settings::get();
		$this->assertSame( 'Accept', $button( $settings, 'cn-accept-cookie' ) );
		$this->assertSame( 'Reject', $button( $settings, 'cn-refuse-cookie' ) );

		$settings['buttonWording'] = 'okNo';
		$this->assertSame( 'Ok', $button( $settings, 'cn-accept-cookie' ) );
		$this->assertSame( 'No', $button( $settings, 'cn-refuse-cookie' ) );

		$settings['acceptText'] = 'Sure';
		$this->assertSame( 'Sure', $button( $settings, 'cn-accept-cookie' ) );
	}

	/**
	 * Issue 14: a script that knows only the original's accept and refuse reads the controls by
	 * data-cookie-set: the close control (#cn-close-notice) refuses, as 000 §4.6 says, and saving
	 * a choice of categories is not a refusal.
	 */
	public function test_the_controls_speak_the_originals_accept_and_refuse(): void {
		$settings               = Settings::get();
		$settings['categories'] = true;
		$dom                    = new \DOMDocument();
		$dom->loadHTML( '<?xml encoding="utf-8"?>' . Notice::markup( $settings ), LIBXML_NOERROR );
		$set = static fn ( string $id ) => $dom->getElementById( $id )?->getAttribute( 'data-cookie-set' );
		$this->assertSame( 'accept', $set( 'cn-accept-cookie' ) );
		$this->assertSame( 'refuse', $set( 'cn-refuse-cookie' ) );
		$this->assertSame( 'refuse', $set( 'cn-close-notice' ) );
		$this->assertSame( 'accept', $set( 'cn-save-cookie' ), 'saving is not a refusal' );
		$this->assertSame( 'save', $dom->getElementById( 'cn-save-cookie' )->getAttribute( 'data-cn-set' ) );
		$close = $dom->getElementById( 'cn-close-notice' );
		$this->assertSame( 'button', $close->nodeName );
		$this->assertNotSame( '', $close->getAttribute( 'aria-label' ), 'named for screen readers' );
	}

	public function test_automatic_revoke_adds_the_revoke_control(): void {
		$settings                  = Settings::get();
		$settings['revokeCookies'] = true;
		$this->assertStringContainsString( 'cn-revoke-cookie cn-button cn-revoke-auto', Notice::markup( $settings ) );
		$settings['revokeCookiesOpt'] = 'manual';
		$this->assertStringNotContainsString( 'cn-revoke-auto', Notice::markup( $settings ) );
	}

	public function test_categories_add_checkboxes_and_a_save_button(): void {
		$settings               = Settings::get();
		$settings['categories'] = true;
		$html                   = Notice::markup( $settings );
		$this->assertStringContainsString( 'value="statistics"', $html );
		$this->assertStringContainsString( 'value="marketing"', $html );
		$this->assertStringContainsString( 'id="cn-save-cookie"', $html );
	}

	public function test_texts_that_slipped_into_storage_are_still_escaped(): void {
		$settings               = Settings::get();
		$settings['acceptText'] = '<img src=x onerror=alert(1)>';
		$settings['message']    = 'Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a>';
		$html                   = Notice::markup( $settings );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
	}

	public function test_body_classes_follow_the_cookie(): void {
		$this->assertContains( 'cookies-not-set', Notice::body_classes( array() ) );
		$_COOKIE['cookie_notice_accepted'] = 'true';
		$this->assertSame( array( 'cookies-set', 'cookies-accepted' ), Notice::body_classes( array() ) );
		$_COOKIE['cookie_notice_accepted'] = 'false';
		$this->assertSame( array( 'cookies-set', 'cookies-refused' ), Notice::body_classes( array() ) );
		$_COOKIE['cookie_notice_accepted'] = 'maybe';
		$this->assertSame( array( 'cookies-not-set' ), Notice::body_classes( array() ) );
	}

	public function test_public_api_reads_the_choice_per_category(): void {
		$this->assertFalse( vista_consent_has( 'marketing' ) );
		$this->assertTrue( vista_consent_has( 'necessary' ) );
		$this->assertSame( array( 'decided' => false, 'accepted' => false, 'categories' => array() ), vista_consent_state() );

		$_COOKIE['cookie_notice_accepted'] = 'true';
		$this->assertTrue( vista_consent_has( 'marketing' ), 'accepting without categories allows all' );

		update_option( Settings::OPTION, array( 'categories' => true ) );
		$_COOKIE[ ConsentState::CATEGORIES_COOKIE ] = 'statistics,bogus';
		$this->assertTrue( vista_consent_has( 'statistics' ) );
		$this->assertTrue( vista_consent_has( 'statistics-anonymous' ) );
		$this->assertFalse( vista_consent_has( 'marketing' ) );
		$this->assertSame( array( 'statistics' ), vista_consent_state()['categories'] );

		$_COOKIE['cookie_notice_accepted'] = 'false';
		$this->assertFalse( vista_consent_has( 'statistics' ), 'refusing allows nothing optional' );
	}

	/**
	 * Issue 14: Vista Consent presents the visitor's choice as the WP Consent API's browser side
	 * (wp_has_consent, wp_listen_for_consent_change) with its notice, so any tracker written for
	 * that API waits for it, whichever plugin the tracker comes from.
	 */
	public function test_the_notice_brings_the_wp_consent_api_browser_side(): void {
		global $wp_scripts;
		$saved      = $wp_scripts;
		$wp_scripts = new \WP_Scripts();
		try {
			Notice::enqueue();
			$before = implode( "\n", (array) $wp_scripts->get_data( Notice::HANDLE, 'before' ) );
		} finally {
			$wp_scripts = $saved;
		}
		$this->assertFalse( function_exists( 'wp_has_consent' ), 'the WP Consent API plugin is not loaded here' );
		$this->assertStringContainsString( 'window.cnArgs = ', $before );
		$this->assertStringContainsString( 'wp_has_consent', $before );
		$this->assertStringContainsString( 'wp_listen_for_consent_change', $before );
		$this->assertStringContainsString( 'setCookieNotice', $before );
	}

	public function test_registers_with_the_wp_consent_api(): void {
		$this->assertTrue( apply_filters( 'wp_consent_api_registered_vista-consent/vista-consent.php', false ) );
		$this->assertSame( 'optin', apply_filters( 'wp_get_consent_type', false ) );
	}

	public function test_global_cookie_uses_the_registrable_domain(): void {
		$filter = static fn () => 'https://blog.example.co/';
		add_filter( 'home_url', $filter );
		try {
			$this->assertSame( '.example.co', Notice::global_cookie_domain() );
		} finally {
			remove_filter( 'home_url', $filter );
		}
		$this->assertSame( '', Notice::global_cookie_domain(), 'localhost gets a host-only cookie' );
	}
}
