<?php
/**
 * The hit path's store on WordPress's $wpdb, for hits that come through admin-ajax (ad-blocker
 * bypass, or sites where the lean endpoint cannot run).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

/**
 * $wpdb writes.
 */
final class WpdbStore implements HitStore {

	public function insert_hit( array $row ): bool {
		global $wpdb;
		return false !== $wpdb->insert( Schema::table( 'hits' ), UserAgent::classified( $row ) ); // Own table.
	}

	public function touch_online( array $row ): bool {
		global $wpdb;
		return false !== $wpdb->replace( Schema::table( 'online' ), $row ); // Own table.
	}

	public function settings(): array {
		$stored = get_option( Settings::OPTION, array() );
		return is_array( $stored ) ? $stored : array();
	}
}
