<?php
/**
 * Calls 5-7 (000 §7): `POST admin-ajax.php?action=vista_gallery_comment` with `nonce` and
 * `ajax_task` = display (HTML of the comments block) | add_comment (JSON `error`,
 * `error_messages`, `published`, `html_comments_block`) | delete_comment (JSON `error`, 0 when
 * the comment is gone). Also fills `comment_count` of every lightbox entry (the lightbox data call).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Kit;
use Vista\Gallery\Lightbox\BlockImages;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * The comments endpoint.
 */
final class CommentAjax {

	public const ACTION = LightboxSettings::ACTION_COMMENT;

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		// The nonce is checked in respond().
		[ $status, $type, $body ] = self::respond( Kit\Ajax::posted() );
		status_header( $status );
		header( 'Content-Type: ' . $type . '; charset=' . get_option( 'blog_charset' ) );
		nocache_headers();
		echo $body; // Escaped HTML or JSON.
		wp_die( '', '', array( 'response' => $status ) );
	}

	/**
	 * The status, content type and body for the posted fields. Anything refused changes nothing.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, string, string}
	 */
	public static function respond( array $fields ): array {
		$task = $fields['ajax_task'] ?? '';
		if ( ! Kit\Ajax::write_allowed( $fields, RatingAjax::NONCE_ACTION ) ) {
			return self::refusal( $task, 403, __( 'This page has expired. Reload it to comment.', 'vista-gallery' ) );
		}
		$key   = 'add_comment' === $task ? 'comment_image_id' : ( 'delete_comment' === $task ? 'id_image' : 'image_id' );
		$image = LightboxEntry::visible_image( RatingAjax::positive_int( $fields[ $key ] ?? $fields['image_id'] ?? null ) );
		if ( null === $image ) {
			return self::refusal( $task, 404, __( 'This image cannot be found.', 'vista-gallery' ) );
		}
		switch ( $task ) {
			case 'display':
				return array( 200, 'text/html', CommentBlock::html( $image->ID ) );
			case 'add_comment':
				// The gallery's comment options are the server's, from the signed block (000 §3.10
				// `shortcode_id`) of a block that shows this image, never another gallery's.
				$options = BlockToken::verify( $fields['shortcode_id'] ?? null );
				if ( null === $options ) {
					return self::refusal( $task, 400, __( 'This gallery request is not valid.', 'vista-gallery' ) );
				}
				if ( ! BlockImages::shows( $options, $image->ID ) ) {
					return self::refusal( $task, 403, __( 'This image is not in this gallery.', 'vista-gallery' ) );
				}
				if ( ! $options['lightboxComments'] ) {
					return self::refusal( $task, 403, __( 'Comments are off in this gallery.', 'vista-gallery' ) );
				}
				$result = CommentSubmission::submit( $image, $fields, $options );
				return self::json(
					200,
					array(
						'error'               => $result['error'],
						'error_messages'      => (object) $result['error_messages'],
						'published'           => $result['published'],
						'comment_id'          => $result['comment_id'],
						'comment_count'       => CommentBlock::count( $image->ID ),
						'html_comments_block' => CommentBlock::html( $image->ID ),
					)
				);
			case 'delete_comment':
				$deleted = CommentDeletion::delete( $image->ID, RatingAjax::positive_int( $fields['id_comment'] ?? null ) );
				return self::json(
					$deleted ? 200 : 403,
					array(
						'error'         => $deleted ? 0 : 1,
						'comment_count' => CommentBlock::count( $image->ID ),
					)
				);
		}
		return self::refusal( $task, 400, __( 'This request is not valid.', 'vista-gallery' ) );
	}

	/**
	 * Fills an entry's `comment_count` (filter `vista_gallery_lightbox_entry`).
	 *
	 * @param array<string, mixed> $entry      Lightbox entry (000 §3.1).
	 * @param \WP_Post             $attachment The image.
	 * @return array<string, mixed>
	 */
	public static function entry( array $entry, \WP_Post $attachment ): array {
		// WordPress keeps the approved count on the post; lightbox comments are all of type comment.
		$entry['comment_count'] = (int) $attachment->comment_count;
		return $entry;
	}

	/**
	 * A refusal in the form the task expects.
	 *
	 * @param mixed  $task    Requested task.
	 * @param int    $status  HTTP status.
	 * @param string $message Message.
	 * @return array{int, string, string}
	 */
	private static function refusal( $task, int $status, string $message ): array {
		if ( 'add_comment' === $task ) {
			return self::json( $status, array( 'error' => 1, 'error_messages' => array( 'comment_text' => $message ), 'published' => 0 ) );
		}
		if ( 'delete_comment' === $task ) {
			return self::json( $status, array( 'error' => 1 ) );
		}
		return array( $status, 'text/html', '<p class="bwg_comment_error">' . esc_html( $message ) . '</p>' );
	}

	/**
	 * A JSON answer.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $data   Data.
	 * @return array{int, string, string}
	 */
	private static function json( int $status, array $data ): array {
		return array( $status, 'application/json', (string) wp_json_encode( $data ) );
	}
}
