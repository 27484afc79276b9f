<?php
/**
 * The blog style layout: every image large, one under the other, with sizes, lazy loading below
 * the first, paging, escaping, embeds at 16:9 (000 §9.3) and the watermark.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\GallerySettings;
use Vista\Gallery\PostTypes;

/**
 * Server render of blog_style.
 */
final class BlogStyleViewTest extends GalleryTestCase {

	protected function tearDown(): void {
		delete_option( GallerySettings::OPTION );
		parent::tearDown();
	}

	private function render( array $attributes = array(), array $query = array() ): string {
		GalleryRenderer::reset_instances();
		$_GET = $query;
		try {
			return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery, 'layout' => 'blog_style' ), $attributes ) );
		} finally {
			$_GET = array();
		}
	}

	public function test_every_image_large_with_its_size_and_lazy_below_the_first(): void {
		$html = $this->render( array( 'blogWidth' => 320 ) );
		$this->assertStringContainsString( 'vista-gallery--blog_style', $html );
		$this->assertStringContainsString( '--vista-blog-w:320px', $html );
		preg_match_all( '/<img [^>]*class="vista-large__image"[^>]*>/', $html, $images );
		$this->assertCount( 5, $images[0] );
		foreach ( $images[0] as $index => $img ) {
			$this->assertStringContainsString( 'width="320"', $img );
			$this->assertStringContainsString( 'height="240"', $img );
			$this->assertStringContainsString( 'decoding="async"', $img );
			$this->assertSame( $index > 0, str_contains( $img, 'loading="lazy"' ), "image $index" );
		}
		preg_match_all( '/<figure class="vista-gallery__item vista-blog-style__item" data-image-id="(\d+)">/', $html, $ids );
		$this->assertSame( array_map( 'strval', $this->images ), $ids[1] );
		$this->assertSame( 5, substr_count( $html, 'class="vista-large__title"' ) );
		$this->assertStringContainsString( '<div class="vista-large__description"><p>A blue lagoon</p>', $html );

		$bare = $this->render(
			array(
				'blogTitle'       => false,
				'blogDescription' => false,
			)
		);
		$this->assertStringNotContainsString( 'vista-large__caption', $bare );
		$titles_only = $this->render( array( 'blogDescription' => false ) );
		$this->assertSame( 5, substr_count( $titles_only, 'class="vista-large__title"' ) );
		$this->assertStringNotContainsString( 'vista-large__description', $titles_only );
	}

	public function test_paging_and_load_more(): void {
		$html = $this->render( array( 'imagesPerPage' => 2 ), array( 'page_number_1' => '2' ) );
		preg_match_all( '/data-image-id="(\d+)"/', $html, $ids );
		$this->assertSame( array( (string) $this->images[2], (string) $this->images[3] ), $ids[1] );
		$this->assertStringContainsString( '<span class="vista-gallery__page is-current" aria-current="page">2</span>', $html );
		$this->assertMatchesRegularExpression( '/<a class="vista-gallery__page" data-page="3" href="[^"]*page_number_1=3">3<\/a>/', $html );

		// Load more: a fresh render holds every page up to the asked one; call 12 sends that page only.
		$more = $this->render(
			array(
				'imagesPerPage' => 2,
				'pagination'    => 'load_more',
			),
			array( 'page_number_1' => '2' )
		);
		$this->assertSame( 4, substr_count( $more, 'vista-blog-style__item"' ) );
		$this->assertStringContainsString( 'vista-gallery__load-more" role="button" data-page="3"', $more );
		$options           = GalleryRequest::options(
			array(
				'galleryId'     => $this->gallery,
				'layout'        => 'blog_style',
				'imagesPerPage' => 2,
				'pagination'    => 'load_more',
			)
		);
		[ $status, $html ] = GalleryAjax::respond(
			array(
				'nonce'           => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
				'shortcode_id'    => BlockToken::sign( $options ),
				'bwg'             => '1',
				'current_url'     => home_url( '/gallery/' ),
				'page_number_1'   => '3',
				'bwg_load_more_1' => '1',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertSame( 1, substr_count( $html, 'vista-blog-style__item"' ) );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[4] . '"', $html );
		// Appended below the page: lazy.
		$this->assertStringContainsString( 'loading="lazy"', $html );
	}

	public function test_hostile_titles_and_descriptions_are_escaped(): void {
		$this->store_raw(
			array(
				'ID'           => $this->images[1],
				'post_title'   => '<svg onload=alert(1)>',
				'post_content' => "<script>alert(2)</script>Line one\nLine <i>two</i>",
			)
		);
		$html = $this->render();
		$this->assertStringNotContainsString( '<svg', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'alert(2)', $html );
		$this->assertStringNotContainsString( '<i>', $html );
		$this->assertStringContainsString( '<p class="vista-large__title">&lt;svg onload=alert(1)&gt;</p>', $html );
		$this->assertStringContainsString( '<p>Line one<br />' . "\n" . 'Line two</p>', $html );
	}

	public function test_embeds_are_16_9_and_a_social_post_frame_is_16_wider_and_96_taller(): void {
		update_post_meta( $this->images[0], PostTypes::META_FILETYPE, 'VIMEO_VIDEO' );
		update_post_meta( $this->images[0], PostTypes::META_EMBED_URL, 'https://vimeo.com/76979871' );
		update_post_meta( $this->images[1], PostTypes::META_FILETYPE, 'INSTAGRAM_POST' );
		update_post_meta( $this->images[1], PostTypes::META_EMBED_URL, 'https://www.instagram.com/p/CxYz123abc/' );
		update_post_meta( $this->images[2], PostTypes::META_FILETYPE, 'FLICKR_VIDEO' );
		update_post_meta( $this->images[2], PostTypes::META_EMBED_URL, 'https://www.flickr.com/photos/x/123' );
		$html = $this->render( array( 'blogWidth' => 640 ) );
		$this->assertMatchesRegularExpression( '/<iframe class="vista-embed vista-embed--player" src="https:\/\/player\.vimeo\.com\/video\/76979871"[^>]* width="640" height="360"/', $html );
		$this->assertMatchesRegularExpression( '/<iframe class="vista-embed vista-embed--post" src="https:\/\/www\.instagram\.com\/p\/CxYz123abc\/embed\/captioned\/"[^>]* width="656" height="456"/', $html );
		$this->assertStringContainsString( '--vista-embed-ratio:0.5625;--vista-post-extra-w:16px;--vista-post-extra-h:96px;', $html );
		// FLICKR_VIDEO renders nothing (000 §3.3): the entry keeps its caption only.
		$this->assertMatchesRegularExpression( '/data-image-id="' . $this->images[2] . '"><figcaption/', $html );
		// The two images left are real images.
		$this->assertSame( 2, substr_count( $html, 'class="vista-large__image"' ) );
	}

	public function test_the_image_watermark_is_drawn_on_blog_style_only_when_chosen(): void {
		$logo = wp_insert_attachment(
			array(
				'post_title'     => 'Logo',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'vista-logo.png'
		);
		update_post_meta( $logo, '_wp_attachment_metadata', array( 'width' => 200, 'height' => 100, 'file' => 'vista-logo.png' ) );
		try {
			update_option(
				GallerySettings::OPTION,
				array(
					'watermark_type'     => 'image',
					'watermark_image_id' => $logo,
					'watermark_width'    => 150,
					'watermark_height'   => 40,
					'watermark_opacity'  => 35,
					'watermark_apply'    => array( 'blog_style' ),
				)
			);
			$html = $this->render();
			$this->assertSame( 5, preg_match_all( '/<span class="vista-watermark vista-watermark--image vista-watermark--bottom-right" aria-hidden="true" style="--vista-watermark-opacity:0.35;--vista-watermark-w:150px;"><img src="[^"]*vista-logo\.png" alt="" width="150" height="40"/', $html ) );
			update_option( GallerySettings::OPTION, array_merge( get_option( GallerySettings::OPTION ), array( 'watermark_apply' => array( 'image_browser' ) ) ) );
			$this->assertStringNotContainsString( 'vista-watermark', $this->render() );
		} finally {
			wp_delete_attachment( $logo, true );
		}
		// The image is gone: no watermark, nothing broken.
		update_option( GallerySettings::OPTION, array_merge( get_option( GallerySettings::OPTION ), array( 'watermark_apply' => array( 'blog_style' ) ) ) );
		$this->assertStringNotContainsString( 'vista-watermark', $this->render() );
	}
}
