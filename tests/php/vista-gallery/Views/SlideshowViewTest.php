<?php
/**
 * The slideshow layout's markup (000 §3.8, §4.2): every image without paging, the first slide a
 * real eager image, later ones lazy, the filmstrip by the thumb click action, buttons with labels,
 * hostile titles escaped.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';
require_once dirname( __DIR__ ) . '/HostileText.php';

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\PostTypes;

/**
 * Server render of layout=slideshow.
 */
final class SlideshowViewTest extends GalleryTestCase {

	use HostileText;

	private function render( array $attributes, array $query = array() ): string {
		$_GET = $query;
		GalleryRenderer::reset_instances();
		try {
			return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery, 'layout' => 'slideshow' ), $attributes ) );
		} finally {
			$_GET = array();
		}
	}

	/**
	 * @return string[] The slides' opening tags and contents, in order.
	 */
	private function slides( string $html ): array {
		preg_match_all( '/<div class="vista-slideshow__slide[^"]*"[^>]*>.*?<\/figure><\/div>/s', $html, $m );
		return $m[0];
	}

	public function test_every_image_is_a_slide_the_first_eager_the_others_lazy(): void {
		// Two sizes, so the first image has a srcset.
		update_post_meta(
			$this->images[0],
			'_wp_attachment_metadata',
			array(
				'width'  => 400,
				'height' => 300,
				'file'   => 'test-image-1.jpg',
				'sizes'  => array(
					'medium' => array(
						'file'      => 'test-image-1-300x225.jpg',
						'width'     => 300,
						'height'    => 225,
						'mime-type' => 'image/jpeg',
					),
				),
			)
		);
		// Paging does not apply: all five images, even at two a page.
		$html   = $this->render( array( 'imagesPerPage' => 2 ) );
		$slides = $this->slides( $html );
		$this->assertCount( 5, $slides );
		foreach ( $slides as $index => $slide ) {
			$this->assertStringContainsString( 'data-image-id="' . $this->images[ $index ] . '"', $slide );
			$this->assertSame( 0 === $index, str_contains( $slide, 'is-current' ), "slide $index current" );
			$this->assertMatchesRegularExpression( '/<img class="vista-slideshow__image"/', $slide );
			$this->assertSame( 0 !== $index, str_contains( $slide, 'loading="lazy"' ), "slide $index lazy" );
			// A 400 × 300 image fitted in the 800 × 500 stage keeps its ratio.
			$this->assertStringContainsString( 'width="667" height="500"', $slide );
		}
		$this->assertMatchesRegularExpression( '/<img class="vista-slideshow__image"[^>]* srcset="[^"]*300w[^"]*" sizes="\(max-width: 800px\) 100vw, 800px"/', $slides[0] );
		$this->assertStringNotContainsString( 'vista-gallery__pagination', $html );
		// The stage box is reserved from the settings before any script runs.
		$this->assertStringContainsString( '--vista-ss-w:800px;--vista-ss-ratio:800/500;', $html );
	}

	public function test_buttons_have_labels_and_the_filmstrip_follows_the_click_action(): void {
		$html = $this->render( array() );
		foreach ( array( 'Previous image', 'Next image', 'Play slideshow' ) as $label ) {
			$this->assertMatchesRegularExpression( '/<button type="button" class="[^"]*vista-slideshow__control[^"]*" aria-label="' . $label . '"/', $html );
		}
		$this->assertStringContainsString( 'data-label-pause="Pause slideshow"', $html );
		$this->assertMatchesRegularExpression( '/<p class="vista-slideshow__status[^"]*" aria-live="polite" aria-atomic="true" data-template="Image %1\$d of %2\$d: %3\$s"/', $html );
		// open_lightbox: without the script each thumbnail links to its full image.
		preg_match_all( '/<a class="vista-slideshow__thumb[^"]*" href="([^"]*)"[^>]*data-index="(\d)"[^>]*>/', $html, $thumbs );
		$this->assertSame( array( '0', '1', '2', '3', '4' ), $thumbs[2] );
		$this->assertSame( wp_get_attachment_url( $this->images[2] ), $thumbs[1][2] );
		$this->assertMatchesRegularExpression( '/class="vista-slideshow__thumb is-active"[^>]*data-index="0"[^>]*aria-current="true"/', $html );
		$this->assertSame( 1, substr_count( $html, 'aria-current="true"' ) );

		update_post_meta( $this->images[1], PostTypes::META_REDIRECT_URL, 'https://example.org/elsewhere' );
		$redirect = $this->render( array( 'thumbClickAction' => 'redirect_to_url', 'thumbLinkTarget' => '_blank' ) );
		$this->assertMatchesRegularExpression( '/<a class="vista-slideshow__thumb" href="https:\/\/example.org\/elsewhere" target="_blank" rel="noopener noreferrer" data-action="redirect_to_url" data-index="1"/', $redirect );
		// An image without a link of its own has nowhere to go: a plain element the script makes a button.
		$this->assertMatchesRegularExpression( '/<span class="vista-slideshow__thumb" data-index="2"/', $redirect );

		$nothing = $this->render( array( 'thumbClickAction' => 'do_nothing' ) );
		$this->assertSame( 5, substr_count( $nothing, '<span class="vista-slideshow__thumb' ) );
		$this->assertStringNotContainsString( 'vista-slideshow__link', $nothing );

		$none = $this->render( array( 'slideshowFilmstripType' => 0 ) );
		$this->assertStringNotContainsString( 'vista-slideshow__filmstrip', $none );
		$this->assertStringContainsString( 'vista-slideshow--film-none', $none );
		$this->assertStringContainsString( 'vista-slideshow--film-vertical', $this->render( array( 'filmstripDirection' => 'vertical' ) ) );
	}

	public function test_without_a_filmstrip_a_labelled_dot_per_image_marks_the_first(): void {
		$none = $this->render( array( 'slideshowFilmstripType' => 0 ) );
		preg_match_all( '/<button type="button" class="vista-slideshow__dot[^"]*" data-index="(\d)" aria-label="([^"]*)"/', $none, $dots );
		$this->assertSame( array( '0', '1', '2', '3', '4' ), $dots[1] );
		$this->assertStringStartsWith( 'Show image 3 of 5', $dots[2][2] );
		$this->assertMatchesRegularExpression( '/class="vista-slideshow__dot is-active" data-index="0"[^>]*aria-current="true"/', $none );
		$this->assertSame( 1, substr_count( $none, 'aria-current="true"' ) );
		// With a filmstrip, its thumbnails say where the slideshow stands: no dots.
		$this->assertStringNotContainsString( 'vista-slideshow__dot', $this->render( array() ) );
	}

	public function test_the_script_gets_the_settings_in_seconds(): void {
		$html = $this->render( array( 'slideshowEffect' => 'cubeV', 'slideshowInterval' => 2.5, 'slideshowEffectDuration' => '0.4', 'slideshowAutoplay' => true, 'enableLoop' => false, 'preloadImagesCount' => 4 ) );
		preg_match( '/data-gallery="([^"]*)"/', $html, $m );
		$options = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertSame( 'slideshow', $options['layout'] );
		$this->assertSame( 'cubeV', $options['slideshow']['effect'] );
		$this->assertEqualsWithDelta( 2.5, $options['slideshow']['interval'], 0.001 );
		$this->assertEqualsWithDelta( 0.4, $options['slideshow']['effectDuration'], 0.001 );
		$this->assertTrue( $options['slideshow']['autoplay'] );
		$this->assertFalse( $options['slideshow']['loop'] );
		$this->assertSame( 4, $options['slideshow']['preloadCount'] );
		$this->assertSame( 5, $options['total'] );
	}

	public function test_tags_and_sort_choose_the_slides_as_in_the_grid(): void {
		// Sea holds images 1, 3 and 5; sorted by title, descending.
		$html   = $this->render(
			array( 'showTagFilter' => true, 'sortBy' => 'title', 'sortDesc' => true ),
			array( 'filter_tag_1' => (string) $this->tag_sea )
		);
		$slides = $this->slides( $html );
		$this->assertCount( 3, $slides );
		foreach ( array( 4, 2, 0 ) as $position => $image ) {
			$this->assertStringContainsString( 'data-image-id="' . $this->images[ $image ] . '"', $slides[ $position ] );
		}
		$this->assertStringContainsString( 'bwg_all_tags', $html );
		$this->assertStringContainsString( 'No images match.', $this->render( array( 'showSearch' => true ), array( 'bwg_search_1' => 'nothing-like-this' ) ) );
	}

	public function test_hostile_titles_and_descriptions_are_escaped(): void {
		self::store_hostile_text( $this->images[0] );
		$html = $this->render( array( 'slideshowShowTitle' => true, 'slideshowShowDescription' => true ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b onclick', $html );
		$this->assertStringNotContainsString( 'onerror=alert', $html );
		$this->assertStringContainsString( '<span class="vista-slideshow__title">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringContainsString( '<span class="vista-slideshow__description">Calm &amp; quiet</span>', $html );
		$this->assertStringContainsString( 'data-title="&quot;&gt;&lt;script&gt;', $html );
		$this->assertStringContainsString( 'data-label="Show image 1 of 5: &quot;&gt;&lt;script&gt;', $html );
		// Captions are off by default.
		$this->assertStringNotContainsString( 'vista-slideshow__caption', $this->render( array() ) );
	}

	public function test_an_embedded_entry_is_its_provider_player(): void {
		update_post_meta( $this->images[1], PostTypes::META_FILETYPE, 'VIMEO_VIDEO' );
		update_post_meta( $this->images[1], PostTypes::META_EMBED_URL, 'https://vimeo.com/76979871' );
		$slides = $this->slides( $this->render( array() ) );
		$this->assertStringContainsString( 'data-embed="1"', $slides[1] );
		$this->assertStringContainsString( '<iframe class="vista-embed vista-embed--player" src="https://player.vimeo.com/video/76979871"', $slides[1] );
		$this->assertStringNotContainsString( '<img', $slides[1] );
	}

	public function test_slideshow_attributes_out_of_range_or_unknown(): void {
		$d = GalleryRequest::options( array() );
		$this->assertSame( 'fade', $d['slideshowEffect'] );
		$this->assertSame( 5.0, $d['slideshowInterval'] );
		$this->assertSame( 1.0, $d['slideshowEffectDuration'] );
		$this->assertTrue( $d['enableLoop'] );
		$this->assertSame( 1, $d['slideshowFilmstripType'] );
		$this->assertSame( 10, $d['preloadImagesCount'] );

		$o = GalleryRequest::options(
			array(
				'slideshowEffect'          => 'explode<script>',
				'slideshowInterval'        => '0.2',
				'slideshowEffectDuration'  => 'NAN',
				'slideshowAutoplay'        => 'yes',
				'enableLoop'               => '0',
				'slideshowFilmstripType'   => 7,
				'filmstripDirection'       => 'diagonal',
				'slideshowThumbnailsCount' => -3,
				'preloadImagesCount'       => 1000,
				'slideshowWidth'           => 10,
				'slideshowHeight'          => '99999999999999999999',
				'slideshowShowTitle'       => array( true ),
			)
		);
		$this->assertSame( 'fade', $o['slideshowEffect'] );
		$this->assertSame( 1.0, $o['slideshowInterval'] );
		$this->assertSame( 1.0, $o['slideshowEffectDuration'] );
		$this->assertFalse( $o['slideshowAutoplay'] );
		$this->assertFalse( $o['enableLoop'] );
		$this->assertSame( 1, $o['slideshowFilmstripType'] );
		$this->assertSame( 'horizontal', $o['filmstripDirection'] );
		$this->assertSame( 1, $o['slideshowThumbnailsCount'] );
		$this->assertSame( 100, $o['preloadImagesCount'] );
		$this->assertSame( 100, $o['slideshowWidth'] );
		$this->assertSame( 4000, $o['slideshowHeight'] );
		$this->assertFalse( $o['slideshowShowTitle'] );

		$good = GalleryRequest::options(
			array(
				'slideshowEffect'         => 'kaleidoscope',
				'slideshowInterval'       => 1e9,
				'slideshowEffectDuration' => 0.456,
				'slideshowFilmstripType'  => '2',
				'filmstripDirection'      => 'vertical',
				'preloadImagesCount'      => 0,
			)
		);
		$this->assertSame( 'kaleidoscope', $good['slideshowEffect'] );
		$this->assertSame( 120.0, $good['slideshowInterval'] );
		$this->assertSame( 0.46, $good['slideshowEffectDuration'] );
		$this->assertSame( 2, $good['slideshowFilmstripType'] );
		$this->assertSame( 0, GalleryRequest::options( array( 'slideshowFilmstripType' => 0 ) )['slideshowFilmstripType'] );
		$this->assertSame( 'vertical', $good['filmstripDirection'] );
		$this->assertSame( 0, $good['preloadImagesCount'] );
		$this->assertSame( 16, count( GalleryRequest::SLIDESHOW_EFFECTS ) );
	}
}
