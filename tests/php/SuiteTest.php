<?php
/**
 * Every plugin of the suite is a real, active WordPress plugin with its own text domain.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Headers, activation and versions of the six plugins (uninstall: lifecycle/UninstallTest).
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
		$header = get_plugin_data( WP_PLUGIN_DIR . "/{$slug}/{$slug}.php", false, false );
		$this->assertSame( $header['Version'], get_option( str_replace( '-', '_', $slug ) . '_version' ) );
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
	/**
	 * Every block a plugin declares (blocks/<slug>/<folder>/block.json), by the name it declares.
	 *
	 * @return array<string, array{string, string, array<string, mixed>}>
	 */
	public static function declared_blocks(): array {
		$cases = array();
		foreach ( vista_suite_plugin_slugs() as $slug ) {
			foreach ( glob( dirname( __DIR__, 2 ) . "/blocks/{$slug}/*/block.json" ) ?: array() as $file ) {
				$metadata                                   = json_decode( (string) file_get_contents( $file ), true, 32, JSON_THROW_ON_ERROR );
				$cases[ "{$slug}: {$metadata['name']}" ] = array( $slug, basename( dirname( $file ) ), $metadata );
			}
		}
		return $cases;
	}

	/**
	 * @dataProvider declared_blocks
	 *
	 * @param string               $slug     The plugin.
	 * @param string               $folder   The block's folder.
	 * @param array<string, mixed> $metadata Its block.json.
	 */
	public function test_the_active_plugin_registers_every_block_it_declares( string $slug, string $folder, array $metadata ): void {
		$this->assertFileExists( WP_PLUGIN_DIR . "/{$slug}/build/blocks/{$folder}/block.json", 'the plugin ships the built block' );
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $metadata['name'] );
		$this->assertNotNull( $block, "{$metadata['name']} is registered" );
		$this->assertSame( $metadata['title'], $block->title );
		foreach ( $metadata['attributes'] ?? array() as $name => $attribute ) {
			$this->assertArrayHasKey( $name, $block->attributes, "attribute {$name}" );
			if ( array_key_exists( 'default', $attribute ) ) {
				$this->assertSame( $attribute['default'], $block->attributes[ $name ]['default'], "default of {$name}" );
			}
		}
		if ( isset( $metadata['render'] ) ) {
			$this->assertIsCallable( $block->render_callback, 'rendered by the server' );
		}
	}

	public function test_every_plugin_but_the_speed_widget_declares_a_block(): void {
		$with_blocks = array_unique( array_column( self::declared_blocks(), 0 ) );
		$this->assertEqualsCanonicalizing( array_diff( vista_suite_plugin_slugs(), array( 'vista-speed' ) ), $with_blocks );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_the_active_plugin_serves_its_rest_namespace( string $slug ): void {
		$this->assertContains( "{$slug}/v1", rest_get_server()->get_namespaces() );
	}

	/**
	 * The plugins with a settings screen, and the setting each must report.
	 *
	 * @return array<string, array{string}>
	 */
	public static function settings_routes(): array {
		return array(
			'gallery' => array( 'vista-gallery' ),
			'video'   => array( 'vista-video' ),
			'speed'   => array( 'vista-speed' ),
			'consent' => array( 'vista-consent' ),
			'stats'   => array( 'vista-stats' ),
		);
	}

	/**
	 * @dataProvider settings_routes
	 */
	public function test_the_settings_route_answers_administrators_only( string $slug ): void {
		$read = static fn (): \WP_REST_Response => rest_do_request( new \WP_REST_Request( 'GET', "/{$slug}/v1/settings" ) );
		$this->assertSame( 401, $read()->get_status(), 'a visitor' );

		$subscriber = (int) wp_insert_user(
			array(
				'user_login' => 'vista-suite-subscriber-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		$administrator = (int) wp_insert_user(
			array(
				'user_login' => 'vista-suite-admin-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		try {
			wp_set_current_user( $subscriber );
			$this->assertSame( 403, $read()->get_status(), 'a subscriber' );
			wp_set_current_user( $administrator );
			$answer = $read();
			$this->assertSame( 200, $answer->get_status(), 'an administrator' );
			$data = $answer->get_data();
			$this->assertIsArray( $data );
			// Each screen gets its settings as a non-empty object, however the plugin wraps them.
			$settings = $data['settings'] ?? $data;
			$this->assertIsArray( $settings );
			$this->assertNotEmpty( $settings );
		} finally {
			wp_set_current_user( 0 );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $subscriber );
			wp_delete_user( $administrator );
		}
	}
}
