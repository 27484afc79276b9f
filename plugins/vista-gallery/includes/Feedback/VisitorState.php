<?php
/**
 * Short-lived state of anonymous visitors (captcha codes, hit throttles, the day's voters): a
 * table of our own whose rows expire, instead of transients. Transients of visitors who carry no
 * cookie would each add an autoloaded-table row that only a later read removes, so an anonymous
 * client could grow wp_options without limit (issue 13 item 4). Here expired rows are swept on
 * every write and the table holds at most MAX_ROWS; when full, the oldest rows make room for the
 * new one. Refusing new state instead let one client that filled the table lock everyone out
 * (every vote "already", no hit counted, no captcha code kept: issue 31 item 2); evicting the
 * oldest rows only lets go of the state that has waited longest for its owner. Rows a visitor can
 * make without limit (a captcha code per cookie-less request) also carry their owner, hashed, and
 * each owner keeps at most a few live rows: otherwise one address could push everyone's older
 * rows (the day's vote marks) out of the table and vote again (issue 31 item 2).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * Keys (already hashed by the caller's kind and visitor) with a value and an expiry.
 */
final class VisitorState {

	public const DB_VERSION        = 3;
	public const DB_VERSION_OPTION = 'vista_gallery_state_db';
	/** The most rows the table holds; far above what honest traffic keeps alive at once. */
	public const MAX_ROWS = 100000;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_gallery_visitor_state';
	}

	/**
	 * Creates the table (a step of the kit's upgrade routine).
	 */
	public static function upgrade(): void {
		Kit\Tables::migrate(
			self::DB_VERSION_OPTION,
			self::DB_VERSION,
			static fn ( string $charset ): string => 'CREATE TABLE ' . self::table() . " (
				state_key char(64) NOT NULL,
				state_value varchar(191) NOT NULL DEFAULT '',
				expires bigint(20) unsigned NOT NULL,
				created bigint(20) unsigned NOT NULL DEFAULT 0,
				owner char(64) NOT NULL DEFAULT '',
				PRIMARY KEY  (state_key),
				KEY expires (expires),
				KEY created (created),
				KEY owner (owner,created)
			) {$charset};"
		);
	}

	/**
	 * The key of one piece of state: its kind and subject, hashed so that the table shows no
	 * cookie, address or visitor hash.
	 *
	 * @param string $kind    What it is (captcha, hit, voter).
	 * @param string $subject Whose and of what.
	 */
	public static function key( string $kind, string $subject ): string {
		return Kit\SignedToken::mac( 'gallery-visitor-state', $kind . '|' . $subject );
	}

	/**
	 * Holds the key for $ttl seconds if nobody holds it: true when this call took it (a throttle
	 * that lets one through), false while it is held. A full table drops its oldest rows first;
	 * an owner at its cap drops its own oldest row first.
	 *
	 * @param string          $key   VisitorState::key().
	 * @param int             $ttl   Seconds.
	 * @param string          $value What to keep with it.
	 * @param StateOwner|null $owner Who made the row and how many live rows they may hold; null
	 *                               for rows whose number is bounded otherwise.
	 */
	public static function claim( string $key, int $ttl, string $value = '1', ?StateOwner $owner = null ): bool {
		global $wpdb;
		$table = self::table();
		self::sweep();
		if ( null !== $owner ) {
			self::make_room_for( $owner );
		}
		self::make_room();
		// The primary key refuses a second holder that a concurrent request slipped in: an
		// expected outcome here, not an error to print.
		$suppress = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			$table,
			array(
				'state_key'   => $key,
				'state_value' => substr( $value, 0, 191 ),
				'expires'     => time() + max( 1, $ttl ),
				'created'     => (int) floor( microtime( true ) * 1000000 ),
				'owner'       => null === $owner ? '' : $owner->hash,
			),
			array( '%s', '%s', '%d', '%d', '%s' )
		);
		$wpdb->suppress_errors( $suppress );
		return (bool) $inserted;
	}

	/**
	 * Sets the key's value for $ttl seconds, replacing what it held.
	 *
	 * @param string          $key   VisitorState::key().
	 * @param string          $value Value.
	 * @param int             $ttl   Seconds.
	 * @param StateOwner|null $owner As for claim().
	 */
	public static function put( string $key, string $value, int $ttl, ?StateOwner $owner = null ): bool {
		self::forget( $key );
		return self::claim( $key, $ttl, $value, $owner );
	}

	/**
	 * The key's value while it lasts, else null.
	 *
	 * @param string $key VisitorState::key().
	 */
	public static function get( string $key ): ?string {
		global $wpdb;
		$table = self::table();
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT state_value FROM {$table} WHERE state_key = %s AND expires > %d", $key, time() ) ); // SQL: own table name.
		return null === $value ? null : (string) $value;
	}

	/**
	 * The key's value, removed so that it serves once (a captcha code); null when absent, expired
	 * or taken by a concurrent request.
	 *
	 * @param string $key VisitorState::key().
	 */
	public static function take( string $key ): ?string {
		$value = self::get( $key );
		return null !== $value && self::forget( $key ) ? $value : null;
	}

	/**
	 * Removes the key; true when it was there.
	 *
	 * @param string $key VisitorState::key().
	 */
	public static function forget( string $key ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( self::table(), array( 'state_key' => $key ), array( '%s' ) );
	}

	/**
	 * How many rows the table holds (tests and the size bound).
	 */
	public static function rows(): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // SQL: own table name, no input.
	}

	/**
	 * How many rows the owner holds (tests and the owner's cap).
	 *
	 * @param StateOwner $owner Owner.
	 */
	public static function rows_of( StateOwner $owner ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner = %s", $owner->hash ) ); // SQL: own table name.
	}

	/**
	 * Removes expired rows. Each row is removed once, so the cost follows the writes.
	 */
	private static function sweep(): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires <= %d", time() ) ); // SQL: own table name.
	}

	/**
	 * Removes the oldest rows until one more fits under MAX_ROWS (filter
	 * `vista_gallery_visitor_state_max_rows`). Rows are ordered by when they were written, to the
	 * microsecond; rows of the first table version carry 0 and go first.
	 */
	private static function make_room(): void {
		global $wpdb;
		$table  = self::table();
		$max    = max( 1, (int) apply_filters( 'vista_gallery_visitor_state_max_rows', self::MAX_ROWS ) );
		$excess = self::rows() - $max + 1;
		if ( $excess <= 0 ) {
			return;
		}
		// The newest of the rows to drop, then everything as old: one DELETE, on both databases.
		$newest_dropped = $wpdb->get_var( $wpdb->prepare( "SELECT created FROM {$table} ORDER BY created ASC LIMIT 1 OFFSET %d", $excess - 1 ) ); // SQL: own table name.
		if ( null !== $newest_dropped ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created <= %d", (int) $newest_dropped ) ); // SQL: own table name.
		}
	}

	/**
	 * Removes the owner's oldest rows until one more fits under its cap.
	 *
	 * @param StateOwner $owner Owner.
	 */
	private static function make_room_for( StateOwner $owner ): void {
		global $wpdb;
		$table  = self::table();
		$excess = self::rows_of( $owner ) - $owner->cap + 1;
		if ( $excess <= 0 ) {
			return;
		}
		$newest_dropped = $wpdb->get_var( $wpdb->prepare( "SELECT created FROM {$table} WHERE owner = %s ORDER BY created ASC LIMIT 1 OFFSET %d", $owner->hash, $excess - 1 ) ); // SQL: own table name.
		if ( null !== $newest_dropped ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner = %s AND created <= %d", $owner->hash, (int) $newest_dropped ) ); // SQL: own table name.
		}
	}
}
