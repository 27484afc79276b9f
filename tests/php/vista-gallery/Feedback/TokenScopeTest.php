<?php
/**
 * Issue 31 item 3, as an attacker does it: a lightbox write (comment, vote) on an image of a
 * gallery with captcha, moderation and five stars, sent with the block token of another gallery
 * that has none of them. The settings are those of a block that shows the image, as the server
 * signed it: another gallery's token is refused, with nothing stored.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\CommentAjax;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\PostTypes;

/**
 * A token counts only for the images its block shows.
 */
final class TokenScopeTest extends RatingTestCase {

	/** The victim gallery's block: captcha, moderation, five stars. */
	private const STRICT = array(
		'lightboxCaptcha'           => true,
		'lightboxCommentModeration' => true,
		'lightboxRateStarsCount'    => 5,
	);
	/** The attacker's own gallery: no captcha, no moderation, ten stars. */
	private const LAX = array(
		'lightboxCaptcha'           => false,
		'lightboxCommentModeration' => false,
		'lightboxRateStarsCount'    => 10,
	);

	private int $own_image   = 0;
	private int $own_gallery = 0;
	private int $album       = 0;
	private array $saved     = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'comment_moderation', 'comment_previously_approved', 'comment_registration', 'wp_page_for_privacy_policy' ) as $option ) {
			$this->saved[ $option ] = get_option( $option );
			update_option( $option, '0' );
		}
		remove_filter( 'comment_flood_filter', 'wp_throttle_comment_flood' );
		add_filter( 'wp_mail', array( CommentAjaxTest::class, 'no_mail' ) );
		$this->own_image   = (int) wp_insert_attachment(
			array(
				'post_title'     => 'Attacker image',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'attacker-image.jpg'
		);
		$this->own_gallery = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::GALLERY,
				'post_status' => 'publish',
				'post_title'  => 'Attacker gallery',
				'meta_input'  => array( PostTypes::META_IMAGES => array( $this->own_image ) ),
			)
		);
		$this->album       = (int) wp_insert_post(
			array(
				'post_type'   => PostTypes::ALBUM,
				'post_status' => 'publish',
				'post_title'  => 'Attacker album',
				'meta_input'  => array( PostTypes::META_ITEMS => array( array( 'type' => 'gallery', 'id' => $this->own_gallery ) ) ),
			)
		);
	}

	protected function tearDown(): void {
		foreach ( $this->saved as $option => $value ) {
			update_option( $option, $value );
		}
		add_filter( 'comment_flood_filter', 'wp_throttle_comment_flood', 10, 3 );
		remove_filter( 'wp_mail', array( CommentAjaxTest::class, 'no_mail' ) );
		wp_delete_post( $this->album, true );
		wp_delete_post( $this->own_gallery, true );
		wp_delete_attachment( $this->own_image, true );
		parent::tearDown();
	}

	/**
	 * A comment as a script posts it: no captcha answer, the flags off.
	 *
	 * @param int                  $image Image.
	 * @param array<string, mixed> $block Block attributes signed into the token sent.
	 * @return array{int, array<string, mixed>}
	 */
	private function comment( int $image, array $block ): array {
		[ $status, , $body ] = CommentAjax::respond(
			array(
				'ajax_task'            => 'add_comment',
				'nonce'                => self::nonce(),
				'shortcode_id'         => BlockToken::sign( GalleryRequest::options( $block ) ),
				'comment_name'         => 'Mallory',
				'comment_text'         => 'Visit my shop ' . wp_generate_password( 6, false ),
				'popup_enable_captcha' => '0',
				'comment_moderation'   => '0',
				'comment_image_id'     => (string) $image,
			)
		);
		return array( $status, json_decode( $body, true ) );
	}

	/**
	 * A vote.
	 *
	 * @param int                  $image Image.
	 * @param string               $rate  Value.
	 * @param array<string, mixed> $block Block attributes signed into the token sent.
	 * @return array{int, string}
	 */
	private function vote( int $image, string $rate, array $block ): array {
		return RatingAjax::respond(
			array(
				'image_id'     => (string) $image,
				'rate'         => $rate,
				'ajax_task'    => 'save_rate',
				'nonce'        => self::nonce(),
				'shortcode_id' => BlockToken::sign( GalleryRequest::options( $block ) ),
			)
		);
	}

	private function comments_on( int $image ): int {
		return (int) get_comments(
			array(
				'post_id' => $image,
				'status'  => 'all',
				'count'   => true,
			)
		);
	}

	public function test_item_3_another_gallerys_token_does_not_lift_this_gallerys_captcha_moderation_or_stars(): void {
		$victim   = $this->images[0];
		$borrowed = array(
			'gallery' => self::LAX + array( 'galleryId' => $this->own_gallery ),
			'album'   => self::LAX + array(
				'source'  => 'album',
				'albumId' => $this->album,
			),
		);
		foreach ( $borrowed as $kind => $block ) {
			$this->visitor( '203.0.113.7' );
			[ $status, $answer ] = $this->comment( $victim, $block );
			$this->assertSame( 403, $status, "a visitor's comment with the {$kind} token of another gallery" );
			$this->assertSame( 1, $answer['error'] );
			$this->sign_in( 'subscriber' );
			[ $status ] = $this->comment( $victim, $block );
			$this->assertSame( 403, $status, "a subscriber's comment with the {$kind} token of another gallery" );
			$this->visitor( '198.51.100.' . ( 'album' === $kind ? '3' : '2' ) );
			[ $status ] = $this->vote( $victim, '10', $block );
			$this->assertSame( 403, $status, "a ten with the {$kind} token of a ten-star gallery on a five-star gallery's image" );
		}
		$this->assertSame( 0, $this->comments_on( $victim ), 'no comment skipped the captcha or the moderation' );
		$this->assertSame( 0, RatingStore::summary( $victim )['count'], 'no vote was stored' );

		// The victim gallery's own token keeps its rules.
		$this->visitor( '203.0.113.7' );
		[ , $answer ] = $this->comment( $victim, self::STRICT + array( 'galleryId' => $this->gallery ) );
		$this->assertSame( 'Verification code field is required', $answer['error_messages']['comment_captcha'] ?? '' );
		[ $status ] = $this->vote( $victim, '10', self::STRICT + array( 'galleryId' => $this->gallery ) );
		$this->assertSame( 400, $status, 'a ten on five stars' );
	}

	public function test_a_token_works_on_the_images_its_block_shows(): void {
		[ $status, $answer ] = $this->comment( $this->own_image, self::LAX + array( 'galleryId' => $this->own_gallery ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 1, $answer['published'] );
		$this->visitor( '198.51.100.2' );
		[ $status ] = $this->vote( $this->own_image, '9', self::LAX + array( 'source' => 'album', 'albumId' => $this->album ) );
		$this->assertSame( 200, $status, 'an album reaches its galleries\' images' );
		$this->visitor( '198.51.100.3' );
		[ $status ] = $this->vote( $this->images[0], '4', array( 'source' => 'tag', 'tagId' => $this->tag_sea ) );
		$this->assertSame( 200, $status, 'a tag view shows its tagged images' );
		[ $status ] = $this->vote( $this->images[1], '4', array( 'source' => 'tag', 'tagId' => $this->tag_sea ) );
		$this->assertSame( 403, $status, 'and no others' );
	}
}
