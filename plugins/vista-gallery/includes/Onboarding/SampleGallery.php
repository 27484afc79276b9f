<?php
/**
 * The gallery plugin's card on the getting started screen, and its sample: a gallery of the
 * Media Library's latest pictures, or of six pictures drawn here when the library has too few.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Onboarding;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\AdminScreens;
use Vista\Gallery\Kit\StarterContent;
use Vista\Gallery\PostTypes;

/**
 * The card and the sample gallery.
 */
final class SampleGallery {

	use StarterContent;

	/** A gallery worth judging needs a few pictures. */
	private const ENOUGH_IMAGES = 3;

	private const IMAGES = 6;

	/**
	 * The card's texts.
	 *
	 * @return array<string, string|int>
	 */
	public static function card_texts(): array {
		return array(
			'order'       => 10,
			'title'       => __( 'Galleries', 'vista-gallery' ),
			'description' => __( 'Show your pictures in grids, masonry, slideshows and albums, with a lightbox, tags, search and ratings.', 'vista-gallery' ),
			'screenUrl'   => admin_url( 'admin.php?page=' . AdminScreens::SLUG ),
			'screenLabel' => __( 'Open Galleries', 'vista-gallery' ),
			'demoLabel'   => __( 'Create a sample gallery', 'vista-gallery' ),
		);
	}

	/**
	 * The galleries' post type.
	 */
	public static function item_type(): string {
		return PostTypes::GALLERY;
	}

	/**
	 * The gallery block of the item.
	 *
	 * @param int $id The gallery.
	 */
	public static function block_markup( int $id ): string {
		return '<!-- wp:vista/gallery ' . wp_json_encode( array( 'galleryId' => $id ) ) . ' /-->';
	}

	/**
	 * The gallery shortcode of the item, as the Galleries list shows it.
	 *
	 * @param int $id The gallery.
	 */
	public static function shortcode( int $id ): string {
		return sprintf( '[vista_gallery gallery="%d"]', $id );
	}

	/**
	 * Makes the sample gallery.
	 *
	 * @return int|\WP_Error
	 */
	protected static function make_sample() {
		$images = self::library_images();
		if ( count( $images ) < self::ENOUGH_IMAGES ) {
			$images = SampleImages::draw( self::IMAGES );
			if ( is_wp_error( $images ) ) {
				return $images;
			}
		}
		return wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => __( 'Sample gallery', 'vista-gallery' ),
				'meta_input'  => array( PostTypes::META_IMAGES => $images ),
			),
			true
		);
	}

	/**
	 * The latest pictures of the Media Library that the current user may edit.
	 *
	 * @return list<int>
	 */
	private static function library_images(): array {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => array( 'image/jpeg', 'image/png', 'image/webp' ),
				'fields'         => 'ids',
				'posts_per_page' => self::IMAGES,
				'orderby'        => 'date',
				'order'          => 'DESC',
			)
		);
		return array_values( array_filter( array_map( 'intval', $ids ), static fn ( int $id ) => current_user_can( 'edit_post', $id ) ) );
	}
}
