<?php
/**
 * The image browser layout: one image a page, its position, previous / next as paging links
 * (000 §2.1 `page_number_{n}`), sizes, escaping, embeds, call 12 and the watermark.
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
 * Server render of image_browser.
 */
final class ImageBrowserViewTest extends GalleryTestCase {

	protected function tearDown(): void {
		delete_option( GallerySettings::OPTION );
		parent::tearDown();
	}

	private function render( array $attributes = array(), array $query = array() ): string {
		GalleryRenderer::reset_instances();
		$_GET = $query;
		try {
			return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery, 'layout' => 'image_browser' ), $attributes ) );
		} finally {
			$_GET = array();
		}
	}

	public function test_the_first_image_large_with_its_size_title_description_and_position(): void {
		$html = $this->render();
		$this->assertStringContainsString( 'vista-gallery--image_browser', $html );
		$this->assertSame( 1, preg_match_all( '/<img [^>]*class="vista-large__image"[^>]*>/', $html, $images ) );
		$img = $images[0][0];
		// The test images are 400 × 300: not blown up to the 800 px browser.
		$this->assertStringContainsString( 'width="400"', $img );
		$this->assertStringContainsString( 'height="300"', $img );
		$this->assertStringContainsString( 'alt="Test image 1"', $img );
		$this->assertStringNotContainsString( 'loading="lazy"', $img );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[0] . '"', $html );
		$this->assertStringContainsString( '<p class="vista-large__title">Test image 1</p>', $html );
		$this->assertStringContainsString( 'A blue lagoon', $html );
		$this->assertStringContainsString( '<span aria-hidden="true">1 / 5</span>', $html );
		$this->assertStringContainsString( 'Image 1 of 5', $html );
		$this->assertStringContainsString( '--vista-browser-w:800px', $html );
		$this->assertStringContainsString( 'aria-live="polite"', $html );
	}

	public function test_a_narrower_browser_scales_the_box_and_keeps_the_ratio(): void {
		preg_match( '/<img [^>]*class="vista-large__image"[^>]*>/', $this->render( array( 'browserWidth' => 300 ) ), $img );
		$this->assertStringContainsString( 'width="300"', $img[0] );
		$this->assertStringContainsString( 'height="225"', $img[0] );
		// Out of range: clamped to the smallest width.
		preg_match( '/<img [^>]*class="vista-large__image"[^>]*>/', $this->render( array( 'browserWidth' => 5 ) ), $img );
		$this->assertStringContainsString( 'width="' . GalleryRequest::MIN_LARGE_WIDTH . '"', $img[0] );
	}

	public function test_previous_and_next_are_paging_links_with_page_number_n(): void {
		$first = $this->render();
		$this->assertMatchesRegularExpression( '/<span class="vista-image-browser__control vista-image-browser__prev is-disabled" aria-disabled="true">/', $first );
		$this->assertMatchesRegularExpression( '/<a class="vista-gallery__page vista-image-browser__control vista-image-browser__next" rel="next" data-page="2" href="[^"]*page_number_1=2"/', $first );

		$third = $this->render( array(), array( 'page_number_1' => '3' ) );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[2] . '"', $third );
		$this->assertStringContainsString( '3 / 5', $third );
		$this->assertMatchesRegularExpression( '/vista-image-browser__prev" rel="prev" data-page="2" href="[^"]*page_number_1=2"/', $third );
		$this->assertMatchesRegularExpression( '/vista-image-browser__next" rel="next" data-page="4" href="[^"]*page_number_1=4"/', $third );

		// Past the end: the last image, next disabled; back to page 1 drops the parameter.
		$last = $this->render( array(), array( 'page_number_1' => '99' ) );
		$this->assertStringContainsString( '5 / 5', $last );
		$this->assertStringContainsString( 'vista-image-browser__next is-disabled', $last );
		$second = $this->render( array(), array( 'page_number_1' => '2' ) );
		$this->assertMatchesRegularExpression( '/vista-image-browser__prev" rel="prev" data-page="1" href="[^"?]*"/', $second );
	}

	public function test_search_sort_and_tags_work_with_the_browser(): void {
		$html = $this->render(
			array(
				'showSearch'    => true,
				'showSort'      => true,
				'showTagFilter' => true,
			),
			array( 'filter_tag_1' => (string) $this->tag_sky )
		);
		$this->assertStringContainsString( 'bwg_search_input_1', $html );
		$this->assertStringContainsString( 'bwg_sort_1', $html );
		$this->assertStringContainsString( 'vista-gallery__tag is-active', $html );
		// Images 2 and 4 have the sky tag.
		$this->assertStringContainsString( '1 / 2', $html );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[1] . '"', $html );
		$this->assertMatchesRegularExpression( '/data-page="2" href="[^"]*filter_tag_1=' . $this->tag_sky . '[^"]*page_number_1=2"/', $html );

		$none = $this->render( array( 'showSearch' => true ), array( 'bwg_search_1' => 'nothing like this' ) );
		$this->assertStringContainsString( 'No images match.', $none );
		$this->assertStringNotContainsString( 'vista-image-browser__nav', $none );
	}

	public function test_hostile_titles_and_descriptions_are_escaped(): void {
		$this->store_raw(
			array(
				'ID'           => $this->images[0],
				'post_title'   => '"><script>alert(1)</script>',
				'post_content' => '<img src=x onerror=alert(2)>Calm <b>sea</b> & "sky"',
			)
		);
		$html = $this->render();
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringContainsString( 'alt="&quot;&gt;&lt;script&gt;', $html );
		$this->assertStringContainsString( 'Calm sea &amp; &quot;sky&quot;', $html );
	}

	public function test_title_and_description_can_be_hidden(): void {
		$html = $this->render(
			array(
				'browserTitle'       => false,
				'browserDescription' => false,
			)
		);
		$this->assertStringNotContainsString( 'vista-large__caption', $html );
		$this->assertStringNotContainsString( 'A blue lagoon', $html );
	}

	public function test_an_embedded_entry_plays_at_the_browser_size_in_16_9(): void {
		update_post_meta( $this->images[0], PostTypes::META_FILETYPE, 'OEMBED_YOUTUBE_VIDEO' );
		update_post_meta( $this->images[0], PostTypes::META_EMBED_URL, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' );
		$html = $this->render( array( 'browserWidth' => 640 ) );
		$this->assertMatchesRegularExpression( '/<iframe class="vista-embed vista-embed--player" src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1"[^>]* width="640" height="360"/', $html );
		$this->assertStringNotContainsString( 'vista-large__image', $html );
	}

	public function test_call_12_renders_the_asked_image(): void {
		$options           = GalleryRequest::options( array( 'galleryId' => $this->gallery, 'layout' => 'image_browser' ) );
		[ $status, $html ] = GalleryAjax::respond(
			array(
				'nonce'         => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
				'shortcode_id'  => BlockToken::sign( $options ),
				'bwg'           => '3',
				'current_url'   => home_url( '/gallery/?x=1' ),
				'page_number_3' => '4',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'data-gallery-n="3"', $html );
		$this->assertStringContainsString( '4 / 5', $html );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[3] . '"', $html );
		$this->assertMatchesRegularExpression( '/data-page="5" href="[^"]*\/gallery\/\?x=1&#038;page_number_3=5"/', $html );
	}

	public function test_the_watermark_is_drawn_when_the_settings_choose_this_view(): void {
		$this->assertStringNotContainsString( 'vista-watermark', $this->render() );
		update_option(
			GallerySettings::OPTION,
			array(
				'watermark_type'     => 'text',
				'watermark_text'     => '© Vista & co',
				'watermark_position' => 'top-left',
				'watermark_apply'    => array( 'image_browser' ),
			)
		);
		$this->assertMatchesRegularExpression( '/<span class="vista-watermark vista-watermark--text vista-watermark--top-left" aria-hidden="true" style="[^"]*">© Vista &amp; co<\/span>/', $this->render() );
		update_option(
			GallerySettings::OPTION,
			array(
				'watermark_type'  => 'text',
				'watermark_text'  => 'Only in the lightbox',
				'watermark_apply' => array( 'lightbox' ),
			)
		);
		$this->assertStringNotContainsString( 'vista-watermark', $this->render() );
	}
}
