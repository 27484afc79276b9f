<?php
/**
 * The daily update of Instagram galleries (`update_flag` of 000 §7 call 11) against the Instagram
 * stand-in: once a day across servers (a row of the options table claims the day, on both
 * databases), 'add' puts new posts first and keeps the others, 'replace' keeps the latest only, and
 * long-lived tokens are refreshed before their 60 days run out.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/InstagramStandIn.php';

use Vista\Gallery\Instagram\InstagramAccounts;
use Vista\Gallery\Instagram\InstagramAjax;
use Vista\Gallery\Instagram\InstagramMedia;
use Vista\Gallery\Instagram\InstagramUpdater;
use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * The updater.
 */
final class InstagramUpdaterTest extends VistaTestCase {

	private InstagramStandIn $instagram;

	protected function setUp(): void {
		parent::setUp();
		$this->instagram = new InstagramStandIn();
		$this->instagram->start();
		$admin = (int) wp_insert_user(
			array(
				'user_login' => 'vista-igu-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $admin );
		self::forget_claims();
	}

	protected function tearDown(): void {
		$this->instagram->stop();
		foreach ( get_posts( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramAccounts::META_SOURCE ) ) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramMedia::META_MEDIA_ID ) ) as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		delete_option( InstagramAccounts::OPTION );
		wp_clear_scheduled_hook( InstagramUpdater::CRON_HOOK );
		self::forget_claims();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( get_current_user_id() );
		parent::tearDown();
	}

	private static function forget_claims(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( InstagramUpdater::CLAIM_PREFIX ) . '%' ) );
	}

	/**
	 * Imports a gallery kept up to date; answers its id.
	 *
	 * @param string $flag   add or replace.
	 * @param int    $number Images.
	 */
	private function import( string $flag, int $number ): int {
		[ , $body ] = InstagramAjax::respond(
			array(
				'_wpnonce'                 => wp_create_nonce( InstagramAjax::NONCE_ACTION ),
				'instagram_access_token'   => InstagramStandIn::TOKEN,
				'whole_post'               => '0',
				'autogallery_image_number' => (string) $number,
				'update_flag'              => $flag,
			)
		);
		$records = json_decode( substr( $body, 18, -16 ), true );
		$this->assertIsInt( $records[0]['gallery_id'] ?? null, $body );
		return $records[0]['gallery_id'];
	}

	/** @return string[] The captions of a gallery's images, in order. */
	private static function captions( int $gallery ): array {
		return array_map( static fn ( $id ) => get_post( $id )->post_content, get_post_meta( $gallery, PostTypes::META_IMAGES, true ) );
	}

	public function test_the_day_is_claimed_by_one_server_only(): void {
		$this->assertTrue( InstagramUpdater::claim( '2030-01-01' ) );
		$this->assertFalse( InstagramUpdater::claim( '2030-01-01' ), 'a second server finds the day taken' );
		$this->assertTrue( InstagramUpdater::claim( '2030-01-02' ), 'the next day is free' );
		$this->assertTrue( InstagramUpdater::run(), 'today is free' );
		$this->assertFalse( InstagramUpdater::run(), 'and then taken' );
	}

	public function test_add_puts_new_posts_first_and_keeps_the_others(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 2 ), InstagramStandIn::post( 1 ) );
		$gallery                = $this->import( 'add', 2 );
		$before                 = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramMedia::META_MEDIA_ID ) ) );
		array_unshift( $this->instagram->posts, InstagramStandIn::post( 3, 'IMAGE', 'Newest' ) );
		$this->instagram->posts[1]['caption'] = 'Post 2, edited';
		$this->assertTrue( InstagramUpdater::run() );
		$this->assertSame( array( 'Newest', 'Post 2, edited', 'Post 1' ), self::captions( $gallery ) );
		$after = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramMedia::META_MEDIA_ID ) ) );
		$this->assertSame( $before + 1, $after, 'only the new post is copied' );
		$this->assertSame( '', get_post_meta( $gallery, InstagramAccounts::META_SOURCE, true )['last_error'] );
	}

	public function test_replace_keeps_the_latest_posts_only(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 2 ), InstagramStandIn::post( 1 ) );
		$gallery                = $this->import( 'replace', 2 );
		array_unshift( $this->instagram->posts, InstagramStandIn::post( 3, 'IMAGE', 'Newest' ) );
		InstagramUpdater::run();
		$this->assertSame( array( 'Newest', 'Post 2' ), self::captions( $gallery ) );
	}

	public function test_a_token_with_less_than_ten_days_left_is_refreshed(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$this->import( 'add', 1 );
		InstagramAccounts::save( InstagramStandIn::USER_ID, 'vista_demo', 'IGAAOldToken0123456789abcdef', time() + 20 * DAY_IN_SECONDS, true );
		$this->instagram->requests = array();
		InstagramUpdater::refresh_token( InstagramStandIn::USER_ID, InstagramAccounts::get( InstagramStandIn::USER_ID ) );
		$this->assertSame( array(), $this->instagram->requests, '20 days left: not yet' );
		InstagramAccounts::save( InstagramStandIn::USER_ID, 'vista_demo', 'IGAAOldToken0123456789abcdef', time() + 5 * DAY_IN_SECONDS, true );
		InstagramUpdater::run();
		$account = InstagramAccounts::get( InstagramStandIn::USER_ID );
		$this->assertStringStartsWith( 'IGAARefreshed', $account['token'] );
		$this->assertGreaterThan( time() + 59 * DAY_IN_SECONDS, $account['expires_at'] );
	}

	public function test_a_token_instagram_no_longer_accepts_stops_the_updates_with_a_message(): void {
		$this->instagram->posts = array( InstagramStandIn::post( 1 ) );
		$gallery                = $this->import( 'add', 1 );
		InstagramAccounts::save( InstagramStandIn::USER_ID, 'vista_demo', 'IGAAOldToken0123456789abcdef', time() + 2 * DAY_IN_SECONDS, true );
		$this->instagram->error = array( 'message' => 'Error validating access token: The session has been invalidated.', 'type' => 'OAuthException', 'code' => 190, 'error_subcode' => 460 );
		InstagramUpdater::run();
		$account = InstagramAccounts::get( InstagramStandIn::USER_ID );
		$this->assertSame( 'expired', $account['status'] );
		$this->assertStringContainsString( 'has expired or was revoked', $account['message'] );
		$this->assertStringContainsString( 'has expired or was revoked', get_post_meta( $gallery, InstagramAccounts::META_SOURCE, true )['last_error'] );
		$this->assertSame( 'expired', InstagramAccounts::summaries()[0]['status'], 'the Import screen says so' );
	}
}
