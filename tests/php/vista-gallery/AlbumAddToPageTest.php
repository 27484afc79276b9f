<?php
/**
 * "Add to a page" for albums (issue 34): the gallery plugin's route puts an album on a page as
 * the album block the server builds from the album's stored type and id. Anything that is not a
 * gallery or an album is refused with a clear error and no page made or changed; the route needs
 * a signed-in session with its REST nonce, `edit_pages`, and `publish_pages` to publish.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * POST vista-gallery/v1/getting-started/add-to-page with an album.
 */
final class AlbumAddToPageTest extends VistaTestCase {

	private const ROUTE = '/vista-gallery/v1/getting-started/add-to-page';

	/** @var int[] Users, posts and pages the test made. */
	private array $users = array();

	/** @var int[] */
	private array $posts = array();

	/** @var int[] The pages the route made. */
	private static array $pages = array();

	private int $album = 0;

	protected function setUp(): void {
		parent::setUp();
		$gallery     = $this->made( PostTypes::GALLERY, 'Harbour' );
		$this->album = $this->made( PostTypes::ALBUM, 'Coast album' );
		update_post_meta( $this->album, PostTypes::META_ITEMS, array( array( 'type' => 'gallery', 'id' => $gallery ) ) );
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		foreach ( array_merge( $this->posts, self::$pages ) as $post ) {
			wp_delete_post( $post, true );
		}
		self::$pages = array();
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		parent::tearDown();
	}

	private function made( string $type, string $title ): int {
		$id            = (int) wp_insert_post( array( 'post_type' => $type, 'post_status' => 'publish', 'post_title' => $title ) );
		$this->posts[] = $id;
		return $id;
	}

	private function sign_in( string $role ): int {
		$login         = 'album-page-' . $role . '-' . wp_generate_password( 6, false );
		$user          = (int) wp_insert_user( array( 'user_login' => $login, 'user_pass' => wp_generate_password(), 'role' => $role ) );
		$this->users[] = $user;
		wp_set_current_user( $user );
		return $user;
	}

	private static function page_count(): int {
		return count( get_posts( array( 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
	}

	/**
	 * @param array<string, mixed> $body Body.
	 */
	private static function post( array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_body_params( $body );
		$response = rest_do_request( $request );
		$page     = $response->get_data()['page']['id'] ?? 0;
		if ( $page ) {
			self::$pages[] = (int) $page;
		}
		return $response;
	}

	public function test_an_album_goes_on_a_new_published_page_as_its_album_block(): void {
		$this->sign_in( 'editor' );

		$response = self::post( array( 'id' => $this->album, 'publish' => true ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$page = get_post( (int) $response->get_data()['page']['id'] );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertSame( 'Coast album', $page->post_title );
		$blocks = array_values( array_filter( parse_blocks( $page->post_content ), static fn ( $b ) => null !== $b['blockName'] ) );
		$this->assertCount( 1, $blocks );
		$this->assertSame( 'vista/gallery', $blocks[0]['blockName'] );
		$this->assertSame( array( 'source' => 'album', 'albumId' => $this->album ), $blocks[0]['attrs'] );
		// The visitor sees the album: its gallery, by title.
		$this->assertStringContainsString( 'Harbour', (string) apply_filters( 'the_content', $page->post_content ) );
	}

	public function test_the_same_album_twice_on_a_page_is_there_once(): void {
		$this->sign_in( 'administrator' );
		$page = (int) self::post( array( 'id' => $this->album ) )->get_data()['page']['id'];

		$again = self::post( array( 'id' => $this->album, 'page' => $page ) );

		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 1, substr_count( (string) get_post_field( 'post_content', $page ), '"albumId":' . $this->album ) );
	}

	public function test_the_block_comes_from_the_server_whatever_the_request_says(): void {
		$this->sign_in( 'administrator' );

		$response = self::post(
			array(
				'id'    => $this->album,
				'block' => '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->',
				'type'  => 'gallery',
			)
		);

		$content = (string) get_post_field( 'post_content', (int) $response->get_data()['page']['id'] );
		$this->assertStringNotContainsString( 'script', $content );
		$this->assertStringContainsString( '"source":"album","albumId":' . $this->album, $content );
	}

	/**
	 * @return array<string, array{string, int}>
	 */
	public static function not_placeable(): array {
		return array(
			'a page'          => array( 'page', 404 ),
			'a post'          => array( 'post', 404 ),
			'a form'          => array( 'vista_form', 404 ),
			'a trashed album' => array( 'trashed album', 404 ),
		);
	}

	/**
	 * @dataProvider not_placeable
	 */
	public function test_an_id_of_something_else_is_refused_and_no_page_is_made( string $what ): void {
		$this->sign_in( 'administrator' );
		if ( 'trashed album' === $what ) {
			$id = $this->album;
			wp_trash_post( $id );
		} else {
			$id = $this->made( $what, 'Not an album' );
		}
		$pages = self::page_count();

		$response = self::post( array( 'id' => $id, 'publish' => true ) );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'There is no gallery or album with this id.', $response->get_data()['message'] );
		$this->assertSame( $pages, self::page_count() );
	}

	public function test_who_may_not_edit_or_publish_pages_makes_no_page(): void {
		$pages = self::page_count();
		$this->sign_in( 'author' );
		$this->assertSame( 403, self::post( array( 'id' => $this->album ) )->get_status(), 'an author may not edit pages' );

		// An editor's role without publish_pages may still make a draft, not publish.
		$this->sign_in( 'editor' );
		wp_get_current_user()->add_cap( 'publish_pages', false );
		$refused = self::post( array( 'id' => $this->album, 'publish' => true ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'You may not publish pages.', $refused->get_data()['message'] );
		$this->assertSame( $pages, self::page_count() );
	}

	public function test_a_browser_call_without_the_rest_nonce_makes_no_page(): void {
		$pages = self::page_count();
		$this->sign_in( 'administrator' );
		$GLOBALS['wp_rest_auth_cookie'] = true;
		$_SERVER['HTTP_X_WP_NONCE']     = 'not-a-nonce';
		$this->assertTrue( is_wp_error( rest_get_server()->check_authentication() ), 'a wrong nonce' );

		// No nonce: WordPress serves the call as a visitor's.
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		rest_get_server()->check_authentication();
		$this->assertSame( 401, self::post( array( 'id' => $this->album ) )->get_status() );
		$this->assertSame( $pages, self::page_count() );

		// The session the nonce vouches for (a good nonce passes, and WordPress's answer then
		// sends the next one as a header, which a test cannot): the album goes on a page.
		unset( $GLOBALS['wp_rest_auth_cookie'] );
		wp_set_current_user( (int) end( $this->users ) );
		$this->assertSame( 200, self::post( array( 'id' => $this->album ) )->get_status() );
		$this->assertSame( $pages + 1, self::page_count() );
	}
}
