<?php
/**
 * Where the copies are served (PictureMarkup): the content of posts, once WordPress has added its
 * own attributes to the images (wp_filter_content_tags runs at priority 12 of the_content), and
 * the gallery block wherever it is rendered (a template or a widget as well as a post), the
 * gallery's call 12 answers that page it, load more or filter it, and the image each thumbnail's
 * lightbox shows first (its link's typed sources).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The filters.
 */
final class Serving {

	/**
	 * The HTML with its images served as copies where they exist (never in feeds, whose readers
	 * may not know <picture>).
	 *
	 * @param mixed $html HTML.
	 * @return mixed
	 */
	public static function filter( $html ) {
		return is_string( $html ) && ! is_feed() ? PictureMarkup::wrap_images( $html ) : $html;
	}
}
