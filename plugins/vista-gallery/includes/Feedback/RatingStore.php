<?php
/**
 * Image ratings (000 §3.5, §4.1): one row per visitor and image in a table of our own, the unique
 * key making "one rating per visitor" hold even for two requests at once; the average and the
 * count are cached in the image's meta, so showing them costs no query on the table.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The ratings table and its summaries.
 */
final class RatingStore {

	/** Bumped when the table's shape changes; upgrade() then runs dbDelta again. */
	public const DB_VERSION        = '1';
	public const DB_VERSION_OPTION = 'vista_gallery_ratings_db';
	public const META_AVERAGE      = '_vista_rating_average';
	public const META_COUNT        = '_vista_rating_count';
	/** The highest star count a gallery may set (GalleryRequest bounds lightboxRateStarsCount by it). */
	public const MAX_RATE = 10;

	/** @var array<string, array<int, int>> Each visitor's ratings, read once a request. */
	private static array $own_rates = array();

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_gallery_ratings';
	}

	/**
	 * Creates or updates the table when its version changed (a step of the kit's upgrade routine).
	 */
	public static function upgrade(): void {
		Kit\Tables::migrate(
			self::DB_VERSION_OPTION,
			(int) self::DB_VERSION,
			static fn ( string $charset ): string => 'CREATE TABLE ' . self::table() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				image_id bigint(20) unsigned NOT NULL,
				visitor varchar(64) NOT NULL,
				rate tinyint(3) unsigned NOT NULL,
				created datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY image_visitor (image_id,visitor)
			) {$charset};"
		);
	}

	/**
	 * Records a rating unless the visitor already rated the image.
	 *
	 * @param int    $image_id Image.
	 * @param string $visitor  RatingVisitor::key().
	 * @param int    $rate     1..MAX_RATE, checked by the caller.
	 * @return bool Whether it was recorded (false: already rated).
	 */
	public static function rate( int $image_id, string $visitor, int $rate ): bool {
		global $wpdb;
		if ( self::own_rate( $image_id, $visitor ) > 0 ) {
			return false;
		}
		// The unique key refuses a second row that a concurrent request slipped in; that is an
		// expected outcome here, not an error to print.
		$suppress = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert( // Our own table.
			self::table(),
			array(
				'image_id' => $image_id,
				'visitor'  => $visitor,
				'rate'     => $rate,
				'created'  => current_time( 'mysql', true ),
			),
			array( '%d', '%s', '%d', '%s' )
		);
		$wpdb->suppress_errors( $suppress );
		unset( self::$own_rates[ $visitor ] );
		if ( ! $inserted ) {
			return false;
		}
		self::refresh_summary( $image_id );
		return true;
	}

	/**
	 * Withdraws the visitor's own rating of the image.
	 *
	 * @param int    $image_id Image.
	 * @param string $visitor  RatingVisitor::key().
	 * @return bool Whether there was one.
	 */
	public static function cancel( int $image_id, string $visitor ): bool {
		global $wpdb;
		$deleted = $wpdb->delete( self::table(), array( 'image_id' => $image_id, 'visitor' => $visitor ), array( '%d', '%s' ) ); // Our own table.
		unset( self::$own_rates[ $visitor ] );
		if ( ! $deleted ) {
			return false;
		}
		self::refresh_summary( $image_id );
		return true;
	}

	/**
	 * The visitor's rating of the image, 0 when none.
	 *
	 * @param int    $image_id Image.
	 * @param string $visitor  RatingVisitor::key(), '' for a visitor not known yet.
	 */
	public static function own_rate( int $image_id, string $visitor ): int {
		if ( '' === $visitor ) {
			return 0;
		}
		if ( ! isset( self::$own_rates[ $visitor ] ) ) {
			global $wpdb;
			$table = self::table();
			$rows  = $wpdb->get_results( // One query for every image of a popup.
				$wpdb->prepare( "SELECT image_id, rate FROM {$table} WHERE visitor = %s", $visitor ), // SQL: table name.
				ARRAY_A
			);
			self::$own_rates[ $visitor ] = array();
			foreach ( is_array( $rows ) ? $rows : array() as $row ) {
				self::$own_rates[ $visitor ][ (int) $row['image_id'] ] = (int) $row['rate'];
			}
		}
		return self::$own_rates[ $visitor ][ $image_id ] ?? 0;
	}

	/**
	 * The image's average (two decimals) and count, from the cache in its meta.
	 *
	 * @param int $image_id Image.
	 * @return array{average: float, count: int}
	 */
	public static function summary( int $image_id ): array {
		return array(
			'average' => round( (float) get_post_meta( $image_id, self::META_AVERAGE, true ), 2 ),
			'count'   => (int) get_post_meta( $image_id, self::META_COUNT, true ),
		);
	}

	/**
	 * Recounts the image's ratings into its meta.
	 *
	 * @param int $image_id Image.
	 */
	public static function refresh_summary( int $image_id ): void {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( // The recount is the cache's source.
			$wpdb->prepare( "SELECT COUNT(*) AS votes, AVG(rate) AS average FROM {$table} WHERE image_id = %d", $image_id ), // SQL: table name.
			ARRAY_A
		);
		$count = (int) ( $row['votes'] ?? 0 );
		update_post_meta( $image_id, self::META_COUNT, $count );
		update_post_meta( $image_id, self::META_AVERAGE, $count > 0 ? round( (float) $row['average'], 2 ) : 0 );
	}

	/**
	 * Removes an image's ratings with the image.
	 *
	 * @param int $image_id Attachment being deleted.
	 */
	public static function forget_image( int $image_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'image_id' => $image_id ), array( '%d' ) ); // Our own table.
		self::$own_rates = array();
	}
}
