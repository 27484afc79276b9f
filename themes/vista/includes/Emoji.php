<?php
/**
 * Drops WordPress's emoji loader (issue 18 goal 3): the detection script and its settings printed
 * in every page's head (about 19 KB with wp-emoji.js, which it fetches when the browser lacks an
 * emoji), the emoji styles, the classic editor's emoji plugin and the emoji CDN's DNS prefetch.
 * Browsers of today draw emoji themselves; nothing of Vista needs the loader. Feeds and mails keep
 * WordPress's emoji images, which their readers may need.
 *
 * @package Vista\Theme
 */

declare( strict_types=1 );

namespace Vista\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Unhooks the emoji loader.
 */
final class Emoji {

	/**
	 * Removes the loader's hooks once WordPress has added them (default-filters.php runs first).
	 */
	public static function register(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'embed_head', 'print_emoji_detection_script' );
		remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_action( 'enqueue_embed_scripts', 'wp_enqueue_emoji_styles' );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'admin_print_styles', 'print_emoji_styles' );
		add_filter( 'tiny_mce_plugins', array( self::class, 'without_emoji_plugin' ) );
		add_filter( 'wp_resource_hints', array( self::class, 'without_emoji_prefetch' ), 10, 2 );
	}

	/**
	 * The classic editor's plugins without wpemoji.
	 *
	 * @param mixed $plugins TinyMCE plugin names.
	 * @return string[]
	 */
	public static function without_emoji_plugin( $plugins ): array {
		return array_values( array_diff( is_array( $plugins ) ? $plugins : array(), array( 'wpemoji' ) ) );
	}

	/**
	 * The resource hints without a DNS prefetch of the emoji images' host.
	 *
	 * @param mixed  $urls          Hints of this relation.
	 * @param string $relation_type dns-prefetch, preconnect, prefetch or prerender.
	 * @return array<int, mixed>
	 */
	public static function without_emoji_prefetch( $urls, $relation_type ): array {
		$urls = is_array( $urls ) ? $urls : array();
		if ( 'dns-prefetch' !== $relation_type ) {
			return $urls;
		}
		/** This filter is documented in wp-includes/formatting.php. */
		$emoji_host = (string) wp_parse_url( (string) apply_filters( 'emoji_svg_url', 'https://s.w.org/images/core/emoji/svg/' ), PHP_URL_HOST );
		return array_values(
			array_filter(
				$urls,
				static fn ( $url ): bool => ! is_string( $url ) || '' === $emoji_host || ! str_contains( $url, $emoji_host )
			)
		);
	}
}
