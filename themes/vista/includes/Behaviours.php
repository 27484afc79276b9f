<?php
/**
 * Front-end behaviours of the theme (000 §2.5): each has a bundle in build/ and, where it needs one,
 * the markup it drives.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues each behaviour's bundle and prints its markup.
 */
final class Behaviours {

	/**
	 * Hooks the behaviours.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'preload_body_font' ), 2 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'wp_footer', array( self::class, 'print_scroll_to_top' ) );
	}

	/**
	 * The body font is fetched with the page, and theme.json shows it with font-display: optional,
	 * so text never re-flows when it arrives: no layout shift from fonts.
	 */
	public static function preload_body_font(): void {
		printf(
			'<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin>' . "\n",
			esc_url( get_theme_file_uri( 'assets/fonts/manrope/Manrope-VariableFont_wght.woff2' ) )
		);
	}

	/**
	 * Enqueues the scroll-to-top bundle and its style.
	 */
	public static function enqueue(): void {
		$asset_file = get_stylesheet_directory() . '/build/scroll-to-top.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		$url   = get_stylesheet_directory_uri() . '/build/scroll-to-top';
		wp_enqueue_script( 'vista-scroll-to-top', $url . '.js', $asset['dependencies'], $asset['version'], array( 'in_footer' => true, 'strategy' => 'defer' ) );
		wp_enqueue_style( 'vista-scroll-to-top', $url . '.css', array(), $asset['version'] );
	}

	/**
	 * The scroll-to-top link; hidden until the script shows it after 1000 px of scroll.
	 */
	public static function print_scroll_to_top(): void {
		printf(
			'<a href="#" class="vista-scroll-top" aria-label="%s"><span aria-hidden="true">&uarr;</span></a>',
			esc_attr__( 'Back to top', 'vista' )
		);
	}
}
