<?php
/**
 * The page-speed node's script comes through the kit (AdminBundle::register_script) and loads as
 * before: only with the admin bar of a user who manages options, front end or admin, as
 * build/admin-bar.js alone, without screen styles or translations.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\AdminBar;
use Vista\Tests\VistaTestCase;

/**
 * When and how the admin-bar script loads.
 */
final class AdminBarKitTest extends VistaTestCase {

	protected function tearDown(): void {
		remove_filter( 'show_admin_bar', '__return_true' );
		remove_action( 'admin_bar_menu', array( AdminBar::class, 'add_node' ), 90 );
		remove_action( 'wp_enqueue_scripts', array( AdminBar::class, 'enqueue' ) );
		remove_action( 'admin_enqueue_scripts', array( AdminBar::class, 'enqueue' ) );
		wp_dequeue_script( AdminBar::SCRIPT_HANDLE );
		wp_deregister_script( AdminBar::SCRIPT_HANDLE );
		parent::tearDown();
	}

	public function test_the_plugin_waits_for_the_admin_bar_before_hooking_anything(): void {
		$this->assertSame( array( 10 => array( AdminBar::class . '::hook' ) ), self::bound( 'vista-speed', 'admin_bar_init' ) );
		$this->assertFalse( has_action( 'wp_enqueue_scripts', array( AdminBar::class, 'enqueue' ) ) );
		$this->assertFalse( has_action( 'admin_bar_menu', array( AdminBar::class, 'add_node' ) ) );
	}

	public function test_a_visitor_or_a_subscriber_gets_no_hooks_and_no_script(): void {
		add_filter( 'show_admin_bar', '__return_true' );
		AdminBar::hook();
		AdminBar::enqueue();
		$this->assertFalse( has_action( 'admin_bar_menu', array( AdminBar::class, 'add_node' ) ) );
		$this->assertFalse( wp_script_is( AdminBar::SCRIPT_HANDLE, 'registered' ) );
	}

	public function test_an_administrator_without_the_admin_bar_gets_nothing(): void {
		wp_set_current_user( 1 );
		add_filter( 'show_admin_bar', '__return_false' );
		try {
			AdminBar::hook();
			AdminBar::enqueue();
		} finally {
			remove_filter( 'show_admin_bar', '__return_false' );
		}
		$this->assertFalse( has_action( 'wp_enqueue_scripts', array( AdminBar::class, 'enqueue' ) ) );
		$this->assertFalse( wp_script_is( AdminBar::SCRIPT_HANDLE, 'registered' ) );
	}

	public function test_an_administrator_with_the_admin_bar_gets_the_node_and_the_script_alone(): void {
		wp_set_current_user( 1 );
		add_filter( 'show_admin_bar', '__return_true' );
		AdminBar::hook();
		$this->assertSame( 90, has_action( 'admin_bar_menu', array( AdminBar::class, 'add_node' ) ) );
		$this->assertSame( 10, has_action( 'wp_enqueue_scripts', array( AdminBar::class, 'enqueue' ) ) );
		$this->assertSame( 10, has_action( 'admin_enqueue_scripts', array( AdminBar::class, 'enqueue' ) ) );
		$components = wp_style_is( 'wp-components', 'enqueued' );
		AdminBar::enqueue();
		$this->assertTrue( wp_script_is( AdminBar::SCRIPT_HANDLE, 'enqueued' ) );
		$asset  = require dirname( __DIR__, 3 ) . '/plugins/vista-speed/build/admin-bar.asset.php';
		$script = wp_scripts()->registered[ AdminBar::SCRIPT_HANDLE ];
		$this->assertStringEndsWith( '/vista-speed/build/admin-bar.js', $script->src );
		$this->assertSame( $asset['dependencies'], $script->deps, 'no wp-i18n brought by translations' );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertNull( $script->textdomain );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'in the footer' );
		$this->assertSame( $components, wp_style_is( 'wp-components', 'enqueued' ), 'no screen styles' );
		$this->assertTrue( wp_style_is( AdminBar::SCRIPT_HANDLE, 'enqueued' ), 'its own stylesheet, circles and panel' );
		$this->assertStringEndsWith( '/vista-speed/build/admin-bar.css', wp_styles()->registered[ AdminBar::SCRIPT_HANDLE ]->src );
	}
}
