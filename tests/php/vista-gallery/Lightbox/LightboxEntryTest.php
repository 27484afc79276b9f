<?php
/**
 * The lightbox image entry (000 §3.1) and the visibility check every lightbox call makes.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';
require_once dirname( __DIR__ ) . '/HostileText.php';

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\PostTypes;

/**
 * LightboxEntry.
 */
final class LightboxEntryTest extends GalleryTestCase {

	/** Priority of the filters a test adds, so tearDown removes those and nothing else. */
	private const TEST_PRIORITY = 999;

	use HostileText;

	/** Every field of LightboxImage (src/gallery/common/lightbox-types.ts) and its JSON type. */
	private const FIELDS = array(
		'id'                     => 'integer',
		'alt'                    => 'string',
		'description'            => 'string',
		'filetype'               => 'string',
		'image_url'              => 'string',
		'thumb_url'              => 'string',
		'pure_image_url'         => 'string',
		'filename'               => 'string',
		'image_width'            => 'integer',
		'image_height'           => 'integer',
		'number'                 => 'integer',
		'hit_count'              => 'integer',
		'rate'                   => 'integer',
		'rate_count'             => 'integer',
		'avg_rating'             => 'double',
		'comment_count'          => 'integer',
		'pricelist'              => 'integer',
		'pricelist_sections'     => 'string',
		'pricelist_manual_price' => 'string',
		'embed_html'             => 'string',
	);

	/** @var int[] Posts made by a test, removed after it. */
	private array $extra = array();

	protected function tearDown(): void {
		// Only this test's own callbacks: the plugin's parts fill these fields at the default priority.
		remove_all_filters( 'vista_gallery_lightbox_entry', self::TEST_PRIORITY );
		foreach ( $this->extra as $id ) {
			wp_delete_post( $id, true );
		}
		$this->extra = array();
		parent::tearDown();
	}

	private function entry( int $index = 0, int $number = 1, array $attributes = array() ): array {
		return LightboxEntry::of( get_post( $this->images[ $index ] ), $number, GalleryRequest::options( $attributes ) );
	}

	public function test_every_field_is_present_and_typed(): void {
		$entry = $this->entry( 0, 3 );
		foreach ( self::FIELDS as $key => $type ) {
			$this->assertArrayHasKey( $key, $entry );
			$this->assertSame( $type, gettype( $entry[ $key ] ), $key );
		}
		$this->assertSame( $this->images[0], $entry['id'] );
		$this->assertSame( 'Test image 1', $entry['alt'] );
		$this->assertSame( 'A blue lagoon', $entry['description'] );
		$this->assertSame( 3, $entry['number'] );
		$this->assertSame( 'test-image-1.jpg', $entry['filename'] );
		$this->assertSame( 400, $entry['image_width'] );
		$this->assertSame( 300, $entry['image_height'] );
		$this->assertStringEndsWith( 'test-image-1.jpg', $entry['pure_image_url'] );
		$this->assertNotSame( '', $entry['image_url'] );
		$this->assertNotSame( '', $entry['thumb_url'] );
		$this->assertSame( '', $entry['filetype'] );
		$this->assertSame( '', $entry['embed_html'] );
		$this->assertSame( 0, $entry['hit_count'] );
		$this->assertSame( 0, $entry['pricelist'] );
		$this->assertSame( '', $entry['pricelist_sections'] );
		$this->assertSame( array(), array_diff( array_keys( $entry ), array_keys( self::FIELDS ) ) );
	}

