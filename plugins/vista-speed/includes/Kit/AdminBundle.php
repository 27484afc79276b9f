<?php
// A copy of kit/AdminBundle.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * Loads one of the plugin's built admin screens (a React bundle under build/) with what every
 * screen needs: its dependencies from the asset file, its translations, WordPress's component
 * styles, its own stylesheet when it has one, and the data the server hands it.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues a built admin bundle.
 */
final class AdminBundle {

	/**
	 * Enqueues build/{bundle}.js (and build/{bundle}.css when it exists) under one handle.
	 *
	 * @param string                    $bundle      Bundle name, such as `settings`.
	 * @param string                    $handle      Script and style handle.
	 * @param string                    $data_global Global the inline data is assigned to ('' for none).
	 * @param array<string, mixed>|null $data        Data for the screen.
	 * @return bool Whether the bundle was built and enqueued.
	 */
	public static function enqueue( string $bundle, string $handle, string $data_global = '', ?array $data = null ): bool {
		$asset_file = Bootstrap::build_dir() . "/{$bundle}.asset.php";
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;
		wp_enqueue_script( $handle, Bootstrap::build_url( "{$bundle}.js" ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( $handle, Bootstrap::slug(), Bootstrap::languages_dir() );
		wp_enqueue_style( 'wp-components' );
		AdminColors::follow_user_scheme();
		if ( is_readable( Bootstrap::build_dir() . "/{$bundle}.css" ) ) {
			wp_enqueue_style( $handle, Bootstrap::build_url( "{$bundle}.css" ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( $handle, 'rtl', 'replace' );
		}
		if ( '' !== $data_global && null !== $data ) {
			wp_add_inline_script( $handle, 'window.' . $data_global . ' = ' . wp_json_encode( $data ) . ';', 'before' );
		}
		return true;
	}

	/**
	 * Registers build/{bundle}.js under a handle, with the dependencies and version of its asset
	 * file, for a script that is not a screen of its own (a block editor script, an admin-bar
	 * widget): the caller enqueues it, or a block names it, where it is needed.
	 *
	 * @param string               $bundle     Bundle name, such as `editor`.
	 * @param string               $handle     Script handle.
	 * @param array<string, mixed> $args       How it loads (wp_register_script()'s last argument).
	 * @param bool                 $translated Whether it loads the plugin's translations (they
	 *                                         bring wp-i18n along).
	 * @return bool Whether the bundle was built and registered.
	 */
	public static function register_script( string $bundle, string $handle, array $args = array( 'in_footer' => true ), bool $translated = true ): bool {
		$built = Bootstrap::build_dir() . "/{$bundle}.asset.php";
		$asset = is_readable( $built ) ? require $built : null;
		if ( ! is_array( $asset ) ) {
			return false;
		}
		wp_register_script( $handle, Bootstrap::build_url( "{$bundle}.js" ), $asset['dependencies'], $asset['version'], $args );
		if ( $translated ) {
			wp_set_script_translations( $handle, Bootstrap::slug(), Bootstrap::languages_dir() );
		}
		return true;
	}

	/**
	 * The version of a built bundle (for styles that go with it), or the plugin's version.
	 *
	 * @param string $bundle Bundle name.
	 */
	public static function version( string $bundle ): string {
		$asset_file = Bootstrap::build_dir() . "/{$bundle}.asset.php";
		$asset      = is_readable( $asset_file ) ? require $asset_file : array();
		return (string) ( $asset['version'] ?? '' );
	}

	/**
	 * The mount point of a React screen inside the admin's page wrap, with a message for browsers
	 * without JavaScript.
	 *
	 * @param string                $title      Page heading.
	 * @param string                $mount_id   Id of the element the screen renders into.
	 * @param string                $noscript   What a browser without JavaScript shows.
	 * @param array<string, string> $attributes Further attributes of the mount point.
	 * @param string                $wrap_class Further classes of the wrap.
	 */
	public static function render_mount( string $title, string $mount_id, string $noscript, array $attributes = array(), string $wrap_class = '' ): void {
		$extra = '';
		foreach ( $attributes as $name => $value ) {
			$extra .= sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( $value ) );
		}
		printf(
			'<div class="%s"><h1>%s</h1><div id="%s"%s><noscript>%s</noscript></div></div>',
			esc_attr( trim( 'wrap ' . $wrap_class ) ),
			esc_html( $title ),
			esc_attr( $mount_id ),
			$extra, // Built from esc_attr() above.
			esc_html( $noscript )
		);
	}
}
