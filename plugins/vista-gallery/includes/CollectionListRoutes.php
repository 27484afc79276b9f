<?php
/**
 * What the Galleries and Albums lists need beyond the core routes of the two post types:
 *
 * - the `vista_list` field of wp/v2/vista-galleries and wp/v2/vista-albums (edit context only):
 *   the cover's thumbnail, the number of images or items, the author's name and the shortcode;
 * - POST vista-gallery/v1/collections/{id}/duplicate: a copy of a gallery (its images' links,
 *   never the files) or an album (its items), as a new post of the same type.
 *
 * A page of the Galleries list reads what its rows show in a few queries, whatever the number of
 * rows (issue 36): the rows' authors, first images and the covers' attachments are read for the
 * whole page before the first row is prepared (prime_rows), not one row at a time.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\GalleryItems;
use Vista\Gallery\Browsing\GalleryRestController;
use Vista\Gallery\Onboarding\SampleGallery;

/**
 * The list's field and the duplicate route.
 */
final class CollectionListRoutes {

	/** Album levels searched for a cover (an album of albums of galleries). */
	private const COVER_DEPTH = 3;

	/** A gallery's first images looked at for its cover (an image may have been deleted). */
	private const COVER_CANDIDATES = 20;

	/**
	 * The first images of the galleries of the page being prepared, by gallery (prime_rows).
	 *
	 * @var array<int, int[]>
	 */
	private static array $first_images = array();

