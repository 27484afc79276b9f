<?php
/**
 * The gallery admin's REST routes: capability checks, reading images in order, bulk edits that
 * validate everything before writing anything, and albums that may not contain themselves.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * GET /vista-gallery/v1/images, POST /vista-gallery/v1/images/bulk, album cycles.
 */
final class GalleryRestControllerTest extends VistaTestCase {

	/** @var int[] */
	private array $posts = array();

	/** @var int[] */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->user( 'administrator' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		$this->posts = array();
		foreach ( get_terms( array( 'taxonomy' => PostTypes::TAXONOMY, 'hide_empty' => false, 'search' => 'phpunit-' ) ) as $term ) {
			wp_delete_term( $term->term_id, PostTypes::TAXONOMY );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_set_current_user( 0 );
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		$this->users = array();
		parent::tearDown();
	}

	private function user( string $role ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => 'vista-gallery-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	private function attachment( string $title ): int {
		$id            = (int) wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
				'post_author'    => get_current_user_id(),
			),
			'phpunit-' . sanitize_title( $title ) . '.png'
		);
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * POSTs a JSON body to the bulk route.
	 *
	 * @param mixed $body Body.
	 */
	private function bulk( $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/vista-gallery/v1/images/bulk' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	private function read( string $include ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/vista-gallery/v1/images' );
		$request->set_param( 'include', $include );
		return rest_do_request( $request );
	}

	public function test_visitors_and_subscribers_are_refused(): void {
		$image = $this->attachment( 'Guarded' );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->read( (string) $image )->get_status() );
		$this->assertSame( 401, $this->bulk( array( 'ids' => array( $image ), 'changes' => array( 'title' => 'x' ) ) )->get_status() );
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertSame( 403, $this->bulk( array( 'ids' => array( $image ), 'changes' => array( 'title' => 'x' ) ) )->get_status() );
		$this->assertSame( 'Guarded', get_post( $image )->post_title );
	}

	public function test_reads_images_in_the_order_asked_and_skips_deleted_ones(): void {
		$first  = $this->attachment( 'First' );
		$second = $this->attachment( 'Second' );
		$data   = $this->read( "$second,999999,$first" )->get_data();
		$this->assertSame( array( $second, $first ), array_column( $data['images'], 'id' ) );
		$this->assertSame( 'Second', $data['images'][0]['title'] );
		$this->assertSame( 400, $this->read( '1,abc' )->get_status() );
	}

	public function test_bulk_edit_sets_fields_and_tags_on_every_image(): void {
		$a = $this->attachment( 'A' );
		$b = $this->attachment( 'B' );
		wp_set_object_terms( $a, array( 'phpunit-old', 'phpunit-keep' ), PostTypes::TAXONOMY );

		$response = $this->bulk(
			array(
				'ids'         => array( $a, $b ),
				'changes'     => array(
					'title'        => 'Harbour',
					'alt_text'     => 'Boats at dusk',
					'description'  => 'A long day.',
					'redirect_url' => 'https://example.org/harbour',
					'filetype'     => 'VIMEO_VIDEO',
					'embed_url'    => 'https://vimeo.com/1',
				),
				'tags_add'    => array( 'phpunit-new' ),
				'tags_remove' => array( 'phpunit-old' ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		foreach ( array( $a, $b ) as $id ) {
			$this->assertSame( 'Harbour', get_post( $id )->post_title );
			$this->assertSame( 'A long day.', get_post( $id )->post_content );
			$this->assertSame( 'Boats at dusk', get_post_meta( $id, '_wp_attachment_image_alt', true ) );
			$this->assertSame( 'https://example.org/harbour', get_post_meta( $id, PostTypes::META_REDIRECT_URL, true ) );
			$this->assertSame( 'VIMEO_VIDEO', get_post_meta( $id, PostTypes::META_FILETYPE, true ) );
			$this->assertSame( 'https://vimeo.com/1', get_post_meta( $id, PostTypes::META_EMBED_URL, true ) );
		}
		$tags = wp_get_object_terms( $a, PostTypes::TAXONOMY, array( 'fields' => 'names' ) );
		sort( $tags );
		$this->assertSame( array( 'phpunit-keep', 'phpunit-new' ), $tags );
		$this->assertSame( array( 'phpunit-new' ), wp_get_object_terms( $b, PostTypes::TAXONOMY, array( 'fields' => 'names' ) ) );
		$this->assertSame( array( 'phpunit-keep', 'phpunit-new' ), $response->get_data()['images'][0]['tags'] );
	}

	public function test_untouched_fields_stay(): void {
		$a = $this->attachment( 'Keep me' );
		update_post_meta( $a, PostTypes::META_REDIRECT_URL, 'https://example.org/' );
		$this->assertSame( 200, $this->bulk( array( 'ids' => array( $a ), 'changes' => array( 'alt_text' => 'Alt' ) ) )->get_status() );
		$this->assertSame( 'Keep me', get_post( $a )->post_title );
		$this->assertSame( 'https://example.org/', get_post_meta( $a, PostTypes::META_REDIRECT_URL, true ) );
	}

	/**
	 * Bad requests, each with the field the error names.
	 *
	 * @return array<string, array{callable(int[]): array<string, mixed>, string}>
	 */
	public static function bad_requests(): array {
		return array(
			'no ids'             => array( static fn ( $ids ) => array( 'changes' => array( 'title' => 'x' ) ), 'ids' ),
			'an unknown id'      => array( static fn ( $ids ) => array( 'ids' => array( $ids[0], 999999 ), 'changes' => array( 'title' => 'x' ) ), 'ids' ),
			'a non-numeric id'   => array( static fn ( $ids ) => array( 'ids' => array( $ids[0], 'abc' ), 'changes' => array( 'title' => 'x' ) ), 'ids' ),
			'an unknown field'   => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'title' => 'x', 'post_author' => '1' ) ), 'post_author' ),
			'a non-text value'   => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'title' => array( 'x' ) ) ), 'title' ),
			'a javascript: URL'  => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'title' => 'x', 'redirect_url' => 'javascript:alert(1)' ) ), 'redirect_url' ),
			'an unknown type'    => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'filetype' => 'EMBED_ANYTHING', 'embed_url' => 'https://a.test/' ) ), 'filetype' ),
			'an embed, no URL'   => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'filetype' => 'IMGUR' ) ), 'embed_url' ),
			'tags not a list'    => array( static fn ( $ids ) => array( 'ids' => $ids, 'changes' => array( 'title' => 'x' ), 'tags_add' => 'phpunit-a' ), 'tags_add' ),
			'an empty tag'       => array( static fn ( $ids ) => array( 'ids' => $ids, 'tags_add' => array( 'phpunit-a', ' ' ) ), 'tags_add' ),
			'add and remove tag' => array( static fn ( $ids ) => array( 'ids' => $ids, 'tags_add' => array( 'phpunit-a' ), 'tags_remove' => array( 'phpunit-a' ) ), 'tags_remove' ),
		);
	}

	/**
	 * @dataProvider bad_requests
	 *
	 * @param callable $body  Builds the body from two image ids.
	 * @param string   $field The field the error names.
	 */
	public function test_bad_input_is_a_400_and_changes_nothing( callable $body, string $field ): void {
		$ids      = array( $this->attachment( 'Untouched 1' ), $this->attachment( 'Untouched 2' ) );
		$response = $this->bulk( $body( $ids ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'vista_gallery_invalid', $response->get_data()['code'] );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['errors'] );
		foreach ( $ids as $index => $id ) {
			$this->assertSame( 'Untouched ' . ( $index + 1 ), get_post( $id )->post_title );
			$this->assertSame( '', get_post_meta( $id, PostTypes::META_FILETYPE, true ) );
			$this->assertSame( array(), wp_get_object_terms( $id, PostTypes::TAXONOMY, array( 'fields' => 'names' ) ) );
		}
		$this->assertFalse( (bool) term_exists( 'phpunit-a', PostTypes::TAXONOMY ), 'no tag was created' );
	}

	private function album( string $title, array $items = array() ): int {
		$id            = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::ALBUM,
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
		$this->posts[] = $id;
		update_post_meta( $id, PostTypes::META_ITEMS, $items );
		return $id;
	}

	private function save_album( int $id, array $items ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/wp/v2/vista-albums/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'meta' => array( PostTypes::META_ITEMS => $items ) ) ) );
		return rest_do_request( $request );
	}

	public function test_an_album_cannot_contain_itself(): void {
		$outer = $this->album( 'Outer' );
		$inner = $this->album( 'Inner', array( array( 'type' => 'album', 'id' => $outer ) ) );

		$this->assertSame( 400, $this->save_album( $outer, array( array( 'type' => 'album', 'id' => $outer ) ) )->get_status() );
		$this->assertSame( 400, $this->save_album( $outer, array( array( 'type' => 'album', 'id' => $inner ) ) )->get_status() );
		$this->assertSame( array(), get_post_meta( $outer, PostTypes::META_ITEMS, true ) ?: array() );

		$allowed = $this->save_album( $outer, array( array( 'type' => 'gallery', 'id' => $outer ) ) );
		$this->assertSame( 200, $allowed->get_status() );
		$this->assertSame( array( array( 'type' => 'gallery', 'id' => $outer ) ), get_post_meta( $outer, PostTypes::META_ITEMS, true ) );
	}
}
