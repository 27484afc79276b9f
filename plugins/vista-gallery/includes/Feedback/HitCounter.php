<?php
/**
 * Hit counts (000 §4.1: a hit is posted on every image change; the rating call’s `save_hit_count`). The
 * count lives in the image's meta and is raised by one UPDATE, so two hits at once both count;
 * the same visitor and image count once in THROTTLE seconds, so reloading or paging back and forth
 * does not inflate it.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

/**
 * Counts an image's views in the lightbox.
 */
final class HitCounter {

	public const META     = '_vista_hit_count';
	public const THROTTLE = 10;

	/**
	 * Counts a view of the image unless this visitor's last counted view of it is recent.
	 *
	 * @param int    $image_id     Image.
	 * @param string $throttle_key RatingVisitor::throttle_key().
	 * @return bool Whether the view was counted.
	 */
	public static function hit( int $image_id, string $throttle_key ): bool {
		// Held in VisitorState, not a transient: cookie-less hits must not grow wp_options.
		if ( ! VisitorState::claim( VisitorState::key( 'hit', $throttle_key . '|' . $image_id ), self::THROTTLE ) ) {
			return false;
		}
		self::increment( $image_id );
		return true;
	}

	/**
	 * The image's count.
	 *
	 * @param int $image_id Image.
	 */
	public static function count( int $image_id ): int {
		return (int) get_post_meta( $image_id, self::META, true );
	}

	/**
	 * Adds one in the database itself (a read-then-write in PHP would lose concurrent hits).
	 *
	 * @param int $image_id Image.
	 */
	private static function increment( int $image_id ): void {
		global $wpdb;
		$sql     = "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE post_id = %d AND meta_key = %s";
		$updated = $wpdb->query( $wpdb->prepare( $sql, $image_id, self::META ) ); // SQL: atomic increment; $sql is a literal.
		// The first hit creates the row; if a concurrent first hit created it meanwhile, add it there.
		if ( ! $updated && ! add_post_meta( $image_id, self::META, 1, true ) ) {
			$wpdb->query( $wpdb->prepare( $sql, $image_id, self::META ) ); // SQL: as above.
		}
		wp_cache_delete( $image_id, 'post_meta' );
	}
}
