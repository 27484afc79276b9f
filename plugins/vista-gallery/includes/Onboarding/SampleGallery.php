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
	 * Galleries and albums both go on pages ("Add to a page" in each list's rows).
	 *
	 * @return list<string>
	 */
	public static function placeable_types(): array {
		return array( PostTypes::GALLERY, PostTypes::ALBUM );
	}

	/**
	 * The route's answer to an id that is neither a gallery nor an album.
	 */
	protected static function unknown_item_message(): string {
		return __( 'There is no gallery or album with this id.', 'vista-gallery' );
	}

	/**
	 * The gallery block that shows the item: the gallery, or the album of galleries, by the
	 * item's stored type.
	 *
	 * @param int $id The gallery or album.
	 */
	public static function block_markup( int $id ): string {
		$attributes = self::is_album( $id ) ? array(
			'source'  => 'album',
			'albumId' => $id,
		) : array( 'galleryId' => $id );
		return '<!-- wp:vista/gallery ' . wp_json_encode( $attributes ) . ' /-->';
	}

	/**
	 * The gallery shortcode of the item, as the Galleries and Albums lists show it.
	 *
	 * @param int $id The gallery or album.
	 */
	public static function shortcode( int $id ): string {
		return sprintf( '[vista_gallery %s="%d"]', self::is_album( $id ) ? 'album' : 'gallery', $id );
	}

	/**
	 * Whether the item is an album (by its stored post type).
	 *
	 * @param int $id The item.
	 */
	private static function is_album( int $id ): bool {
		return PostTypes::ALBUM === get_post_type( $id );
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
