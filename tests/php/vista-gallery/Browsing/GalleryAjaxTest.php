<?php
/**
 * Call 12 (000 §7): nonce, the 000 §3.10 fields, the HTML answer.
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
 * The gallery view endpoint.
 */
final class GalleryAjaxTest extends GalleryTestCase {

	private function fields( array $extra = array(), array $attributes = array() ): array {
		$options = GalleryRequest::options( array_merge( array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2, 'showSearch' => true, 'showTagFilter' => true ), $attributes ) );
		return array_merge(
			array(
				'action'       => 'vista_gallery_view',
				'nonce'        => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
				'gallery_type' => 'thumbnails',
				'gallery_id'   => (string) $this->gallery,
				'shortcode_id' => BlockToken::sign( $options ),
				'bwg'          => '2',
				'current_url'  => home_url( '/gallery/?x=1' ),
			),
			$extra
		);
	}

	public function test_the_endpoint_is_registered_for_visitors(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_vista_gallery_view' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_vista_gallery_view' ) );
			}
		);
	}

	public function test_an_invalid_nonce_is_refused_with_a_clear_message(): void {
		[ $status, $html ] = GalleryAjax::respond( $this->fields( array( 'nonce' => 'bad' ) ) );
		$this->assertSame( 403, $status );
		$this->assertStringContainsString( 'wd_error', $html );
		$this->assertStringContainsString( 'expired', $html );
		$this->assertStringNotContainsString( '<figure', $html );
	}

	public function test_a_tampered_token_is_refused(): void {
		$fields                 = $this->fields();
		$fields['shortcode_id'] = BlockToken::sign( array( 'galleryId' => $this->gallery ) ) . 'x';
		$this->assertSame( 400, GalleryAjax::respond( $fields )[0] );
	}

	public function test_page_search_and_tag_fields_render_instance_n(): void {
		[ $status, $html ] = GalleryAjax::respond( $this->fields( array( 'page_number_2' => '2', 'bwg_tag_id_' . $this->gallery => (string) $this->tag_sea ) ) );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'data-gallery-n="2"', $html );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[4] . '"', $html );
		$this->assertSame( 1, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( '/gallery/?x=1', $html );

		[ , $found ] = GalleryAjax::respond( $this->fields( array( 'bwg_search_2' => 'lagoon' ) ) );
		$this->assertSame( 1, substr_count( $found, '<figure' ) );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[0] . '"', $found );
	}

	public function test_load_more_answers_only_that_page(): void {
		[ , $html ] = GalleryAjax::respond( $this->fields( array( 'page_number_2' => '2', 'bwg_load_more_2' => '1' ), array( 'pagination' => 'load_more' ) ) );
		$this->assertSame( 2, substr_count( $html, '<figure' ) );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[2] . '"', $html );
	}

	public function test_hostile_fields_give_a_clean_answer(): void {
		[ $status, $html ] = GalleryAjax::respond(
			$this->fields(
				array(
					'bwg'                 => '99999999999999999999',
					'current_url'         => 'javascript:alert(1)',
					'sortImagesByValue_2' => "title'; DROP TABLE wp_posts; --",
					'bwg_search_2'        => '<script>alert(1)</script>',
					'page_number_2'       => '-1',
				)
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'data-gallery-n="1000"', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
	}

	public function test_the_answer_passes_through_a_filter_other_plugins_can_serve_it_by(): void {
		$wrap = static fn ( string $html ): string => '<div class="served">' . $html . '</div>';
		add_filter( 'vista_gallery_ajax_html', $wrap );
		[ $status, $html ] = GalleryAjax::respond( $this->fields( array( 'page_number_2' => '2' ) ) );
		remove_filter( 'vista_gallery_ajax_html', $wrap );
		$this->assertSame( 200, $status );
		$this->assertStringStartsWith( '<div class="served">', $html );
		$this->assertStringContainsString( 'data-image-id="' . $this->images[2] . '"', $html );
	}
}
