<?php
/**
 * Every plugin of the suite is a real, active WordPress plugin with its own text domain.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Headers, activation, versions and uninstall of the six plugins.
 */
final class SuiteTest extends VistaTestCase {

	/**
	 * @dataProvider plugins
	 */
	public function test_plugin_is_active_with_its_header( string $slug ): void {
		$file = "{$slug}/{$slug}.php";
		$this->assertTrue( is_plugin_active( $file ), "{$slug} is active" );
		$header = get_plugin_data( WP_PLUGIN_DIR . '/' . $file, false, false );
		$this->assertSame( $slug, $header['TextDomain'] );
		$this->assertSame( '8.2', $header['RequiresPHP'] );
		$this->assertStringStartsWith( 'Vista ', $header['Name'] );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_activation_records_the_version_for_upgrades( string $slug ): void {
		$this->assertSame( '0.1.0', get_option( str_replace( '-', '_', $slug ) . '_version' ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_uninstall_removes_the_plugins_options( string $slug ): void {
		$prefix = str_replace( '-', '_', $slug );
		update_option( "{$prefix}_settings", array( 'kept' => 'until uninstall' ) );
		$version = get_option( "{$prefix}_version" );

		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', true );
		}
		include WP_PLUGIN_DIR . "/{$slug}/uninstall.php";

		$this->assertFalse( get_option( "{$prefix}_settings" ) );
		$this->assertFalse( get_option( "{$prefix}_version" ) );

		// Reinstall what uninstall removed (tables too), as activating again would.
		$plugin_class = 'Vista\\' . ucfirst( substr( $slug, strlen( 'vista-' ) ) ) . '\\Plugin';
		$plugin_class::activate();
		$this->assertSame( $version, get_option( "{$prefix}_version" ) );
	}

	public function test_theme_is_the_vista_child_of_twenty_twenty_five(): void {
		$this->assertSame( 'vista', get_stylesheet() );
		$this->assertSame( 'twentytwentyfive', get_template() );
	}

	/**
	 * @return array<string, array{string, string, bool}>
	 */
	public static function blocks(): array {
		return array(
			'gallery'       => array( 'vista/gallery', 'gallery', true ),
			'video gallery' => array( 'vista/video-gallery', 'video-gallery', true ),
			// The cookie notice's script, on every page, wires the revoke button.
			'revoke'        => array( 'vista/consent-revoke', 'consent-revoke', false ),
			'stats summary' => array( 'vista/stats-summary', 'stats-summary', false ),
			'form'          => array( 'vista/form', 'form', true ),
		);
	}

	/**
	 * @dataProvider blocks
	 */
	public function test_block_is_registered_and_renders_its_container( string $name, string $feature, bool $has_view_script ): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		$this->assertNotNull( $block, "{$name} is registered" );
		$this->assertSame( $has_view_script, ! empty( $block->view_script_handles ), "{$name} front-end script" );

		$html = do_blocks( "<!-- wp:{$name} /-->" );
		$this->assertStringContainsString( 'data-vista-feature="' . $feature . '"', $html );
		if ( $has_view_script ) {
			$this->assertTrue( wp_script_is( $block->view_script_handles[0], 'enqueued' ), 'rendering the block enqueues its script' );
		}
	}
}
