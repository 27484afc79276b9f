<?php
/**
 * Price lists (000 §2.3 ecommerce panel, §3.7 cart item): a post type holding, in one meta value,
 * the currency, the base price of a print or product, the sections sold (manual prints and
 * products, downloads), the manual items, the parameters of the five §3.7 types (2 text,
 * 3 textarea, 4 select, 5 radio, 6 checkboxes; the last three with values that change the price)
 * and the download items.
 *
 * A gallery names its price list (META_GALLERY, used by all its images); an image may name another
 * (META_IMAGE, set in the media modal). Prices are held as cents so that sums never drift.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * The price-list post type, its metas, and reading and saving lists.
 */
final class PriceList {

	public const POST_TYPE    = 'vista_pricelist';
	public const META         = '_vista_pricelist';
	public const META_GALLERY = '_vista_gallery_pricelist';
	public const META_IMAGE   = '_vista_image_pricelist';

	public const SECTIONS = array( 'manual', 'downloads' );

	/** 000 §3.7 parameter types. */
	public const TYPE_TEXT       = 2;
	public const TYPE_TEXTAREA   = 3;
	public const TYPE_SELECT     = 4;
	public const TYPE_RADIO      = 5;
	public const TYPE_CHECKBOXES = 6;
	public const TYPES           = array( 2, 3, 4, 5, 6 );
	public const TYPES_WITH_VALUES = array( 4, 5, 6 );

	/** Longest text a buyer may type in a text or textarea parameter. */
	public const MAX_TEXT     = 200;
	public const MAX_TEXTAREA = 1000;

	/** Highest price or price difference, in cents (one million). */
	public const MAX_CENTS = 100000000;

	/** Most parameters, values, items of one list: a form, not a catalogue. */
	public const MAX_ROWS = 100;

	/**
	 * The post type and the two assignment metas.
	 */
	public static function register_types(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Price lists', 'vista-gallery' ),
					'singular_name' => __( 'Price list', 'vista-gallery' ),
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'supports'        => array( 'title' ),
				'capability_type' => 'post',
				'map_meta_cap'    => true,
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
		$auth = static fn () => current_user_can( 'manage_options' );
		register_post_meta(
			PostTypes::GALLERY,
			self::META_GALLERY,
			array(
				'type'              => 'integer',
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => 'absint',
				'auth_callback'     => $auth,
				'show_in_rest'      => true,
			)
		);
		register_post_meta(
			'attachment',
			self::META_IMAGE,
			array(
				'type'              => 'integer',
				'single'            => true,
				'default'           => 0,
				'sanitize_callback' => 'absint',
				'auth_callback'     => $auth,
				'show_in_rest'      => true,
			)
		);
	}

	/**
	 * A default list, as the admin screen starts a new one.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'currency'        => 'USD',
			'currency_symbol' => '$',
			'manual_price'    => 0,
			'sections'        => array( 'manual' ),
			'manual_items'    => array(),
			'parameters'      => array(),
			'downloads'       => array(),
		);
	}

	/**
	 * A stored list with its id and title, or null.
	 *
	 * @param int $id Price list id.
	 * @return array<string, mixed>|null
	 */
	public static function get( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$stored = get_post_meta( $id, self::META, true );
		return array(
			'id'    => $id,
			'title' => $post->post_title,
		) + ( is_array( $stored ) ? $stored : array() ) + self::defaults();
	}

	/**
	 * Saves a checked list (from validate()); a new post when $id is 0.
	 *
	 * @param int                  $id   Price list id or 0.
	 * @param array<string, mixed> $list Checked list.
	 * @return int The id, 0 on failure.
	 */
	public static function save( int $id, array $list ): int {
		$postarr = array(
			'post_type'   => self::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $list['title'],
		);
		if ( $id > 0 ) {
			$postarr['ID'] = $id;
		}
		$saved = wp_insert_post( wp_slash( $postarr ), true );
		if ( is_wp_error( $saved ) || 0 === (int) $saved ) {
			return 0;
		}
		unset( $list['title'], $list['id'], $list['galleries'] );
		update_post_meta( (int) $saved, self::META, wp_slash( $list ) );
		return (int) $saved;
	}

	/**
	 * Ids of the galleries that use a price list.
	 *
	 * @param int $id Price list id.
	 * @return int[]
	 */
	public static function galleries( int $id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => PostTypes::GALLERY,
					'post_status'    => 'any',
					'fields'         => 'ids',
					'posts_per_page' => -1,
					'meta_key'       => self::META_GALLERY, // Admin screen only.
					'meta_value'     => $id, // Admin screen only.
				)
			)
		);
	}

	/**
	 * Makes exactly these galleries use a price list (others that used it use none).
	 *
	 * @param int   $id        Price list id.
	 * @param int[] $galleries Gallery ids.
	 */
	public static function assign( int $id, array $galleries ): void {
		foreach ( array_diff( self::galleries( $id ), $galleries ) as $gallery ) {
			delete_post_meta( $gallery, self::META_GALLERY );
		}
		foreach ( $galleries as $gallery ) {
			update_post_meta( $gallery, self::META_GALLERY, $id );
		}
	}

	/**
	 * Titles of all price lists by id.
	 *
	 * @return array<int, string>
	 */
	public static function all(): array {
		$lists = array();
		foreach ( get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 200,
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		) as $post ) {
			$lists[ $post->ID ] = $post->post_title;
		}
		return $lists;
	}
}
