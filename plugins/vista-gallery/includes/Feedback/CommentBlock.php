<?php
/**
 * The comments block of the comments call (000 §7 call 5): an image's approved comments, newest first, each with a
 * delete button only where CommentDeletion would allow it. Everything the visitors wrote is
 * escaped here; the panel reads the block as data.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

/**
 * Renders an image's comments.
 */
final class CommentBlock {

	/** Comments shown at most; the moderation screen holds them all. */
	public const LIMIT = 200;

	/**
	 * The block's HTML.
	 *
	 * @param int $image_id Image.
	 */
	public static function html( int $image_id ): string {
		$comments = get_comments(
			array(
				'post_id' => $image_id,
				'status'  => 'approve',
				'type'    => 'comment',
				'orderby' => array( 'comment_date_gmt', 'comment_ID' ),
				'order'   => 'DESC',
				'number'  => self::LIMIT,
			)
		);
		$items    = '';
		foreach ( $comments as $comment ) {
			$items .= self::comment( $comment );
		}
		return sprintf(
			'<div class="bwg_comments_block" data-image-id="%d" data-comment-count="%d">%s</div>',
			$image_id,
			self::count( $image_id ),
			$items
		);
	}

	/**
	 * The image's approved comments.
	 *
	 * @param int $image_id Image.
	 */
	public static function count( int $image_id ): int {
		return (int) get_comments(
			array(
				'post_id' => $image_id,
				'status'  => 'approve',
				'type'    => 'comment',
				'count'   => true,
			)
		);
	}

	/**
	 * One comment.
	 *
	 * @param \WP_Comment $comment Comment.
	 */
	private static function comment( \WP_Comment $comment ): string {
		$deletable = CommentDeletion::allowed( $comment );
		$button    = $deletable
			? sprintf(
				'<button type="button" class="bwg_comment_delete_btn" data-comment-id="%d">%s</button>',
				(int) $comment->comment_ID,
				esc_html__( 'Delete', 'vista-gallery' )
			)
			: '';
		return sprintf(
			'<div class="bwg_single_comment" data-comment-id="%d" data-can-delete="%d"><p class="bwg_comment_header"><span class="bwg_comment_author">%s</span> <time class="bwg_comment_date" datetime="%s">%s</time></p><div class="bwg_comment_body">%s</div>%s</div>',
			(int) $comment->comment_ID,
			$deletable ? 1 : 0,
			esc_html( $comment->comment_author ),
			esc_attr( get_comment_date( DATE_ATOM, $comment ) ),
			esc_html( get_comment_date( '', $comment ) . ' ' . get_comment_time( '', false, true, $comment ) ),
			esc_html( $comment->comment_content ),
			$button
		);
	}
}
