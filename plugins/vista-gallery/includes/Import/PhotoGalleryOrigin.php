<?php
/**
 * Which original item a post (gallery, album, attachment) or a comment was made from, kept in its
 * own meta and written in the same call that makes it. The import's map is written after the item
 * is made: a worker killed between the two would leave an item the map does not know, and the
 * step, redone, would make it twice. Looking here when the map has nothing finds it instead.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The origin mark of imported posts and comments.
 */
final class PhotoGalleryOrigin {

	/** The meta key of the mark (post meta and comment meta). */
	public const META = '_vista_import_origin';

	/**
	 * The mark of an original item.
	 *
	 * @param string     $kind     galleries, albums, images or comments.
	 * @param string|int $original The original's id.
	 */
	public static function mark( string $kind, string|int $original ): string {
		return PhotoGalleryImporter::ID . ':' . $kind . ':' . $original;
	}

	/**
	 * The post made from an original item, or null.
	 *
	 * @param string     $kind     galleries, albums or images.
	 * @param string|int $original The original's id.
	 */
	public static function post( string $kind, string|int $original ): ?int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s ORDER BY post_id LIMIT 1", self::META, self::mark( $kind, $original ) ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * The comment made from an original comment, or null.
	 *
	 * @param string|int $original The original's id.
	 */
	public static function comment( string|int $original ): ?int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT comment_id FROM {$wpdb->commentmeta} WHERE meta_key = %s AND meta_value = %s ORDER BY comment_id LIMIT 1", self::META, self::mark( 'comments', $original ) ) );
		return null === $id ? null : (int) $id;
	}
}
