<?php
/**
 * The monthly table: each finished month's daily rows summed by metric and item (issue 36 goal 1).
 * A top list of the last 12 months read some 800,000 daily rows on a site of a million views a
 * month (a couple of thousand pages a day) and took seconds; from the monthly table it reads
 * eleven months of about 2,500 rows each, plus the days of the range outside whole months.
 *
 * A month is summed up again whenever its days' total views differ from its own total row: after
 * the roll-up of each of its days, and after an import or a late roll-up changed any of them. The
 * month in progress is in the table through yesterday (summed again once a day), so that "the last
 * 30 days" reads most of its days there too; ranges read today from the daily table.
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
		$daily   = Schema::table( 'days' );
		$monthly = Schema::table( 'months' );
		$total   = ItemIds::code( 'total' );
		// SQL: own tables, values prepared. One total row a day, one a month: small reads.
		$days   = $wpdb->get_results( $wpdb->prepare( "SELECT day, views FROM {$daily} WHERE metric = %d AND day < %s", $total, $today ), ARRAY_A );
		// SQL: own table, values prepared.
		$months = $wpdb->get_results( $wpdb->prepare( "SELECT month, views FROM {$monthly} WHERE metric = %d", $total ), ARRAY_A );
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
				self::month( $month, $today );
			}
		}
	}

	/**
	 * Sums up one month again, through yesterday at most.
	 *
	 * @param string $month Its first day, Y-m-01.
	 * @param string $today Y-m-d (UTC).
	 */
	public static function month( string $month, string $today ): void {
		global $wpdb;
		$daily   = Schema::table( 'days' );
		$monthly = Schema::table( 'months' );
		$last    = min( gmdate( 'Y-m-t', (int) strtotime( $month . ' 00:00:00 UTC' ) ), gmdate( 'Y-m-d', (int) strtotime( $today . ' -1 day' ) ) );
		foreach ( ItemIds::METRIC_CODES as $code ) {
			// SQL: own table, values prepared. By the key: metric, then month.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$monthly} WHERE metric = %d AND month = %s", $code, $month ) );
			// SQL: own tables, values prepared. One metric at a time, so that the key finds its days.
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$monthly} (metric, month, item_id, views, visitors) SELECT metric, %s, item_id, SUM(views), SUM(visitors) FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s GROUP BY metric, item_id", $month, $code, $month, $last ) );
		}
	}

	/**
	 * Splits a range into the months the monthly table holds whole within it and the days outside
	 * them (the daily table's).
	 *
	 * @param string $from  First day, Y-m-d.
	 * @param string $to    Last day, Y-m-d.
	 * @param string $today Y-m-d (UTC): the monthly table holds the days before it.
	 * @return array{months: list<string>, days: list<array{0: string, 1: string}>} First days of
	 *         the months; [from, to] spans of the other days.
	 */
	public static function split( string $from, string $to, string $today ): array {
		$utc       = new \DateTimeZone( 'UTC' );
		$first     = new \DateTimeImmutable( $from, $utc );
		$start     = 1 === (int) $first->format( 'j' ) ? $first : $first->modify( 'first day of next month' );
		$yesterday = gmdate( 'Y-m-d', (int) strtotime( $today . ' -1 day' ) );
		$months    = array();
		$covered   = '';
		$month     = $start;
		for ( $guard = 0; $guard < 1200; $guard++ ) {
			$begin = $month->format( 'Y-m-d' );
			$end   = min( $month->format( 'Y-m-t' ), $yesterday );
			if ( $begin > $yesterday || $end > $to ) {
				break;
			}
			$months[] = $begin;
			$covered  = $end;
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
		$after = gmdate( 'Y-m-d', (int) strtotime( $covered . ' +1 day' ) );
		if ( $after <= $to ) {
			$days[] = array( $after, $to );
		}
		return array(
			'months' => $months,
			'days'   => $days,
		);
	}
}
