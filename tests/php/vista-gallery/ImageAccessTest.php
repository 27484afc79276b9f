<?php
/**
 * Issue 31 item 9, as an author tries it: a gallery listing the attachment of another user's
 * private post, saved through the gallery editor's REST route and, where it was stored anyway,
 * rendered to a visitor. The REST API refuses that attachment to the author; the gallery must
 * neither take it nor show it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\Browsing\AlbumQuery;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\PostTypes;

/**
 * The REST read rule for gallery images.
 */
final class ImageAccessTest extends RatingTestCase {

	private int $private_post = 0;
	private int $secret_image = 0;
	/** @var int[] */
	private array $galleries = array();

	protected function setUp(): void {
		parent::setUp();
		$owner              = $this->sign_in( 'editor' );
		$this->private_post = (int) wp_insert_post(
			array(
				'post_title'  => 'Board minutes',
				'post_status' => 'private',
				'post_author' => $owner,
			)
		);
		$this->secret_image = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Secret merger plan',
				'post_content'   => 'Do not share',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'post_author'    => $owner,
			),
			'secret-merger-plan.jpg',
			$this->private_post
		);
		update_post_meta( $this->secret_image, '_wp_attachment_metadata', array( 'width' => 400, 'height' => 300, 'file' => 'secret-merger-plan.jpg' ) );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		foreach ( $this->galleries as $gallery ) {
			wp_delete_post( $gallery, true );
		}
		wp_delete_attachment( $this->secret_image, true );
		wp_delete_post( $this->private_post, true );
		parent::tearDown();
	}

	/**
	 * Saves a new published gallery through the REST route the gallery editor uses.
	 *
	 * @param int[] $images Image ids.
	 */
	private function save_gallery( array $images ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/wp/v2/vista-galleries' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'title'  => 'Holiday',
					'status' => 'publish',
					'meta'   => array( PostTypes::META_IMAGES => $images ),
				)
			)
		);
		$response = rest_do_request( $request );
		if ( isset( $response->get_data()['id'] ) ) {
			$this->galleries[] = (int) $response->get_data()['id'];
		}
		return $response;
	}

	/**
	 * A gallery stored as given, past every check (as one saved before this rule was).
	 *
	 * @param int[] $images Image ids.
	 */
	private function stored_gallery( array $images ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Older gallery',
			)
		);
		global $wpdb;
		// Stored as update_post_meta would, past its sanitize callback.
		$wpdb->insert( $wpdb->postmeta, array( 'post_id' => $id, 'meta_key' => PostTypes::META_IMAGES, 'meta_value' => maybe_serialize( $images ) ) );
		wp_cache_delete( $id, 'post_meta' );
		$this->galleries[] = $id;
		return $id;
	}

	public function test_item_9_an_author_cannot_publish_a_gallery_of_another_users_private_attachments(): void {
		$this->sign_in( 'author' );
		$this->assertSame( 403, rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/media/' . $this->secret_image ) )->get_status(), 'the REST API refuses it to the author' );

		$refused = $this->save_gallery( array( $this->images[0], $this->secret_image ) );
		$this->assertSame( 403, $refused->get_status(), 'the save is refused' );
		$this->assertStringContainsString( (string) $this->secret_image, (string) $refused->as_error()->get_error_message() );
		$this->assertSame( array(), $this->galleries, 'no gallery was made' );

		// A gallery that lists it anyway (saved before, or by other means) shows it to nobody who
		// may not read the post.
		$gallery = $this->stored_gallery( array( $this->images[0], $this->secret_image ) );
		wp_set_current_user( 0 );
		GalleryRenderer::reset_instances();
		$html = GalleryRenderer::render_block( array( 'galleryId' => $gallery ) );
		$this->assertStringContainsString( 'test-image-1.jpg', $html, 'the gallery renders' );
		$this->assertStringNotContainsString( 'secret-merger-plan', $html );
		$this->assertStringNotContainsString( 'Secret merger plan', $html );
		$this->assertSame( array( $this->images[0] ), AlbumQuery::image_ids( $gallery ), 'nor in an album cover or count' );
	}

	public function test_the_owner_may_still_show_their_private_posts_images_and_public_images_pass(): void {
		$this->sign_in( 'administrator' );
		$saved = $this->save_gallery( array( $this->images[0], $this->secret_image ) );
		$this->assertSame( 201, $saved->get_status() );
		$this->sign_in( 'author' );
		$this->assertSame( 201, $this->save_gallery( array( $this->images[1] ) )->get_status(), 'public images pass' );
	}
}
