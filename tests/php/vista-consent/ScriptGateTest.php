<?php
/**
 * Scripts the owner marks as needing consent are printed inert.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ScriptGate;
use Vista\Consent\Settings;
use Vista\Tests\VistaTestCase;

/**
 * ScriptGate on real enqueued scripts.
 */
final class ScriptGateTest extends VistaTestCase {

	protected function tearDown(): void {
		unset( $_COOKIE['cookie_notice_accepted'] );
		delete_option( Settings::OPTION );
		wp_deregister_script( 'held-analytics' );
		parent::tearDown();
	}

	private function printed_tag(): string {
		update_option( Settings::OPTION, array( 'heldScripts' => array( array( 'handle' => 'held-analytics', 'category' => 'statistics' ) ) ) );
		wp_register_script( 'held-analytics', 'https://example.com/analytics.js', array(), '1', false );
		wp_add_inline_script( 'held-analytics', 'window.analyticsQueue = [];', 'before' );
		ob_start();
		wp_scripts()->do_item( 'held-analytics' );
		return (string) ob_get_clean();
	}

	public function test_held_script_and_its_inline_part_are_inert_until_consent(): void {
		$html = $this->printed_tag();
		$this->assertSame( 2, substr_count( $html, 'type="text/plain"' ), $html );
		$this->assertSame( 2, substr_count( $html, 'data-vista-consent="statistics"' ) );
		$this->assertStringContainsString( 'src="https://example.com/analytics.js?ver=1"', $html );
	}

	public function test_held_script_runs_normally_once_the_visitor_allowed_it(): void {
		$_COOKIE['cookie_notice_accepted'] = 'true';
		$this->assertStringNotContainsString( 'text/plain', $this->printed_tag() );
	}

	public function test_with_page_caching_on_the_browser_decides(): void {
		$_COOKIE['cookie_notice_accepted'] = 'true';
		update_option( Settings::OPTION, array( 'cache' => true ) );
		$settings = Settings::get();
		$this->assertSame( true, $settings['cache'] );
		$html = ScriptGate::make_inert( '<script src="/a.js"></script><script type="application/ld+json">{}</script>', 'marketing' );
		$this->assertMatchesRegularExpression( '#^<script (?=[^>]*type="text/plain")(?=[^>]*data-vista-consent="marketing")[^>]*src="/a.js"></script>#', $html );
		$this->assertStringContainsString( 'type="application/ld+json"', $html, 'data blocks are left alone' );
	}
}
