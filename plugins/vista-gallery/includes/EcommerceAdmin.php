<?php
/**
 * The "Galleries → Price lists" screen: the mount point of its React app (src/gallery/pricelists),
 * loaded on that page only, for administrators.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * The page and its scripts.
 */
final class EcommerceAdmin {

	public const SLUG   = 'vista-gallery-pricelists';
	public const HANDLE = 'vista-gallery-pricelists';

	/** The page's hook suffix once added. */
	private static string $hook = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ), 15 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * The submenu item.
	 */
	public static function add_page(): void {
		self::$hook = (string) add_submenu_page( AdminScreens::SLUG, __( 'Price lists', 'vista-gallery' ), __( 'Price lists', 'vista-gallery' ), 'manage_options', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * The mount point.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap vista-pricelists-wrap"><h1>%s</h1><div id="vista-pricelists"><noscript>%s</noscript></div></div>',
			esc_html__( 'Price lists', 'vista-gallery' ),
			esc_html__( 'The price lists screen needs JavaScript.', 'vista-gallery' )
		);
	}

	/**
	 * Loads the app on its page.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/pricelists.asset.php';
		if ( '' === self::$hook || $hook_suffix !== self::$hook || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/pricelists.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-gallery', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/pricelists.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/pricelists.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
		}
	}
}
