<?php
/**
 * Schema 7's move of the sums (issue 36 goal 1): the daily and monthly tables of earlier versions,
 * which held each item and its label as text in every row, are copied once into the items table
 * and the days and months tables (ids and numbers), then dropped. Every number is copied as it
 * was; an item's label is the greatest it had (see ItemIds).
 *
 * Each copy skips the rows already there, so a copy cut short (a request that timed out) is
 * finished by running it again; the old tables are dropped once every copy ran.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * The copy of the earlier sums.
 */
final class LegacySums {

	/**
	 * Copies the earlier daily and monthly rows, when their tables are there, and drops those.
	 */
	public static function migrate(): void {
		global $wpdb;
		$daily   = Schema::table( 'daily' );
		$monthly = Schema::table( 'monthly' );
		$sources = array(
			'days'   => array( $daily, 'day' ),
			'months' => array( $monthly, 'month' ),
		);
		$present = array();
		foreach ( $sources as $target => [ $table, ] ) {
			if ( $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) {
				$present[ $target ] = $sources[ $target ];
			}
		}
		if ( ! $present ) {
			return;
		}
		$items  = Schema::table( 'items' );
		$codes  = ItemIds::METRIC_CODES;
		$marks  = implode( ', ', array_fill( 0, count( $codes ), '%s' ) );
		$metric = array_keys( $codes );
		$failed = false;
		foreach ( $present as [ $table, ] ) {
			// SQL: own tables; one placeholder per metric, values prepared. Each item once, with its greatest label.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$items} (metric, item, label) SELECT metric, item, MAX(label) FROM {$table} WHERE metric IN ({$marks}) GROUP BY metric, item", $metric ) );
			$failed = $failed || '' !== $wpdb->last_error;
		}
		foreach ( $present as $target => [ $table, $column ] ) {
			$sums = Schema::table( $target );
			foreach ( $codes as $name => $code ) {
				// SQL: own tables and columns, values prepared.
				$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$sums} (metric, {$column}, item_id, views, visitors) SELECT %d, old.{$column}, i.id, old.views, old.visitors FROM {$table} old INNER JOIN {$items} i ON i.metric = old.metric AND i.item = old.item WHERE old.metric = %s AND i.metric = %s", $code, $name, $name ) );
				$failed = $failed || '' !== $wpdb->last_error;
			}
		}
		if ( $failed ) {
			return; // The old tables stay, with every number, for the next run (see Rollup::run()).
		}
		foreach ( $present as [ $table, ] ) {
			// SQL: own table; DROP TABLE takes no values.
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		}
		// No cached sums to forget: ClosedRangeSums keys its entries by item id since this version.
	}
}
