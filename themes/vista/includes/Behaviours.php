<?php
/**
 * Front-end behaviours of the theme on every page (000 §2.5, §4.7): the front bundle (sticky header,
 * one-page navigation, scroll-to-top), the mobile-menu breakpoint and the preloader.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the front bundle and prints the markup it drives.
 */
final class Behaviours {

	public const HANDLE = 'vista-front';

	/** 000 §9.4: the preloader goes this long after the page has loaded. */
	public const PRELOADER_HIDE_MS = 600;

	/** WordPress's navigation block switches to its menu button below this width. */
	private const CORE_NAVIGATION_BREAKPOINT = 600;

	/**
	 * Hooks the behaviours.
	 */
	public static function register(): void {
		add_action( 'wp_head', array( self::class, 'preload_body_font' ), 2 );
		add_action( 'wp_head', array( self::class, 'print_head_script' ), 3 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_action( 'wp_body_open', array( self::class, 'print_preloader' ) );
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
	 * Enqueues the front bundle, its style, and the navigation's breakpoint.
	 */
	public static function enqueue(): void {
		$asset = Assets::asset( 'front' );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, Assets::url( 'front.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true, 'strategy' => 'defer' ) );
		wp_enqueue_style( self::HANDLE, Assets::url( 'front.css' ), array(), $asset['version'] );
		// Small enough, WordPress prints it inline: one render-blocking request fewer.
		wp_style_add_data( self::HANDLE, 'path', get_stylesheet_directory() . '/build/front.css' );
		wp_add_inline_style( self::HANDLE, self::navigation_breakpoint_css( Settings::mobile_menu_breakpoint() ) );
	}

	/**
	 * Moves the navigation block's switch from its fixed 600 px to the theme's breakpoint
	 * (000 §2.5, §9.4: the mobile menu below 980 px): between the two widths it shows the other
	 * layout. The block's own script still opens, traps focus in and closes the menu.
	 *
	 * @param int $breakpoint Width from which the full menu shows, in px.
	 */
	public static function navigation_breakpoint_css( int $breakpoint ): string {
		$core = self::CORE_NAVIGATION_BREAKPOINT;
		if ( $breakpoint === $core ) {
			return '';
		}
		$button    = '.wp-block-navigation__responsive-container-open:not(.always-shown)';
		$container = '.wp-block-navigation__responsive-container:not(.hidden-by-default):not(.is-menu-open)';
		if ( $breakpoint > $core ) {
			return sprintf(
				'@media (min-width:%1$dpx) and (max-width:%2$.2fpx){%3$s{display:flex}%4$s{display:none}}',
				$core,
				$breakpoint - 0.02,
				$button,
				$container
			);
		}
		return sprintf(
			'@media (min-width:%1$dpx) and (max-width:%2$.2fpx){%3$s{display:none}%4$s{display:block;position:relative;width:100%%;z-index:auto;background-color:inherit}%4$s .wp-block-navigation__responsive-container-close{display:none}}',
			$breakpoint,
			$core - 0.02,
			$button,
			$container
		);
	}

	/**
	 * A script in the head marks the page `vista-js`, so styles for scripted pages apply from the
	 * first paint (no layout shift when scripts take over). With the preloader on it also marks the
	 * page as loading, which shows the preloader, and unmarks it 600 ms after the load event
	 * (000 §4.7, §9.4). Without JavaScript nothing marks the page: the preloader never covers it.
	 */
	public static function print_head_script(): void {
		$script = 'document.documentElement.classList.add("vista-js");';
		if ( Settings::preloader() ) {
			$script .= sprintf(
				'(function(d,w){var h=d.documentElement;h.classList.add("vista-preloading");w.addEventListener("load",function(){w.setTimeout(function(){h.classList.remove("vista-preloading")},%d)})})(document,window);',
				self::PRELOADER_HIDE_MS
			);
		}
		wp_print_inline_script_tag( $script, array( 'id' => 'vista-head-js' ) );
	}

	/**
	 * The preloader's markup, shown only while the page is marked as loading.
	 */
	public static function print_preloader(): void {
		if ( ! Settings::preloader() ) {
			return;
		}
		printf(
			'<div class="vista-preloader" role="status"><span class="vista-preloader__spinner" aria-hidden="true"></span><span class="screen-reader-text">%s</span></div>',
			esc_html__( 'Loading…', 'vista' )
		);
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
