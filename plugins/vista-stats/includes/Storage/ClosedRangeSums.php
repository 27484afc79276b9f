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

	/**
	 * At most this many items are cached a metric and range: the top of any list (100 at most) is
	 * among them, or an item of today's has its closed days summed for it alone (see top()).
	 */
	private const KEPT = 1000;

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
	 * The most viewed items of a metric over [from, to] (both closed days, before today): their
	 * views and visitors by item id, at most KEPT of them, and the views of the least viewed one
	 * kept (0 when every item is kept): no item left out had more.
	 *
	 * @param string $metric One of StatsQuery::METRICS.
	 * @param string $from   First day, Y-m-d.
	 * @param string $to     Last day, Y-m-d, before today.
	 * @return array{items: array<int, array{0: int, 1: int}>, floor: int} Item id => [views, visitors].
	 */
	public static function get( string $metric, string $from, string $to ): array {
		$key    = self::TRANSIENT_PREFIX . md5( implode( '|', array( 'ids', $metric, $from, $to, self::fingerprint( $from, $to ) ) ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) && isset( $cached['items'], $cached['floor'] ) ) {
			return $cached;
		}
		$sums  = self::compute( $metric, $from, $to, array() );
		$floor = 0;
		if ( count( $sums ) > self::KEPT ) {
			// A site with many addresses (a page item for every odd address) keeps its entry small.
			uasort( $sums, static fn ( array $a, array $b ): int => $b[0] <=> $a[0] );
			$sums  = array_slice( $sums, 0, self::KEPT, true );
			$floor = (int) end( $sums )[0];
		}
		$cached = array(
			'items' => $sums,
			'floor' => $floor,
		);
		set_transient( $key, $cached, self::LIFETIME );
		return $cached;
	}

	/**
	 * The top items of a metric over [from, to]: the cached sums of its closed days and the rows of
	 * today (which TodayRollup keeps current) added up, exactly: an item of today that the cache left
	 * out but that could still be among the top has its closed days summed for it alone. The items
	 * and labels are read for the items of the list only (and those tied with its last).
	 *
	 * @param string $metric One of StatsQuery::METRICS.
	 * @param string $from   First day, Y-m-d, before today.
	 * @param string $to     Last day, Y-m-d.
	 * @param int    $limit  At most this many items.
	 * @return list<array{item: string, label: string, views: int, visitors: int}> Most viewed first, ties by item.
	 */
	public static function top( string $metric, string $from, string $to, int $limit ): array {
		global $wpdb;
		$today     = gmdate( 'Y-m-d' );
		$yesterday = gmdate( 'Y-m-d', (int) strtotime( $today . ' -1 day' ) );
		$closed_to = min( $to, $yesterday );
		$closed    = self::get( $metric, $from, $closed_to );
		$sums      = $closed['items'];
		if ( $to >= $today ) {
			$daily = Schema::table( 'days' );
			// SQL: own table, values prepared. Today's rows only, by the key.
			$open  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, views, visitors FROM {$daily} WHERE metric = %d AND day = %s", ItemIds::code( $metric ), $today ), ARRAY_A );
			$later = array();
			foreach ( $open as $row ) {
				if ( 0 === $closed['floor'] || isset( $sums[ (int) $row['item_id'] ] ) ) {
					self::add( $sums, (int) $row['item_id'], (int) $row['views'], (int) $row['visitors'] );
				} else {
					$later[] = $row;
				}
			}
			self::add_uncached( $sums, $later, $closed['floor'], $limit, $metric, $from, $closed_to );
		}
		return self::named_top( $sums, $limit );
	}

	/**
	 * The first items of sums by id, most viewed first and ties by item: the items and labels are
	 * read for the list's items and those tied with its last only.
	 *
	 * @param array<int, array{0: int, 1: int}> $sums  Item id => [views, visitors].
	 * @param int                               $limit At most this many items.
	 * @return list<array{item: string, label: string, views: int, visitors: int}>
	 */
	public static function named_top( array $sums, int $limit ): array {
		$views = array_column( $sums, 0 );
		rsort( $views );
		$bar   = $views[ $limit - 1 ] ?? 0;
		$shown = array_filter( $sums, static fn ( array $sum ): bool => $sum[0] >= $bar );
		$names = ItemIds::describe( array_keys( $shown ) );
		$rows  = array();
		foreach ( $shown as $id => [ $views_of, $visitors ] ) {
			$rows[] = array(
				'item'     => $names[ $id ]['item'] ?? '',
				'label'    => $names[ $id ]['label'] ?? '',
				'views'    => $views_of,
				'visitors' => $visitors,
			);
		}
		usort( $rows, static fn ( array $a, array $b ): int => array( $b['views'], $a['item'] ) <=> array( $a['views'], $b['item'] ) );
		return array_slice( $rows, 0, $limit );
	}

	/**
	 * Adds today's rows of items the cache left out. Such an item had at most $floor views on the
	 * closed days; one that could not reach the top even so is left out, the others have their
	 * closed days summed for them alone.
	 *
	 * @param array<int, array{0: int, 1: int}> $sums      The sums so far.
	 * @param list<array<string, mixed>>        $rows      Today's rows of those items.
	 * @param int                               $floor     The cache's floor.
	 * @param int                               $limit     The list's length.
	 * @param string                            $metric    One of StatsQuery::METRICS.
	 * @param string                            $from      First closed day, Y-m-d.
	 * @param string                            $closed_to Last closed day, Y-m-d.
	 */
	private static function add_uncached( array &$sums, array $rows, int $floor, int $limit, string $metric, string $from, string $closed_to ): void {
		if ( ! $rows ) {
			return;
		}
		$views = array_column( $sums, 0 );
		rsort( $views );
		$bar       = $views[ $limit - 1 ] ?? 0;
		$contender = array_values( array_filter( $rows, static fn ( array $row ): bool => (int) $row['views'] + $floor >= $bar ) );
		if ( ! $contender ) {
			return;
		}
		$past = self::compute( $metric, $from, $closed_to, array_map( 'intval', array_column( $contender, 'item_id' ) ) );
		foreach ( $contender as $row ) {
			$id = (int) $row['item_id'];
			if ( isset( $past[ $id ] ) ) {
				self::add( $sums, $id, ...$past[ $id ] );
			}
			self::add( $sums, $id, (int) $row['views'], (int) $row['visitors'] );
		}
	}

	/**
	 * What the closed days of the range hold: their total rows' count and sums, and the generation.
	 *
	 * @param string $from First day, Y-m-d.
	 * @param string $to   Last day, Y-m-d.
	 */
	private static function fingerprint( string $from, string $to ): string {
		global $wpdb;
		$daily = Schema::table( 'days' );
		// SQL: own table, values prepared. One total row a day, from the key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS days, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s", ItemIds::code( 'total' ), $from, $to ), ARRAY_A );
		return implode( ',', array( (int) ( $row['days'] ?? 0 ), (int) ( $row['sum_views'] ?? 0 ), (int) ( $row['sum_visitors'] ?? 0 ), (int) get_option( self::GENERATION_OPTION, 0 ) ) );
	}

	/**
	 * Sums the range from the months table (whole months) and the days table (the other days).
	 *
	 * @param string    $metric One of StatsQuery::METRICS.
	 * @param string    $from   First day, Y-m-d.
	 * @param string    $to     Last day, Y-m-d.
	 * @param list<int> $only   These item ids alone (none: every item).
	 * @return array<int, array{0: int, 1: int}> Item id => [views, visitors].
	 */
	public static function compute( string $metric, string $from, string $to, array $only ): array {
		global $wpdb;
		$today = gmdate( 'Y-m-d' );
		// Months whose days changed since they were summed (an import writes days directly) are
		// summed again first: two small reads when nothing changed.
		MonthlyRollup::run( $today );
		$parts   = MonthlyRollup::split( $from, $to, $today );
		$monthly = Schema::table( 'months' );
		$daily   = Schema::table( 'days' );
		$code    = ItemIds::code( $metric );
		$sets    = array();
		$items   = $only ? ' AND item_id IN (' . implode( ', ', array_fill( 0, count( $only ), '%d' ) ) . ')' : '';
		if ( $parts['months'] ) {
			// SQL: own table; the item placeholders are one %d per item, every value prepared.
			$sets[] = $wpdb->get_results( $wpdb->prepare( "SELECT item_id, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$monthly} WHERE metric = %d AND month >= %s AND month <= %s{$items} GROUP BY item_id", array_merge( array( $code, $parts['months'][0], end( $parts['months'] ) ), $only ) ), ARRAY_A );
		}
		foreach ( $parts['days'] as [ $first, $last ] ) {
			// SQL: own table; the item placeholders are one %d per item, every value prepared.
			$sets[] = $wpdb->get_results( $wpdb->prepare( "SELECT item_id, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s{$items} GROUP BY item_id", array_merge( array( $code, $first, $last ), $only ) ), ARRAY_A );
		}
		$sums = array();
		foreach ( $sets as $set ) {
			foreach ( (array) $set as $row ) {
				self::add( $sums, (int) $row['item_id'], (int) $row['sum_views'], (int) $row['sum_visitors'] );
			}
		}
		return $sums;
	}

	/**
	 * Adds an item's sums of one part of a range.
	 *
	 * @param array<int, array{0: int, 1: int}> $sums     The sums so far.
	 * @param int                               $id       The item's id.
	 * @param int                               $views    Its views in this part.
	 * @param int                               $visitors Its visitors in this part.
	 */
	public static function add( array &$sums, int $id, int $views, int $visitors ): void {
		$sums[ $id ] ??= array( 0, 0 );
		$sums[ $id ][0] += $views;
		$sums[ $id ][1] += $visitors;
	}
}
