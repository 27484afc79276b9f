<?php
/**
 * The block's markup (000 §2.2): img attributes, instance numbers, controls, wd_error.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRenderer;

/**
 * Server render.
 */
final class GalleryRendererTest extends GalleryTestCase {

	private function render( array $attributes, array $query = array() ): string {
		$_GET = $query;
		try {
			return GalleryRenderer::render_block( $attributes );
		} finally {
			$_GET = array();
		}
	}

	public function test_images_have_size_lazy_loading_and_async_decoding(): void {
		$html = $this->render( array( 'galleryId' => $this->gallery, 'maxColumns' => 2 ) );
		preg_match_all( '/<img [^>]*>/', $html, $images );
		$this->assertCount( 5, $images[0] );
		foreach ( $images[0] as $index => $img ) {
			$this->assertStringContainsString( 'width="180"', $img );
			$this->assertStringContainsString( 'height="90"', $img );
			$this->assertStringContainsString( 'decoding="async"', $img );
			$this->assertSame( $index >= 2, str_contains( $img, 'loading="lazy"' ), "image $index" );
		}
		// Issue 14: the addresses carry their actions, as the original's container did.
		$this->assertStringContainsString( 'data-ajax-url="' . esc_url( admin_url( 'admin-ajax.php?action=vista_gallery_view' ) ) . '"', $html );
		$this->assertStringContainsString( 'data-lightbox-url="' . esc_url( admin_url( 'admin-ajax.php?action=vista_gallery_lightbox' ) ) . '"', $html );
	}

	public function test_the_first_image_of_the_first_gallery_comes_first_and_never_lazily(): void {
		$first = $this->render( array( 'galleryId' => $this->gallery, 'maxColumns' => 2 ) );
		preg_match_all( '/<img [^>]*>/', $first, $images );
		$this->assertStringContainsString( 'fetchpriority="high"', $images[0][0] );
		$this->assertStringNotContainsString( 'loading="lazy"', $images[0][0] );
		foreach ( array_slice( $images[0], 1 ) as $index => $img ) {
			$this->assertStringNotContainsString( 'fetchpriority', $img, 'image ' . ( $index + 1 ) );
		}
		// A second gallery on the same page is below the first: no image of it takes the lead.
		$second = $this->render( array( 'galleryId' => $this->gallery ) );
		$this->assertStringNotContainsString( 'fetchpriority', $second );
	}

	public function test_each_instance_gets_its_number(): void {
		$first  = $this->render( array( 'galleryId' => $this->gallery ) );
		$second = $this->render( array( 'galleryId' => $this->gallery, 'layout' => 'masonry' ) );
		$this->assertStringContainsString( 'data-gallery-n="1"', $first );
		$this->assertStringContainsString( 'data-gallery-n="2"', $second );
		$this->assertStringContainsString( 'vista-gallery--masonry', $second );
	}

	public function test_a_missing_or_empty_gallery_is_an_escaped_error_block(): void {
		$missing = $this->render( array( 'galleryId' => 999999999 ) );
		$this->assertStringContainsString( 'class="wd_error', $missing );
		$this->assertStringContainsString( 'This gallery does not exist.', $missing );
		update_post_meta( $this->gallery, '_vista_gallery_images', array() );
		$this->assertStringContainsString( 'has no images', $this->render( array( 'galleryId' => $this->gallery ) ) );
		$this->assertStringContainsString( 'wd_error', $this->render( array( 'gallerySlug' => 'no-such-gallery-<b>' ) ) );
	}

	public function test_a_slug_names_the_gallery(): void {
		$slug = get_post( $this->gallery )->post_name;
		$this->assertStringContainsString( 'data-image-id="' . $this->images[0] . '"', $this->render( array( 'gallerySlug' => $slug ) ) );
	}

