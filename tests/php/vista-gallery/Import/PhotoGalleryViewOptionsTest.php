<?php
/**
 * Issue 33 item 1: a `[Best_Wordpress_Gallery]` shortcode's options reach the block as the
 * original would have applied them: its own attributes, a view's prefixed name before the plain
 * one, or the site-wide settings when it says `use_option_defaults="1"`.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery\Import;

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Import\PhotoGalleryShortcode;
use Vista\Gallery\Import\PhotoGalleryViewOptions;
use Vista\Tests\VistaTestCase;

/**
 * The original's view options in the block's terms.
 */
final class PhotoGalleryViewOptionsTest extends VistaTestCase {

	private const SETTINGS = array(
		'images_per_page'         => 30,
		'masonry_images_per_page' => 16,
		'thumb_click_action'      => 'redirect_to_url',
		'popup_enable_rate'       => 1,
		'image_enable_page'       => 0,
	);

	public function test_the_shortcode_own_options_win_unless_it_takes_the_settings(): void {
		$own = PhotoGalleryViewOptions::attributes(
			array(
				'gallery_type'        => 'thumbnails',
				'use_option_defaults' => '0',
				'images_per_page'     => '12',
				'image_enable_page'   => '2',
				'sort_by'             => 'alt',
				'order_by'            => 'desc',
				'thumb_link_target'   => '1',
			),
			self::SETTINGS
		);
		$this->assertSame( 'thumbnails', $own['layout'] );
		$this->assertSame( 12, $own['imagesPerPage'] );
		$this->assertSame( 'load_more', $own['pagination'] );
		$this->assertSame( 'title', $own['sortBy'] );
		$this->assertTrue( $own['sortDesc'] );
		$this->assertSame( '_blank', $own['thumbLinkTarget'] );
		// What the shortcode does not say comes from the settings.
		$this->assertSame( 'redirect_to_url', $own['thumbClickAction'] );
		$this->assertTrue( $own['lightboxRating'] );

		$defaults = PhotoGalleryViewOptions::attributes( array( 'gallery_type' => 'thumbnails', 'use_option_defaults' => '1', 'images_per_page' => '12' ), self::SETTINGS );
		$this->assertSame( 30, $defaults['imagesPerPage'] );
		$this->assertSame( 'none', $defaults['pagination'] );
	}

	public function test_a_view_reads_its_prefixed_names_first(): void {
		$masonry = PhotoGalleryViewOptions::attributes( array( 'gallery_type' => 'thumbnails_masonry', 'use_option_defaults' => '1' ), self::SETTINGS );
		$this->assertSame( 'masonry', $masonry['layout'] );
		$this->assertSame( 16, $masonry['imagesPerPage'] );
		$own = PhotoGalleryViewOptions::attributes( array( 'gallery_type' => 'thumbnails_masonry', 'images_per_page' => '9', 'masonry_images_per_page' => '7' ), self::SETTINGS );
		$this->assertSame( 7, $own['imagesPerPage'] );
	}

	public function test_every_view_has_a_layout_and_the_block_accepts_what_is_mapped(): void {
		foreach ( array_keys( PhotoGalleryViewOptions::LAYOUTS ) as $view ) {
			$album      = str_starts_with( $view, 'album_' );
			$attributes = PhotoGalleryShortcode::resolve(
				array( 'gallery_type' => $view, 'gallery_id' => '3', 'album_id' => '4' ),
				self::SETTINGS,
				static fn ( string $kind, int $id ): int => 100 + $id
			);
			$this->assertSame( $album ? array( 'album', 104 ) : array( 'gallery', 103 ), array( $attributes['source'], $attributes[ $album ? 'albumId' : 'galleryId' ] ), $view );
			$options = GalleryRequest::options( $attributes );
			$this->assertSame( PhotoGalleryViewOptions::LAYOUTS[ $view ], $options['layout'], $view );
		}
		$this->assertSame( 'thumbnails', PhotoGalleryViewOptions::view( array( 'gallery_type' => '../../evil' ) ) );
	}

	public function test_a_tag_view_needs_the_tag_imported(): void {
		$tag = PhotoGalleryShortcode::resolve( array( 'type' => 'tag', 'gallery_id' => '0', 'tag' => '7' ), array(), static fn ( string $kind, int $id ): ?int => 'tags' === $kind ? 70 : null );
		$this->assertSame( array( 'tag', 70 ), array( $tag['source'], $tag['tagId'] ) );
		$this->assertNull( PhotoGalleryShortcode::resolve( array( 'tag' => '7' ), array(), static fn (): ?int => null ) );
	}
}
