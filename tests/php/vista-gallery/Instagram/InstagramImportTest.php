<?php
/**
 * Call 11 (000 §7 `action=addInstagramGallery`, §8 answers) against the Instagram stand-in
 * (InstagramStandIn, documented response shapes through pre_http_request): the records added
 * between the original's delimiters, `["error", message]` for every refusal, and nothing created
 * when refused.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/InstagramStandIn.php';

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Instagram\InstagramAccounts;
use Vista\Gallery\Instagram\InstagramAjax;
use Vista\Gallery\Instagram\InstagramMedia;
use Vista\Gallery\Instagram\InstagramScreen;
use Vista\Gallery\Instagram\InstagramUpdater;
use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * The import endpoint.
 */
final class InstagramImportTest extends VistaTestCase {

	private InstagramStandIn $instagram;
	private int $admin = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->instagram = new InstagramStandIn();
		$this->instagram->start();
		$this->admin = self::user( 'administrator' );
		wp_set_current_user( $this->admin );
	}

	protected function tearDown(): void {
		$this->instagram->stop();
		foreach ( self::galleries() as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( self::imported() as $id ) {
			wp_delete_attachment( $id, true );
		}
		delete_option( InstagramAccounts::OPTION );
		wp_clear_scheduled_hook( InstagramUpdater::CRON_HOOK );
		wp_set_current_user( 0 );
		foreach ( get_users( array( 'search' => 'vista-ig-*' ) ) as $user ) {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $user->ID );
		}
		parent::tearDown();
	}

	private static function user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'vista-ig-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
	}

	/** @return int[] The galleries that exist. */
	private static function galleries(): array {
		return array_map( 'intval', get_posts( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramAccounts::META_SOURCE ) ) );
	}

	/** @return int[] The attachments made from Instagram media. */
	private static function imported(): array {
		return array_map( 'intval', get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramMedia::META_MEDIA_ID ) ) );
	}

	/**
	 * Posts call 11 with valid fields over which $fields are written; answers the status, the raw
	 * body and the JSON cut from between the delimiters.
	 *
	 * @param array<string, string> $fields Fields.
	 * @return array{int, string, mixed}
	 */
	private function call( array $fields = array() ): array {
		$fields = array_merge(
			array(
				'action'                   => 'addInstagramGallery',
				'_wpnonce'                 => wp_create_nonce( InstagramAjax::NONCE_ACTION ),
				'instagram_user'           => '',
				'instagram_access_token'   => InstagramStandIn::TOKEN,
				'whole_post'               => '0',
				'autogallery_image_number' => '12',
				'update_flag'              => '',
			),
			$fields
		);
		[ $status, $body ] = InstagramAjax::respond( $fields );
		$start             = strpos( $body, 'WD_delimiter_start' );
		$end               = strpos( $body, 'WD_delimiter_end' );
		$this->assertNotFalse( $start, 'the answer opens with the start delimiter' );
		$this->assertNotFalse( $end, 'the answer closes with the end delimiter' );
		return array( $status, $body, json_decode( substr( $body, $start + 18, $end - $start - 18 ), true ) );
	}

	private function assert_refused( array $answer, string $words ): void {
		[ , , $json ] = $answer;
		$this->assertSame( 'error', $json[0] ?? null, 'the first element is the string error (000 §7 call 11)' );
		$this->assertStringContainsString( $words, $json[1] ?? '' );
		$this->assertSame( array(), self::galleries(), 'no gallery is created' );
		$this->assertSame( array(), self::imported(), 'no image is added' );
	}

	public function test_images_videos_and_carousels_become_a_new_gallery_of_image_records(): void {
		$this->instagram->posts = array(
			InstagramStandIn::post( 1, 'IMAGE', "Harbour at dawn\nSecond line" ),
			InstagramStandIn::post( 2, 'VIDEO' ),
			InstagramStandIn::post( 3, 'CAROUSEL_ALBUM', 'Three boats', 2 ),
		);
		[ $status, $body, $records ] = $this->call();
		$this->assertSame( 200, $status );
		$this->assertStringStartsWith( 'WD_delimiter_start[', $body );
		$this->assertStringEndsWith( ']WD_delimiter_end', $body );
		$this->assertSame( array( 'INSTAGRAM_IMAGE', 'INSTAGRAM_VIDEO', 'INSTAGRAM_IMAGE', 'INSTAGRAM_IMAGE' ), array_column( $records, 'filetype' ), 'the carousel is expanded into its two pictures' );
		$this->assertSame( 'Harbour at dawn', $records[0]['name'] );
		$this->assertSame( "Harbour at dawn\nSecond line", $records[0]['description'] );
		$this->assertSame( 'https://www.instagram.com/p/Cpost00003/', $records[3]['url'], 'a carousel picture embeds its post' );
		$this->assertSame( array( 'id', 'gallery_id', 'name', 'description', 'filename', 'url', 'reliative_url', 'thumb_url', 'thumb', 'size', 'filetype', 'date_modified', 'resolution', 'resolution_thumb', 'redirect_url' ), array_keys( $records[0] ) );
		$galleries = self::galleries();
		$this->assertCount( 1, $galleries );
		$this->assertSame( $galleries[0], $records[0]['gallery_id'] );
		$this->assertSame( 'Instagram @vista_demo', get_the_title( $galleries[0] ) );
		$this->assertSame( array_column( $records, 'id' ), get_post_meta( $galleries[0], PostTypes::META_IMAGES, true ) );
		$this->assertSame( 'image/jpeg', get_post_mime_type( $records[1]['id'] ), 'the video thumbnail is in the Media Library' );
		$this->assertSame( 'INSTAGRAM_VIDEO', get_post_meta( $records[1]['id'], PostTypes::META_FILETYPE, true ) );
		$this->assertSame( array(), InstagramAccounts::all(), 'without updates the token is not kept' );
		$this->assertFalse( wp_next_scheduled( InstagramUpdater::CRON_HOOK ) );
	}

	public function test_whole_posts_become_post_embeds_one_a_post(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ), InstagramStandIn::post( 2, 'VIDEO' ), InstagramStandIn::post( 3, 'CAROUSEL_ALBUM', 'Boats', 3 ) );
		[ , , $records ] = $this->call( array( 'whole_post' => '1' ) );
		$this->assertSame( array( 'INSTAGRAM_POST', 'INSTAGRAM_POST', 'INSTAGRAM_POST' ), array_column( $records, 'filetype' ) );
	}

	public function test_paging_next_is_followed_until_the_number_asked_for(): void {
		for ( $n = 1; $n <= 60; $n++ ) {
			$this->instagram->posts[] = InstagramStandIn::post( $n );
		}
		[ , , $records ] = $this->call( array( 'autogallery_image_number' => '55' ) );
		$this->assertCount( 55, $records, (string) wp_json_encode( $records ) );
		$pages = array_values( array_filter( $this->instagram->requests, static fn ( $url ) => str_contains( $url, '/media?' ) ) );
		$this->assertCount( 3, $pages, 'pages of 25, 25 and 5 of the 55' );
		$this->assertStringContainsString( 'after=50', $pages[2] );
		$this->assertSame( 'Post 55', $records[54]['description'] );
	}

	public function test_a_next_page_on_another_host_is_not_followed(): void {
		for ( $n = 1; $n <= 30; $n++ ) {
			$this->instagram->posts[] = InstagramStandIn::post( $n );
		}
		$this->instagram->foreign_next = 'https://graph.example.net/v25.0/me/media?after=25';
		[ , , $records ] = $this->call( array( 'autogallery_image_number' => '30' ) );
		$this->assertCount( 25, $records );
		$this->assertSame( array(), array_filter( $this->instagram->requests, static fn ( $url ) => str_contains( $url, 'example.net' ) ), 'the token never travels to another host' );
	}

	public function test_the_number_caps_the_images_added(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1, 'CAROUSEL_ALBUM', 'Many', 10 ) );
		[ , , $records ] = $this->call( array( 'autogallery_image_number' => '4' ) );
		$this->assertCount( 4, $records );
	}

	public function test_an_expired_or_old_token_is_answered_with_a_clear_message(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$this->instagram->error = array(
			'message'       => 'Error validating access token: Session has expired on Monday, 02-Dec-24 08:00:00 PST.',
			'type'          => 'OAuthException',
			'code'          => 190,
			'error_subcode' => 463,
			'fbtrace_id'    => 'AbCdEf',
		);
		$answer = $this->call();
		$this->assert_refused( $answer, 'has expired or was revoked' );
		$this->assertStringContainsString( 'Basic Display API stopped working on 4 December 2024', $answer[2][1] );
	}

	public function test_rate_limit_answers_ask_to_try_again_later(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		foreach ( array( 4, 17, 32, 613 ) as $code ) {
			$this->instagram->error = array(
				'message' => '(#' . $code . ') Application request limit reached',
				'type'    => 'OAuthException',
				'code'    => $code,
			);
			$this->assert_refused( $this->call(), 'Try again in an hour' );
		}
	}

	public function test_an_account_without_posts_is_refused(): void {
		$this->assert_refused( $this->call(), 'has no posts to import' );
	}

	public function test_a_forged_nonce_is_refused_without_asking_instagram(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$answer = $this->call( array( '_wpnonce' => 'forged1234' ) );
		$this->assertSame( 403, $answer[0] );
		$this->assert_refused( $answer, 'This page has expired' );
		$this->assertSame( array(), $this->instagram->requests );
	}

	public function test_a_subscriber_is_refused(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		wp_set_current_user( self::user( 'subscriber' ) );
		$answer = $this->call();
		$this->assertSame( 403, $answer[0] );
		$this->assert_refused( $answer, 'Only administrators' );
		$this->assertSame( array(), $this->instagram->requests );
		$this->assertNull( InstagramScreen::config(), 'no Instagram tab for a subscriber' );
		wp_set_current_user( self::user( 'editor' ) );
		$this->assertSame( 403, $this->call()[0], 'nor for an editor' );
	}

	public function test_a_token_with_script_is_refused_without_asking_instagram(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$answer = $this->call( array( 'instagram_access_token' => 'IGAA"><script>alert(1)</script>' ) );
		$this->assertSame( 400, $answer[0] );
		$this->assert_refused( $answer, 'This is not an Instagram access token' );
		$this->assertStringNotContainsString( '<script', $answer[1] );
		$this->assertSame( array(), $this->instagram->requests );
	}

	public function test_an_answer_with_ten_thousand_items_is_refused(): void {
		$post                         = InstagramStandIn::post( 1 );
		$this->instagram->forced_page = array_fill( 0, 10000, $post );
		$this->assert_refused( $this->call( array( 'autogallery_image_number' => '100' ) ), 'more posts than were asked for' );
	}

	public function test_other_bad_fields_are_refused(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$this->assert_refused( $this->call( array( 'autogallery_image_number' => '0' ) ), 'from 1 to 100' );
		$this->assert_refused( $this->call( array( 'autogallery_image_number' => '101' ) ), 'from 1 to 100' );
		$this->assert_refused( $this->call( array( 'autogallery_image_number' => '5; DROP' ) ), 'from 1 to 100' );
		$this->assert_refused( $this->call( array( 'whole_post' => '2' ) ), 'whole posts' );
		$this->assert_refused( $this->call( array( 'update_flag' => 'always' ) ), 'kept up to date' );
		$this->assert_refused( $this->call( array( 'instagram_user' => 'a b<c>' ) ), 'user name' );
		$this->assert_refused( $this->call( array( 'instagram_access_token' => '' ) ), 'Enter the access token' );
		$this->assert_refused( $this->call( array( 'instagram_user' => '@someone_else' ) ), 'belongs to @vista_demo, not to @someone_else' );
	}

	public function test_hostile_captions_stay_text_in_the_answer_and_on_the_page(): void {
		$caption                = '<script>alert(1)</script><img src=x onerror=alert(2)> Sunset & "sea"';
		$this->instagram->posts = array( InstagramStandIn::post( 1, 'IMAGE', $caption ) );
		[ , $body, $records ] = $this->call();
		$this->assertStringNotContainsString( '<', $body, 'no markup in the answer, whatever reads it' );
		$this->assertSame( $caption, $records[0]['description'], 'the caption is kept as text' );
		GalleryRenderer::reset_instances();
		$html = GalleryRenderer::render_block( array( 'galleryId' => $records[0]['gallery_id'], 'layout' => 'blog_style' ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringContainsString( 'Sunset &amp;', $html );
	}

	public function test_updates_keep_the_token_server_side_only(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		[ , , $records ] = $this->call( array( 'update_flag' => 'add' ) );
		$account = InstagramAccounts::get( InstagramStandIn::USER_ID );
		$this->assertNotNull( $account );
		$this->assertStringStartsWith( 'IGAARefreshed', $account['token'], 'the token is refreshed at once when Instagram allows it' );
		$this->assertTrue( $account['known'] );
		$this->assertEqualsWithDelta( time() + 5183944, $account['expires_at'], 60 );
		$this->assertNotFalse( wp_next_scheduled( InstagramUpdater::CRON_HOOK ), 'the daily update is scheduled' );
		$this->assertFalse( wp_load_alloptions()[ InstagramAccounts::OPTION ] ?? false, 'the tokens are not autoloaded' );
		$screen = (string) wp_json_encode( InstagramScreen::config() );
		$this->assertStringContainsString( 'vista_demo', $screen );
		$this->assertStringNotContainsString( $account['token'], $screen );
		$this->assertStringNotContainsString( InstagramStandIn::TOKEN, $screen );
		$request  = new \WP_REST_Request( 'GET', '/wp/v2/vista-galleries/' . $records[0]['gallery_id'] );
		$request->set_param( 'context', 'edit' );
		$response = (string) wp_json_encode( rest_do_request( $request )->get_data() );
		$this->assertStringContainsString( 'Instagram @vista_demo', $response );
		$this->assertStringNotContainsString( 'IGAA', $response, 'no token in REST answers' );
	}

	public function test_a_token_too_young_to_refresh_is_kept_and_refreshed_by_the_next_run(): void {
		$this->instagram->posts         = array( InstagramStandIn::post( 1 ) );
		$this->instagram->refresh_error = array( 'message' => 'The access token is too new to be refreshed.', 'type' => 'OAuthException', 'code' => 10 );
		$this->call( array( 'update_flag' => 'replace' ) );
		$account = InstagramAccounts::get( InstagramStandIn::USER_ID );
		$this->assertSame( InstagramStandIn::TOKEN, $account['token'] );
		$this->assertFalse( $account['known'] );
		$this->instagram->refresh_error = null;
		InstagramUpdater::refresh_token( InstagramStandIn::USER_ID, $account );
		$this->assertStringStartsWith( 'IGAARefreshed', InstagramAccounts::get( InstagramStandIn::USER_ID )['token'] );
	}
}
