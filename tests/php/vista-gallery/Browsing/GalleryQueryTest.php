<?php
/**
 * The images of a gallery source, in the owner's order, for large galleries too.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\GalleryQuery;
use Vista\Gallery\PostTypes;

/**
 * GalleryQuery over a gallery post.
 */
final class GalleryQueryTest extends GalleryTestCase {

	public function test_a_gallery_of_520_images_keeps_the_owners_order(): void {
		for ( $i = 0; $i < 515; $i++ ) {
			$this->images[] = wp_insert_attachment(
				array(
					'post_title'     => "Bulk image {$i}",
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				"bulk-{$i}.jpg"
			);
		}
		// The owner's order is not the id order: newest first, then the five fixtures last.
		$order = array_merge( array_reverse( array_slice( $this->images, 5 ) ), array_slice( $this->images, 0, 5 ) );
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, $order );

		$query = new GalleryQuery( 'gallery', $this->gallery );
		$this->assertSame( $order, $query->source_ids() );

		$page = ( new GalleryQuery( 'gallery', $this->gallery, array(), '', 'order', false, 2, 100 ) )->run();
		$this->assertSame( 520, $page['total'] );
		$this->assertSame( array_slice( $order, 100, 100 ), array_column( $page['items'], 'id' ) );
	}
}
