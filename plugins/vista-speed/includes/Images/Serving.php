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
	 * Hooks the filters on front-end requests.
	 */
	public static function register(): void {
		// The gallery's call 12 (paging, load more, filters) answers through admin-ajax.
		add_filter( 'vista_gallery_ajax_html', array( self::class, 'filter' ) );
		// The lightbox's first image, which the gallery's script loads outside any <picture>.
		add_filter( 'vista_gallery_popup_sources', array( PictureMarkup::class, 'typed_sources' ), 10, 2 );
		if ( is_admin() ) {
			return;
		}
		add_filter( 'the_content', array( self::class, 'filter' ), 13 );
		add_filter( 'render_block_vista/gallery', array( self::class, 'filter' ) );
	}

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
