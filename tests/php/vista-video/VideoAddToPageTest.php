<?php
/**
 * "Create a page with a video gallery" on Settings → Video (issue 34): vista-video's own
 * `POST vista-video/v1/getting-started/add-to-page` puts a gallery of the Media Library's videos
 * on a page, the block built by the server; it needs a signed-in session with its REST nonce,
 * `edit_pages`, and `publish_pages` to publish; a site with no video it may show is answered with
 * a clear error and no page. The settings answer says whether any page shows a video gallery yet
 * (the screen's empty state).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Tests\VistaTestCase;

/**
 * The route and the settings answer's `galleryPage`.
 */
final class VideoAddToPageTest extends VistaTestCase {

	private const ROUTE = '/vista-video/v1/getting-started/add-to-page';

	/** @var int[] */
	private array $users = array();

	/** @var int[] The test's videos. */
	private array $videos = array();

	/** @var int[] The pages the route made. */
	private static array $pages = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'Harbour clip', 'Cliff clip' ) as $title ) {
			$this->videos[] = (int) wp_insert_attachment(
				array(
					'post_title'     => $title,
					'post_mime_type' => 'video/mp4',
					'post_status'    => 'inherit',
				),
				sanitize_title( $title ) . '.mp4'
			);
		}
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		foreach ( self::$pages as $page ) {
			wp_delete_post( $page, true );
		}
		self::$pages = array();
		foreach ( $this->videos as $video ) {
			wp_delete_attachment( $video, true );
		}
		wp_set_current_user( 0 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->users as $user ) {
			wp_delete_user( $user );
		}
		parent::tearDown();
	}

	/**
	 * A new user of the role, signed in.
	 *
	 * @param string   $role Role.
	 * @param string[] $caps Capabilities added to the role's.
	 */
	private function sign_in( string $role, array $caps = array() ): int {
		$user          = (int) wp_insert_user( array( 'user_login' => 'video-page-' . $role . '-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => $role ) );
		$this->users[] = $user;
		wp_set_current_user( $user );
		foreach ( $caps as $cap ) {
			wp_get_current_user()->add_cap( $cap );
		}
		return $user;
	}

	/**
	 * @param array<string, mixed> $body Body.
	 */
	private static function post( array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_body_params( $body );
		$response = rest_do_request( $request );
		$page     = $response->get_data()['page']['id'] ?? 0;
		if ( $page ) {
			self::$pages[] = (int) $page;
		}
		return $response;
	}

	private static function page_count(): int {
		return count( get_posts( array( 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
	}

	/**
	 * @return array<string, mixed>|null
	 */
	private static function screen_data(): ?array {
		$answer = rest_do_request( new \WP_REST_Request( 'GET', '/vista-video/v1/settings' ) );
		return $answer->get_data()['galleryPage'];
	}

	public function test_a_published_page_shows_the_librarys_videos(): void {
		$this->sign_in( 'editor' );

		$response = self::post( array( 'publish' => true ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$page = get_post( (int) $response->get_data()['page']['id'] );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertSame( 'Videos', $page->post_title );
		$blocks = array_values( array_filter( parse_blocks( $page->post_content ), static fn ( $b ) => null !== $b['blockName'] ) );
		$this->assertCount( 1, $blocks );
		$this->assertSame( 'vista/video-gallery', $blocks[0]['blockName'] );
		$this->assertSame( 'media', $blocks[0]['attrs']['source'] );
		$this->assertSame( array_reverse( $this->videos ), array_slice( $blocks[0]['attrs']['ids'], 0, 2 ), 'the latest first' );
		$html = (string) apply_filters( 'the_content', $page->post_content );
		$this->assertStringContainsString( 'Cliff clip', $html );
		$this->assertStringContainsString( 'data-vista-feature="video-gallery"', $html );
	}

	public function test_the_gallery_goes_on_an_existing_page_once_and_ignores_a_sent_block(): void {
		$this->sign_in( 'administrator' );
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'About', 'post_content' => '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' ) );
		self::$pages[] = $page;

		self::post( array( 'page' => $page, 'block' => '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->' ) );
		$again = self::post( array( 'page' => $page ) );

		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'draft', $again->get_data()['page']['status'] );
		$content = (string) get_post_field( 'post_content', $page );
		$this->assertStringStartsWith( '<!-- wp:paragraph --><p>Hello</p>', $content );
		$this->assertSame( 1, substr_count( $content, '<!-- wp:vista/video-gallery' ) );
		$this->assertStringNotContainsString( 'script', $content );
	}

	public function test_with_no_video_it_may_show_the_answer_says_what_to_do_and_no_page_is_made(): void {
		// Someone who edits pages but not others' media: none of the library's videos are theirs.
		$this->sign_in( 'subscriber', array( 'edit_pages', 'edit_published_pages', 'publish_pages' ) );
		$pages = self::page_count();

		$response = self::post( array( 'publish' => true ) );

		$this->assertSame( 409, $response->get_status() );
		$this->assertStringStartsWith( 'The Media Library has no videos yet.', $response->get_data()['message'] );
		$this->assertSame( $pages, self::page_count() );
	}

	public function test_who_may_not_edit_or_publish_pages_makes_no_page(): void {
		$pages = self::page_count();
		$this->sign_in( 'author' );
		$this->assertSame( 403, self::post()->get_status(), 'an author may not edit pages' );
		$this->sign_in( 'editor' );
		wp_get_current_user()->add_cap( 'publish_pages', false );
		$refused = self::post( array( 'publish' => true ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'You may not publish pages.', $refused->get_data()['message'] );
		$this->assertSame( 404, self::post( array( 'page' => $this->videos[0] ) )->get_status(), 'a page id that is no page' );
		$this->assertSame( $pages, self::page_count() );
	}

	public function test_a_browser_call_without_the_rest_nonce_makes_no_page(): void {
		$pages = self::page_count();
		$admin = $this->sign_in( 'administrator' );
		$GLOBALS['wp_rest_auth_cookie'] = true;
		$_SERVER['HTTP_X_WP_NONCE']     = 'not-a-nonce';
		$this->assertTrue( is_wp_error( rest_get_server()->check_authentication() ), 'a wrong nonce' );
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		rest_get_server()->check_authentication();
		$this->assertSame( 401, self::post()->get_status(), 'no nonce: a visitor' );
		$this->assertSame( $pages, self::page_count() );

		// The session the nonce vouches for (a good nonce passes, and WordPress's answer then
		// sends the next one as a header, which a test cannot).
		unset( $GLOBALS['wp_rest_auth_cookie'] );
		wp_set_current_user( $admin );
		$this->assertSame( 200, self::post()->get_status() );
		$this->assertSame( $pages + 1, self::page_count() );
	}

	public function test_the_settings_answer_says_whether_a_page_shows_a_video_gallery_yet(): void {
		global $wpdb;
		$this->sign_in( 'administrator' );
		// The site's own pages with a gallery (the demo's) are set aside for the test.
		$holding = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_status FROM {$wpdb->posts} WHERE post_status NOT IN ( 'trash', 'inherit', 'auto-draft' ) AND post_content LIKE %s", '%' . $wpdb->esc_like( '<!-- wp:vista/video-gallery' ) . '%' ) );
		try {
			foreach ( $holding as $post ) {
				$wpdb->update( $wpdb->posts, array( 'post_status' => 'trash' ), array( 'ID' => $post->ID ) );
			}
			$none = self::screen_data();
			$this->assertFalse( $none['hasGallery'] );
			$this->assertGreaterThanOrEqual( 2, $none['videoCount'] );
			$this->assertStringContainsString( '"ids":[' . $this->videos[1] . ',' . $this->videos[0], $none['item']['block'] );

			self::post();
			$this->assertTrue( self::screen_data()['hasGallery'] );
		} finally {
			foreach ( $holding as $post ) {
				$wpdb->update( $wpdb->posts, array( 'post_status' => $post->post_status ), array( 'ID' => $post->ID ) );
				clean_post_cache( (int) $post->ID );
			}
		}
	}
}
