<?php
/**
 * Call 3 (000 §7): nonce, signed options, the visitor's list, and only images of it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Lightbox\LightboxAjax;
use Vista\Gallery\Lightbox\LightboxSettings;
use Vista\Gallery\PostTypes;

/**
 * The lightbox data endpoint.
 */
final class LightboxAjaxTest extends GalleryTestCase {

	/** @var int[] Posts made by a test, removed after it. */
	private array $extra = array();

	protected function tearDown(): void {
		foreach ( $this->extra as $id ) {
			wp_delete_post( $id, true );
		}
		$this->extra = array();
		parent::tearDown();
	}

	private function query( array $extra = array(), array $attributes = array() ): array {
		$options = GalleryRequest::options( array_merge( array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2, 'showSearch' => true, 'showTagFilter' => true, 'showSort' => true ), $attributes ) );
		return array_merge(
			array(
				'action'           => 'vista_gallery_lightbox',
				'nonce'            => wp_create_nonce( LightboxSettings::NONCE_ACTION ),
				'shortcode_id'     => BlockToken::sign( $options ),
				'gallery_id'       => (string) $this->gallery,
				'image_id'         => (string) $this->images[2],
				'bwg_gallery_type' => 'thumbnails',
			),
			$extra
		);
	}

	/**
	 * The settings of a 200 answer.
	 *
	 * @param array{int, string} $answer Status and body.
	 * @return array<string, mixed>
	 */
	private function settings( array $answer ): array {
		$this->assertSame( 200, $answer[0], $answer[1] );
		$this->assertMatchesRegularExpression( '/^<div class="vista-lightbox-data" data-settings="[^"]*"><\/div>$/', $answer[1] );
		preg_match( '/data-settings="([^"]*)"/', $answer[1], $m );
		$settings = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$this->assertIsArray( $settings );
		return $settings;
	}

	private function ids( array $settings ): array {
		return array_map( static fn ( array $image ) => $image['id'], $settings['data'] );
	}

	public function test_the_endpoint_is_registered_for_visitors_and_users(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_vista_gallery_lightbox' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_vista_gallery_lightbox' ) );
			}
		);
	}

	public function test_the_whole_gallery_is_listed_past_the_page_size_with_the_image_current(): void {
		$settings = $this->settings( LightboxAjax::respond( $this->query() ) );
		$this->assertSame( $this->images, $this->ids( $settings ) );
		$this->assertSame( 2, $settings['current_image_key'] );
		$this->assertSame( 2, $settings['bwg_current_key'] );
		$this->assertSame( $this->images[2], $settings['current_image_id'] );
		$this->assertSame( $this->gallery, $settings['gallery_id'] );
		$this->assertSame( array( 1, 2, 3, 4, 5 ), array_column( $settings['data'], 'number' ) );
		$this->assertSame( 0, $settings['open_comment'] );
	}

	public function test_search_tags_and_sort_are_the_visitors(): void {
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'filter_search_name' => 'lagoon', 'image_id' => (string) $this->images[0] ) ) ) );
		$this->assertSame( array( $this->images[0] ), $this->ids( $settings ) );

		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'filter_tag' => (string) $this->tag_sky, 'image_id' => (string) $this->images[3] ) ) ) );
		$this->assertSame( array( $this->images[1], $this->images[3] ), $this->ids( $settings ) );
		$this->assertSame( 1, $settings['current_image_key'] );

		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'filtersortby' => 'title' ), array( 'sortDesc' => true ) ) ) );
		$this->assertSame( array_reverse( $this->images ), $this->ids( $settings ) );

		$random = $this->query( array( 'filtersortby' => 'random', 'bwg_random_seed' => '12345' ) );
		$first  = $this->ids( $this->settings( LightboxAjax::respond( $random ) ) );
		$this->assertSame( $first, $this->ids( $this->settings( LightboxAjax::respond( $random ) ) ) );
		$request = GalleryRequest::from_query( GalleryRequest::options( array( 'galleryId' => $this->gallery, 'showSort' => true ) ), 1, array( 'sort_by_1' => 'random', 'bwg_random_seed_1' => '12345' ) );
		$this->assertSame( $first, array_column( BrowsingQuery::query( $request, 1, 0 )['items'], 'id' ), 'the page shows the same order' );
	}

	public function test_an_image_outside_the_visitors_list_is_refused(): void {
		$answer = LightboxAjax::respond( $this->query( array( 'filter_search_name' => 'lagoon', 'image_id' => (string) $this->images[3] ) ) );
		$this->assertSame( 404, $answer[0] );
		$this->assertStringNotContainsString( 'data-settings', $answer[1] );
	}

	public function test_an_image_of_another_gallery_is_refused(): void {
		$other         = (int) wp_insert_attachment( array( 'post_title' => 'Elsewhere', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), 'elsewhere.jpg' );
		$this->extra[] = $other;
		$this->extra[] = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Other gallery',
				'meta_input'  => array( PostTypes::META_IMAGES => array( $other ) ),
			)
		);
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'image_id' => (string) $other ) ) )[0] );
		// Its own gallery's token opens it.
		$token = BlockToken::sign( GalleryRequest::options( array( 'galleryId' => end( $this->extra ) ) ) );
		$this->assertSame( array( $other ), $this->ids( $this->settings( LightboxAjax::respond( $this->query( array( 'image_id' => (string) $other, 'shortcode_id' => $token ) ) ) ) ) );
	}

	public function test_private_trashed_or_hidden_images_and_galleries_are_refused(): void {
		wp_update_post( array( 'ID' => $this->images[2], 'post_status' => 'private' ) );
		$this->assertSame( 404, LightboxAjax::respond( $this->query() )[0] );
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'image_id' => (string) $this->images[0] ) ) ) );
		$this->assertNotContains( $this->images[2], $this->ids( $settings ), 'a private image is not listed either' );

		wp_trash_post( $this->images[3] );
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'image_id' => (string) $this->images[3] ) ) )[0] );

		foreach ( array( 'draft', 'private', 'trash' ) as $status ) {
			wp_update_post( array( 'ID' => $this->gallery, 'post_status' => $status ) );
			clean_post_cache( $this->gallery );
			$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'image_id' => (string) $this->images[0] ) ) )[0], $status );
		}
	}

	public function test_a_forged_or_missing_nonce_is_refused_with_a_clear_text(): void {
		foreach ( array( 'bad', '', array( 'x' ), null ) as $nonce ) {
			$query = $this->query( array( 'nonce' => $nonce ) );
			if ( null === $nonce ) {
				unset( $query['nonce'] );
			}
			[ $status, $body ] = LightboxAjax::respond( $query );
			$this->assertSame( 403, $status );
			$this->assertStringContainsString( 'expired', $body );
			$this->assertStringNotContainsString( '<', $body );
		}
		// The nonce of call 12 is not the lightbox's.
		$this->assertSame( 403, LightboxAjax::respond( $this->query( array( 'nonce' => wp_create_nonce( GalleryRenderer::NONCE_ACTION ) ) ) )[0] );
	}

	public function test_a_forged_token_is_refused(): void {
		$token = BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) );
		[ $payload ] = explode( '.', $token );
		$forged = rtrim( strtr( base64_encode( (string) wp_json_encode( array( 'galleryId' => 1 ) ) ), '+/', '-_' ), '=' ) . substr( $token, strlen( $payload ) );
		foreach ( array( $token . 'x', $forged, '', array( $token ), str_repeat( 'a', 5000 ) ) as $bad ) {
			[ $status, $body ] = LightboxAjax::respond( $this->query( array( 'shortcode_id' => $bad ) ) );
			$this->assertSame( 400, $status );
			$this->assertStringNotContainsString( 'data-settings', $body );
		}
	}

	public function test_a_block_that_does_not_open_a_lightbox_answers_nothing(): void {
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array(), array( 'thumbClickAction' => 'do_nothing' ) ) )[0] );
	}

	public function test_hostile_values_in_every_field_give_a_clean_answer(): void {
		$hostile = array( "1' OR 1=1 --", '<script>alert(1)</script>', '99999999999999999999999999', '-1', array( '1', array( '2' ) ), '1e9', '0x1F', '' );
		foreach ( array( 'gallery_id', 'bwg_gallery_type', 'bwg_random_seed', 'filter_tag', 'filter_search_name', 'filtersortby', 'open_ecommerce', 'open_comment', 'unknown_key' ) as $field ) {
			foreach ( $hostile as $value ) {
				[ $status, $body ] = LightboxAjax::respond( $this->query( array( $field => $value ) ) );
				$label             = $field . '=' . wp_json_encode( $value );
				$this->assertContains( $status, array( 200, 404 ), $label );
				$this->assertStringNotContainsString( '<script', $body, $label );
				if ( 200 === $status ) {
					$settings = $this->settings( array( $status, $body ) );
					$this->assertSame( $this->images[2], $settings['current_image_id'], $label );
				}
			}
		}
		foreach ( $hostile as $value ) {
			$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'image_id' => $value ) ) )[0], 'image_id=' . wp_json_encode( $value ) );
		}
		// A search the block does not show is ignored, whatever it holds.
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'filter_search_name' => 'nothing matches this' ), array( 'showSearch' => false ) ) ) );
		$this->assertCount( 5, $settings['data'] );
	}

	public function test_open_flags_follow_the_query_and_the_block(): void {
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'open_comment' => '1', 'open_ecommerce' => '1' ) ) ) );
		$this->assertSame( 1, $settings['open_comment'] );
		$this->assertSame( 0, $settings['open_ecommerce'], 'no ecommerce on this block' );
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'open_ecommerce' => '1' ), array( 'lightboxEcommerce' => true ) ) ) );
		$this->assertSame( 1, $settings['open_ecommerce'] );
	}

	public function test_a_gallery_opened_in_an_album_is_reachable_only_through_it(): void {
		$inner         = (int) wp_insert_post( array( 'post_type' => PostTypes::ALBUM, 'post_status' => 'publish', 'post_title' => 'Inner', 'meta_input' => array( PostTypes::META_ITEMS => array( array( 'type' => 'gallery', 'id' => $this->gallery ) ) ) ) );
		$root          = (int) wp_insert_post( array( 'post_type' => PostTypes::ALBUM, 'post_status' => 'publish', 'post_title' => 'Root', 'meta_input' => array( PostTypes::META_ITEMS => array( array( 'type' => 'album', 'id' => $inner ) ) ) ) );
		$empty         = (int) wp_insert_post( array( 'post_type' => PostTypes::ALBUM, 'post_status' => 'publish', 'post_title' => 'Empty' ) );
		$this->extra   = array_merge( $this->extra, array( $inner, $root, $empty ) );
		$album_token   = static fn ( int $album ) => BlockToken::sign( GalleryRequest::options( array( 'source' => 'album', 'albumId' => $album, 'layout' => 'album_compact' ) ) );
		$settings      = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $album_token( $root ) ) ) ) );
		$this->assertSame( $this->images, $this->ids( $settings ) );
		$this->assertSame( $this->gallery, $settings['gallery_id'] );
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'shortcode_id' => $album_token( $empty ) ) ) )[0] );
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'shortcode_id' => $album_token( $root ), 'gallery_id' => 'x' ) ) )[0] );
	}

	public function test_a_tag_source_lists_the_tags_images(): void {
		$token    = BlockToken::sign( GalleryRequest::options( array( 'source' => 'tag', 'tagId' => $this->tag_sea ) ) );
		$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $this->images[4] ) ) ) );
		$this->assertEqualsCanonicalizing( array( $this->images[0], $this->images[2], $this->images[4] ), $this->ids( $settings ) );
		$this->assertSame( 404, LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $this->images[1] ) ) )[0] );
	}

	public function test_the_list_is_a_window_around_the_image(): void {
		// A tag source: its list is not bounded by a gallery's own id list, and is filtered in PHP.
		$tag    = (int) wp_insert_term( 'Many ' . wp_generate_password( 6, false ), PostTypes::TAXONOMY )['term_id'];
		$window = LightboxAjax::DEFAULT_WINDOW;
		$ids    = array();
		for ( $i = 0; $i < $window + 20; $i++ ) {
			$ids[] = (int) wp_insert_attachment( array( 'post_title' => "Many {$i}", 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), "many-{$i}.jpg" );
			wp_set_object_terms( end( $ids ), array( $tag ), PostTypes::TAXONOMY );
		}
		$this->extra = array_merge( $this->extra, $ids );
		try {
			$options = GalleryRequest::options( array( 'source' => 'tag', 'tagId' => $tag ) );
			$order   = array_column( BrowsingQuery::query( GalleryRequest::from_query( $options, 1, array() ), 1, 0 )['items'], 'id' );
			$this->assertCount( $window + 20, $order );
			$token = BlockToken::sign( $options );
			foreach ( array( 0, 25, count( $order ) - 1 ) as $at ) {
				$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $order[ $at ] ) ) ) );
				$listed   = $this->ids( $settings );
				$this->assertCount( $window, $listed );
				$this->assertSame( $order[ $at ], $listed[ $settings['current_image_key'] ] );
				$start = $settings['data_offset'];
				$this->assertSame( array_slice( $order, $start, $window ), $listed, 'a window of the visitor\'s order' );
				$this->assertSame( range( $start + 1, $start + $window ), array_column( $settings['data'], 'number' ) );
				$this->assertSame( $window + 20, $settings['data_total'] );
			}
			$this->assertSame( $window - 1, $settings['current_image_key'], 'the last image ends its window' );

			// The next window, asked from where the first ends.
			$next = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $order[0], 'window_start' => (string) $window ) ) ) );
			$this->assertSame( array_slice( $order, $window ), $this->ids( $next ) );
			$this->assertSame( $window, $next['data_offset'] );
		} finally {
			wp_delete_term( $tag, PostTypes::TAXONOMY );
		}
	}

	public function test_a_gallery_of_10000_images_answers_a_window_of_them_anywhere(): void {
		$ids = $this->bulk_attachments( 10000 );
		update_post_meta( $this->gallery, PostTypes::META_IMAGES, $ids );
		$token = BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) );
		try {
			$this->assert_windows_of( $ids, $token );
		} finally {
			global $wpdb;
			$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN (" . implode( ',', $ids ) . ')' ); // SQL: integers from the database.
			clean_post_cache( $this->gallery );
		}
	}

	/**
	 * Call 3's answers about three images of a large gallery: each a window of the gallery.
	 *
	 * @param int[]  $ids   The gallery's images.
	 * @param string $token The block's token.
	 */
	private function assert_windows_of( array $ids, string $token ): void {
		foreach ( array( 0, 5000, 9999 ) as $at ) {
			$settings = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $ids[ $at ] ) ) ) );
			$this->assertCount( LightboxAjax::DEFAULT_WINDOW, $settings['data'] );
			$this->assertSame( array_slice( $ids, $settings['data_offset'], LightboxAjax::DEFAULT_WINDOW ), $this->ids( $settings ) );
			$this->assertSame( $ids[ $at ], $settings['data'][ $settings['current_image_key'] ]['id'] );
			$this->assertSame( 10000, $settings['data_total'] );
		}
		$largest = $this->settings( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $ids[ 5000 ], 'window_size' => '100000' ) ) ) );
		$this->assertCount( LightboxAjax::MAX_WINDOW, $largest['data'], 'a larger window is capped' );
		$this->assertLessThan( 40000, strlen( LightboxAjax::respond( $this->query( array( 'shortcode_id' => $token, 'image_id' => (string) $ids[ 9000 ] ) ) )[1] ), 'the answer stays small' );
	}

	/**
	 * Image attachments written in bulk (one INSERT per 500); the test deletes them.
	 *
	 * @param int $count How many.
	 * @return int[] Their ids, in order.
	 */
	private function bulk_attachments( int $count ): array {
		global $wpdb;
		$marker = 'bulk-' . wp_generate_password( 8, false, false );
		$now    = current_time( 'mysql', true );
		for ( $from = 0; $from < $count; $from += 500 ) {
			$rows = array();
			$last = min( $count, $from + 500 );
			for ( $i = $from; $i < $last; $i++ ) {
				$rows[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', 1, $now, $now, '', "Bulk {$i}", '', 'inherit', "{$marker}-{$i}", $now, $now, 'attachment', 'image/jpeg' );
			}
			$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type, post_mime_type) VALUES " . implode( ', ', $rows ) ); // SQL: each row prepared above.
		}
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_name LIKE %s ORDER BY ID", $wpdb->esc_like( $marker ) . '%' ) ) );
	}

	public function test_the_rendered_page_holds_what_the_opener_sends(): void {
		$html = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2 ) );
		// The opener finds the image id on the link's figure (closest [data-image-id]).
		$this->assertMatchesRegularExpression( '/<figure class="vista-gallery__item" data-image-id="' . $this->images[0] . '"[^>]*><a class="vista-gallery__link" href="[^"]*test-image-1\.jpg" data-action="open_lightbox">/', $html, 'the full image stays the address without JavaScript' );
		preg_match( '/data-gallery="([^"]*)"/', $html, $m );
		$gallery  = json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
		$settings = $this->settings(
			LightboxAjax::respond(
				array(
					'shortcode_id'     => $gallery['shortcode'],
					'nonce'            => $gallery['lightboxNonce'],
					'gallery_id'       => (string) $gallery['galleryId'],
					'bwg_gallery_type' => $gallery['galleryType'],
					'image_id'         => (string) $this->images[1],
				)
			)
		);
		$this->assertSame( $this->images, $this->ids( $settings ) );
		$this->assertSame( 1, $settings['current_image_key'] );

		$plain = GalleryRenderer::render_block( array( 'galleryId' => $this->gallery, 'thumbClickAction' => 'do_nothing' ) );
		$this->assertStringNotContainsString( 'lightboxNonce', $plain );
		$this->assertStringNotContainsString( 'data-action', $plain );
	}

	public function test_handle_answers_get_only_without_caching(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_GET                      = $this->query();
		try {
			$body = $this->die_output();
			$this->assertStringNotContainsString( 'data-settings', $body );
			$this->assertStringContainsString( 'GET', $body );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$this->assertStringContainsString( 'vista-lightbox-data', $this->die_output() );
			$_GET['nonce'] = 'bad';
			$this->assertStringNotContainsString( 'data-settings', $this->die_output() );
		} finally {
			$_GET                      = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
	}

	/**
	 * What handle() prints before it ends the request.
	 */
	private function die_output(): string {
		ob_start();
		try {
			$this->expect_wp_die( array( LightboxAjax::class, 'handle' ) );
		} finally {
			$body = (string) ob_get_clean();
		}
		return $body;
	}
}
