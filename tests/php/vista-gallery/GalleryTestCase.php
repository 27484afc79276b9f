<?php
/**
 * Fixtures of the gallery display tests: a published gallery of tagged images made here, so the
 * tests do not depend on the demo content.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * Creates and removes a gallery with images.
 */
abstract class GalleryTestCase extends VistaTestCase {

	/** @var int[] */
	protected array $images = array();
	protected int $gallery  = 0;
	protected int $tag_sea  = 0;
	protected int $tag_sky  = 0;

	protected function setUp(): void {
		parent::setUp();
		GalleryRenderer::reset_instances();
		$this->tag_sea = (int) wp_insert_term( 'Test sea ' . wp_generate_password( 6, false ), PostTypes::TAXONOMY )['term_id'];
		$this->tag_sky = (int) wp_insert_term( 'Test sky ' . wp_generate_password( 6, false ), PostTypes::TAXONOMY )['term_id'];
		for ( $i = 1; $i <= 5; $i++ ) {
			$id = wp_insert_attachment(
				array(
					'post_title'     => "Test image {$i}",
					'post_content'   => 1 === $i ? 'A blue lagoon' : 'Plain',
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				"test-image-{$i}.jpg"
			);
			update_post_meta( $id, '_wp_attachment_metadata', array( 'width' => 400, 'height' => 300, 'file' => "test-image-{$i}.jpg" ) );
			wp_set_object_terms( $id, array( $i % 2 ? $this->tag_sea : $this->tag_sky ), PostTypes::TAXONOMY );
			$this->images[] = $id;
		}
		$this->gallery = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Test gallery',
				'post_name'   => 'test-gallery-' . wp_generate_password( 6, false, false ),
				'meta_input'  => array( PostTypes::META_IMAGES => $this->images ),
			)
		);
	}

	/**
	 * Writes an image's title and content as given, past the kses filters that wp_update_post
	 * applies for users without unfiltered_html, as an administrator's (or an import's) text can be.
	 *
	 * @param array{ID: int, post_title: string, post_content: string} $fields Fields.
	 */
	protected function store_raw( array $fields ): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, array_diff_key( $fields, array( 'ID' => 0 ) ), array( 'ID' => $fields['ID'] ) );
		clean_post_cache( $fields['ID'] );
	}

	protected function tearDown(): void {
		foreach ( $this->images as $id ) {
			wp_delete_attachment( $id, true );
		}
		wp_delete_post( $this->gallery, true );
		wp_delete_term( $this->tag_sea, PostTypes::TAXONOMY );
		wp_delete_term( $this->tag_sky, PostTypes::TAXONOMY );
		$this->images = array();
		parent::tearDown();
	}
}
