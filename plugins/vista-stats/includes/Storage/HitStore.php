<?php
/**
 * Where the hit path writes: one row per page view, one row per online visitor. Implemented on
 * WordPress's $wpdb (WpdbStore) and on a bare PDO connection for the lean endpoint (LeanStore).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * The writes of the hit path; every write is a single statement, so concurrent hits never
 * overwrite each other.
 */
interface HitStore {

	/**
	 * Page views one address (an IPv6 /64) adds per hour, whatever browser strings it sends; more
	 * are answered but not counted. A visitor may still be told apart by their browser; the number
	 * of rows one address adds is bounded (issue 31 item 7). Room for an office behind one address;
	 * wp-config.php may set another number (see PageView::hits_per_address_hour()).
	 */
	public const MAX_HITS_PER_NETWORK_HOUR = 300;

	/**
	 * Inserts a page view.
	 *
	 * @param array<string, string|int> $row Columns of the hits table up to referrer_host, then the
	 *                                       browser string as user_agent in place of browser, os
	 *                                       and device (see UserAgent::classified()), then the
	 *                                       address's key of the day as network_hash (HitSpool::FIELDS).
	 * @return bool True when stored, or left out as over its address's quota.
	 */
	public function insert_hit( array $row ): bool;

	/**
	 * Inserts or replaces the visitor's row in the online table.
	 *
	 * @param array<string, string|int> $row Columns of the online table.
	 */
	public function touch_online( array $row ): bool;

	/**
	 * The stored settings of the plugin (the option's value), or an empty array.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array;
}
