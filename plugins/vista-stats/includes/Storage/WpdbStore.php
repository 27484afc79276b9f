<?php
/**
 * The hit path's store on WordPress's $wpdb, for hits that come through admin-ajax (ad-blocker
 * bypass, or sites where the lean endpoint cannot run).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Tracker\PageView;
use Vista\Stats\Tracker\UserAgent;
use Vista\Stats\Settings\Settings;

/**
 * $wpdb writes.
 */
final class WpdbStore implements HitStore {

	public function insert_hit( array $row ): bool {
		global $wpdb;
		$network = (string) ( $row['network_hash'] ?? '' );
		unset( $row['network_hash'] );
		$limit = PageView::hits_per_address_hour();
		if ( '' !== $network && $limit > 0 ) {
			// The address's hourly quota, as the lean path's import counts it (LeanStore::within_quota).
			$quota = Schema::table( 'quota' );
			$hour  = substr( (string) $row['created_at'], 0, 13 );
			// SQL: own table, values prepared.
			$used = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(hits), 0) FROM {$quota} WHERE hour = %s AND network_hash = %s", $hour, $network ) );
			if ( $used >= $limit ) {
				return true; // Answered as the lean path answers it: left out, not an error.
			}
			$wpdb->insert( // Own table.
				$quota,
				array(
					'hour'         => $hour,
					'network_hash' => $network,
					'hits'         => 1,
				)
			);
		}
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
