<?php
/**
 * Iframes in post content below the first one load when the visitor scrolls near them
 * (loading="lazy"), as WordPress does for images: the first iframe of the first content on the
 * page stays eager when it comes among the first media of that content (WordPress's threshold,
 * wp_omit_loading_attr_threshold()), since it is likely in the viewport. An iframe that says how
 * it loads is left alone. WordPress itself adds the attribute only to iframes that state their
 * width and height; this covers the others too. A setting, on by default.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The content filter.
 */
final class LazyIframes {

	/** Contents filtered in this request: only the first may keep an eager iframe. */
	private static int $contents = 0;

	/**
	 * Starts counting contents again (tests).
	 */
	public static function reset(): void {
		self::$contents = 0;
	}

	/**
	 * The content with its iframes lazy but the first likely in view.
	 *
	 * @param mixed $content Content.
	 * @return mixed
	 */
	public static function filter( $content ) {
		if ( ! is_string( $content ) || ! Settings::get()['lazy_iframes'] || ! str_contains( $content, '<iframe' ) ) {
			return $content;
		}
		$first_content = 0 === self::$contents++;
		$media         = 0;
		$threshold     = wp_omit_loading_attr_threshold();
		$first_iframe  = true;
		return (string) preg_replace_callback(
			'#<(img|iframe)\b[^>]*>#i',
			static function ( array $match ) use ( &$media, &$first_iframe, $first_content, $threshold ): string {
				++$media;
				if ( 'iframe' !== strtolower( $match[1] ) ) {
					return $match[0];
				}
				$eager        = $first_iframe && $first_content && $media <= $threshold;
				$first_iframe = false;
				// Plain text edits: the HTML API reads an iframe tag only with its closing tag.
				if ( $eager || preg_match( '#\sloading\s*=#i', $match[0] ) ) {
					return $match[0];
				}
				return (string) preg_replace( '#^<iframe\b#i', '<iframe loading="lazy"', $match[0] );
			},
			$content
		);
	}
}
