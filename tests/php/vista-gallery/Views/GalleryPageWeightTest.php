<?php
/**
 * What a gallery page carries (issue 18 goal 3, a gallery page as fast as a plain post): only the
 * stylesheets of the layouts it shows, thumbs whose `sizes` let a phone take the small file, and
 * each lightbox link's list of sizes only when it is not the thumbnail's own.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Views\LayoutStyles;
use Vista\Gallery\Views\ThumbLink;

/**
 * Page weight of the gallery's markup.
 */
final class GalleryPageWeightTest extends GalleryTestCase {

	private const LAYOUT_STYLES = array( 'large-media', 'image-browser', 'blog-style', 'album', 'slideshow', 'carousel' );

	protected function setUp(): void {
		parent::setUp();
		$this->forget_layout_styles();
		// Every size WordPress makes of a 1600 × 1067 photo, so the images have a srcset.
		foreach ( $this->images as $index => $id ) {
			$base = 'weight-' . $index;
			update_post_meta(
				$id,
				'_wp_attachment_metadata',
				array(
					'width'  => 1600,
					'height' => 1067,
					'file'   => "2026/11/{$base}.jpg",
					'sizes'  => array(
						'medium'       => array( 'file' => "{$base}-300x200.jpg", 'width' => 300, 'height' => 200, 'mime-type' => 'image/jpeg' ),
						'medium_large' => array( 'file' => "{$base}-768x512.jpg", 'width' => 768, 'height' => 512, 'mime-type' => 'image/jpeg' ),
						'large'        => array( 'file' => "{$base}-1024x683.jpg", 'width' => 1024, 'height' => 683, 'mime-type' => 'image/jpeg' ),
					),
				)
			);
			update_post_meta( $id, '_wp_attached_file', "2026/11/{$base}.jpg" );
		}
	}

	protected function tearDown(): void {
		$this->forget_layout_styles();
		unset( $GLOBALS['wp_actions']['wp_head'] );
		parent::tearDown();
	}

	private function forget_layout_styles(): void {
		foreach ( self::LAYOUT_STYLES as $name ) {
			wp_dequeue_style( LayoutStyles::handle( $name ) );
			wp_deregister_style( LayoutStyles::handle( $name ) );
		}
		wp_styles()->done = array();
	}

	/**
	 * The layout styles queued for the page.
	 *
	 * @return string[]
	 */
	private function queued_layout_styles(): array {
		return array_values(
			array_filter( self::LAYOUT_STYLES, static fn ( string $name ): bool => wp_style_is( LayoutStyles::handle( $name ), 'enqueued' ) )
		);
	}

