<?php
/**
 * A gallery's image list as rows (issue 36 goal 2): one row per image with its position, kept
 * equal to the gallery's `_vista_gallery_images` meta, which stays the list the editor, the REST
 * API and the importers write. The meta is one serialized array: reading page 300 of a gallery of
 * 10,000 images from it means reading and sorting all 10,000. The rows are keyed by gallery and
 * position, so a page in the gallery's own order is a seek on that key (positions run 0 … n-1
 * without gaps: page p starts at position (p-1) × per page), and an image's place in its gallery,
 * which the lightbox's window needs, is a seek on the second key.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use Vista\Gallery\PostTypes;

/**
 * The rows of the galleries' image lists.
 */
final class GalleryItems {

	public const DB_VERSION_OPTION = 'vista_gallery_items_db_version';
	public const DB_VERSION        = 1;

	/**
	 * The gallery's census (total, doubtful, and the epoch it was taken in), kept with the gallery
	 * so call 12 and the lightbox's window do not count the gallery's rows on every request.
	 */
	public const META_CENSUS = '_vista_gallery_census';

	/**
	 * Bumped whenever an attachment or a post's status changes: a census taken in an older epoch may
	 * count an image as readable that no longer is (or the reverse), so it is taken again once.
	 */
	public const EPOCH_OPTION = 'vista_gallery_census_epoch';

