<?php
/**
 * Issue 20's leftovers of the Instagram import (000 §7 call 11), against the Instagram stand-in:
 * images imported into a gallery that exists (our `gallery_id`), and an account disconnected (its
 * token deleted, its galleries no longer updated, their images kept).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/InstagramStandIn.php';

use Vista\Gallery\Instagram\InstagramAccounts;
use Vista\Gallery\Instagram\InstagramAjax;
use Vista\Gallery\Instagram\InstagramDisconnect;
use Vista\Gallery\Instagram\InstagramMedia;
use Vista\Gallery\Instagram\InstagramScreen;
use Vista\Gallery\Instagram\InstagramUpdater;
use Vista\Gallery\PostTypes;
use Vista\Tests\VistaTestCase;

/**
 * Choosing the gallery, and disconnecting.
 */
final class InstagramGalleryChoiceTest extends VistaTestCase {

	private InstagramStandIn $instagram;
	private int $gallery = 0;
	private int $kept    = 0;

	/** @var int[] The galleries there were before the test. */
	private array $before = array();

	protected function setUp(): void {
		parent::setUp();
		$this->instagram        = new InstagramStandIn();
		$this->instagram->posts = array( InstagramStandIn::post( 1 ), InstagramStandIn::post( 2 ) );
		$this->instagram->start();
		wp_set_current_user( 1 );
		$this->before  = self::gallery_ids();
		$this->kept    = (int) wp_insert_attachment( array( 'post_title' => 'Kept', 'post_mime_type' => 'image/jpeg' ) );
		$this->gallery = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Harbour',
				'meta_input'  => array( PostTypes::META_IMAGES => array( $this->kept ) ),
			)
		);
	}

	protected function tearDown(): void {
		$this->instagram->stop();
		foreach ( array_diff( self::gallery_ids(), $this->before ) as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'posts_per_page' => -1, 'meta_key' => InstagramMedia::META_MEDIA_ID ) ) as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		wp_delete_attachment( $this->kept, true );
		delete_option( InstagramAccounts::OPTION );
		wp_clear_scheduled_hook( InstagramUpdater::CRON_HOOK );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/** @return int[] Every gallery. */
	private static function gallery_ids(): array {
		return array_map( 'intval', get_posts( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'any', 'fields' => 'ids', 'posts_per_page' => -1 ) ) );
	}

	/**
	 * Call 11 with valid fields over which $fields are written; the JSON between the delimiters.
	 *
	 * @param array<string, string> $fields Fields.
	 * @return mixed
	 */
	private function import( array $fields ) {
		[ , $body ] = InstagramAjax::respond(
			$fields + array(
				'_wpnonce'                 => wp_create_nonce( InstagramAjax::NONCE_ACTION ),
				'instagram_access_token'   => InstagramStandIn::TOKEN,
				'whole_post'               => '0',
				'autogallery_image_number' => '12',
				'update_flag'              => '',
			)
		);
		return json_decode( substr( $body, 18, -16 ), true );
	}

	private function images(): array {
		return get_post_meta( $this->gallery, PostTypes::META_IMAGES, true );
	}

	private function disconnect( array $fields = array() ): array {
		return InstagramDisconnect::respond(
			$fields + array(
				'_wpnonce'          => wp_create_nonce( InstagramAjax::NONCE_ACTION ),
				'instagram_user_id' => InstagramStandIn::USER_ID,
			)
		);
	}

	public function test_stand_in_images_go_after_the_chosen_gallerys_own(): void {
		$records = $this->import( array( 'gallery_id' => (string) $this->gallery ) );

		$this->assertCount( 2, $records );
		$this->assertSame( array( $this->gallery, $this->gallery ), array_column( $records, 'gallery_id' ) );
		$this->assertSame( array_merge( array( $this->kept ), array_column( $records, 'id' ) ), $this->images() );
		$this->assertSame( 'Harbour', get_the_title( $this->gallery ), 'the gallery keeps its name' );
		$this->assertSame( array( $this->gallery ), array_values( array_diff( self::gallery_ids(), $this->before ) ), 'no new gallery' );
		$this->assertSame( '', get_post_meta( $this->gallery, InstagramAccounts::META_SOURCE, true ), 'an import once does not make it follow the account' );
	}

	public function test_stand_in_the_chosen_gallery_can_follow_the_account_by_adding_posts(): void {
		$this->import( array( 'gallery_id' => (string) $this->gallery, 'update_flag' => 'add' ) );

		$this->assertSame( 'add', get_post_meta( $this->gallery, InstagramAccounts::META_SOURCE, true )['update_flag'] );
		$this->assertNotNull( InstagramAccounts::get( InstagramStandIn::USER_ID ) );
		$this->assertContains( array( 'id' => $this->gallery, 'title' => 'Harbour' ), InstagramScreen::config()['galleries'] );
	}

	public function test_stand_in_a_refused_choice_creates_nothing_and_asks_nothing(): void {
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Not a gallery' ) );
		$cases = array(
			array( array( 'gallery_id' => (string) $this->gallery, 'update_flag' => 'replace' ), 'needs a gallery of its own' ),
			array( array( 'gallery_id' => (string) $page ), 'no longer exists' ),
			array( array( 'gallery_id' => '12abc' ), 'Choose the gallery' ),
		);
		foreach ( $cases as [ $fields, $words ] ) {
			$answer = $this->import( $fields );
			$this->assertSame( 'error', $answer[0] );
			$this->assertStringContainsString( $words, $answer[1] );
		}
		wp_delete_post( $page, true );
		$this->assertSame( array( $this->kept ), $this->images() );
		$this->assertSame( array(), $this->instagram->requests, 'Instagram is not asked' );
	}

	public function test_stand_in_disconnecting_deletes_the_token_and_keeps_the_images(): void {
		$this->import( array( 'gallery_id' => (string) $this->gallery, 'update_flag' => 'add' ) );
		$images = $this->images();

		[ $status, $answer ] = $this->disconnect();

		$this->assertSame( 200, $status );
		$this->assertSame( array(), $answer['data']['accounts'] );
		$this->assertSame( array(), InstagramAccounts::all() );
		$this->assertFalse( get_option( InstagramAccounts::OPTION ), 'no token is left in the database' );
		$this->assertSame( '', get_post_meta( $this->gallery, InstagramAccounts::META_SOURCE, true )['update_flag'] );
		$this->assertSame( $images, $this->images(), 'the images stay' );
		$this->assertFalse( wp_next_scheduled( InstagramUpdater::CRON_HOOK ), 'no daily update is left to run' );
		$this->assertSame( 404, $this->disconnect()[0], 'a second time there is nothing to disconnect' );
	}

	public function test_stand_in_disconnecting_needs_an_administrator_and_the_nonce(): void {
		$this->import( array( 'update_flag' => 'add' ) );
		$this->assertSame( 403, $this->disconnect( array( '_wpnonce' => 'forged' ) )[0] );
		$this->assertSame( 400, $this->disconnect( array( 'instagram_user_id' => '1 OR 1=1' ) )[0] );
		$subscriber = (int) wp_insert_user( array( 'user_login' => 'vista-ig-sub-' . wp_generate_password( 6, false ), 'user_pass' => wp_generate_password(), 'role' => 'subscriber' ) );
		wp_set_current_user( $subscriber );
		$this->assertSame( 403, $this->disconnect()[0] );
		wp_set_current_user( 1 );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $subscriber );
		$this->assertNotNull( InstagramAccounts::get( InstagramStandIn::USER_ID ), 'the account is still connected' );
	}
}
