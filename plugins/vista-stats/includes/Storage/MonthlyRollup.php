<?php
/**
 * The monthly table: each finished month's daily rows summed by metric and item (issue 36 goal 1).
 * A top list of the last 12 months read some 800,000 daily rows on a site of a million views a
 * month (a couple of thousand pages a day) and took seconds; from the monthly table it reads
 * eleven months of about 2,500 rows each, plus the days of the range outside whole months.
 *
 * A month is summed up again whenever its days' total views differ from its own total row: after
 * the roll-up of its last day, and after an import or a late roll-up changed any of its days. The
 * month in progress is never in the table; ranges read its days from the daily table.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Monthly sums of the daily table.
 */
final class MonthlyRollup {

	/**
	 * Sums up each finished month whose days changed since it was summed up.
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	public static function run( string $today ): void {
		global $wpdb;
		$daily   = Schema::table( 'daily' );
		$monthly = Schema::table( 'monthly' );
		$current = substr( $today, 0, 7 ) . '-01';
		// SQL: own tables, values prepared. One total row a day, one a month: small reads.
		$days   = $wpdb->get_results( $wpdb->prepare( "SELECT day, views FROM {$daily} WHERE metric = %s AND day < %s", 'total', $current ), ARRAY_A );
		// SQL: own table, values prepared.
		$months = $wpdb->get_results( $wpdb->prepare( "SELECT month, views FROM {$monthly} WHERE metric = %s", 'total' ), ARRAY_A );
		$want   = array();
		foreach ( (array) $days as $row ) {
			$month          = substr( (string) $row['day'], 0, 7 ) . '-01';
			$want[ $month ] = ( $want[ $month ] ?? 0 ) + (int) $row['views'];
		}
		$have = array();
		foreach ( (array) $months as $row ) {
			$have[ substr( (string) $row['month'], 0, 10 ) ] = (int) $row['views'];
		}
		foreach ( $want as $month => $views ) {
			if ( ( $have[ $month ] ?? -1 ) !== $views ) {
				self::month( $month );
			}
		}
	}

	/**
	 * Sums up one month again.
	 *
	 * @param string $month Its first day, Y-m-01.
	 */
	public static function month( string $month ): void {
		global $wpdb;
		$daily   = Schema::table( 'daily' );
		$monthly = Schema::table( 'monthly' );
		$last    = gmdate( 'Y-m-t', (int) strtotime( $month . ' 00:00:00 UTC' ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$monthly} WHERE month = %s", $month ) ); // SQL: own table, values prepared.
		// SQL: own tables, values prepared.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$monthly} (month, metric, item, label, views, visitors) SELECT %s, metric, item, MAX(label), SUM(views), SUM(visitors) FROM {$daily} WHERE day >= %s AND day <= %s GROUP BY metric, item", $month, $month, $last ) );
	}

	/**
	 * Splits a range into the finished months it holds whole and the days outside them.
	 *
	 * @param string $from  First day, Y-m-d.
	 * @param string $to    Last day, Y-m-d.
	 * @param string $today Y-m-d (UTC): its month is not finished.
	 * @return array{months: list<string>, days: list<array{0: string, 1: string}>} First days of
	 *         the whole months; [from, to] spans of the other days.
	 */
	public static function split( string $from, string $to, string $today ): array {
		$utc    = new \DateTimeZone( 'UTC' );
		$first  = new \DateTimeImmutable( $from, $utc );
		$start  = 1 === (int) $first->format( 'j' ) ? $first : $first->modify( 'first day of next month' );
		$months = array();
		$month  = $start;
		$open   = substr( $today, 0, 7 ) . '-01';
		for ( $guard = 0; $guard < 1200; $guard++ ) {
			$end = $month->format( 'Y-m-t' );
			if ( $end > $to || $month->format( 'Y-m-d' ) >= $open ) {
				break;
			}
			$months[] = $month->format( 'Y-m-d' );
			$month    = $month->modify( 'first day of next month' );
		}
		if ( ! $months ) {
			return array(
				'months' => array(),
				'days'   => array( array( $from, $to ) ),
			);
		}
		$days = array();
		if ( $from < $months[0] ) {
			$days[] = array( $from, $start->modify( '-1 day' )->format( 'Y-m-d' ) );
		}
		$after = $month->format( 'Y-m-d' );
		if ( $after <= $to ) {
			$days[] = array( $after, $to );
		}
		return array(
			'months' => $months,
			'days'   => $days,
		);
	}
}