	public function test_controls_paging_and_state_from_the_address(): void {
		$html = $this->render(
			array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2, 'showSearch' => true, 'showSort' => true, 'showTagFilter' => true ),
			array( 'filter_tag_1' => (string) $this->tag_sea, 'page_number_1' => '2' )
		);
		$this->assertStringContainsString( 'name="bwg_search_1"', $html );
		$this->assertStringContainsString( 'name="sort_by_1"', $html );
		$this->assertStringContainsString( 'bwg_all_tags', $html );
		$this->assertMatchesRegularExpression( '/class="vista-gallery__tag is-active"[^>]*data-tag-id="' . $this->tag_sea . '"/', $html );
		// Sea holds images 1, 3 and 5: page 2 of 2 shows image 5.
		$this->assertStringContainsString( 'data-image-id="' . $this->images[4] . '"', $html );
		$this->assertStringNotContainsString( 'data-image-id="' . $this->images[0] . '"', $html );
		$this->assertStringContainsString( 'aria-current="page">2<', $html );
		// Page 1 keeps the filter and drops its page parameter (000 §2.1).
		$this->assertStringContainsString( 'data-page="1" href="http://' . wp_parse_url( home_url(), PHP_URL_HOST ), $html );
		$this->assertMatchesRegularExpression( '/data-page="1" href="[^"]*\?filter_tag_1=' . $this->tag_sea . '"/', $html );
	}

	public function test_load_more_shows_the_pages_up_to_the_address_page(): void {
		$html = $this->render( array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2, 'pagination' => 'load_more' ), array( 'page_number_1' => '2' ) );
		$this->assertSame( 4, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( 'vista-gallery__load-more', $html );
	}

	public function test_hostile_address_gives_clean_markup(): void {
		$html = $this->render(
			array( 'galleryId' => $this->gallery, 'showSearch' => true, 'showSort' => true, 'showTagFilter' => true ),
			array( 'bwg_search_1' => '"><script>alert(1)</script>', 'sort_by_1' => '<img src=x onerror=alert(1)>', 'page_number_1' => '1e99', 'filter_tag_1' => '<svg>' )
		);
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<svg>', $html );
	}

	public function test_click_actions_and_right_click_protection(): void {
		update_post_meta( $this->images[0], '_vista_redirect_url', 'https://example.com/a' );
		$html = $this->render( array( 'galleryId' => $this->gallery, 'thumbClickAction' => 'redirect_to_url', 'thumbLinkTarget' => '_blank', 'rightClickProtection' => true ) );
		$this->assertStringContainsString( 'href="https://example.com/a" target="_blank" rel="noopener noreferrer"', $html );
		$this->assertSame( 1, substr_count( $html, 'vista-gallery__link' ) );
		$this->assertStringContainsString( 'data-right-click-protection="1"', $html );
		$nothing = $this->render( array( 'galleryId' => $this->gallery, 'thumbClickAction' => 'do_nothing' ) );
		$this->assertStringNotContainsString( '<a class="vista-gallery__link"', $nothing );
	}

	public function test_column_rules_follow_section_9_3(): void {
		$html = $this->render( array( 'galleryId' => $this->gallery, 'maxColumns' => 3 ) );
		$this->assertStringContainsString( '@container (min-width:180px){#vista-gallery-1 .vista-gallery__items{--vista-cols:2}}', $html );
		$this->assertStringContainsString( '@container (min-width:360px){#vista-gallery-1 .vista-gallery__items{--vista-cols:3}}', $html );
		$this->assertStringNotContainsString( '--vista-cols:4', $html );
		$masonry = $this->render( array( 'galleryId' => $this->gallery, 'layout' => 'masonry', 'resizable' => false ) );
		$this->assertStringContainsString( '@container (min-width:360px){#vista-gallery-2 .vista-gallery__items{--vista-cols:2}}', $masonry );
	}

	public function test_signed_options_round_trip_and_tampering_fails(): void {
		$token = BlockToken::sign( array( 'galleryId' => 5, 'layout' => 'mosaic' ) );
		$this->assertSame( 'mosaic', BlockToken::verify( $token )['layout'] );
		$this->assertNull( BlockToken::verify( 'x' . $token ) );
		$this->assertNull( BlockToken::verify( array( $token ) ) );
	}
}
