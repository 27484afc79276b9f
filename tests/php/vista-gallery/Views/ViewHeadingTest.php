<?php
/**
 * The title and description above a gallery (000 §3.10 `title_{n}`, `description_{n}`): shown
 * when the block asks, read from the site, escaped, the same on the page and in call 12's answer.
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

/**
 * The heading of a gallery instance.
 */
final class ViewHeadingTest extends GalleryTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->store_raw(
			array(
				'ID'           => $this->gallery,
				'post_title'   => 'Sea & <b>sky</b>',
				'post_content' => "First line of the story.\n\n<script>alert(1)</script>Second <em>part</em>.",
			)
		);
	}

	private function render( array $attributes ): string {
		GalleryRenderer::reset_instances();
		return GalleryRenderer::render_block( array_merge( array( 'galleryId' => $this->gallery ), $attributes ) );
	}

	public function test_nothing_above_the_gallery_unless_the_block_asks(): void {
		$html = $this->render( array() );
		$this->assertStringNotContainsString( 'vista-gallery__title', $html );
		$this->assertStringNotContainsString( 'vista-gallery__description', $html );
	}

	public function test_title_and_description_are_shown_as_plain_text(): void {
		$html = $this->render( array( 'showTitle' => true, 'showDescription' => true ) );
		$this->assertStringContainsString( '<h2 class="vista-gallery__title">Sea &amp; sky</h2>', $html );
		$this->assertMatchesRegularExpression( '#<div class="vista-gallery__description"><p>First line of the story.</p>\s*<p>Second part.</p>\s*</div>#', $html );
		$this->assertStringNotContainsString( 'alert(1)', $html );
		$this->assertStringNotContainsString( '<em>', $html );
		// Above the images.
		$this->assertLessThan( strpos( $html, '<figure' ), strpos( $html, 'vista-gallery__title' ) );
	}

	public function test_each_is_its_own_setting(): void {
		$html = $this->render( array( 'showDescription' => true ) );
		$this->assertStringNotContainsString( 'vista-gallery__title', $html );
		$this->assertStringContainsString( 'vista-gallery__description', $html );
	}

	public function test_call_12_answers_the_same_heading_whatever_title_n_says(): void {
		$options           = GalleryRequest::options( array( 'galleryId' => $this->gallery, 'showTitle' => true, 'showDescription' => true ) );
		[ $status, $html ] = GalleryAjax::respond(
			array(
				'nonce'           => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
				'shortcode_id'    => BlockToken::sign( $options ),
				'bwg'             => '3',
				'current_url'     => home_url( '/' ),
				'title_3'         => '<img src=x onerror=alert(1)>Forged',
				'description_3'   => 'Forged description',
				'page_number_3'   => '1',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( '<h2 class="vista-gallery__title">Sea &amp; sky</h2>', $html );
		$this->assertStringNotContainsString( 'Forged', $html );
		$this->assertStringContainsString( 'First line of the story.', $html );
	}

	public function test_a_long_description_is_cut(): void {
		$this->store_raw( array( 'ID' => $this->gallery, 'post_title' => 'Long', 'post_content' => str_repeat( 'word ', 2000 ) ) );
		$html = $this->render( array( 'showDescription' => true ) );
		preg_match( '#<div class="vista-gallery__description">(.*?)</div>#s', $html, $m );
		$this->assertLessThanOrEqual( 2001 + strlen( '<p></p>' ) + 4, mb_strlen( trim( $m[1] ) ) );
		$this->assertStringEndsWith( '…</p>', trim( $m[1] ) );
	}
}
