<?php
/**
 * The [vista_gallery] shortcode.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\GalleryShortcode;

/**
 * Shortcode attributes map onto the block's, and the view renders with them.
 */
final class GalleryShortcodeTest extends GalleryTestCase {

	/**
	 * The shortcode as WordPress runs it. (PHPUnit loads WordPress inside a method, so the global
	 * shortcode table is not the one self::run_shortcode() reads here; the browser tests cover that path.)
	 *
	 * @param string $text Shortcode text.
	 */
	private static function run_shortcode( string $text ): string {
		preg_match( '/^\[vista_gallery(.*)\]$/s', $text, $m );
		return GalleryShortcode::render( shortcode_parse_atts( trim( $m[1] ) ) );
	}

	public function test_attribute_names_in_any_form_map_to_the_block_attributes(): void {
		$attributes = GalleryShortcode::attributes(
			array(
				'gallery'         => (string) $this->gallery,
				'layout'          => 'masonry',
				'thumb_width'     => '150',
				'imagesperpage'   => '2',
				'show_search'     => 'yes',
				'frontend-ajax'   => 'no',
				'unknown'         => 'x',
			)
		);
		$this->assertSame(
			array(
				'source'        => 'gallery',
				'galleryId'     => $this->gallery,
				'layout'        => 'masonry',
				'thumbWidth'    => '150',
				'imagesPerPage' => '2',
				'showSearch'    => true,
				'frontendAjax'  => false,
			),
			$attributes
		);
	}

	public function test_a_slug_names_a_gallery_and_a_tag(): void {
		$gallery = get_post( $this->gallery );
		$this->assertSame( array( 'source' => 'gallery', 'gallerySlug' => $gallery->post_name ), GalleryShortcode::attributes( array( 'gallery' => $gallery->post_name ) ) );
		$term = get_term( $this->tag_sea );
		$this->assertSame( array( 'source' => 'tag', 'tagId' => $this->tag_sea ), GalleryShortcode::attributes( array( 'tag' => $term->slug ) ) );
	}

	public function test_the_shortcode_renders_the_gallery_with_its_options(): void {
		$html = self::run_shortcode( sprintf( '[vista_gallery gallery="%d" layout="mosaic" images_per_page="2"]', $this->gallery ) );
		$this->assertStringContainsString( 'vista-gallery--mosaic', $html );
		$this->assertSame( 2, substr_count( $html, 'class="vista-gallery__item"' ) );
		$this->assertStringContainsString( 'page_number_1=2', $html );
		$this->assertTrue( wp_script_is( 'vista-gallery-view-script', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vista-gallery-style', 'enqueued' ) );
	}

	public function test_hostile_attributes_give_a_clean_page(): void {
		$html = self::run_shortcode( '[vista_gallery gallery="1 OR 1=1" layout="<script>alert(1)</script>" thumb_width="99999999999999999999" sort_by="\' DROP TABLE"]' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'This gallery does not exist.', $html );
		$html = self::run_shortcode( sprintf( '[vista_gallery gallery="%d" layout="<script>" thumb_width="99999999999999999999" sort_by="x\'"]', $this->gallery ) );
		$this->assertStringContainsString( 'vista-gallery--thumbnails', $html );
		$this->assertStringContainsString( '--vista-thumb-w:2000px', $html );
	}
}