	/** Rows a single INSERT writes: well under MariaDB's packet and SQLite's variable limits. */
	private const INSERT_CHUNK = 500;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_gallery_items';
	}

	/**
	 * Upgrade step: the table, and the rows of every gallery saved before it existed.
	 */
	public static function upgrade(): void {
		$filled = (int) get_option( self::DB_VERSION_OPTION, 0 ) >= self::DB_VERSION;
		Kit\Tables::migrate(
			self::DB_VERSION_OPTION,
			self::DB_VERSION,
			static fn ( string $charset ): string => 'CREATE TABLE ' . self::table() . " (
				gallery_id bigint(20) unsigned NOT NULL,
				position int(10) unsigned NOT NULL,
				image_id bigint(20) unsigned NOT NULL,
				PRIMARY KEY  (gallery_id,position),
				KEY image_gallery (image_id,gallery_id)
			) {$charset};"
		);
		if ( ! $filled ) {
			self::fill_all();
		}
	}

	/**
	 * Rows for every gallery from its meta (the upgrade to the table).
	 */
	private static function fill_all(): void {
		global $wpdb;
		$galleries = $wpdb->get_col( // The galleries' ids, once, on the upgrade.
			$wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", PostTypes::GALLERY )
		);
		foreach ( $galleries as $gallery_id ) {
			self::write( (int) $gallery_id, PostTypes::sanitize_ids( get_post_meta( (int) $gallery_id, PostTypes::META_IMAGES, true ) ) );
		}
	}

	/**
	 * Keeps a gallery's rows equal to its meta (actions added_post_meta, updated_post_meta and
	 * deleted_post_meta, for the gallery list's key only: see hooks.php).
	 *
	 * @param mixed $meta_id    Meta id(s).
	 * @param mixed $object_id  Post id.
	 * @param mixed $meta_key   Meta key.
	 * @param mixed $meta_value New value (of the deleted row, for a deletion).
	 */
	public static function sync( $meta_id, $object_id, $meta_key, $meta_value ): void {
		unset( $meta_id, $meta_value );
		if ( PostTypes::META_IMAGES !== $meta_key || ! is_numeric( $object_id ) ) {
			return;
		}
		// Read back rather than trusting the hook's value: a deletion passes the removed value.
		self::write( (int) $object_id, PostTypes::sanitize_ids( get_post_meta( (int) $object_id, PostTypes::META_IMAGES, true ) ) );
	}

	/**
	 * Replaces a gallery's rows by this list, positions 0 … n-1.
	 *
	 * @param int   $gallery_id Gallery.
	 * @param int[] $ids        Attachment ids in order.
	 */
	public static function write( int $gallery_id, array $ids ): void {
		global $wpdb;
		$table = self::table();
		$wpdb->delete( $table, array( 'gallery_id' => $gallery_id ), array( '%d' ) ); // Our own table.
		foreach ( array_chunk( array_values( $ids ), self::INSERT_CHUNK, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $position => $image_id ) {
				$values[] = $wpdb->prepare( '(%d, %d, %d)', $gallery_id, $position, (int) $image_id );
			}
			// Each tuple was prepared above; one statement per chunk keeps a 10,000-image save fast.
			$wpdb->query( "INSERT INTO {$table} (gallery_id, position, image_id) VALUES " . implode( ', ', $values ) ); // SQL: every tuple is prepared just above.
		}
		if ( $ids ) {
			self::take_census( $gallery_id );
		} else {
			// An emptied or deleted gallery: counted again if it is read (a deletion adds no meta).
			delete_post_meta( $gallery_id, self::META_CENSUS );
		}
	}

	/**
	 * How many images the gallery lists, as kept on its last save: the admin list's count, without
	 * reading the gallery's list or counting its rows.
	 *
	 * @param int $gallery_id Gallery.
	 */
	public static function count( int $gallery_id ): int {
		$kept = get_post_meta( $gallery_id, self::META_CENSUS, true );
		return is_array( $kept ) && isset( $kept['total'] ) ? (int) $kept['total'] : self::census( $gallery_id )['total'];
	}

	/**
	 * Makes every kept census stale (an attachment, or a post's status, changed: see hooks.php).
	 */
	public static function stale(): void {
		update_option( self::EPOCH_OPTION, self::epoch() + 1, true );
	}

	/**
	 * The current census epoch.
	 */
	private static function epoch(): int {
		return (int) get_option( self::EPOCH_OPTION, 0 );
	}

	/**
	 * Counts the gallery's rows and keeps the answer with the gallery, in the current epoch.
	 *
	 * @param int $gallery_id Gallery.
	 * @return array{total: int, doubtful: int}
	 */
	private static function take_census( int $gallery_id ): array {
		$census = self::count_rows( $gallery_id );
		update_post_meta( $gallery_id, self::META_CENSUS, $census + array( 'epoch' => self::epoch() ) );
		return $census;
	}

	/**
	 * How many images the gallery lists, and how many of them a seek could not show as the PHP
	 * filter would (missing, not an image attachment, or an attachment of a post that is not
	 * public, which only some users may read): as kept with the gallery when it was saved, or
	 * counted again (once) when an attachment or a post's status changed since.
	 *
	 * @param int $gallery_id Gallery.
	 * @return array{total: int, doubtful: int}
	 */
	public static function census( int $gallery_id ): array {
		$kept = get_post_meta( $gallery_id, self::META_CENSUS, true );
		if ( is_array( $kept ) && isset( $kept['total'], $kept['doubtful'], $kept['epoch'] ) && (int) $kept['epoch'] === self::epoch() ) {
			return array(
				'total'    => (int) $kept['total'],
				'doubtful' => (int) $kept['doubtful'],
			);
		}
		return self::take_census( $gallery_id );
	}

	/**
	 * The census counted: one pass over the gallery's rows by its key.
	 *
	 * @param int $gallery_id Gallery.
	 * @return array{total: int, doubtful: int}
	 */
	private static function count_rows( int $gallery_id ): array {
		global $wpdb;
		$public = array_values( get_post_stati( array( 'public' => true ) ) );
		$marks  = implode( ', ', array_fill( 0, count( $public ), '%s' ) );
		// SQL: $marks is one %s per public status, passed with the other values below.
		$query = 'SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN a.ID IS NULL OR a.post_type <> %s OR a.post_status <> %s OR (p.ID IS NOT NULL AND p.post_status NOT IN (' . $marks . ')) THEN 1 ELSE 0 END), 0) AS doubtful'
			. ' FROM ' . self::table() . " i LEFT JOIN {$wpdb->posts} a ON a.ID = i.image_id LEFT JOIN {$wpdb->posts} p ON p.ID = a.post_parent AND a.post_parent > 0"
			. ' WHERE i.gallery_id = %d';
		$row   = $wpdb->get_row( // Our own table, by its primary key; joined on the posts' primary key.
			// SQL: the query above, with a placeholder for every value.
			$wpdb->prepare( $query, array_merge( array( 'attachment', 'inherit' ), $public, array( $gallery_id ) ) ),
			ARRAY_A
		);
		return array(
			'total'    => (int) ( $row['total'] ?? 0 ),
			'doubtful' => (int) ( $row['doubtful'] ?? 0 ),
		);
	}

	/**
	 * The query of one page in the gallery's order: a seek on the primary key.
	 *
	 * @param int  $gallery_id Gallery.
	 * @param int  $from       First position (0-based) in the chosen direction.
	 * @param int  $count      Rows.
	 * @param bool $desc       From the last image back.
	 * @param int  $total      Rows of the gallery (for the descending order's start).
	 */
	public static function page_sql( int $gallery_id, int $from, int $count, bool $desc = false, int $total = 0 ): string {
		global $wpdb;
		$table = self::table();
		if ( $desc ) {
			return $wpdb->prepare( "SELECT image_id FROM {$table} WHERE gallery_id = %d AND position <= %d ORDER BY position DESC LIMIT %d", $gallery_id, $total - 1 - $from, $count ); // SQL: our table's name.
		}
		return $wpdb->prepare( "SELECT image_id FROM {$table} WHERE gallery_id = %d AND position >= %d ORDER BY position ASC LIMIT %d", $gallery_id, $from, $count ); // SQL: our table's name.
	}

	/**
	 * The ids of one page in the gallery's order.
	 *
	 * @param int  $gallery_id Gallery.
	 * @param int  $from       First position (0-based) in the chosen direction.
	 * @param int  $count      Rows.
	 * @param bool $desc       From the last image back.
	 * @param int  $total      Rows of the gallery.
	 * @return int[]
	 */
	public static function page_ids( int $gallery_id, int $from, int $count, bool $desc = false, int $total = 0 ): array {
		global $wpdb;
		if ( $count <= 0 ) {
			return array();
		}
		return array_map( 'intval', $wpdb->get_col( self::page_sql( $gallery_id, $from, $count, $desc, $total ) ) ); // SQL: prepared in page_sql().
	}

	/**
	 * The first images of several galleries in one query (the admin list's covers): a range on the
	 * primary key of each, as positions run 0 … n-1.
	 *
	 * @param int[] $gallery_ids Galleries.
	 * @param int   $count       Images of each, at most.
	 * @return array<int, int[]> Image ids in order, by gallery (galleries without images left out).
	 */
	public static function first_ids( array $gallery_ids, int $count ): array {
		global $wpdb;
		$gallery_ids = array_values( array_unique( array_filter( array_map( 'intval', $gallery_ids ) ) ) );
		if ( ! $gallery_ids || $count <= 0 ) {
			return array();
		}
		$marks = implode( ', ', array_fill( 0, count( $gallery_ids ), '%d' ) );
		$rows  = $wpdb->get_results( // Our own table, by its primary key.
			// SQL: $marks is one %d per gallery, passed with the count below.
			$wpdb->prepare( 'SELECT gallery_id, image_id FROM ' . self::table() . " WHERE gallery_id IN ({$marks}) AND position < %d ORDER BY gallery_id, position", array_merge( $gallery_ids, array( $count ) ) ),
			ARRAY_A
		);
		$first = array();
		foreach ( $rows as $row ) {
			$first[ (int) $row['gallery_id'] ][] = (int) $row['image_id'];
		}
		return $first;
	}

	/**
	 * The query of an image's position in a gallery: a seek on the second key.
	 *
	 * @param int $gallery_id Gallery.
	 * @param int $image_id   Attachment.
	 */
	public static function position_sql( int $gallery_id, int $image_id ): string {
		global $wpdb;
		return $wpdb->prepare( 'SELECT position FROM ' . self::table() . ' WHERE image_id = %d AND gallery_id = %d', $image_id, $gallery_id ); // SQL: our table's name.
	}

	/**
	 * An image's 0-based position in the gallery, or null when the gallery does not list it.
	 *
	 * @param int $gallery_id Gallery.
	 * @param int $image_id   Attachment.
	 */
	public static function position( int $gallery_id, int $image_id ): ?int {
		global $wpdb;
		$position = $wpdb->get_var( self::position_sql( $gallery_id, $image_id ) ); // SQL: prepared in position_sql().
		return null === $position ? null : (int) $position;
	}
}
