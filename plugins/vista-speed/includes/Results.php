<?php
/**
 * The score checks of each post, kept as history: one row per check, in progress until both
 * audits (mobile and desktop) are in (000 §3.12, §4.5).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The results table and its queries.
 */
final class Results {

	public const VERSION_OPTION = 'vista_speed_db_version';
	public const SCHEMA_VERSION = 1;

	public const IN_PROGRESS = 'inprogress';
	public const COMPLETED   = 'completed';
	public const FAILED      = 'failed';

	/**
	 * A check still marked in progress after this long died with its request (a fatal error, a
	 * killed server): it no longer blocks new checks and counts as failed.
	 */
	public const STALE_AFTER_SECONDS = 600;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_speed_results';
	}

	/**
	 * Creates or updates the table (a Bootstrap upgrade step).
	 */
	public static function migrate(): void {
		Kit\Tables::migrate(
			self::VERSION_OPTION,
			self::SCHEMA_VERSION,
			static fn ( string $collate ) => 'CREATE TABLE ' . self::table() . " (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				post_id bigint(20) unsigned NOT NULL,
				status varchar(20) NOT NULL,
				desktop_score smallint(5) unsigned DEFAULT NULL,
				desktop_tti decimal(8,1) DEFAULT NULL,
				mobile_score smallint(5) unsigned DEFAULT NULL,
				mobile_tti decimal(8,1) DEFAULT NULL,
				details longtext,
				error varchar(255) NOT NULL DEFAULT '',
				started_at datetime NOT NULL,
				finished_at datetime DEFAULT NULL,
				PRIMARY KEY  (id),
				KEY post_started (post_id,started_at),
				KEY status (status)
			) {$collate};"
		);
	}

	/**
	 * Marks checks that died in progress as failed.
	 */
	public static function expire_stale(): void {
		global $wpdb;
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - self::STALE_AFTER_SECONDS );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET status = %s, error = %s, finished_at = %s WHERE status = %s AND started_at < %s', self::FAILED, 'stale', gmdate( 'Y-m-d H:i:s' ), self::IN_PROGRESS, $cutoff ) ); // SQL: own table name.
	}

	/**
	 * Whether any check runs now (§4.5: one blocks the others).
	 */
	public static function any_in_progress(): bool {
		global $wpdb;
		self::expire_stale();
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . self::table() . ' WHERE status = %s', self::IN_PROGRESS ) ); // SQL: own table name.
	}

	/**
	 * Starts a check of a post.
	 *
	 * @param int $post_id Post.
	 * @return int The check's id.
	 */
	public static function start( int $post_id ): int {
		global $wpdb;
		$wpdb->insert(
			self::table(),
			array(
				'post_id'    => $post_id,
				'status'     => self::IN_PROGRESS,
				'started_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Stores the two audits of a check.
	 *
	 * @param int   $id      The check.
	 * @param Score $desktop Desktop audit.
	 * @param Score $mobile  Mobile audit.
	 */
	public static function complete( int $id, Score $desktop, Score $mobile ): void {
		global $wpdb;
		$wpdb->update(
			self::table(),
			array(
				'status'        => self::COMPLETED,
				'desktop_score' => $desktop->score,
				'desktop_tti'   => $desktop->tti_seconds(),
				'mobile_score'  => $mobile->score,
				'mobile_tti'    => $mobile->tti_seconds(),
				'details'       => wp_json_encode(
					array(
						'desktop' => $desktop->metrics,
						'mobile'  => $mobile->metrics,
					)
				),
				'finished_at'   => gmdate( 'Y-m-d H:i:s' ),
			),
			array( 'id' => $id ),
			array( '%s', '%d', '%f', '%d', '%f', '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * Records why a check failed.
	 *
	 * @param int    $id     The check.
	 * @param string $reason Short reason, for the site report (never shown by the widget, §8).
	 */
	public static function fail( int $id, string $reason ): void {
		global $wpdb;
		$wpdb->update(
			self::table(),
			array(
				'status'      => self::FAILED,
				'error'       => mb_substr( $reason, 0, 250 ),
				'finished_at' => gmdate( 'Y-m-d H:i:s' ),
			),
			array( 'id' => $id ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * The latest check of a post, whatever its status.
	 *
	 * @param int $post_id Post.
	 * @return array<string, mixed>|null
	 */
	public static function latest( int $post_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE post_id = %d ORDER BY id DESC LIMIT 1', $post_id ), ARRAY_A ); // SQL: own table name.
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * The latest check of any post, whatever its status (what call 1 reports).
	 *
	 * @return array<string, mixed>|null
	 */
	public static function latest_overall(): ?array {
		global $wpdb;
		$row = $wpdb->get_row( 'SELECT * FROM ' . self::table() . ' ORDER BY id DESC LIMIT 1', ARRAY_A ); // SQL: own table name, no input.
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * The completed checks of a post, oldest first.
	 *
	 * @param int $post_id Post.
	 * @param int $limit   How many of the latest.
	 * @return array<int, array<string, mixed>>
	 */
	public static function history( int $post_id, int $limit = 20 ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE post_id = %d AND status = %s ORDER BY id DESC LIMIT %d', $post_id, self::COMPLETED, $limit ), ARRAY_A ); // SQL: own table name.
		return array_reverse( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * The completed checks of several posts in one query (the site report's charts): each post's
	 * latest $limit, oldest first, keyed by post; a post with none is left out.
	 *
	 * @param int[] $post_ids Posts.
	 * @param int   $limit    How many of each post's latest.
	 * @return array<int, list<array<string, mixed>>>
	 */
	public static function histories( array $post_ids, int $limit = 20 ): array {
		global $wpdb;
		$post_ids = array_values( array_unique( array_map( 'intval', $post_ids ) ) );
		if ( ! $post_ids || $limit <= 0 ) {
			return array();
		}
		$table = self::table();
		$ids   = implode( ', ', array_fill( 0, count( $post_ids ), '%d' ) );
		// A row is among its post's latest $limit when fewer than $limit newer completed checks
		// of that post exist: portable to MySQL 5.7 and SQLite, which lack or translate window
		// functions unevenly.
		$sql  = "SELECT r.* FROM {$table} r WHERE r.post_id IN ({$ids}) AND r.status = %s AND ( SELECT COUNT(*) FROM {$table} newer WHERE newer.post_id = r.post_id AND newer.status = %s AND newer.id > r.id ) < %d ORDER BY r.post_id, r.id";
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, ...array_merge( $post_ids, array( self::COMPLETED, self::COMPLETED, $limit ) ) ), ARRAY_A ); // SQL: own table name, one %d placeholder a post.
		$by_post = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$check                         = self::typed( $row );
			$by_post[ $check['post_id'] ][] = $check;
		}
		return $by_post;
	}

	/**
	 * The latest completed check of every checked post, newest first (the site report).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function latest_per_post(): array {
		global $wpdb;
		$table = self::table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT r.* FROM {$table} r INNER JOIN ( SELECT post_id, MAX(id) AS id FROM {$table} WHERE status = %s GROUP BY post_id ) latest ON latest.id = r.id ORDER BY r.id DESC", self::COMPLETED ), ARRAY_A ); // SQL: own table name.
		return array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * Stores a completed check made elsewhere (an importer's: 10Web Booster's scores), or
	 * replaces the one stored earlier from the same original.
	 *
	 * @param int|null                                                                                       $id      The row an earlier import made, or null.
	 * @param int                                                                                            $post_id Post.
	 * @param array{desktop_score: int, desktop_tti: ?float, mobile_score: int, mobile_tti: ?float, time: int} $check   Scores, load times (seconds) and when it ran.
	 * @return int The row's id.
	 */
	public static function store_imported( ?int $id, int $post_id, array $check ): int {
		global $wpdb;
		$when = gmdate( 'Y-m-d H:i:s', $check['time'] );
		$row  = array(
			'post_id'       => $post_id,
			'status'        => self::COMPLETED,
			'desktop_score' => $check['desktop_score'],
			'desktop_tti'   => $check['desktop_tti'],
			'mobile_score'  => $check['mobile_score'],
			'mobile_tti'    => $check['mobile_tti'],
			'details'       => wp_json_encode( array() ),
			'started_at'    => $when,
			'finished_at'   => $when,
		);
		if ( null !== $id && $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table() . ' WHERE id = %d', $id ) ) ) { // SQL: own table name.
			$wpdb->update( self::table(), $row, array( 'id' => $id ) );
			return $id;
		}
		$wpdb->insert( self::table(), $row );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Deletes a post's checks (when the post is deleted).
	 *
	 * @param int $post_id Post.
	 */
	public static function forget( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'post_id' => $post_id ), array( '%d' ) );
	}

	/**
	 * A row with numbers as numbers.
	 *
	 * @param array<string, mixed> $row Row as read.
	 * @return array<string, mixed>
	 */
	private static function typed( array $row ): array {
		foreach ( array( 'id', 'post_id', 'desktop_score', 'mobile_score' ) as $key ) {
			$row[ $key ] = null === $row[ $key ] ? null : (int) $row[ $key ];
		}
		foreach ( array( 'desktop_tti', 'mobile_tti' ) as $key ) {
			$row[ $key ] = null === $row[ $key ] ? null : round( (float) $row[ $key ], 1 );
		}
		$details        = is_string( $row['details'] ) ? json_decode( $row['details'], true ) : null;
		$row['details'] = is_array( $details ) ? $details : array();
		return $row;
	}
}
