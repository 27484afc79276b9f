<?php
/**
 * The Galleries and Albums lists' server side (issue 34 item 15): each row's thumbnail, count,
 * author and shortcode in the edit context, and the duplicate route, which copies a gallery's
 * image links (never the files) for a user who may edit it and refuses anyone else with no copy
 * made.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\PostTypes;

/**
 * The list field and the duplicate route.
 */
final class CollectionListRoutesTest extends RatingTestCase {

	/** @var int[] */
	private array $files = array();
	private int $harbour  = 0;
	private int $owner    = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->sign_in( 'editor' );
		foreach ( array( 'red', 'green' ) as $name ) {
			$image = (int) wp_insert_attachment(
				array(
					'post_title'     => $name,
					'post_mime_type' => 'image/png',
					'post_status'    => 'inherit',
				),
				"lists-{$name}.png"
			);
			update_post_meta( $image, '_wp_attachment_metadata', array( 'width' => 300, 'height' => 200, 'file' => "lists-{$name}.png" ) );
			$this->files[] = $image;
		}
		$this->harbour = (int) wp_insert_post(
			array(
				'post_type'    => PostTypes::GALLERY,
				'post_status'  => 'publish',
				'post_title'   => 'Harbour',
				'post_content' => 'Boats at dawn',
			)
		);
		update_post_meta( $this->harbour, PostTypes::META_IMAGES, $this->files );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		$copies = get_posts(
			array(
				'post_type'   => array( PostTypes::GALLERY, PostTypes::ALBUM ),
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		);
		foreach ( $copies as $post ) {
			wp_delete_post( (int) $post, true );
		}
		foreach ( $this->files as $image ) {
			wp_delete_attachment( $image, true );
		}
		parent::tearDown();
	}

	private function duplicate( int $id ): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'POST', "/vista-gallery/v1/collections/{$id}/duplicate" ) );
	}

	private function gallery_count(): int {
		return count( get_posts( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
	}

	private function attachment_count(): int {
		return count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
	}

	public function test_a_copy_links_the_same_images_and_makes_no_file(): void {
		$editor = $this->sign_in( 'editor' );
		$files  = $this->attachment_count();

		$response = $this->duplicate( $this->harbour );

		$this->assertSame( 201, $response->get_status() );
		$copy = get_post( (int) $response->get_data()['id'] );
		$this->assertSame( 'Harbour (copy)', $copy->post_title );
		$this->assertSame( 'Boats at dawn', $copy->post_content );
		$this->assertSame( PostTypes::GALLERY, $copy->post_type );
		$this->assertSame( $editor, (int) $copy->post_author );
		$this->assertSame( $this->files, array_map( 'intval', get_post_meta( $copy->ID, PostTypes::META_IMAGES, true ) ) );
		$this->assertSame( $files, $this->attachment_count() );
	}

	public function test_an_album_copy_keeps_its_items(): void {
		$this->sign_in( 'editor' );
		$album = (int) wp_insert_post( array( 'post_type' => PostTypes::ALBUM, 'post_status' => 'publish', 'post_title' => 'Coast' ) );
		$items = array( array( 'type' => 'gallery', 'id' => $this->harbour ) );
		update_post_meta( $album, PostTypes::META_ITEMS, $items );

		$response = $this->duplicate( $album );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $items, get_post_meta( (int) $response->get_data()['id'], PostTypes::META_ITEMS, true ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function refused_roles(): array {
		return array(
			'an author, of an editor\'s gallery' => array( 'author' ),
			'a subscriber'                       => array( 'subscriber' ),
			'a visitor'                          => array( '' ),
		);
	}

	/**
	 * @dataProvider refused_roles
	 *
	 * @param string $role The role ('' for no session).
	 */
	public function test_who_may_not_edit_the_gallery_gets_no_copy( string $role ): void {
		if ( '' !== $role ) {
			$this->sign_in( $role );
		}
		$before = $this->gallery_count();

		$response = $this->duplicate( $this->harbour );

		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertSame( $before, $this->gallery_count() );
	}

	public function test_a_post_that_is_no_gallery_is_not_copied(): void {
		$this->sign_in( 'administrator' );
		$page   = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'About' ) );
		$before = count( get_posts( array( 'post_type' => 'page', 'numberposts' => -1, 'fields' => 'ids' ) ) );

		$this->assertSame( 404, $this->duplicate( $page )->get_status() );
		$this->assertSame( 404, $this->duplicate( 999999 )->get_status() );
		$this->assertSame( $before, count( get_posts( array( 'post_type' => 'page', 'numberposts' => -1, 'fields' => 'ids' ) ) ) );
		wp_delete_post( $page, true );
	}

	public function test_the_list_row_has_the_thumbnail_count_author_and_shortcode(): void {
		$this->sign_in( 'editor' );
		$request = new \WP_REST_Request( 'GET', '/wp/v2/vista-galleries/' . $this->harbour );
		$request->set_param( 'context', 'edit' );

		$row = rest_do_request( $request )->get_data()['vista_list'];

		$this->assertSame( 2, $row['count'] );
		$this->assertStringContainsString( 'lists-red', $row['thumb'] );
		$this->assertSame( get_userdata( $this->owner )->display_name, $row['author'] );
		$this->assertSame( '[vista_gallery gallery="' . $this->harbour . '"]', $row['shortcode'] );
	}
}
