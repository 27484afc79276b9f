<?php
/**
 * Slideshow music (000 §3.8 `enable_slideshow_music`): the page gets an audio attachment's
 * address and the mute button only when the setting is on and the track is an audio file the
 * public can reach; with it off, nothing of it is on the page.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\GalleryRenderer;

/**
 * The music of the slideshow layout.
 */
final class SlideshowMusicTest extends GalleryTestCase {

	private int $track = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->track = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Test track',
				'post_mime_type' => 'audio/mpeg',
				'post_status'    => 'inherit',
			),
			'test-track.mp3'
		);
	}

	protected function tearDown(): void {
		wp_delete_attachment( $this->track, true );
		parent::tearDown();
	}

	private function render( array $attributes ): string {
		GalleryRenderer::reset_instances();
		return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery, 'layout' => 'slideshow', 'slideshowAutoplay' => true ), $attributes ) );
	}

	/**
	 * The slideshow options the script reads (data-gallery).
	 *
	 * @return array<string, mixed>
	 */
	private function options( string $html ): array {
		preg_match( '/data-gallery="([^"]*)"/', $html, $m );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true )['slideshow'];
	}

	public function test_off_leaves_no_trace_on_the_page(): void {
		foreach ( array( array(), array( 'slideshowMusicId' => $this->track ) ) as $attributes ) {
			$html = $this->render( $attributes );
			$this->assertArrayNotHasKey( 'music', $this->options( $html ) );
			$this->assertStringNotContainsString( 'vista-slideshow__mute', $html );
			$this->assertStringNotContainsString( 'test-track', $html );
			$this->assertStringNotContainsString( '<audio', $html );
		}
	}

	public function test_on_gives_the_track_and_a_labelled_mute_button(): void {
		$html = $this->render( array( 'slideshowMusic' => true, 'slideshowMusicId' => $this->track ) );
		$this->assertSame( wp_get_attachment_url( $this->track ), $this->options( $html )['music'] );
		$this->assertMatchesRegularExpression( '/<button type="button" class="[^"]*vista-slideshow__mute" aria-pressed="false" aria-label="Mute the slideshow music"[^>]*data-label-unmute="Unmute the slideshow music"/', $html );
	}

	public function test_only_a_public_audio_attachment_is_played(): void {
		$image = $this->images[0];
		$html  = $this->render( array( 'slideshowMusic' => true, 'slideshowMusicId' => $image ) );
		$this->assertArrayNotHasKey( 'music', $this->options( $html ) );
		$this->assertStringNotContainsString( 'vista-slideshow__mute', $html );

		$html = $this->render( array( 'slideshowMusic' => true, 'slideshowMusicId' => 999999999 ) );
		$this->assertArrayNotHasKey( 'music', $this->options( $html ) );

		$draft = (int) wp_insert_post( array( 'post_title' => 'Draft', 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $this->track, 'post_parent' => $draft ) );
		$html = $this->render( array( 'slideshowMusic' => true, 'slideshowMusicId' => $this->track ) );
		$this->assertArrayNotHasKey( 'music', $this->options( $html ) );
		wp_delete_post( $draft, true );
	}
}
