<?php
/**
 * The gallery data: galleries and albums as post types, image tags as a taxonomy on attachments,
 * and the meta that holds order, album contents and each image's extra fields.
 *
 * - A gallery (vista_gallery) holds an ordered list of attachment ids (META_IMAGES).
 * - An album (vista_album) holds an ordered list of galleries and albums (META_ITEMS).
 * - An image is a Media Library attachment: title = `alt` (000 §3.2), content = description,
 *   META_REDIRECT_URL, META_FILETYPE (an embed type of §3.3, empty for an image) with META_EMBED_URL,
 *   and tags in TAXONOMY.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * Registration of the post types, the taxonomy and the meta.
 */
final class PostTypes {

	public const GALLERY  = 'vista_gallery';
	public const ALBUM    = 'vista_album';
	public const TAXONOMY = 'vista_tag';

	public const META_IMAGES       = '_vista_gallery_images';
	public const META_ITEMS        = '_vista_album_items';
	public const META_REDIRECT_URL = '_vista_redirect_url';
	public const META_FILETYPE     = '_vista_filetype';
	public const META_EMBED_URL    = '_vista_embed_url';

	/** The embed types of 000 §3.3. */
	public const EMBED_TYPES = array(
		'OEMBED_YOUTUBE_VIDEO',
		'VIMEO_VIDEO',
		'FACEBOOK_VIDEO',
		'DAILYMOTION_VIDEO',
		'FLICKR_IMAGE',
		'FLICKR_VIDEO',
		'INSTAGRAM_VIDEO',
		'INSTAGRAM_IMAGE',
		'INSTAGRAM_POST',
		'FACEBOOK_IMAGE',
		'IMGUR',
		'GOOGLE_PHOTO_IMAGE',
	);

	/**
	 * Registers everything on init.
	 */
	public static function register_types(): void {
		$common = array(
			'public'              => false,
			'show_ui'             => true,
			'show_in_menu'        => false,
			'show_in_rest'        => true,
			'supports'            => array( 'title', 'editor', 'custom-fields', 'thumbnail' ),
			'capability_type'     => 'post',
			'map_meta_cap'        => true,
			'exclude_from_search' => true,
		);
		register_post_type(
			self::GALLERY,
			$common + array(
				'labels'    => array(
					'name'          => __( 'Galleries', 'vista-gallery' ),
					'singular_name' => __( 'Gallery', 'vista-gallery' ),
				),
				'rest_base' => 'vista-galleries',
			)
		);
		register_post_type(
			self::ALBUM,
			$common + array(
				'labels'    => array(
					'name'          => __( 'Albums', 'vista-gallery' ),
					'singular_name' => __( 'Album', 'vista-gallery' ),
				),
				'rest_base' => 'vista-albums',
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			'attachment',
			array(
				'labels'                => array(
					'name'          => __( 'Gallery tags', 'vista-gallery' ),
					'singular_name' => __( 'Gallery tag', 'vista-gallery' ),
				),
				'public'                => false,
				'show_ui'               => true,
				'show_in_rest'          => true,
				'rest_base'             => 'vista-tags',
				'show_admin_column'     => true,
				'hierarchical'          => false,
				'update_count_callback' => '_update_generic_term_count',
			)
		);
		self::register_meta_fields();
	}

	/**
	 * The galleries' and albums' lists and the attachments' extra fields, editable by users who
	 * may upload files.
	 */
	private static function register_meta_fields(): void {
		$can_edit = static fn () => current_user_can( 'upload_files' );
		register_post_meta(
			self::GALLERY,
			self::META_IMAGES,
			array(
				'type'              => 'array',
				'single'            => true,
				'default'           => array(),
				// A closure, not the method: WordPress checks the callback with is_callable(), which would
				// load ImageAccess on every request, a plain post's too (issue 30's class budget).
				'sanitize_callback' => static fn ( $value ) => ImageAccess::sanitize_gallery_images( $value ),
				'auth_callback'     => $can_edit,
				'show_in_rest'      => array( 'schema' => array( 'items' => array( 'type' => 'integer', 'minimum' => 1 ) ) ),
			)
		);
		register_post_meta(
			self::ALBUM,
			self::META_ITEMS,
			array(
				'type'              => 'array',
				'single'            => true,
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize_album_items' ),
				'auth_callback'     => $can_edit,
				'show_in_rest'      => array(
					'schema' => array(
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'type' => array(
									'type' => 'string',
									'enum' => array( 'gallery', 'album' ),
								),
								'id'   => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
							),
						),
					),
				),
			)
		);
		foreach ( array(
			self::META_REDIRECT_URL => array( 'string', 'esc_url_raw' ),
			self::META_FILETYPE     => array( 'string', array( self::class, 'sanitize_filetype' ) ),
			self::META_EMBED_URL    => array( 'string', 'esc_url_raw' ),
		) as $key => [ $type, $sanitize ] ) {
			register_post_meta(
				'attachment',
				$key,
				array(
					'type'              => $type,
					'single'            => true,
					'default'           => '',
					'sanitize_callback' => $sanitize,
					'auth_callback'     => $can_edit,
					'show_in_rest'      => true,
				)
			);
		}
	}

	/**
	 * Distinct positive ids, in order.
	 *
	 * @param mixed $value Value.
	 * @return int[]
	 */
	public static function sanitize_ids( $value ): array {
		$ids = array_map( 'intval', is_array( $value ) ? $value : array() );
		return array_values( array_unique( array_filter( $ids, static fn ( $id ) => $id > 0 ) ) );
	}

	/**
	 * Album entries: {type: gallery|album, id}.
	 *
	 * @param mixed $value Value.
	 * @return array<int, array{type: string, id: int}>
	 */
	public static function sanitize_album_items( $value ): array {
		$items = array();
		foreach ( is_array( $value ) ? $value : array() as $item ) {
			$type = is_array( $item ) ? ( $item['type'] ?? '' ) : '';
			$id   = is_array( $item ) ? (int) ( $item['id'] ?? 0 ) : 0;
			if ( in_array( $type, array( 'gallery', 'album' ), true ) && $id > 0 ) {
				$items[] = array(
					'type' => $type,
					'id'   => $id,
				);
			}
		}
		return $items;
	}

	/**
	 * An embed type of §3.3, or empty for a plain image.
	 *
	 * @param mixed $value Value.
	 */
	public static function sanitize_filetype( $value ): string {
		return is_string( $value ) && in_array( $value, self::EMBED_TYPES, true ) ? $value : '';
	}
}
