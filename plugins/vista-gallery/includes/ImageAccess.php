<?php
/**
 * Who may see an image in a gallery: the rule the REST API applies to attachments
 * (WP_REST_Posts_Controller::check_read_permission), here so that a gallery cannot show what the
 * REST API refuses. An attachment of a private or draft post is read through its parent: only
 * who may `read_post` that post sees it. Without this, an author could put the attachments of
 * other users' private posts into a published gallery and show their files, titles and
 * descriptions to everyone (issue 31 item 9). Checked when a gallery's images are saved (for the
 * user saving) and when a gallery is rendered (for the visitor).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

/**
 * The read rule of gallery images.
 */
final class ImageAccess {

	/** The error code of a refused save. */
	public const REFUSED = 'vista_gallery_image_not_readable';

	/**
	 * Whether the current user may read the post as the REST API decides: published or of a
	 * public status, or `read_post`; an attachment that inherits its status, through its parent.
	 *
	 * @param \WP_Post $post  Post.
	 * @param int      $depth Parents followed so far (a loop of parents ends here).
	 */
	public static function readable( \WP_Post $post, int $depth = 0 ): bool {
		$status = get_post_status_object( $post->post_status );
		if ( 'publish' === $post->post_status || ( $status && $status->public ) ) {
			return true;
		}
		if ( 'inherit' === $post->post_status ) {
			$parent = $post->post_parent > 0 ? get_post( $post->post_parent ) : null;
			if ( ! $parent instanceof \WP_Post ) {
				// Inherit without a parent counts as published, as get_post_status() says.
				return true;
			}
			// The parent first: a public parent answers without a capability check per image.
			if ( $depth < 5 && self::readable( $parent, $depth + 1 ) ) {
				return true;
			}
		}
		return current_user_can( 'read_post', $post->ID );
	}

	/**
	 * The images the current user may read, in their order (parents loaded in one query).
	 *
	 * @param \WP_Post[] $images Attachments.
	 * @return \WP_Post[]
	 */
	public static function readable_only( array $images ): array {
		$parents = array_filter( array_map( static fn ( \WP_Post $image ) => (int) $image->post_parent, $images ) );
		if ( $parents ) {
			_prime_post_caches( array_values( array_unique( $parents ) ), false, false );
		}
		return array_values( array_filter( $images, array( self::class, 'readable' ) ) );
	}

	/**
	 * The ids of a gallery's image list the current user may not read (ids of nothing are left to
	 * the views, which skip them).
	 *
	 * @param int[] $ids Attachment ids.
	 * @return int[]
	 */
	public static function unreadable_ids( array $ids ): array {
		$refused = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post && ! self::readable( $post ) ) {
				$refused[] = (int) $id;
			}
		}
		return $refused;
	}

	/**
	 * Refuses a gallery save through the REST API whose image list names an image the user may
	 * not read, with nothing saved (filter `rest_pre_insert_vista_gallery`).
	 *
	 * @param \stdClass|\WP_Error $prepared The post about to be saved.
	 * @param \WP_REST_Request    $request  The request.
	 * @return \stdClass|\WP_Error
	 */
	public static function check_rest_save( $prepared, \WP_REST_Request $request ) {
		$meta = $request->get_param( 'meta' );
		if ( is_wp_error( $prepared ) || ! is_array( $meta ) || ! array_key_exists( PostTypes::META_IMAGES, $meta ) ) {
			return $prepared;
		}
		$refused = self::unreadable_ids( PostTypes::sanitize_ids( $meta[ PostTypes::META_IMAGES ] ) );
		if ( ! $refused ) {
			return $prepared;
		}
		return new \WP_Error(
			self::REFUSED,
			/* translators: %s: comma-separated attachment ids */
			sprintf( __( 'You may not show these images in a gallery, because you cannot see them: %s.', 'vista-gallery' ), implode( ', ', $refused ) ),
			array( 'status' => 403 )
		);
	}

	/**
	 * A gallery's image list as stored: distinct positive ids the current user may read
	 * (sanitize callback of the gallery meta, for every other way of saving it).
	 *
	 * @param mixed $value Value.
	 * @return int[]
	 */
	public static function sanitize_gallery_images( $value ): array {
		$ids = PostTypes::sanitize_ids( $value );
		return array_values( array_diff( $ids, self::unreadable_ids( $ids ) ) );
	}
}