	public function test_an_embed_gets_its_player_at_the_lightbox_size(): void {
		update_post_meta( $this->images[1], PostTypes::META_FILETYPE, 'OEMBED_YOUTUBE_VIDEO' );
		update_post_meta( $this->images[1], PostTypes::META_EMBED_URL, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' );
		$entry = $this->entry( 1, 2, array( 'lightboxWidth' => 640, 'lightboxHeight' => 360 ) );
		$this->assertSame( 'OEMBED_YOUTUBE_VIDEO', $entry['filetype'] );
		$this->assertSame( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', $entry['image_url'] );
		$this->assertStringContainsString( '<iframe', $entry['embed_html'] );
		$this->assertStringContainsString( 'width="640"', $entry['embed_html'] );
		$this->assertStringContainsString( 'height="360"', $entry['embed_html'] );
	}

	public function test_the_filter_fills_fields_but_cannot_break_their_types_or_the_id(): void {
		add_filter(
			'vista_gallery_lightbox_entry',
			function ( array $entry, \WP_Post $attachment ): array {
				$this->assertSame( $entry['id'], $attachment->ID );
				$entry['hit_count']              = '7';
				$entry['avg_rating']             = 4.5;
				$entry['pricelist_sections']     = 'manual,downloads';
				$entry['rate_count']             = array( 'bad' );
				$entry['id']                     = 1;
				$entry['extra']                  = 'kept';
				unset( $entry['comment_count'] );
				return $entry;
			},
			self::TEST_PRIORITY,
			2
		);
		$entry = $this->entry();
		$this->assertSame( 7, $entry['hit_count'] );
		$this->assertSame( 4.5, $entry['avg_rating'] );
		$this->assertSame( 'manual,downloads', $entry['pricelist_sections'] );
		$this->assertSame( 0, $entry['rate_count'] );
		$this->assertSame( 0, $entry['comment_count'] );
		$this->assertSame( $this->images[0], $entry['id'] );
		$this->assertSame( 'kept', $entry['extra'] );
	}

	public function test_hostile_text_comes_out_as_plain_text(): void {
		self::store_hostile_text( $this->images[2] );
		$entry = $this->entry( 2 );
		$this->assertStringNotContainsString( '<', $entry['alt'] . $entry['description'] );
		$this->assertStringContainsString( 'Calm & quiet', $entry['description'] );
	}

	public function test_an_image_of_a_published_gallery_is_visible(): void {
		$this->assertSame( $this->images[0], LightboxEntry::visible_image( $this->images[0] )?->ID );
		$this->assertNull( LightboxEntry::visible_image( 0 ) );
		$this->assertNull( LightboxEntry::visible_image( -5 ) );
		$this->assertNull( LightboxEntry::visible_image( PHP_INT_MAX ) );
		$this->assertNull( LightboxEntry::visible_image( $this->gallery ), 'a gallery post is not an image' );
	}

	public function test_an_image_only_in_an_unpublished_or_protected_gallery_is_not_visible(): void {
		$loose = $this->attachment( 'loose.jpg' );
		$this->assertNull( LightboxEntry::visible_image( $loose ), 'in no gallery and untagged' );
		foreach ( array( array( 'post_status' => 'draft' ), array( 'post_status' => 'private' ), array( 'post_status' => 'publish', 'post_password' => 'secret' ) ) as $fields ) {
			$this->extra[] = (int) wp_insert_post(
				$fields + array(
					'post_type'  => PostTypes::GALLERY,
					'post_title' => 'Hidden',
					'meta_input' => array( PostTypes::META_IMAGES => array( $loose ) ),
				)
			);
			$this->assertNull( LightboxEntry::visible_image( $loose ), wp_json_encode( $fields ) );
		}
		// Tag views show a tagged image wherever it is kept: untagged, only its gallery counts.
		wp_set_object_terms( $this->images[1], array(), PostTypes::TAXONOMY );
		$this->assertSame( $this->images[1], LightboxEntry::visible_image( $this->images[1] )?->ID );
		wp_update_post( array( 'ID' => $this->gallery, 'post_status' => 'draft' ) );
		$this->assertNull( LightboxEntry::visible_image( $this->images[1] ), 'the only gallery is a draft now' );
		wp_trash_post( $this->gallery );
		$this->assertNull( LightboxEntry::visible_image( $this->images[1] ) );
	}

	public function test_an_id_that_only_looks_like_a_list_index_is_not_enough(): void {
		// Serialized, the gallery's list holds `i:0;…i:4;` as indexes: an attachment with such an
		// id must not match them.
		$this->extra[] = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Other',
				'meta_input'  => array( PostTypes::META_IMAGES => array( $this->images[0] ) ),
			)
		);
		$loose = $this->attachment( 'index.jpg' );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE post_id = %d AND meta_key = %s", serialize( array( $loose => $this->images[0] ) ), end( $this->extra ), PostTypes::META_IMAGES ) );
		wp_cache_flush();
		$this->assertNull( LightboxEntry::visible_image( $loose ) );
	}

	public function test_a_tagged_image_is_visible_as_tag_views_show_it(): void {
		$loose = $this->attachment( 'tagged.jpg' );
		wp_set_object_terms( $loose, array( $this->tag_sea ), PostTypes::TAXONOMY );
		$this->assertSame( $loose, LightboxEntry::visible_image( $loose )?->ID );
	}

	public function test_a_private_trashed_or_protected_parent_image_is_not_visible(): void {
		wp_update_post( array( 'ID' => $this->images[0], 'post_status' => 'private' ) );
		$this->assertNull( LightboxEntry::visible_image( $this->images[0] ) );
		wp_trash_post( $this->images[1] );
		$this->assertNull( LightboxEntry::visible_image( $this->images[1] ) );

		$parent        = (int) wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Protected', 'post_password' => 'pw' ) );
		$this->extra[] = $parent;
		wp_update_post( array( 'ID' => $this->images[2], 'post_parent' => $parent ) );
		$this->assertNull( LightboxEntry::visible_image( $this->images[2] ) );
		wp_update_post( array( 'ID' => $parent, 'post_password' => '', 'post_status' => 'draft' ) );
		$this->assertNull( LightboxEntry::visible_image( $this->images[2] ) );
		wp_update_post( array( 'ID' => $parent, 'post_status' => 'publish' ) );
		$this->assertSame( $this->images[2], LightboxEntry::visible_image( $this->images[2] )?->ID );
	}

	private function attachment( string $file ): int {
		$id            = (int) wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->extra[] = $id;
		return $id;
	}
}
