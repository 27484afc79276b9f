<?php
/**
 * The gallery's thumbs keep the `sizes` their layout gave them (GridView::sizes) where WordPress
 * would put `auto` in front of it. `auto` (WordPress 6.7, for lazy images) asks for the exact
 * box, so a 173 px thumb on a 1.75× phone (303 px) takes the 768 px file over the 300 px one:
 * three times the bytes for a difference no eye sees, on every thumb below the first row
 * (issue 18 goal 3). The layout's sizes are never narrower than the thumb by more than 5 %.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

/**
 * Undoes `sizes="auto, …"` on the gallery's own thumbs.
 */
final class ThumbSizes {

	/** Classes of the images whose sizes come from the layout's rules. */
	private const CLASSES = array( 'vista-gallery__image', 'vista-album__cover' );

	/**
	 * An img of the content, with `auto` taken off the sizes of a gallery thumb.
	 *
	 * @param mixed $image The img tag.
	 * @return mixed The same, or the thumb's img with its layout's sizes.
	 */
	public static function filter( $image ) {
		if ( ! is_string( $image ) || ! str_contains( $image, 'sizes="auto' ) ) {
			return $image;
		}
		$tags = new \WP_HTML_Tag_Processor( $image );
		if ( ! $tags->next_tag( 'img' ) ) {
			return $image;
		}
		$ours = array_filter( self::CLASSES, static fn ( string $name ): bool => true === $tags->has_class( $name ) );
		$sizes = $tags->get_attribute( 'sizes' );
		if ( ! $ours || ! is_string( $sizes ) || 1 !== preg_match( '/^\s*auto\s*,\s*(\S.*)$/i', $sizes, $layout ) ) {
			return $image;
		}
		$tags->set_attribute( 'sizes', $layout[1] );
		return $tags->get_updated_html();
	}
}
