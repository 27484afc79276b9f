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

use Vista\Stats\Kit\OptionLock;
use Vista\Stats\Kit\Transaction;

/**
 * Monthly sums of the daily table.
 */
final class MonthlyRollup {

	/** The lock's options row: one request at a time sums months up. */
	public const LOCK_OPTION = 'vista_stats_months_lock';

	/** How long a request waits for another's summing up, in seconds. */
	private const WAIT = 10.0;

	/**
	 * Sums up each finished month whose days changed since it was summed up.
	 *
	 * The dashboard asks for its panels at once, and each request finds the same months to sum up:
	 * one does it under a lock while the others wait, then find nothing left to do. Each month is
	 * replaced in one transaction, so a panel read meanwhile sees the month as it was or as it is
	 * now, never half of it (two requests summing a month at once failed on the table's key, and
	 * a read between one's delete and its insert counted the month short).
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	public static function run( string $today ): void {
		if ( ! self::changed_months( $today ) ) {
			return; // Two small reads, no lock: what nearly every request finds.
		}
		// A wait that runs out leaves the months as they were for this request: still being summed up elsewhere.
		( new OptionLock( self::LOCK_OPTION, 300 ) )->run_within(
			self::WAIT,
			static function () use ( $today ): void {
				foreach ( self::changed_months( $today ) as $month ) {
					self::month( $month, $today );
				}
			}
		);
	}

	/**
	 * The finished months whose days' total differs from the month's own total row.
	 *
	 * @param string $today Y-m-d (UTC).
	 * @return list<string> Their first days, Y-m-01.
	 */
	private static function changed_months( string $today ): array {
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
		$changed = array();
		foreach ( $want as $month => $views ) {
			if ( ( $have[ $month ] ?? -1 ) !== $views ) {
				$changed[] = (string) $month;
			}
		}
		return $changed;
	}

	/**
	 * Sums up one month again, through yesterday at most, in one transaction.
	 *
	 * @param string $month Its first day, Y-m-01.
	 * @param string $today Y-m-d (UTC).
	 */
	public static function month( string $month, string $today ): void {
		global $wpdb;
		$daily   = Schema::table( 'days' );
		$monthly = Schema::table( 'months' );
		$last    = min( gmdate( 'Y-m-t', (int) strtotime( $month . ' 00:00:00 UTC' ) ), gmdate( 'Y-m-d', (int) strtotime( $today . ' -1 day' ) ) );
		// A failed statement rolls the month back: it stays as it was.
		Transaction::run(
			static function () use ( $wpdb, $daily, $monthly, $month, $last ): bool {
				foreach ( ItemIds::METRIC_CODES as $code ) {
					// SQL: own table, values prepared. By the key: metric, then month.
					$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$monthly} WHERE metric = %d AND month = %s", $code, $month ) );
					// SQL: own tables, values prepared. One metric at a time, so that the key finds its days.
					$inserted = false === $deleted ? false : $wpdb->query( $wpdb->prepare( "INSERT INTO {$monthly} (metric, month, item_id, views, visitors) SELECT metric, %s, item_id, SUM(views), SUM(visitors) FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s GROUP BY metric, item_id", $month, $code, $month, $last ) );
					if ( false === $inserted ) {
						return false;
					}
				}
				return true;
			}
		);
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
