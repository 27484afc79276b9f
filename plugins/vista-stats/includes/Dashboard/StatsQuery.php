<?php
/**
 * Read-only queries the dashboard and the dashboard widget make: totals, a series by day, week or
 * month, the top items of each metric, and who is online now.
 *
 * Everything but "online now" reads the daily table (see Rollup), so ranges reach past the raw rows'
 * retention period; call refresh() first so that today's rows are in it. Visitors of a range are the
 * sum of each day's distinct visitors: the daily table keeps no visitor ids, so a visitor who comes
 * back on three days counts three times.
 *
 * The SQL stays plain (no window functions, no date functions) so that it runs the same on MariaDB and
 * on SQLite through WordPress's SQLite integration; weeks and months are bucketed here, in PHP.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\ClosedRangeSums;
use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\MonthlyRollup;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;

/**
 * Queries over a range of days [from, to] (Y-m-d, UTC, both included).
 */
final class StatsQuery {

	/** Metrics with a top list. */
	public const METRICS = array( 'page', 'referrer', 'browser', 'os', 'device', 'event', 'link', 'download' );

	/** Series granularities. */
	public const RANGES = array( 'day', 'week', 'month' );

	/** A visitor seen within this many seconds is online. */
	public const ONLINE_WINDOW = 5 * MINUTE_IN_SECONDS;

	/**
	 * Rolls the raw rows up, today included, so that the daily table is fresh. Callers run it once
	 * before their queries (each REST answer, the dashboard widget).
	 */
	public static function refresh(): void {
		Rollup::run();
	}

	/**
	 * Sums the closed days of the dashboard's long presets (the last 30 days, the last 12 months
	 * from the first day of the month eleven months ago) into the cache, after the nightly roll-up,
	 * so that the day's first look at them does not sum a year of rows (see ClosedRangeSums).
	 */
	public static function warm(): void {
		$today = gmdate( 'Y-m-d' );
		$froms = array(
			gmdate( 'Y-m-d', (int) strtotime( $today . ' -29 days' ) ),
			gmdate( 'Y-m-01', (int) strtotime( gmdate( 'Y-m-01' ) . ' -11 months' ) ),
		);
		foreach ( $froms as $from ) {
			foreach ( self::METRICS as $metric ) {
				self::top( $metric, $from, $today );
			}
		}
	}

	/**
	 * Views and visitors of the range.
	 *
	 * @param string $from First day, Y-m-d.
	 * @param string $to   Last day, Y-m-d.
	 * @return array{views: int, visitors: int}
	 */
	public static function totals( string $from, string $to ): array {
		global $wpdb;
		$daily = Schema::table( 'days' );
		// SQL: own table, values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s", ItemIds::code( 'total' ), $from, $to ), ARRAY_A );
		return array(
			'views'    => (int) ( $row['sum_views'] ?? 0 ),
			'visitors' => (int) ( $row['sum_visitors'] ?? 0 ),
		);
	}

	/**
	 * Views and visitors per bucket, every bucket of the range present (zero when nothing happened).
	 * A week starts on the site's first day of the week (Settings → General); the first and last
	 * bucket are cut to the range, so `start` and `end` are always inside [from, to].
	 *
	 * @param string $from  First day, Y-m-d.
	 * @param string $to    Last day, Y-m-d.
	 * @param string $range One of RANGES.
	 * @return list<array{start: string, end: string, views: int, visitors: int}>
	 */
	public static function series( string $from, string $to, string $range ): array {
		global $wpdb;
		if ( ! in_array( $range, self::RANGES, true ) ) {
			throw new \InvalidArgumentException( 'Unknown range.' );
		}
		$daily = Schema::table( 'days' );
		// SQL: own table, values prepared.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT day, views, visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s", ItemIds::code( 'total' ), $from, $to ), ARRAY_A );
		$by_day = array();
		foreach ( (array) $rows as $row ) {
			$by_day[ substr( (string) $row['day'], 0, 10 ) ] = array( (int) $row['views'], (int) $row['visitors'] );
		}

		$week_start = self::week_start();
		$buckets    = array();
		$utc        = new \DateTimeZone( 'UTC' );
		$day        = new \DateTimeImmutable( $from, $utc );
		$last       = new \DateTimeImmutable( $to, $utc );
		for ( $guard = 0; $day <= $last && $guard < 40000; $guard++ ) {
			$key = self::bucket_key( $day, $range, $week_start );
			$ymd = $day->format( 'Y-m-d' );
			if ( ! isset( $buckets[ $key ] ) ) {
				$buckets[ $key ] = array(
					'start'    => $ymd,
					'end'      => $ymd,
					'views'    => 0,
					'visitors' => 0,
				);
			}
			$buckets[ $key ]['end'] = $ymd;
			if ( isset( $by_day[ $ymd ] ) ) {
				$buckets[ $key ]['views']    += $by_day[ $ymd ][0];
				$buckets[ $key ]['visitors'] += $by_day[ $ymd ][1];
			}
			$day = $day->modify( '+1 day' );
		}
		return array_values( $buckets );
	}

