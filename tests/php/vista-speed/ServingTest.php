<?php
/**
 * Serving the copies behind a full-page cache (issue 16): a <picture> with AVIF and WebP sources
 * around each image that has copies, the img itself untouched (width, height, srcset, sizes,
 * loading, fetchpriority); lazy iframes after the first; "was N" beside the score after an
 * optimisation.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

require_once __DIR__ . '/ImageTestCase.php';

use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;
use Vista\Gallery\Views\ThumbLink;
use Vista\Speed\Images\BulkJob;
use Vista\Speed\Images\ImageCopies;
use Vista\Speed\Images\MissingCopy;
use Vista\Speed\Images\PictureMarkup;
use Vista\Speed\LazyIframes;
use Vista\Speed\Results;
use Vista\Speed\ScorePanel;
use Vista\Speed\Settings;

/**
 * The markup.
 */
final class ServingTest extends ImageTestCase {

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Results::table() ); // SQL: own table name, no input.
		LazyIframes::reset();
		// go_to_post() replaced the main query with one for a post the test deletes.
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query'];
		wp_reset_postdata();
		parent::tearDown();
	}

	public function test_content_images_with_copies_get_picture_sources_and_keep_their_img_as_it_was(): void {
		$id = $this->image();
		ImageCopies::convert( $id, array( 'webp' ) );
		$plain   = $this->image( 320, 213 );
		$img     = wp_get_attachment_image(
			$id,
			'large',
			false,
			array(
				'loading'       => false,
				'fetchpriority' => 'high',
			)
		);
		$lazy    = wp_get_attachment_image( $id, 'medium', false, array( 'loading' => 'lazy' ) );
		$content = '<p>Intro</p>' . $img . '<p>More</p>' . $lazy . wp_get_attachment_image( $plain, 'medium' );

		$html = PictureMarkup::wrap_images( $content );

		$this->assertSame( 2, substr_count( $html, '<picture class="vista-speed-picture" style="display:contents">' ) );
		$this->assertSame( 2, substr_count( $html, '<source type="image/webp"' ) );
		$this->assertStringNotContainsString( 'image/avif', $html, 'no AVIF copies were made' );
		$this->assertStringContainsString( $img . '</picture>', $html, 'the img is kept byte for byte' );
		$this->assertStringContainsString( $lazy . '</picture>', $html );
		$this->assertStringContainsString( '</picture>' . wp_get_attachment_image( $plain, 'medium' ), $html, 'an image without copies is left alone' );
		$this->assertStringContainsString( 'fetchpriority="high"', $img );

		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag( 'source' );
		$srcset = (string) $tags->get_attribute( 'srcset' );
		preg_match( '/sizes="([^"]+)"/', $img, $sizes );
		$this->assertSame( html_entity_decode( $sizes[1] ), $tags->get_attribute( 'sizes' ) );
		$widths = array();
		foreach ( explode( ', ', $srcset ) as $candidate ) {
			[ $url, $width ] = explode( ' ', $candidate );
			$this->assertStringEndsWith( '.jpg.webp', $url );
			$widths[] = $width;
		}
		preg_match( '/srcset="([^"]+)"/', $img, $original );
		$this->assertSame( array_map( static fn ( $c ) => explode( ' ', trim( $c ) )[1], explode( ',', $original[1] ) ), $widths, 'every width of the img offered' );

		$this->assertSame( $html, PictureMarkup::wrap_images( $html ), 'images already in a picture stay as they are' );
	}

	public function test_the_gallerys_paging_answer_serves_the_copies_too(): void {
		$id = $this->image();
		ImageCopies::convert( $id, array( 'webp' ) );
		$img = wp_get_attachment_image( $id, 'medium' );

		$html = apply_filters( 'vista_gallery_ajax_html', '<figure>' . $img . '</figure>' );

		$this->assertStringContainsString( '<source type="image/webp"', $html );
		$this->assertStringContainsString( $img . '</picture>', $html );
	}

	public function test_a_size_whose_copy_was_not_kept_is_offered_as_the_original(): void {
		$id = $this->image();
		ImageCopies::convert( $id, array( 'webp' ) );
		$medium = image_get_intermediate_size( $id, 'medium' );
		$path   = dirname( get_attached_file( $id ) ) . '/' . $medium['file'];
		wp_delete_file( ImageCopies::copy_path( $path, 'webp' ) );

		$html = PictureMarkup::wrap_images( wp_get_attachment_image( $id, 'large' ) );

		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag( 'source' );
		$this->assertStringContainsString( $medium['file'] . ' ' . $medium['width'] . 'w', (string) $tags->get_attribute( 'srcset' ) );
		$this->assertStringNotContainsString( $medium['file'] . '.webp', (string) $tags->get_attribute( 'srcset' ) );
	}

	public function test_the_content_filter_serves_copies_after_wordpress_added_its_attributes(): void {
		$id = $this->image();
		ImageCopies::convert( $id, array( 'webp' ) );
		$url   = wp_get_attachment_image_url( $id, 'large' );
		$block = sprintf( '<!-- wp:image {"id":%1$d,"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="%2$s" alt="" class="wp-image-%1$d"/></figure><!-- /wp:image -->', $id, $url );
		$post  = self::factory_post( str_repeat( "<!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph -->\n", 3 ) . $block );

		$this->go_to_post( $post );
		$html = apply_filters( 'the_content', get_post( $post )->post_content );

		$this->assertMatchesRegularExpression( '#<picture class="vista-speed-picture"[^>]*><source type="image/webp" srcset="[^"]+\.jpg\.webp [0-9]+w#', $html );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag( 'img' );
		$this->assertNotNull( $tags->get_attribute( 'width' ), 'WordPress\'s width kept' );
		$this->assertNotNull( $tags->get_attribute( 'height' ) );
		$this->assertNotNull( $tags->get_attribute( 'srcset' ) );
		$this->assertStringEndsWith( '.jpg', (string) $tags->get_attribute( 'src' ), 'browsers without WebP get the original' );
		wp_delete_post( $post, true );
	}

	public function test_a_copy_that_is_gone_leads_to_its_original_for_pages_cached_before(): void {
		$id   = $this->image( 320, 213 );
		$url  = (string) wp_get_attachment_url( $id );
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		$this->assertSame( $url, MissingCopy::original_for( $path . '.webp' ) );
		$this->assertSame( $url, MissingCopy::original_for( $path . '.avif' ) );
		$this->assertNull( MissingCopy::original_for( $path ), 'not a copy' );
		$this->assertNull( MissingCopy::original_for( $path . '.php.webp' ) );
		$this->assertNull( MissingCopy::original_for( '/elsewhere/' . wp_basename( $path ) . '.webp' ), 'outside the uploads' );
		$this->assertNull( MissingCopy::original_for( dirname( $path ) . '/../' . wp_basename( $path ) . '.webp' ) );
		$this->assertNull( MissingCopy::original_for( dirname( $path ) . '/no-such-image.jpg.webp' ), 'no original' );
	}

	public function test_iframes_after_the_first_are_lazy_and_the_setting_turns_it_off(): void {
		$content = '<p>Top</p><iframe src="https://example.org/a"></iframe><p>x</p><iframe src="https://example.org/b"></iframe><iframe loading="eager" src="https://example.org/c"></iframe><iframe src="https://example.org/d"></iframe>';

		$html = LazyIframes::filter( $content );

		$this->assertStringContainsString( '<iframe src="https://example.org/a">', $html, 'the first, likely in view, stays eager' );
		$this->assertStringContainsString( '<iframe loading="lazy" src="https://example.org/b">', $html );
		$this->assertStringContainsString( '<iframe loading="eager" src="https://example.org/c">', $html, 'an iframe that says how it loads is left alone' );
		$this->assertStringContainsString( '<iframe loading="lazy" src="https://example.org/d">', $html );

		// Below enough images, even the first iframe is out of view; so is any in later contents.
		$below = str_repeat( '<img src="https://example.org/i.jpg" alt="">', wp_omit_loading_attr_threshold() ) . '<iframe src="https://example.org/e"></iframe>';
		LazyIframes::reset();
		$this->assertStringContainsString( '<iframe loading="lazy" src="https://example.org/e">', LazyIframes::filter( $below ) );
		$this->assertStringContainsString( '<iframe loading="lazy" src="https://example.org/a">', LazyIframes::filter( $content ), 'a second content' );

		LazyIframes::reset();
		$this->assertTrue( Settings::get()['lazy_iframes'], 'on by default' );
		Settings::save( array( 'lazy_iframes' => false ) );
		$this->assertSame( $content, LazyIframes::filter( $content ) );
		$this->assertTrue( is_wp_error( Settings::validate( array( 'lazy_iframes' => 'yes' ) ) ), 'a switch takes true or false only' );
	}

	public function test_the_score_after_an_optimisation_shows_what_it_was(): void {
		$page = self::factory_post( 'Speed', 'page' );
		$this->scored( $page, 40, 70, '-3 hours' );
		$html = ScorePanel::html( $page, 'admin-bar' );
		$this->assertStringNotContainsString( 'vista-speed-was', $html, 'one check: nothing to compare' );

		$this->scored( $page, 55, 88, '-2 hours' );
		update_option( BulkJob::OPTIMISED_OPTION, strtotime( '-90 minutes' ), false );
		$this->assertStringNotContainsString( 'vista-speed-was', ScorePanel::html( $page, 'admin-bar' ), 'the optimisation came after the latest check' );

		$this->scored( $page, 81, 97, '-1 hour' );
		$html = ScorePanel::html( $page, 'admin-bar' );
		$this->assertStringContainsString( '<span class="vista-speed-was">was 88</span>', $html, 'desktop' );
		$this->assertStringContainsString( '<span class="vista-speed-was">was 55</span>', $html, 'mobile' );

		$this->scored( $page, 83, 97, '-30 minutes' );
		$this->assertStringNotContainsString( 'vista-speed-was', ScorePanel::html( $page, 'admin-bar' ), 'a later check no longer follows the optimisation' );
		wp_delete_post( $page, true );
	}

	private function scored( int $post_id, int $mobile, int $desktop, string $when ): void {
		global $wpdb;
		$at = gmdate( 'Y-m-d H:i:s', strtotime( $when ) );
		$wpdb->insert(
			Results::table(),
			array(
				'post_id'       => $post_id,
				'status'        => Results::COMPLETED,
				'mobile_score'  => $mobile,
				'desktop_score' => $desktop,
				'mobile_tti'    => 3.0,
				'desktop_tti'   => 1.0,
				'details'       => '{}',
				'started_at'    => $at,
				'finished_at'   => $at,
			)
		);
	}

	private static function factory_post( string $content, string $type = 'post' ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Serving test',
				'post_type'    => $type,
				'post_status'  => 'publish',
				'post_content' => $content,
			)
		);
	}

	private function go_to_post( int $post_id ): void {
		global $post, $wp_query;
		$wp_query = new \WP_Query( array( 'p' => $post_id ) );
		$post     = get_post( $post_id );
		setup_postdata( $post );
	}

	/**
	 * A thumbnail link that opens the lightbox, as the gallery prints it.
	 *
	 * @param int $id Attachment.
	 * @return array<string, string> The link's attributes.
	 */
	private static function lightbox_link( int $id ): array {
		$options = ViewOptions::from_array( array( 'thumbClickAction' => 'open_lightbox' ) + GalleryRequest::DEFAULTS );
		$item    = array(
			'id'           => $id,
			'filetype'     => '',
			'image_url'    => (string) wp_get_attachment_url( $id ),
			'redirect_url' => '',
		);
		$tags    = new \WP_HTML_Tag_Processor( ThumbLink::wrap( '<img src="t.jpg" alt="">', $item, $options, 'vista-gallery__link' ) );
		$tags->next_tag( 'a' );
		$attributes = array();
		foreach ( array( 'href', 'data-popup-src', 'data-popup-width', 'data-popup-height', 'data-popup-srcset', 'data-popup-sources' ) as $name ) {
			$value = $tags->get_attribute( $name );
			if ( is_string( $value ) ) {
				$attributes[ $name ] = $value;
			}
		}
		return $attributes;
	}

	public function test_the_lightbox_first_image_lists_its_sizes_and_its_webp_copies_once_they_exist(): void {
		$id    = $this->image( 1600, 1067 );
		$large = wp_get_attachment_image_src( $id, 'large' );

		$before = self::lightbox_link( $id );
		$this->assertSame( (string) $large[0], $before['data-popup-src'] );
		$this->assertSame( array( '1024', '683' ), array( $before['data-popup-width'], $before['data-popup-height'] ) );
		$this->assertStringContainsString( (string) $large[0] . ' 1024w', $before['data-popup-srcset'] );
		$this->assertStringContainsString( ' 768w', $before['data-popup-srcset'] );
		$this->assertArrayNotHasKey( 'data-popup-sources', $before, 'no copies yet: no typed sources' );

		ImageCopies::convert( $id, array( 'webp' ) );
		$after   = self::lightbox_link( $id );
		$sources = json_decode( $after['data-popup-sources'], true );

		$this->assertSame( 'image/webp', $sources[0]['type'] );
		$this->assertCount( 1, $sources );
		// The same sizes, each as its copy (where a copy was kept), in the same order.
		$expected = array();
		foreach ( explode( ', ', $after['data-popup-srcset'] ) as $candidate ) {
			[ $url, $width ] = explode( ' ', $candidate );
			$path            = get_attached_file( $id );
			$file            = dirname( (string) $path ) . '/' . wp_basename( $url );
			$expected[]      = ( is_file( ImageCopies::copy_path( $file, 'webp' ) ) ? $url . '.webp' : $url ) . ' ' . $width;
		}
		$this->assertSame( implode( ', ', $expected ), $sources[0]['srcset'] );
		$this->assertStringContainsString( '-1024x683.jpg.webp 1024w', $sources[0]['srcset'] );
	}
}
