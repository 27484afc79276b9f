<?php
/**
 * Which price list sells an image (its own, else its gallery's) and the base price of a list
 * (000 §2.3 ecommerce panel).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * Price lists as the shop reads them.
 */
final class PriceLookup {

	/**
	 * The price list of an image: its own, else that of the first published gallery holding it
	 * that has one. The caller has checked that the image is visible.
	 *
	 * @param int $image_id Attachment id.
	 * @return array<string, mixed>|null
	 */
	public static function for_image( int $image_id ): ?array {
		$own = PriceList::get( (int) get_post_meta( $image_id, PriceList::META_IMAGE, true ) );
		if ( null !== $own ) {
			return $own;
		}
		foreach ( self::published_galleries_holding( $image_id ) as $gallery ) {
			$list = PriceList::get( (int) get_post_meta( $gallery, PriceList::META_GALLERY, true ) );
			if ( null !== $list ) {
				return $list;
			}
		}
		return null;
	}

	/**
	 * Published galleries whose image list holds an image.
	 *
	 * @param int $image_id Attachment id.
	 * @return int[]
	 */
	private static function published_galleries_holding( int $image_id ): array {
		$galleries = get_posts(
			array(
				'post_type'      => PostTypes::GALLERY,
				'post_status'    => 'publish',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		return array_values(
			array_filter(
				array_map( 'intval', $galleries ),
				static fn ( int $gallery ) => in_array( $image_id, array_map( 'intval', (array) get_post_meta( $gallery, PostTypes::META_IMAGES, true ) ), true )
			)
		);
	}

	/**
	 * The base price of a manual print or product: the lowest item's price when the list has
	 * items, else the list's manual price.
	 *
	 * @param array<string, mixed> $list Price list.
	 */
	public static function lowest_manual_price( array $list ): int {
		$prices = array_column( $list['manual_items'], 'price' );
		return array() === $prices ? (int) $list['manual_price'] : (int) min( $prices );
	}
}