	public function test_a_thumbnails_page_links_no_other_layout_style(): void {
		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery ) );
		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'masonry' ) );
		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'mosaic' ) );
		$this->assertSame( array(), $this->queued_layout_styles() );
	}

	public function test_each_layout_links_its_own_style_after_the_block_style(): void {
		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'slideshow' ) );
		$this->assertSame( array( 'slideshow' ), $this->queued_layout_styles() );
		$slideshow = wp_styles()->registered[ LayoutStyles::handle( 'slideshow' ) ];
		$this->assertStringEndsWith( '/build/blocks/gallery/styles/slideshow.css', $slideshow->src );
		$this->assertSame( array( LayoutStyles::BASE_HANDLE ), $slideshow->deps );
		$this->assertFileExists( WP_PLUGIN_DIR . '/vista-gallery/build/blocks/gallery/styles/slideshow.css', 'built by npm run build' );
		// The file on disk, so WordPress may print a small style in the page (wp_maybe_inline_styles).
		$this->assertFileEquals( WP_PLUGIN_DIR . '/vista-gallery/build/blocks/gallery/styles/slideshow.css', (string) wp_styles()->get_data( LayoutStyles::handle( 'slideshow' ), 'path' ) );

		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'carousel' ) );
		GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'image_browser' ) );
		$this->assertSame( array( 'large-media', 'image-browser', 'slideshow', 'carousel' ), $this->queued_layout_styles() );
		// The large entry's style comes before the image browser's own.
		$this->assertContains( LayoutStyles::handle( 'large-media' ), wp_styles()->registered[ LayoutStyles::handle( 'image-browser' ) ]->deps );
	}

	public function test_a_layout_style_is_built_alone_and_versioned_by_its_content(): void {
		$dir   = WP_PLUGIN_DIR . '/vista-gallery/build/blocks/gallery/styles';
		$built = array_map( 'basename', (array) glob( $dir . '/*' ) );
		sort( $built );
		$expected = array();
		foreach ( self::LAYOUT_STYLES as $name ) {
			array_push( $expected, $name . '-rtl.css', $name . '.css' );
		}
		sort( $expected );
		// Only the stylesheet and its right-to-left copy: no empty script or `.asset.php` that
		// webpack writes for a style entry unless webpack.config.js drops them.
		$this->assertSame( $expected, $built, 'built by npm run build' );

		LayoutStyles::queue( 'slideshow', 'gallery' );
		LayoutStyles::queue( 'carousel', 'gallery' );
		$slideshow = wp_styles()->registered[ LayoutStyles::handle( 'slideshow' ) ]->ver;
		$carousel  = wp_styles()->registered[ LayoutStyles::handle( 'carousel' ) ]->ver;
		// A version that changes with the file's content, so browsers and page caches drop a
		// stale copy after an update, with no asset file to read it from.
		$this->assertSame( substr( (string) md5_file( $dir . '/slideshow.css' ), 0, 20 ), $slideshow );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{20}$/', $carousel );
		$this->assertNotSame( $slideshow, $carousel );
	}

	public function test_an_album_links_the_album_style(): void {
		$this->assertSame( array( 'album' ), LayoutStyles::names( 'album_compact', 'album' ) );
		$this->assertSame( array( 'album' ), LayoutStyles::names( 'thumbnails', 'album' ), 'a gallery opened in an album keeps its navigation styled' );
		$this->assertSame( array( 'large-media', 'blog-style' ), LayoutStyles::names( 'blog_style', 'gallery' ) );
		$this->assertSame( array(), LayoutStyles::names( 'masonry', 'tag' ) );
	}

	public function test_after_the_head_the_style_is_linked_before_the_gallery_once(): void {
		// A classic theme prints the head before the content: the link goes with the gallery.
		$GLOBALS['wp_actions']['wp_head'] = 1;
		wp_styles()->done[]                = LayoutStyles::BASE_HANDLE;
		$first                             = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'carousel' ) );
		$second                            = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'carousel' ) );
		$this->assertMatchesRegularExpression( "#^<link rel='stylesheet' id='vista-gallery-layout-carousel-css' href='[^']*/styles/carousel\\.css\\?ver=[0-9a-f]+'#", $first );
		$this->assertLessThan( strpos( $first, 'data-vista-feature="gallery"' ), strpos( $first, 'carousel.css' ) );
		$this->assertStringNotContainsString( '<link', $second );
		$this->assertStringNotContainsString( '<link', GalleryRenderer::render_block( array( 'galleryId' => $this->gallery ) ) );
	}

	public function test_thumb_sizes_let_a_phone_take_the_small_file(): void {
		$html = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'maxColumns' => 5 ) );
		preg_match( '/<img [^>]*fetchpriority="high"[^>]*>/', $html, $first );
		// 180 px thumbs: at most 180 px wide up to 5 × 180 px of window (000 §9.3), asked 5 % under,
		// so a 1.75× phone (171 × 1.75 = 299 px) takes the 300 px file, not the 768 px one.
		$this->assertStringContainsString( 'sizes="(max-width: 900px) 171px, 20vw"', $first[0] );
		$this->assertStringContainsString( 'weight-0-300x200.jpg 300w', $first[0] );
		$this->assertStringContainsString( 'sizes="171px"', GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'masonry' ) ) );
		$this->assertStringContainsString( 'sizes="(max-width: 360px) 100vw, 342px"', GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'masonry', 'resizable' => false ) ) );
		$this->assertStringContainsString( 'sizes="100vw"', GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'maxColumns' => 1 ) ) );
	}

	public function test_the_signed_token_holds_only_what_differs_from_the_defaults_and_old_tokens_verify(): void {
		$options = GalleryRequest::options(
			array(
				'galleryId'     => $this->gallery,
				'imagesPerPage' => 12,
				'showSearch'    => true,
				'layout'        => 'masonry',
			)
		);
		$token = BlockToken::sign( $options );
		$this->assertLessThan( 200, strlen( $token ), 'every option at its default is left out' );
		$this->assertSame( $options, BlockToken::verify( $token ) );
		// A token of a page cached before: every option in it, same signature scheme.
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $options ) ), '+/', '-_' ), '=' );
		$old     = $payload . '.' . substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 32 );
		$this->assertGreaterThan( 2000, strlen( $old ) );
		$this->assertSame( $options, BlockToken::verify( $old ) );
		$this->assertNull( BlockToken::verify( $payload . '.' . str_repeat( '0', 32 ) ) );
		// The page carries the short one.
		$html = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery ) );
		preg_match( '/data-gallery="([^"]*)"/', $html, $m );
		$shortcode = json_decode( html_entity_decode( $m[1] ), true )['shortcode'];
		$this->assertLessThan( 200, strlen( $shortcode ) );
		$this->assertSame( $this->gallery, BlockToken::verify( $shortcode )['galleryId'] );
	}

	public function test_large_images_of_a_lower_gallery_wait_for_the_first_gallery(): void {
		$first = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => 'image_browser' ) );
		$this->assertMatchesRegularExpression( '/<img class="vista-large__image"[^>]*fetchpriority="high"/', $first );
		// Below the page's first gallery: no large image takes the lead or loads before its turn.
		foreach ( array( 'image_browser', 'blog_style' ) as $layout ) {
			$lower = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'layout' => $layout ) );
			preg_match_all( '/<img class="vista-large__image"[^>]*>/', $lower, $images );
			$this->assertNotEmpty( $images[0] );
			foreach ( $images[0] as $img ) {
				$this->assertStringNotContainsString( 'fetchpriority', $img, $layout );
				$this->assertStringContainsString( 'loading="lazy"', $img, $layout );
			}
		}
	}

	public function test_lazy_thumbs_in_a_post_keep_their_layout_sizes_over_auto(): void {
		$html = apply_filters( 'the_content', '<!-- wp:vista/gallery {"galleryId":' . $this->gallery . ',"maxColumns":2} /-->' );
		preg_match_all( '/<img [^>]*class="vista-gallery__image"[^>]*>/', $html, $images );
		$this->assertCount( 5, $images[0] );
		$lazy = array_filter( $images[0], static fn ( string $img ): bool => str_contains( $img, 'loading="lazy"' ) );
		$this->assertGreaterThanOrEqual( 3, count( $lazy ), 'below the first row (2 columns), lazy' );
		foreach ( $images[0] as $img ) {
			// WordPress puts `auto` before a lazy image's sizes, which takes the 768 px file on a 1.75× phone.
			$this->assertStringContainsString( 'sizes="(max-width: 360px) 171px, 50vw"', $img );
		}
		// Other images of the content keep WordPress's `auto`.
		$other = '<img class="photo" src="a.jpg" srcset="a.jpg 300w, b.jpg 768w" sizes="auto, 300px" width="300" height="200" loading="lazy">';
		$this->assertSame( $other, apply_filters( 'wp_content_img_tag', $other, 'the_content', 0 ) );
	}

	public function test_the_popup_sizes_are_not_repeated_when_they_are_the_thumbs_own(): void {
		$html = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery ) );
		$this->assertSame( 5, substr_count( $html, 'data-popup-src="' ) );
		$this->assertStringContainsString( 'data-popup-width="1024" data-popup-height="683"', $html );
		$this->assertStringNotContainsString( 'data-popup-srcset', $html, 'the img lists the same files: the lightbox reads them there' );

		// A thumbnail with other files (or none) keeps the popup's own list.
		$item  = array(
			'id'           => $this->images[0],
			'filetype'     => '',
			'image_url'    => (string) wp_get_attachment_url( $this->images[0] ),
			'redirect_url' => '',
		);
		$o     = \Vista\Gallery\Browsing\ViewOptions::from_array( array( 'thumbClickAction' => 'open_lightbox' ) + GalleryRequest::DEFAULTS );
		$other = ThumbLink::wrap( '<img src="t.jpg" srcset="t.jpg 300w" alt="">', $item, $o, 'vista-gallery__link' );
		$this->assertMatchesRegularExpression( '/data-popup-srcset="[^"]*weight-0-1024x683\.jpg 1024w/', $other );
		$this->assertStringContainsString( 'data-popup-srcset=', ThumbLink::wrap( '<img src="t.jpg" alt="">', $item, $o, 'vista-gallery__link' ) );

		$this->assertTrue( ThumbLink::same_candidates( 'a.jpg 300w, b.jpg 768w', 'b.jpg 768w,a.jpg 300w' ) );
		$this->assertFalse( ThumbLink::same_candidates( 'a.jpg 300w, b.jpg 768w', 'a.jpg 300w' ) );
		$this->assertFalse( ThumbLink::same_candidates( '', '' ) );
	}
}