	/**
	 * Registers the field and the route (rest_api_init).
	 */
	public static function register(): void {
		foreach ( array( PostTypes::GALLERY, PostTypes::ALBUM ) as $type ) {
			register_rest_field(
				$type,
				'vista_list',
				array(
					'get_callback' => array( self::class, 'list_field' ),
					'schema'       => array(
						'description' => __( 'What the admin list shows of it.', 'vista-gallery' ),
						'type'        => 'object',
						'context'     => array( 'edit' ),
						'readonly'    => true,
					),
				)
			);
		}
		register_rest_route(
			GalleryRestController::NAMESPACE,
			'/collections/(?P<id>\d+)/duplicate',
			array(
				'methods'             => 'POST',
				'callback'            => array( self::class, 'duplicate' ),
				'permission_callback' => array( self::class, 'can_duplicate' ),
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Reads what the rows of a page of galleries show, for all of them at once (the_posts, on a
	 * REST query of galleries): their authors, their first images (one query on the items' key)
	 * and the posts and meta of their covers, featured or first image.
	 *
	 * @param mixed $posts The query's posts.
	 * @return mixed The posts, unchanged.
	 */
	public static function prime_rows( $posts ) {
		$galleries = array_filter( is_array( $posts ) ? $posts : array(), static fn ( $post ) => $post instanceof \WP_Post && PostTypes::GALLERY === $post->post_type );
		if ( ! $galleries ) {
			return $posts;
		}
		update_post_author_caches( $galleries );
		$ids                = wp_list_pluck( $galleries, 'ID' );
		self::$first_images = GalleryItems::first_ids( $ids, self::COVER_CANDIDATES ) + array_fill_keys( $ids, array() ) + self::$first_images;
		$covers             = array();
		foreach ( $galleries as $gallery ) {
			// The featured image from the meta WP_Query has just read; else the first image.
			$covers[] = (int) get_post_thumbnail_id( $gallery ) ?: ( self::$first_images[ $gallery->ID ][0] ?? 0 );
		}
		_prime_post_caches( array_filter( $covers ), false, true );
		return $posts;
	}

	/**
	 * The list field of one post: null for a user who may not edit it (the edit context already
	 * requires that; this holds for any context a later change might add).
	 *
	 * @param array<string, mixed> $post The post as the REST API prepares it.
	 * @return array<string, mixed>|null
	 */
	public static function list_field( array $post ): ?array {
		$id   = (int) ( $post['id'] ?? 0 );
		$item = get_post( $id );
		if ( ! $item || ! current_user_can( 'edit_post', $id ) ) {
			return null;
		}
		$is_gallery = PostTypes::GALLERY === $item->post_type;
		// A gallery's count is kept with it on save (issue 36): its list of 10,000 ids is not read.
		$count  = $is_gallery ? GalleryItems::count( $id ) : count( (array) get_post_meta( $id, PostTypes::META_ITEMS, true ) );
		$author = get_userdata( (int) $item->post_author );
		$cover  = self::cover( $item, self::COVER_DEPTH );
		$thumb  = $cover ? wp_get_attachment_image_src( $cover, 'thumbnail' ) : false;
		return array(
			'count'     => $count,
			'thumb'     => $thumb ? (string) $thumb[0] : '',
			'author'    => $author ? $author->display_name : '',
			'shortcode' => SampleGallery::shortcode( $id ),
			// What "Add to a page" copies (the route builds the same from the item's type).
			'block'     => SampleGallery::block_markup( $id ),
		);
	}

	/**
	 * The attachment that stands for a gallery or album: its featured image, else its first image
	 * (a gallery) or its first item's cover (an album), searched a few levels deep.
	 *
	 * @param \WP_Post $item  Gallery or album.
	 * @param int      $depth Album levels left to search.
	 */
	private static function cover( \WP_Post $item, int $depth ): int {
		$featured = (int) get_post_thumbnail_id( $item );
		if ( $featured > 0 ) {
			return $featured;
		}
		if ( PostTypes::GALLERY === $item->post_type ) {
			// The first rows of the gallery, read with the page's (prime_rows) or a seek on its key.
			$first = self::$first_images[ $item->ID ] ?? GalleryItems::page_ids( $item->ID, 0, self::COVER_CANDIDATES );
			// Used once: a later read of the gallery (after a save) seeks again.
			unset( self::$first_images[ $item->ID ] );
			foreach ( $first as $image ) {
				if ( 'attachment' === get_post_type( $image ) ) {
					return $image;
				}
			}
			return 0;
		}
		if ( $depth <= 0 ) {
			return 0;
		}
		foreach ( (array) get_post_meta( $item->ID, PostTypes::META_ITEMS, true ) as $entry ) {
			$child = is_array( $entry ) ? get_post( (int) ( $entry['id'] ?? 0 ) ) : null;
			if ( $child && in_array( $child->post_type, array( PostTypes::GALLERY, PostTypes::ALBUM ), true ) && 'trash' !== $child->post_status ) {
				$cover = self::cover( $child, $depth - 1 );
				if ( $cover > 0 ) {
					return $cover;
				}
			}
		}
		return 0;
	}

	/**
	 * A gallery or album the user may edit and may make more of.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public static function can_duplicate( \WP_REST_Request $request ) {
		$item = get_post( (int) $request['id'] );
		if ( ! $item || ! in_array( $item->post_type, array( PostTypes::GALLERY, PostTypes::ALBUM ), true ) || 'trash' === $item->post_status ) {
			return new \WP_Error( 'vista_gallery_not_found', __( 'There is no such gallery or album.', 'vista-gallery' ), array( 'status' => 404 ) );
		}
		$type = get_post_type_object( $item->post_type );
		if ( ! $type || ! current_user_can( 'edit_post', $item->ID ) || ! current_user_can( $type->cap->create_posts ) ) {
			return new \WP_Error( 'vista_gallery_forbidden', __( 'You may not copy this gallery or album.', 'vista-gallery' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * POST /collections/{id}/duplicate: the copy, titled "… (copy)", with the same description,
	 * featured image and images or items; it answers with the copy's id and title.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function duplicate( \WP_REST_Request $request ) {
		$item = get_post( (int) $request['id'] );
		if ( ! $item ) {
			return new \WP_Error( 'vista_gallery_not_found', __( 'There is no such gallery or album.', 'vista-gallery' ), array( 'status' => 404 ) );
		}
		$is_gallery = PostTypes::GALLERY === $item->post_type;
		/* translators: %s: title of the gallery or album copied. */
		$title = sprintf( __( '%s (copy)', 'vista-gallery' ), '' !== $item->post_title ? $item->post_title : __( '(no title)', 'vista-gallery' ) );
		$copy  = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => $item->post_type,
					'post_status'  => 'private' === $item->post_status ? 'private' : 'publish',
					'post_title'   => $title,
					'post_content' => $item->post_content,
					'post_author'  => get_current_user_id(),
				)
			),
			true
		);
		if ( is_wp_error( $copy ) ) {
			return $copy;
		}
		$key     = $is_gallery ? PostTypes::META_IMAGES : PostTypes::META_ITEMS;
		$entries = get_post_meta( $item->ID, $key, true );
		// Saved through the meta's own sanitising: a gallery keeps only images this user may read.
		update_post_meta( $copy, $key, wp_slash( is_array( $entries ) ? $entries : array() ) );
		$featured = (int) get_post_thumbnail_id( $item );
		if ( $featured > 0 ) {
			set_post_thumbnail( $copy, $featured );
		}
		return new \WP_REST_Response(
			array(
				'id'    => $copy,
				'title' => $title,
			),
			201
		);
	}
}
