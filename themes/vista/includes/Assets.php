<?php
/**
 * Where the theme's built scripts and styles are, and what each needs.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Reads build/*.asset.php and builds the addresses of the built files.
 */
final class Assets {

	/**
	 * The dependencies and version of a built entry, or null when it was not built.
	 *
	 * @param string $entry Entry name, such as 'front'.
	 * @return array{dependencies: string[], version: string}|null
	 */
	public static function asset( string $entry ): ?array {
		$file = get_stylesheet_directory() . '/build/' . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		return is_array( $asset ) ? $asset : null;
	}

	/**
	 * The address of a built file.
	 *
	 * @param string $file File name inside build/.
	 */
	public static function url( string $file ): string {
		return get_stylesheet_directory_uri() . '/build/' . $file;
	}

	/**
	 * Registers a built entry's script (and its style when it has one) under a handle, to be
	 * enqueued by the pages that need it.
	 *
	 * @param string $handle Script and style handle.
	 * @param string $entry  Entry name.
	 */
	public static function register( string $handle, string $entry ): void {
		$asset = self::asset( $entry );
		if ( null === $asset ) {
			return;
		}
		wp_register_script( $handle, self::url( $entry . '.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true, 'strategy' => 'defer' ) );
		$style = get_stylesheet_directory() . '/build/' . $entry . '.css';
		if ( is_readable( $style ) ) {
			wp_register_style( $handle, self::url( $entry . '.css' ), array(), $asset['version'] );
			// Small enough, WordPress prints it inline: one render-blocking request fewer.
			wp_style_add_data( $handle, 'path', $style );
		}
	}
}
