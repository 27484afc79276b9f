<?php
/**
 * Who may delete a lightbox comment (000 §6: the client shows the button to anyone; the server
 * decides): a user who can moderate comments, the signed-in user who wrote it, or the anonymous
 * visitor who wrote it, proven by the deletion token their browser got in a cookie when the
 * comment was added (the comment keeps only a hash of it).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

/**
 * Deletion rights and deletion of comments.
 */
final class CommentDeletion {

	public const META          = '_vista_delete_token';
	public const COOKIE_PREFIX = 'vista_gallery_comment_';
	private const LIFETIME     = 30 * DAY_IN_SECONDS;

	/**
	 * Gives the author of a new anonymous comment its deletion token.
	 *
	 * @param \WP_Comment $comment New comment.
	 */
	public static function issue_token( \WP_Comment $comment ): void {
		if ( (int) $comment->user_id > 0 ) {
			return;
		}
		$token = bin2hex( random_bytes( 16 ) );
		update_comment_meta( (int) $comment->comment_ID, self::META, self::hash( $token ) );
		$name             = self::COOKIE_PREFIX . $comment->comment_ID;
		$_COOKIE[ $name ] = $token;
		if ( ! headers_sent() ) {
			setcookie(
				$name,
				$token,
				array(
					'expires'  => time() + self::LIFETIME,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
	}

	/**
	 * Whether the current visitor may delete the comment.
	 *
	 * @param \WP_Comment $comment Comment.
	 */
	public static function allowed( \WP_Comment $comment ): bool {
		if ( current_user_can( 'moderate_comments' ) ) {
			return true;
		}
		$user = get_current_user_id();
		if ( $user > 0 && (int) $comment->user_id === $user ) {
			return true;
		}
		$stored = get_comment_meta( (int) $comment->comment_ID, self::META, true );
		$name   = self::COOKIE_PREFIX . $comment->comment_ID;
		$token  = isset( $_COOKIE[ $name ] ) && is_string( $_COOKIE[ $name ] ) ? $_COOKIE[ $name ] : '';
		return is_string( $stored ) && '' !== $stored && '' !== $token && hash_equals( $stored, self::hash( $token ) );
	}

	/**
	 * Deletes a comment of the image if the visitor may: it goes to the trash, where an
	 * administrator can still restore it.
	 *
	 * @param int $image_id   Image the comment must belong to.
	 * @param int $comment_id Comment.
	 * @return bool Whether it was deleted.
	 */
	public static function delete( int $image_id, int $comment_id ): bool {
		$comment = $comment_id > 0 ? get_comment( $comment_id ) : null;
		if ( ! $comment instanceof \WP_Comment || (int) $comment->comment_post_ID !== $image_id || 'comment' !== $comment->comment_type || 'trash' === $comment->comment_approved ) {
			return false;
		}
		if ( ! self::allowed( $comment ) ) {
			return false;
		}
		return (bool) wp_trash_comment( $comment );
	}

	/**
	 * The stored form of a token.
	 *
	 * @param string $token Token.
	 */
	private static function hash( string $token ): string {
		return hash_hmac( 'sha256', $token, wp_salt( 'auth' ) );
	}
}
