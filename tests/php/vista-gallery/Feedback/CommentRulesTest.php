<?php
/**
 * Issue 13 item 2, as an attacker tries it: the add-comment call (000 §3.6, §7 call 6) with the
 * gallery's checks switched off by the client, on an image whose comments are closed, and past
 * WordPress's own comment rules. Each is refused or held as WordPress's comment form would.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\CommentAjax;

/**
 * The server's comment rules, whatever the client sends.
 */
final class CommentRulesTest extends RatingTestCase {

	private const OPTIONS = array( 'comment_moderation', 'comment_previously_approved', 'disallowed_keys', 'comment_registration', 'wp_page_for_privacy_policy' );
	private array $saved_options = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( self::OPTIONS as $option ) {
			$this->saved_options[ $option ] = get_option( $option );
		}
		update_option( 'comment_moderation', '0' );
		update_option( 'comment_previously_approved', '0' );
		update_option( 'disallowed_keys', '' );
		update_option( 'comment_registration', '0' );
		update_option( 'wp_page_for_privacy_policy', '0' );
		remove_filter( 'comment_flood_filter', 'wp_throttle_comment_flood' );
		add_filter( 'wp_mail', array( CommentAjaxTest::class, 'no_mail' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->saved_options as $option => $value ) {
			update_option( $option, $value );
		}
		wp_update_post( array( 'ID' => $this->images[0], 'comment_status' => 'open' ) );
		add_filter( 'comment_flood_filter', 'wp_throttle_comment_flood', 10, 3 );
		remove_filter( 'wp_mail', array( CommentAjaxTest::class, 'no_mail' ) );
		parent::tearDown();
	}

	/**
	 * Posts a comment the way a hostile client would: the checks' flags turned off.
	 *
	 * @param array<string, mixed>  $block  The block's attributes, signed as the page signs them.
	 * @param array<string, string> $fields Fields over the defaults.
	 * @return array{int, array<string, mixed>}
	 */
	private function add( array $block, array $fields = array() ): array {
		[ $status, , $body ] = CommentAjax::respond(
			array_merge(
				array(
					'ajax_task'            => 'add_comment',
					'nonce'                => self::nonce(),
					'shortcode_id'         => BlockToken::sign( GalleryRequest::options( $block + array( 'galleryId' => $this->gallery ) ) ),
					'comment_name'         => 'Mallory',
					'comment_email'        => '',
					'comment_text'         => 'Buy now ' . wp_generate_password( 6, false ),
					'comment_captcha'      => '',
					'popup_enable_captcha' => '0',
					'comment_moderation'   => '0',
					'privacy_policy'       => '0',
					'comment_image_id'     => (string) $this->images[0],
				),
				$fields
			)
		);
		return array( $status, json_decode( $body, true ) );
	}

	private function comments_on_image(): int {
		return (int) get_comments(
			array(
				'post_id' => $this->images[0],
				'status'  => 'all',
				'count'   => true,
			)
		);
	}

	public function test_leaving_out_the_captcha_flag_does_not_skip_the_gallerys_captcha(): void {
		[ , $answer ] = $this->add( array( 'lightboxCaptcha' => true ) );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( 'Verification code field is required', $answer['error_messages']['comment_captcha'] );
		[ , $without_field ] = $this->add( array( 'lightboxCaptcha' => true ), array( 'popup_enable_captcha' => '' ) );
		$this->assertSame( 1, $without_field['error'] );
		$this->assertSame( 0, $this->comments_on_image() );
	}

	public function test_sending_moderation_off_does_not_publish_in_a_moderated_gallery(): void {
		[ , $answer ] = $this->add( array( 'lightboxCommentModeration' => true ) );
		$this->assertSame( 0, $answer['error'] );
		$this->assertSame( 0, $answer['published'], 'the comment waits for moderation' );
		$this->assertSame( 'unapproved', wp_get_comment_status( $answer['comment_id'] ) );
	}

	public function test_an_image_whose_comments_are_closed_takes_none(): void {
		wp_update_post( array( 'ID' => $this->images[0], 'comment_status' => 'closed' ) );
		[ , $answer ] = $this->add( array() );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( 'Comments on this image are closed.', $answer['error_messages']['comment_text'] );
		$this->assertSame( 0, $this->comments_on_image() );
	}

	public function test_a_site_that_requires_registration_takes_no_visitor_comment(): void {
		update_option( 'comment_registration', '1' );
		[ , $answer ] = $this->add( array() );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( 'You must be logged in to comment.', $answer['error_messages']['comment_text'] );
		$this->assertSame( 0, $this->comments_on_image() );
	}

	public function test_wordpress_moderation_and_its_disallowed_words_apply(): void {
		update_option( 'comment_moderation', '1' );
		[ , $held ] = $this->add( array() );
		$this->assertSame( 0, $held['published'] );
		$this->assertSame( 'unapproved', wp_get_comment_status( $held['comment_id'] ) );
		update_option( 'comment_moderation', '0' );
		update_option( 'disallowed_keys', 'casino' );
		[ , $blocked ] = $this->add( array(), array( 'comment_text' => 'Cheap casino chips' ) );
		$this->assertSame( 0, $blocked['published'] );
		$this->assertSame( 'trash', wp_get_comment_status( $blocked['comment_id'] ) );
	}

	public function test_a_missing_or_forged_block_token_or_comments_off_adds_nothing(): void {
		[ $missing ] = $this->add( array(), array( 'shortcode_id' => '' ) );
		$this->assertSame( 400, $missing );
		$token       = BlockToken::sign( GalleryRequest::options( array() ) );
		[ $forged ]  = $this->add( array(), array( 'shortcode_id' => substr( $token, 0, -1 ) . ( str_ends_with( $token, 'a' ) ? 'b' : 'a' ) ) );
		$this->assertSame( 400, $forged );
		[ $off, $answer ] = $this->add( array( 'lightboxComments' => false ) );
		$this->assertSame( 403, $off );
		$this->assertSame( 1, $answer['error'] );
		$this->assertSame( 0, $this->comments_on_image() );
	}
}
