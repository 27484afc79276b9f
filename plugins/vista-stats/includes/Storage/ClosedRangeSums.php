<?php
/**
 * Every item's sums of a metric over the closed days of a range (the days before today), kept in a
 * transient (the object cache where there is one) keyed by those days and by what they hold (issue
 * 36 goal 1). A top list of the last 12 months summed some 30,000 monthly and daily rows a metric,
 * eight times for the overview, on every request; the closed days change once a day (the nightly
 * roll-up) or when an import writes them, so the next requests read one cached array and add
 * today's rows, which TodayRollup keeps current.
 *
 * The key holds the range's closed days, a fingerprint of their total rows (days, views, visitors:
 * one small read of the daily table's index, so whatever writes those days makes a new key) and a
 * generation every roll-up or import of a past day moves on (for a change the totals would not
 * show). Stale sums are never read: a changed day makes another key, and the old entry expires.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Cached sums of the closed days of a range.
 */
final class ClosedRangeSums {

	/** The generation of the closed days: moved on by every write to a day before today. */
	public const GENERATION_OPTION = 'vista_stats_closed_generation';

	/** Transient prefix (with an md5 of the key, well within a transient name's length). */
	private const TRANSIENT_PREFIX = 'vista_stats_sums_';

	/** How long an entry is kept: its key changes with its days, so this only bounds the garbage. */
	private const LIFETIME = HOUR_IN_SECONDS;

	/**
	 * Marks the closed days as changed. Called by whatever writes a day's rows (the roll-up, the
	 * imports); today's rows are not part of any cached sum.
	 *
	 * @param string $day The day written, Y-m-d (UTC).
	 */
	public static function day_written( string $day ): void {
		if ( $day < gmdate( 'Y-m-d' ) ) {
			self::forget();
		}
	}

	/**
	 * Leaves every cached sum behind (the next read sums its days again), as when the tables are
	 * emptied.
	 */
	public static function forget(): void {
		update_option( self::GENERATION_OPTION, (int) get_option( self::GENERATION_OPTION, 0 ) + 1, false );
	}

	/**
	 * Every item of a metric over [from, to] (both closed days, before today): its views, visitors
	 * and the greatest label of the range.
	 *
	 * @param string $metric One of StatsQuery::METRICS.
	 * @param string $from   First day, Y-m-d.
	 * @param string $to     Last day, Y-m-d, before today.
	 * @return array<string, array{0: int, 1: int, 2: string}> Item => [views, visitors, label].
	 */
	public static function get( string $metric, string $from, string $to ): array {
		$key    = self::TRANSIENT_PREFIX . md5( implode( '|', array( $metric, $from, $to, self::fingerprint( $from, $to ) ) ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$sums = self::compute( $metric, $from, $to );
		set_transient( $key, $sums, self::LIFETIME );
		return $sums;
	}

	/**
	 * What the closed days of the range hold: their total rows' count and sums, and the generation.
	 *
	 * @param string $from First day, Y-m-d.
	 * @param string $to   Last day, Y-m-d.
	 */
	private static function fingerprint( string $from, string $to ): string {
		global $wpdb;
		$daily = Schema::table( 'daily' );
		// SQL: own table, values prepared. One total row a day, from the metric_day_item index.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS days, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %s AND day >= %s AND day <= %s", 'total', $from, $to ), ARRAY_A );
		return implode( ',', array( (int) ( $row['days'] ?? 0 ), (int) ( $row['sum_views'] ?? 0 ), (int) ( $row['sum_visitors'] ?? 0 ), (int) get_option( self::GENERATION_OPTION, 0 ) ) );
	}

	/**
	 * Sums the range from the monthly table (whole months) and the daily table (the other days).
	 *
	 * @param string $metric One of StatsQuery::METRICS.
	 * @param string $from   First day, Y-m-d.
	 * @param string $to     Last day, Y-m-d.
	 * @return array<string, array{0: int, 1: int, 2: string}>
	 */
	private static function compute( string $metric, string $from, string $to ): array {
		global $wpdb;
		$today = gmdate( 'Y-m-d' );
		// Months whose days changed since they were summed (an import writes days directly) are
		// summed again first: two small reads when nothing changed.
		MonthlyRollup::run( $today );
		$parts   = MonthlyRollup::split( $from, $to, $today );
		$monthly = Schema::table( 'monthly' );
		$daily   = Schema::table( 'daily' );
		$sets    = array();
		if ( $parts['months'] ) {
			// SQL: own table, values prepared.
			$sets[] = $wpdb->get_results( $wpdb->prepare( "SELECT item, MAX(label) AS item_label, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$monthly} WHERE metric = %s AND month >= %s AND month <= %s GROUP BY item", $metric, $parts['months'][0], end( $parts['months'] ) ), ARRAY_A );
		}
		foreach ( $parts['days'] as [ $first, $last ] ) {
			// SQL: own table, values prepared.
			$sets[] = $wpdb->get_results( $wpdb->prepare( "SELECT item, MAX(label) AS item_label, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %s AND day >= %s AND day <= %s GROUP BY item", $metric, $first, $last ), ARRAY_A );
		}
		$sums = array();
		foreach ( $sets as $set ) {
			foreach ( (array) $set as $row ) {
				self::add( $sums, (string) $row['item'], (int) $row['sum_views'], (int) $row['sum_visitors'], (string) $row['item_label'] );
			}
		}
		return $sums;
	}

	/**
	 * Adds an item's sums of one part of a range.
	 *
	 * @param array<string, array{0: int, 1: int, 2: string}> $sums     The sums so far.
	 * @param string                                          $item     The item.
	 * @param int                                             $views    Its views in this part.
	 * @param int                                             $visitors Its visitors in this part.
	 * @param string                                          $label    Its greatest label in this part.
	 */
	public static function add( array &$sums, string $item, int $views, int $visitors, string $label ): void {
		$sums[ $item ] ??= array( 0, 0, '' );
		$sums[ $item ][0] += $views;
		$sums[ $item ][1] += $visitors;
		$sums[ $item ][2]  = max( $sums[ $item ][2], $label );
	}
}