	/**
	 * The items of one metric over the range, most viewed first (ties by name).
	 *
	 * For pages, `label` is the address and `title` the post's or term's title when the page is one;
	 * `url` is an address on this site (pages) or the http(s) target of a link or download, else null.
	 *
	 * @param string $metric One of METRICS.
	 * @param string $from   First day, Y-m-d.
	 * @param string $to     Last day, Y-m-d.
	 * @param int    $limit  At most this many items (1-100).
	 * @return list<array{item: string, label: string, title: ?string, url: ?string, views: int, visitors: int}>
	 */
	public static function top( string $metric, string $from, string $to, int $limit = 10 ): array {
		if ( ! in_array( $metric, self::METRICS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown metric.' );
		}
		$limit = max( 1, min( 100, $limit ) );
		$today = gmdate( 'Y-m-d' );
		$parts = MonthlyRollup::split( $from, $to, $today );
		// The sums of a range's days before today are cached when it holds a whole month (see
		// ClosedRangeSums); today's rows are added to them. Shorter ranges are summed from the key.
		$top = $parts['months']
			? ClosedRangeSums::top( $metric, $from, $to, $limit )
			: ClosedRangeSums::named_top( self::sums( $metric, $from, $to, $limit ), $limit );
		$rows   = array();
		$labels = array();
		foreach ( $top as $row ) {
			$rows[]                 = array(
				'item'         => $row['item'],
				'sum_views'    => $row['views'],
				'sum_visitors' => $row['visitors'],
			);
			$labels[ $row['item'] ] = $row['label'];
		}
		$items  = array();
		foreach ( (array) $rows as $row ) {
			$item    = (string) $row['item'];
			$label   = $labels[ $item ] ?? '';
			$items[] = array(
				'item'     => $item,
				'label'    => '' !== $label ? $label : $item,
				'title'    => 'page' === $metric ? self::page_title( $item ) : null,
				'url'      => self::item_url( $metric, $label ),
				'views'    => (int) $row['sum_views'],
				'visitors' => (int) $row['sum_visitors'],
			);
		}
		return $items;
	}

	/**
	 * The sums of a metric's most viewed items over a range, by item id: the first $limit and every
	 * item tied with the last of them (the list orders ties by the item, which the ids do not hold).
	 * Read from the days table's key alone.
	 *
	 * @param string $metric One of METRICS.
	 * @param string $from   First day, Y-m-d.
	 * @param string $to     Last day, Y-m-d.
	 * @param int    $limit  The list's length.
	 * @return array<int, array{0: int, 1: int}> Item id => [views, visitors].
	 */
	private static function sums( string $metric, string $from, string $to, int $limit ): array {
		global $wpdb;
		$daily = Schema::table( 'days' );
		$code  = ItemIds::code( $metric );
		// SQL: own table, values prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s GROUP BY item_id ORDER BY sum_views DESC LIMIT %d", $code, $from, $to, $limit ), ARRAY_A );
		if ( count( $rows ) === $limit ) {
			// SQL: own table, values prepared. The last item's ties, beyond the limit.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s GROUP BY item_id HAVING SUM(views) >= %d", $code, $from, $to, (int) end( $rows )['sum_views'] ), ARRAY_A );
		}
		$sums = array();
		foreach ( $rows as $row ) {
			$sums[ (int) $row['item_id'] ] = array( (int) $row['sum_views'], (int) $row['sum_visitors'] );
		}
		return $sums;
	}

	/**
	 * Visitors seen within the last five minutes, and the pages they are on (most readers first).
	 *
	 * @param int $limit At most this many pages.
	 * @return array{count: int, pages: list<array{uri: string, visitors: int}>}
	 */
	public static function online( int $limit = 10 ): array {
		global $wpdb;
		$online = Schema::table( 'online' );
		$since  = gmdate( 'Y-m-d H:i:s', time() - self::ONLINE_WINDOW );
		$limit  = max( 1, min( 100, $limit ) );
		// SQL: own table, values prepared.
		$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$online} WHERE last_seen >= %s", $since ) );
		$rows  = $count > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT uri, COUNT(*) AS readers FROM {$online} WHERE last_seen >= %s GROUP BY uri ORDER BY readers DESC, uri ASC LIMIT %d", $since, $limit ), ARRAY_A ) // SQL: own table, values prepared.
			: array();
		$pages = array();
		foreach ( (array) $rows as $row ) {
			$pages[] = array(
				'uri'      => (string) $row['uri'],
				'visitors' => (int) $row['readers'],
			);
		}
		return array(
			'count' => $count,
			'pages' => $pages,
		);
	}

