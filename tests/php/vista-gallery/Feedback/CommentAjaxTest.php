<?php
/**
 * Calls 5-7 (000 §3.6, §5, §6, §7): comments on an image, WordPress's moderation deciding what is
 * published, markup stripped and escaped, and deletion by the author or a moderator only.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\CaptchaImage;
use Vista\Gallery\Feedback\CommentAjax;

/**
 * Lightbox comments.
 */
final class CommentAjaxTest extends RatingTestCase {

	private const OPTIONS = array( 'comment_moderation', 'comment_previously_approved', 'wp_page_for_privacy_policy', 'disallowed_keys' );
	private array $saved_options = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( self::OPTIONS as $option ) {
			$this->saved_options[ $option ] = get_option( $option );
		}
		// Strings, as WordPress reads them from the database: check_comment() compares with '1'.
		update_option( 'comment_moderation', '0' );
		update_option( 'comment_previously_approved', '1' );
		update_option( 'wp_page_for_privacy_policy', '0' );
		// Each test posts several comments from one address within seconds; the flood rule has a
		// test of its own.
		remove_filter( 'comment_flood_filter', 'wp_throttle_comment_flood' );
		add_filter( 'wp_mail', array( self::class, 'no_mail' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->saved_options as $option => $value ) {
			update_option( $option, $value );
		}
		add_filter( 'comment_flood_filter', 'wp_throttle_comment_flood', 10, 3 );
		remove_filter( 'wp_mail', array( self::class, 'no_mail' ) );
		parent::tearDown();
	}

	/**
	 * Keeps moderation notices from trying to send mail.
	 *
	 * @param array $mail Mail.
	 */
	public static function no_mail( array $mail ): array {
		$mail['to'] = '';
		return $mail;
	}

	private function call( string $task, array $fields ): array {
		[ $status, $type, $body ] = CommentAjax::respond( array_merge( array( 'ajax_task' => $task, 'nonce' => self::nonce() ), $fields ) );
		return array( $status, 'application/json' === $type ? json_decode( $body, true ) : $body );
	}

	/**
	 * Posts a comment. The gallery's captcha and moderation, written here as the §3.6 flags, are
	 * set where the server reads them: in the block token the page signed.
	 *
	 * @param array<string, string> $fields Fields over the defaults.
	 */
	private function add( array $fields = array() ): array {
		$fields = array_merge(
			array(
				'comment_name'         => 'Ann',
				'comment_email'        => '',
				'comment_text'         => 'Lovely light ' . wp_generate_password( 6, false ),
				'comment_captcha'      => '',
				'popup_enable_captcha' => '0',
				'privacy_policy'       => '0',
				'comment_image_id'     => (string) $this->images[0],
				'comment_moderation'   => '0',
			),
			$fields
		);
		$fields['shortcode_id'] ??= $this->token(
			array(
				'lightboxCaptcha'           => '1' === $fields['popup_enable_captcha'],
				'lightboxCommentModeration' => '1' === $fields['comment_moderation'],
			)
		);
		return $this->call( 'add_comment', $fields );
	}

