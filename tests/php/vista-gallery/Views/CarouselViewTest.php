<?php
/**
 * The carousel layout's markup (000 §3.9, §4.3): every image in one row, the columns shown as
 * container queries, the buttons the settings ask for, hostile titles escaped, settings bounded.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';
require_once dirname( __DIR__ ) . '/HostileText.php';

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Views\CarouselView;

/**
 * Server render of layout=carousel.
 */
final class CarouselViewTest extends GalleryTestCase {

	use HostileText;

	private function render( array $attributes, array $query = array() ): string {
		$_GET = $query;
		GalleryRenderer::reset_instances();
		try {
			return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery, 'layout' => 'carousel' ), $attributes ) );
		} finally {
			$_GET = array();
		}
	}

	public function test_every_image_in_one_row_the_first_columns_eager(): void {
		$html = $this->render( array( 'imagesPerPage' => 2, 'carouselColumns' => 3 ) );
		preg_match_all( '/<li class="vista-carousel__item"[^>]*data-index="(\d)" data-image-id="(\d+)"[^>]*>.*?<\/li>/s', $html, $items );
		$this->assertSame( array( '0', '1', '2', '3', '4' ), $items[1] );
		$this->assertSame( array_map( 'strval', $this->images ), $items[2] );
		foreach ( $items[0] as $index => $item ) {
			$this->assertStringContainsString( 'width="180" height="90"', $item );
			$this->assertSame( $index >= 3, str_contains( $item, 'loading="lazy"' ), "image $index" );
			$this->assertStringContainsString( 'aria-label="' . ( $index + 1 ) . ' of 5"', $item );
		}
		$this->assertStringNotContainsString( 'vista-gallery__pagination', $html );
		$this->assertMatchesRegularExpression( '/<a class="vista-carousel__link" href="[^"]*test-image-1.jpg" data-action="open_lightbox">/', $html );
	}

	public function test_columns_drop_on_narrow_containers(): void {
		$rules = CarouselView::column_rules( 4, 7 );
		$this->assertStringContainsString( '#vista-gallery-7 .vista-carousel{--vista-carousel-cols:1}', $rules );
		// k columns once k images of 120 px and the gaps between them fit.
		$this->assertStringContainsString( '@container (min-width:246px){#vista-gallery-7 .vista-carousel{--vista-carousel-cols:2}}', $rules );
		$this->assertStringContainsString( '@container (min-width:372px){#vista-gallery-7 .vista-carousel{--vista-carousel-cols:3}}', $rules );
		$this->assertStringContainsString( '@container (min-width:498px){#vista-gallery-7 .vista-carousel{--vista-carousel-cols:4}}', $rules );
		$this->assertStringNotContainsString( 'cols:5', $rules );
		$this->assertStringContainsString( '#vista-gallery-1 .vista-carousel{--vista-carousel-cols:1}', $this->render( array( 'carouselColumns' => 2 ) ) );
	}

	public function test_buttons_follow_the_settings_and_the_script_gets_seconds(): void {
		$html = $this->render( array( 'carouselInterval' => '1.5', 'carouselAutoplay' => true ) );
		$this->assertMatchesRegularExpression( '/<button type="button" class="[^"]*vista-carousel__prev" aria-label="Previous image">/', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="[^"]*vista-carousel__next" aria-label="Next image">/', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="[^"]*vista-carousel__play" aria-label="Play carousel" data-label-play="Play carousel" data-label-pause="Pause carousel">/', $html );
		$this->assertStringContainsString( 'aria-live="polite"', $html );
		preg_match( '/data-gallery="([^"]*)"/', $html, $m );
		$options = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertEqualsWithDelta( 1.5, $options['carousel']['interval'], 0.001 );
		$this->assertTrue( $options['carousel']['autoplay'] );
		$this->assertSame( 5, $options['carousel']['columns'] );

		$bare = $this->render( array( 'carouselPlayPause' => false, 'carouselPrevNext' => false ) );
		$this->assertStringNotContainsString( 'vista-carousel__prev', $bare );
		$this->assertStringNotContainsString( 'vista-carousel__play', $bare );
		$this->assertStringContainsString( 'vista-carousel__track', $bare );
	}

	public function test_hostile_titles_are_escaped(): void {
		self::store_hostile_text( $this->images[0] );
		$html = $this->render( array() );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b onclick', $html );
		$this->assertStringContainsString( 'alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;', $html );
		$this->assertStringContainsString( 'data-title="&quot;&gt;&lt;script&gt;', $html );
	}

	public function test_carousel_attributes_out_of_range_or_unknown(): void {
		$d = GalleryRequest::options( array() );
		$this->assertSame( 5.0, $d['carouselInterval'] );
		$this->assertSame( 5, $d['carouselColumns'] );
		$this->assertFalse( $d['carouselAutoplay'] );
		$this->assertTrue( $d['carouselPlayPause'] );
		$this->assertTrue( $d['carouselPrevNext'] );
		$o = GalleryRequest::options(
			array(
				'carouselInterval'  => -4,
				'carouselColumns'   => 50,
				'carouselAutoplay'  => 'on',
				'carouselPlayPause' => 0,
				'carouselPrevNext'  => 'false',
			)
		);
		$this->assertSame( 1.0, $o['carouselInterval'] );
		$this->assertSame( 10, $o['carouselColumns'] );
		$this->assertFalse( $o['carouselAutoplay'] );
		$this->assertFalse( $o['carouselPlayPause'] );
		$this->assertFalse( $o['carouselPrevNext'] );
		$this->assertSame( 5.0, GalleryRequest::options( array( 'carouselInterval' => '5 seconds' ) )['carouselInterval'] );
		$this->assertSame( 1, GalleryRequest::options( array( 'carouselColumns' => '0' ) )['carouselColumns'] );
	}
}