	/**
	 * The range of the same length just before [from, to], for comparisons.
	 *
	 * @param string $from First day, Y-m-d.
	 * @param string $to   Last day, Y-m-d.
	 * @return array{from: string, to: string}
	 */
	public static function previous_range( string $from, string $to ): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$start = new \DateTimeImmutable( $from, $utc );
		$days  = (int) $start->diff( new \DateTimeImmutable( $to, $utc ) )->days + 1;
		return array(
			'from' => $start->modify( '-' . $days . ' days' )->format( 'Y-m-d' ),
			'to'   => $start->modify( '-1 day' )->format( 'Y-m-d' ),
		);
	}

	/**
	 * The first day of the week (0 = Sunday ... 6 = Saturday), from the site's settings.
	 */
	public static function week_start(): int {
		$start = (int) get_option( 'start_of_week', 1 );
		return $start >= 0 && $start <= 6 ? $start : 1;
	}

	/**
	 * The natural start of a day's bucket: the day, the first day of its week, or of its month.
	 *
	 * @param \DateTimeImmutable $day        Day (UTC).
	 * @param string             $range      One of RANGES.
	 * @param int                $week_start First day of the week, 0-6.
	 */
	private static function bucket_key( \DateTimeImmutable $day, string $range, int $week_start ): string {
		if ( 'month' === $range ) {
			return $day->format( 'Y-m-01' );
		}
		if ( 'week' === $range ) {
			$back = ( (int) $day->format( 'w' ) - $week_start + 7 ) % 7;
			return $day->modify( '-' . $back . ' days' )->format( 'Y-m-d' );
		}
		return $day->format( 'Y-m-d' );
	}

	/**
	 * The title of a page item, as plain text. Items are "{source type}:{id}" as the tracker records
	 * them (see Tracker::current_source()): a post type, "home" (a static front page), "term" or
	 * "author", with the id of the post, term or user.
	 *
	 * @param string $item Item key of the daily table.
	 */
	private static function page_title( string $item ): ?string {
		if ( ! preg_match( '/^([a-z0-9_-]{1,20}):(\d{1,19})$/', $item, $parts ) || '0' === $parts[2] ) {
			return null;
		}
		[ , $type, $id ] = $parts;
		$id              = (int) $id;
		$title           = null;
		if ( 'home' === $type || post_type_exists( $type ) ) {
			$post  = get_post( $id );
			$title = $post && ( 'home' === $type || $post->post_type === $type ) ? $post->post_title : null;
		} elseif ( 'term' === $type || taxonomy_exists( $type ) ) {
			$term  = get_term( $id, 'term' === $type ? '' : $type );
			$title = $term instanceof \WP_Term ? $term->name : null;
		} elseif ( 'author' === $type ) {
			$user  = get_userdata( $id );
			$title = $user ? $user->display_name : null;
		}
		$title = null === $title ? '' : trim( wp_strip_all_tags( html_entity_decode( (string) $title, ENT_QUOTES, 'UTF-8' ) ) );
		return '' !== $title ? $title : null;
	}

	/**
	 * Where an item leads: a page of this site, or the http(s) target of a link or download.
	 *
	 * @param string $metric Metric.
	 * @param string $label  The item's label (an address for pages, links and downloads).
	 */
	private static function item_url( string $metric, string $label ): ?string {
		if ( 'page' === $metric ) {
			return str_starts_with( $label, '/' ) && ! str_starts_with( $label, '//' ) ? home_url( $label ) : null;
		}
		if ( ( 'link' === $metric || 'download' === $metric ) && preg_match( '#^https?://[^\s/]#i', $label ) ) {
			$url = esc_url_raw( $label, array( 'http', 'https' ) );
			return '' !== $url ? $url : null;
		}
		return null;
	}
}
