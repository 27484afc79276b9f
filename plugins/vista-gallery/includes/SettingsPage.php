<?php
/**
 * Galleries → Settings: the React settings screen of the gallery plugin (src/gallery/settings).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * Registers the page under the Galleries menu and loads the screen's bundle only there.
 */
final class SettingsPage {

	public const SLUG   = 'vista-gallery-settings';
	public const HANDLE = 'vista-gallery-settings';

	private static string $hook_suffix = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		// After the Galleries menu (AdminScreens, default priority), so the parent exists.
		add_action( 'admin_menu', array( self::class, 'add_page' ), 20 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	/**
	 * Adds the page under Galleries.
	 */
	public static function add_page(): void {
		self::$hook_suffix = (string) add_submenu_page(
			AdminScreens::SLUG,
			__( 'Gallery settings', 'vista-gallery' ),
			__( 'Settings', 'vista-gallery' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * The page: a mount point for the React screen, with a message for browsers without JavaScript.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap"><h1>%s</h1><div id="vista-gallery-settings"><noscript>%s</noscript></div></div>',
			esc_html__( 'Gallery settings', 'vista-gallery' ),
			esc_html__( 'The settings screen needs JavaScript.', 'vista-gallery' )
		);
	}

	/**
	 * Loads the screen's script, the components' style and the media modal (to choose the
	 * watermark image) on this page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/settings.asset.php';
		if ( '' === self::$hook_suffix || $hook_suffix !== self::$hook_suffix || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_media();
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/settings.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-gallery', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/settings.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/settings.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
	}

	/**
	 * A "Settings" link in the plugins list.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public static function action_links( array $links ): array {
		array_unshift(
			$links,
			sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html__( 'Settings', 'vista-gallery' ) )
		);
		return $links;
	}

	/**
	 * The screen's address.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}
}
