<?php
/**
 * The add-comment call (000 §7 call 6): a comment added from the lightbox, with the 000 §3.6 fields (the comments call's names
 * `bwg_name`, `bwg_email`, `bwg_comment`, `bwg_captcha_input` accepted too; the §3.6 names win).
 * Checked as in 000 §5, stripped of markup, and stored as a WordPress comment on the image, so
 * WordPress decides whether it is published (its moderation, previously-approved, disallowed-words,
 * flood and duplicate rules) and its Comments screen moderates it. As on WordPress's own comment
 * form, an image whose comments are closed takes none, and a site that requires registration
 * takes none from visitors. The gallery's captcha and moderation are the signed block's options
 * (BlockToken), never the posted `popup_enable_captcha` and `comment_moderation` (issue 13 item 2).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\FieldValue;

/**
 * Validates and stores a lightbox comment.
 */
final class CommentSubmission {

	public const MAX_NAME    = 100;
	public const MAX_EMAIL   = 100;
	public const MAX_COMMENT = 2000;

	/**
	 * Adds the comment; the add-comment call answer without the comments block.
	 *
	 * @param \WP_Post             $image   The (visible) image.
	 * @param array<string, mixed> $fields  Posted fields (unslashed).
	 * @param array<string, mixed> $options The gallery's options, from its signed block token.
	 * @return array{error: int, error_messages: array<string, string>, published: int, comment_id: int}
	 */
	public static function submit( \WP_Post $image, array $fields, array $options ): array {
		$closed = self::wordpress_refusal( $image );
		if ( null !== $closed ) {
			return self::failure( array( 'comment_text' => $closed ) );
		}
		$user   = wp_get_current_user();
		$name   = self::text( $fields, 'comment_name', 'bwg_name' );
		$email  = self::text( $fields, 'comment_email', 'bwg_email' );
		$text   = self::text( $fields, 'comment_text', 'bwg_comment' );
		$errors = array();
		if ( $user->exists() ) {
			// A signed-in visitor comments as themself, as on WordPress's own comment form.
			$name  = $user->display_name;
			$email = $user->user_email;
		}
		$name = trim( sanitize_text_field( wp_strip_all_tags( $name ) ) );
		$text = trim( wp_strip_all_tags( $text ) );
		$email = trim( $email );

		if ( '' === $name ) {
			$errors['comment_name'] = self::required( __( 'Name', 'vista-gallery' ) );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			$errors['comment_name'] = self::too_long( __( 'Name', 'vista-gallery' ), self::MAX_NAME );
		}
		if ( '' !== $email && ( mb_strlen( $email ) > self::MAX_EMAIL || ! is_email( $email ) ) ) {
			$errors['comment_email'] = __( 'This is not a valid email address.', 'vista-gallery' );
		}
		if ( '' === $text ) {
			$errors['comment_text'] = self::required( __( 'Comment', 'vista-gallery' ) );
		} elseif ( mb_strlen( $text ) > self::MAX_COMMENT ) {
			$errors['comment_text'] = self::too_long( __( 'Comment', 'vista-gallery' ), self::MAX_COMMENT );
		}
		if ( '' !== get_privacy_policy_url() && ! FieldValue::flag( $fields['privacy_policy'] ?? false ) ) {
			$errors['privacy_policy'] = self::required( __( 'Privacy policy', 'vista-gallery' ) );
		}
		if ( self::captcha_required( $options ) ) {
			$answer = self::text( $fields, 'comment_captcha', 'bwg_captcha_input' );
			if ( '' === trim( $answer ) ) {
				$errors['comment_captcha'] = self::required( __( 'Verification code', 'vista-gallery' ) );
			} elseif ( ! CaptchaImage::verify( $answer ) ) {
				$errors['comment_captcha'] = __( 'Incorrect security code.', 'vista-gallery' );
			}
		}
		if ( $errors ) {
			return self::failure( $errors );
		}

		$hold = self::moderation_requested( $options );
		if ( $hold ) {
			add_filter( 'pre_comment_approved', array( self::class, 'hold' ), 20 );
		}
		$id = wp_new_comment(
			array(
				'comment_post_ID'      => $image->ID,
				'comment_author'       => $name,
				'comment_author_email' => $email,
				'comment_author_url'   => '',
				'comment_content'      => $text,
				'comment_type'         => 'comment',
				'comment_parent'       => 0,
				'user_id'              => $user->ID,
				'comment_author_IP'    => self::ip(),
				'comment_agent'        => isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 254 ) : '',
			),
			true
		);
		if ( $hold ) {
			remove_filter( 'pre_comment_approved', array( self::class, 'hold' ), 20 );
		}
		if ( is_wp_error( $id ) ) {
			return self::failure( array( 'comment_text' => wp_strip_all_tags( $id->get_error_message() ) ) );
		}
		$comment = get_comment( (int) $id );
		if ( ! $comment instanceof \WP_Comment ) {
			return self::failure( array( 'comment_text' => __( 'Your comment could not be saved.', 'vista-gallery' ) ) );
		}
		CommentDeletion::issue_token( $comment );
		return array(
			'error'          => 0,
			'error_messages' => array(),
			'published'      => '1' === (string) $comment->comment_approved ? 1 : 0,
			'comment_id'     => (int) $comment->comment_ID,
		);
	}

	/**
	 * Keeps a comment that WordPress would publish waiting for moderation instead; spam and
	 * refusals stay as WordPress decided (filter `pre_comment_approved`).
	 *
	 * @param int|string|\WP_Error $approved WordPress's decision.
	 * @return int|string|\WP_Error
	 */
	public static function hold( $approved ) {
		return 1 === $approved || '1' === $approved ? 0 : $approved;
	}

	/**
	 * What WordPress's own comment form would refuse before looking at the comment
	 * (wp_handle_comment_submission()): comments closed on the image, or a visitor where the site
	 * requires registration. Null when the comment may be checked further.
	 *
	 * @param \WP_Post $image The image.
	 */
	private static function wordpress_refusal( \WP_Post $image ): ?string {
		if ( ! comments_open( $image ) ) {
			return __( 'Comments on this image are closed.', 'vista-gallery' );
		}
		if ( get_option( 'comment_registration' ) && ! is_user_logged_in() ) {
			return __( 'You must be logged in to comment.', 'vista-gallery' );
		}
		return null;
	}

	/**
	 * Whether the gallery asks for moderation (its signed options). It only makes moderation
	 * stricter: WordPress's rules still hold back what they hold back. Moderators are not held,
	 * as WordPress never holds them.
	 *
	 * @param array<string, mixed> $options The gallery's signed options.
	 */
	private static function moderation_requested( array $options ): bool {
		return ! empty( $options['lightboxCommentModeration'] ) && ! current_user_can( 'moderate_comments' );
	}

	/**
	 * Whether a captcha answer is needed: when the gallery shows the captcha (its signed options),
	 * or when the site requires it everywhere (filter `vista_gallery_comment_captcha_required`).
	 *
	 * @param array<string, mixed> $options The gallery's signed options.
	 */
	private static function captcha_required( array $options ): bool {
		return (bool) apply_filters( 'vista_gallery_comment_captcha_required', ! empty( $options['lightboxCaptcha'] ) );
	}

	/**
	 * A text field under its §3.6 name, else its name in the comments call; '' when absent or not text.
	 *
	 * @param array<string, mixed> $fields   Posted fields.
	 * @param string               $name     §3.6 name.
	 * @param string               $fallback Name in the comments call.
	 */
	private static function text( array $fields, string $name, string $fallback ): string {
		$value = $fields[ $name ] ?? $fields[ $fallback ] ?? '';
		return is_string( $value ) ? $value : '';
	}

	/**
	 * 000 §5: '{label} ' plus 'field is required'.
	 *
	 * @param string $label Field label.
	 */
	private static function required( string $label ): string {
		return $label . ' ' . __( 'field is required', 'vista-gallery' );
	}

	/**
	 * A length refusal (the form's maxlength stops people before this).
	 *
	 * @param string $label Field label.
	 * @param int    $max   Characters allowed.
	 */
	private static function too_long( string $label, int $max ): string {
		/* translators: 1: field label, 2: number of characters */
		return sprintf( __( '%1$s can be at most %2$d characters long.', 'vista-gallery' ), $label, $max );
	}

	/**
	 * A refusal.
	 *
	 * @param array<string, string> $errors Messages by field.
	 * @return array{error: int, error_messages: array<string, string>, published: int, comment_id: int}
	 */
	private static function failure( array $errors ): array {
		return array(
			'error'          => 1,
			'error_messages' => $errors,
			'published'      => 0,
			'comment_id'     => 0,
		);
	}

	/**
	 * The connecting address, as WordPress stores it with every comment.
	 */
	private static function ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? $_SERVER['REMOTE_ADDR'] : '';
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
