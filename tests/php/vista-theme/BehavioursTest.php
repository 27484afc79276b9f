<?php
/**
 * The theme's settings and its every-page output (000 §2.5, §4.7, §9.4): the mobile-menu
 * breakpoint, the preloader option, and what a page prints for each.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Theme;

use Vista\Tests\VistaTestCase;
use Vista\Theme\Behaviours;
use Vista\Theme\Settings;

/**
 * Settings, their bounds and the CSS and markup they produce.
 */
final class BehavioursTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertSame( 'vista', get_stylesheet(), 'The test site runs the Vista theme.' );
	}

	protected function tearDown(): void {
		remove_theme_mod( 'vista_mobile_menu_breakpoint' );
		remove_theme_mod( 'vista_preloader' );
		remove_theme_mod( 'vista_parallax_min_width' );
		parent::tearDown();
	}

	public function test_the_defaults_are_the_spec_numbers(): void {
		$this->assertSame( 980, Settings::mobile_menu_breakpoint() );
		$this->assertFalse( Settings::preloader() );
		$this->assertSame( 768, Settings::parallax_min_width() );
		$this->assertSame( 600, Behaviours::PRELOADER_HIDE_MS );
	}

	public function test_a_stored_breakpoint_out_of_bounds_falls_back_to_980(): void {
		set_theme_mod( 'vista_mobile_menu_breakpoint', 5 );
		$this->assertSame( 980, Settings::mobile_menu_breakpoint() );
		set_theme_mod( 'vista_mobile_menu_breakpoint', 'wide' );
		$this->assertSame( 980, Settings::mobile_menu_breakpoint() );
		set_theme_mod( 'vista_mobile_menu_breakpoint', '1200' );
		$this->assertSame( 1200, Settings::mobile_menu_breakpoint() );
	}

	public function test_the_customizer_refuses_a_width_out_of_bounds_with_a_clear_error(): void {
		$refused = Settings::sanitize_width( '12' );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertStringContainsString( '320', $refused->get_error_message() );
		$this->assertInstanceOf( \WP_Error::class, Settings::sanitize_width( '<b>900</b>' ) );
		$this->assertSame( 1024, Settings::sanitize_width( '1024' ) );
	}

	public function test_the_menu_button_shows_from_600_up_to_just_below_the_breakpoint(): void {
		$css = Behaviours::navigation_breakpoint_css( 980 );
		$this->assertStringContainsString( '@media (min-width:600px) and (max-width:979.98px)', $css );
		$this->assertMatchesRegularExpression( '/responsive-container-open[^{]*\{display:flex\}/', $css );
		$this->assertSame( '', Behaviours::navigation_breakpoint_css( 600 ) );
		// Below WordPress's own 600 px, the full menu shows earlier instead.
		$this->assertStringContainsString( '@media (min-width:400px) and (max-width:599.98px)', Behaviours::navigation_breakpoint_css( 400 ) );
	}

	public function test_the_page_carries_the_breakpoint_of_the_settings(): void {
		set_theme_mod( 'vista_mobile_menu_breakpoint', 1100 );
		wp_styles()->registered = array();
		wp_styles()->queue      = array();
		Behaviours::enqueue();
		$inline = implode( '', (array) wp_styles()->get_data( Behaviours::HANDLE, 'after' ) );
		$this->assertStringContainsString( '(max-width:1099.98px)', $inline );
	}

	public function test_the_preloader_is_printed_only_when_turned_on_and_only_scripts_reveal_it(): void {
		ob_start();
		Behaviours::print_preloader();
		Behaviours::print_head_script();
		$off = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'vista-preloader', $off );
		$this->assertStringContainsString( 'vista-js', $off );

		set_theme_mod( 'vista_preloader', true );
		ob_start();
		Behaviours::print_preloader();
		Behaviours::print_head_script();
		$on = (string) ob_get_clean();
		$this->assertStringContainsString( 'class="vista-preloader" role="status"', $on );
		// The head script marks the page as loading and unmarks it 600 ms after load.
		$this->assertStringContainsString( 'vista-preloading', $on );
		$this->assertStringContainsString( '},600)', $on );
	}
}