	/**
	 * A block token as the page signs it.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function token( array $attributes ): string {
		return BlockToken::sign( GalleryRequest::options( $attributes + array( 'galleryId' => $this->gallery ) ) );
	}

	private function display( int $image ): string {
		return $this->call( 'display', array( 'image_id' => (string) $image ) )[1];
	}

	public function test_the_endpoint_is_registered_for_visitors(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_vista_gallery_comment' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_vista_gallery_comment' ) );
			}
		);
	}

	public function test_a_comment_is_published_on_the_image_and_shown_newest_first(): void {
		update_option( 'comment_previously_approved', '0' );
		$this->add( array( 'comment_text' => 'First words', 'comment_email' => 'ann@example.org' ) );
		[ $status, $answer ] = $this->add( array( 'comment_text' => 'Second words' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 0, $answer['error'] );
		$this->assertSame( 1, $answer['published'] );
		$this->assertSame( 2, $answer['comment_count'] );
		$comment = get_comment( $answer['comment_id'] );
		$this->assertSame( (string) $this->images[0], $comment->comment_post_ID );
		$this->assertSame( 'comment', $comment->comment_type );
		$this->assertSame( 'approved', wp_get_comment_status( $comment ) );
		$block = $answer['html_comments_block'];
		$this->assertStringContainsString( 'data-comment-count="2"', $block );
		$this->assertLessThan( strpos( $block, 'First words' ), strpos( $block, 'Second words' ) );
		$this->assertSame( $block, $this->display( $this->images[0] ) );
		$entry = $this->entry( $this->images[0] );
		$this->assertSame( 2, $entry['comment_count'] );
	}

	public function test_script_and_html_are_stripped_when_stored_and_escaped_when_shown(): void {
		update_option( 'comment_previously_approved', '0' );
		[ , $answer ] = $this->add(
			array(
				'comment_name' => '<b onclick="x">Eve</b><script>alert(1)</script>',
				'comment_text' => 'Nice <img src=x onerror=alert(2)> shot & "light" a < b<script>alert(3)</script>',
			)
		);
		$this->assertSame( 0, $answer['error'] );
		$comment = get_comment( $answer['comment_id'] );
		$this->assertSame( 'Eve', $comment->comment_author );
		$this->assertStringNotContainsString( '<', str_replace( 'a < b', '', $comment->comment_content ) );
		$this->assertStringNotContainsString( 'alert', $comment->comment_content );
		$block = $this->display( $this->images[0] );
		$this->assertStringNotContainsString( '<script', $block );
		$this->assertStringNotContainsString( '<img', $block );
		$this->assertStringNotContainsString( 'onclick', $block );
		$this->assertStringContainsString( 'a &lt; b', $block );
		$this->assertStringContainsString( '&amp;', $block );
	}

	public function test_with_moderation_on_the_comment_waits_in_the_moderation_queue(): void {
		update_option( 'comment_moderation', '1' );
		[ , $answer ] = $this->add( array( 'comment_text' => 'Waiting words', 'comment_moderation' => '0' ) );
		$this->assertSame( 0, $answer['error'] );
		$this->assertSame( 0, $answer['published'], 'the client field cannot publish it' );
		$this->assertSame( 'unapproved', wp_get_comment_status( $answer['comment_id'] ) );
		$this->assertStringNotContainsString( 'Waiting words', $this->display( $this->images[0] ) );
		$this->assertSame( 0, $answer['comment_count'] );
		$this->assertContains( (string) $answer['comment_id'], array_map( static fn ( $c ) => $c->comment_ID, get_comments( array( 'status' => 'hold', 'post_id' => $this->images[0] ) ) ) );
	}

	public function test_an_author_previously_approved_is_published_and_a_new_one_waits(): void {
		[ , $first ] = $this->add( array( 'comment_email' => 'kim@example.org', 'comment_name' => 'Kim' ) );
		$this->assertSame( 0, $first['published'], 'a first comment waits (WordPress: previously approved author)' );
		wp_set_comment_status( $first['comment_id'], 'approve' );
		[ , $second ] = $this->add( array( 'comment_email' => 'kim@example.org', 'comment_name' => 'Kim' ) );
		$this->assertSame( 1, $second['published'] );
		[ , $anonymous ] = $this->add( array( 'comment_name' => 'Kim' ) );
		$this->assertSame( 0, $anonymous['published'], 'without the email it is not the same author' );
	}

	public function test_the_galleries_moderation_option_only_holds_back(): void {
		update_option( 'comment_previously_approved', '0' );
		[ , $answer ] = $this->add( array( 'comment_moderation' => '1' ) );
		$this->assertSame( 0, $answer['published'] );
		$this->assertSame( 'unapproved', wp_get_comment_status( $answer['comment_id'] ) );
	}

	public function test_an_administrator_is_published_even_with_moderation_on(): void {
		update_option( 'comment_moderation', '1' );
		$this->sign_in( 'administrator' );
		[ , $answer ] = $this->add( array( 'comment_name' => '', 'comment_text' => 'From the owner', 'comment_moderation' => '1' ) );
		$this->assertSame( 0, $answer['error'] );
		$this->assertSame( 1, $answer['published'] );
		$this->assertStringStartsWith( 'Administrator ', get_comment( $answer['comment_id'] )->comment_author );
	}

	public function test_required_fields_and_email_are_checked_per_field(): void {
		[ $status, $answer ] = $this->add( array( 'comment_name' => '  ', 'comment_text' => '<b></b>', 'comment_email' => 'not-a-mail' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( 'Name field is required', $answer['error_messages']['comment_name'] );
		$this->assertSame( 'Comment field is required', $answer['error_messages']['comment_text'] );
		$this->assertSame( 'This is not a valid email address.', $answer['error_messages']['comment_email'] );
		$this->assertSame( 0, (int) get_comments( array( 'post_id' => $this->images[0], 'count' => true ) ) );
	}

	public function test_call_5_field_names_are_accepted(): void {
		update_option( 'comment_previously_approved', '0' );
		[ , $answer ] = $this->call( 'add_comment', array( 'comment_image_id' => (string) $this->images[1], 'bwg_name' => 'Lee', 'bwg_comment' => 'Old names', 'bwg_email' => '', 'shortcode_id' => $this->token( array() ) ) );
		$this->assertSame( 0, $answer['error'] );
		$this->assertSame( 'Lee', get_comment( $answer['comment_id'] )->comment_author );
	}

	public function test_lengths_are_capped(): void {
		[ , $answer ] = $this->add( array( 'comment_name' => str_repeat( 'n', 101 ), 'comment_text' => str_repeat( 'c', 2001 ), 'comment_email' => str_repeat( 'e', 95 ) . '@example.org' ) );
		$this->assertSame( 1, $answer['error'] );
		$this->assertArrayHasKey( 'comment_name', $answer['error_messages'] );
		$this->assertArrayHasKey( 'comment_text', $answer['error_messages'] );
		$this->assertArrayHasKey( 'comment_email', $answer['error_messages'] );
		[ , $fits ] = $this->add( array( 'comment_name' => str_repeat( 'n', 100 ), 'comment_text' => str_repeat( 'c', 2000 ) ) );
		$this->assertSame( 0, $fits['error'] );
	}

	public function test_the_privacy_checkbox_is_required_when_a_privacy_page_exists(): void {
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Privacy' ) );
		update_option( 'wp_page_for_privacy_policy', $page );
		[ , $refused ] = $this->add();
		$this->assertSame( 'Privacy policy field is required', $refused['error_messages']['privacy_policy'] );
		[ , $accepted ] = $this->add( array( 'privacy_policy' => '1' ) );
		$this->assertSame( 0, $accepted['error'] );
		wp_delete_post( $page, true );
	}

	public function test_the_captcha_is_required_when_enabled_and_checked_once(): void {
		[ , $missing ] = $this->add( array( 'popup_enable_captcha' => '1' ) );
		$this->assertSame( 'Verification code field is required', $missing['error_messages']['comment_captcha'] );
		CaptchaImage::issue();
		[ , $wrong ] = $this->add( array( 'popup_enable_captcha' => '1', 'comment_captcha' => 'ZZZZZ' ) );
		$this->assertSame( 'Incorrect security code.', $wrong['error_messages']['comment_captcha'] );
		$code          = CaptchaImage::issue();
		[ , $right ]   = $this->add( array( 'popup_enable_captcha' => '1', 'comment_captcha' => strtolower( $code ) ) );
		$this->assertSame( 0, $right['error'] );
		[ , $reused ]  = $this->add( array( 'popup_enable_captcha' => '1', 'comment_captcha' => $code ) );
		$this->assertSame( 1, $reused['error'], 'a code is good for one comment' );
	}

	public function test_the_site_can_require_the_captcha_whatever_the_client_sends(): void {
		add_filter( 'vista_gallery_comment_captcha_required', '__return_true' );
		[ , $answer ] = $this->add( array( 'popup_enable_captcha' => '0' ) );
		remove_filter( 'vista_gallery_comment_captcha_required', '__return_true' );
		$this->assertArrayHasKey( 'comment_captcha', $answer['error_messages'] );
	}

	public function test_wordpress_flood_and_duplicate_rules_apply(): void {
		[ , $first ] = $this->add( array( 'comment_text' => 'Same words' ) );
		$this->assertSame( 0, $first['error'] );
		[ , $duplicate ] = $this->add( array( 'comment_text' => 'Same words' ) );
		$this->assertSame( 1, $duplicate['error'] );
		$this->assertStringContainsString( 'Duplicate', $duplicate['error_messages']['comment_text'] );
		add_filter( 'comment_flood_filter', 'wp_throttle_comment_flood', 10, 3 );
		[ , $flood ] = $this->add( array( 'comment_text' => 'Other words' ) );
		$this->assertSame( 1, $flood['error'] );
		$this->assertStringContainsString( 'too quickly', $flood['error_messages']['comment_text'] );
	}

	public function test_a_forged_nonce_or_a_hidden_image_adds_nothing(): void {
		[ $status, $answer ] = $this->add( array( 'nonce' => 'forged' ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 1, $answer['error'] );
		$private = $this->private_image();
		[ $status ] = $this->add( array( 'comment_image_id' => (string) $private ) );
		$this->assertSame( 404, $status );
		$this->assertSame( 0, (int) get_comments( array( 'post_id' => $private, 'count' => true ) ) );
		$this->assertSame( 0, (int) get_comments( array( 'post_id' => $this->images[0], 'count' => true ) ) );
		$this->assertSame( 404, $this->call( 'display', array( 'image_id' => (string) $private ) )[0] );
	}

	public function test_the_anonymous_author_may_delete_their_comment_and_nobody_else_may(): void {
		update_option( 'comment_previously_approved', '0' );
		[ , $answer ] = $this->add();
		$id           = $answer['comment_id'];
		$token        = $_COOKIE[ 'vista_gallery_comment_' . $id ];
		$this->assertStringContainsString( 'class="bwg_comment_delete_btn" data-comment-id="' . $id . '"', $this->display( $this->images[0] ) );
		$this->assertNotSame( $token, get_comment_meta( $id, '_vista_delete_token', true ), 'only a hash is stored' );

		$this->visitor( '198.51.100.2' );
		$this->assertStringNotContainsString( 'bwg_comment_delete_btn', $this->display( $this->images[0] ) );
		[ , $refused ] = $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $id ) );
		$this->assertSame( 1, $refused['error'] );
		$_COOKIE[ 'vista_gallery_comment_' . $id ] = 'guessed' . substr( $token, 7 );
		$this->assertSame( 1, $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $id ) )[1]['error'] );
		$this->sign_in( 'subscriber' );
		$this->assertSame( 1, $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $id ) )[1]['error'] );
		$this->assertSame( 'approved', wp_get_comment_status( $id ) );

		$this->visitor( '203.0.113.7' );
		$_COOKIE[ 'vista_gallery_comment_' . $id ] = $token;
		$this->assertSame( 1, $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[1], 'id_comment' => (string) $id ) )[1]['error'], 'the comment must be of that image' );
		[ $status, $deleted ] = $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $id ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 0, $deleted['error'] );
		$this->assertSame( 'trash', wp_get_comment_status( $id ) );
		$this->assertStringNotContainsString( 'data-comment-id="' . $id . '"', $this->display( $this->images[0] ) );
	}

	public function test_a_signed_in_author_and_an_administrator_may_delete(): void {
		update_option( 'comment_previously_approved', '0' );
		$this->sign_in( 'subscriber' );
		[ , $own ] = $this->add();
		$this->assertSame( 0, $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $own['comment_id'] ) )[1]['error'] );

		$this->visitor( '198.51.100.2' );
		[ , $theirs ] = $this->add();
		$this->sign_in( 'administrator' );
		$this->assertStringContainsString( 'bwg_comment_delete_btn', $this->display( $this->images[0] ) );
		$this->assertSame( 0, $this->call( 'delete_comment', array( 'id_image' => (string) $this->images[0], 'id_comment' => (string) $theirs['comment_id'] ) )[1]['error'] );
		$this->assertSame( 'trash', wp_get_comment_status( $theirs['comment_id'] ) );
	}

	public function test_an_unknown_task_is_refused(): void {
		$this->assertSame( 400, $this->call( 'edit', array( 'image_id' => (string) $this->images[0] ) )[0] );
	}
}
