<?php
/**
 * Rolls the raw rows of a day (hits, events) up into the daily table the dashboard reads, and purges
 * raw rows past the retention period once their day is rolled up. Rolling a day up again replaces
 * its rows, so it is safe to repeat (today is rolled up whenever the dashboard asks).
 *
 * Metrics in the daily table: total, page, referrer, browser, os, device (views and visitors), and
 * event, link, download (views = how many times).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;
use Vista\Stats\Settings\Settings;

/**
 * Daily roll-up and purge.
 */
final class Rollup {

	public const ROLLED_OPTION = 'vista_stats_rolled_through';
	public const CRON_HOOK     = 'vista_stats_daily_rollup';

	/** The lock's options row: one request at a time rolls finished days up. */
	public const DAYS_LOCK_OPTION = 'vista_stats_days_lock';

	/** How long a request waits for another's roll-up of the finished days, in seconds. */
	private const DAYS_WAIT = 10.0;

	/** Prefix of the option a scheduled run claims for its day (CLAIM_PREFIX . Y-m-d). */
	public const CLAIM_PREFIX = 'vista_stats_rollup_claim_';

	/** Metrics counted by a column of the hits table (pages are counted by their source). */
	public const COLUMNS = array(
		'referrer' => 'referrer_host',
		'browser'  => 'browser',
		'os'       => 'os',
		'device'   => 'device',
	);

	/**
	 * Puts the daily run on WordPress's schedule once.
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( (int) strtotime( 'tomorrow 00:10 UTC' ), 'daily', self::CRON_HOOK );
		}
	}

	/**
	 * The daily run, once a day however many web servers' schedulers fire it. WordPress's own cron
	 * lock is a transient that two servers can both take at the same moment (issue 19), so the run
	 * first claims its day with a row only one insert can create, in the one shared database.
	 */
	public static function run_scheduled(): void {
		if ( self::claim_day( gmdate( 'Y-m-d' ) ) ) {
			LegacySums::migrate(); // Finishes schema 7's copy if a request cut it short; else two small reads.
			self::run();
		}
	}

	/**
	 * Claims a day's scheduled run: true for the first caller only. Older days' claims go.
	 *
	 * @param string $day Y-m-d (UTC).
	 */
	public static function claim_day( string $day ): bool {
		return Kit\DayClaim::take( self::CLAIM_PREFIX, $day );
	}

	/**
	 * Rolls up every day since the last run, through today, then purges old raw rows. Finished days
	 * are rolled up from all their raw rows; today only with the hits imported since the last run
	 * (TodayRollup), so a dashboard request on a busy site reads a few new rows, not the whole day.
	 * Finished months are summed up for long ranges (MonthlyRollup).
	 */
	public static function run(): void {
		// Hits answered on this server but still in its spool count before anything is rolled up.
		SpoolImporter::flush_site();
		$today = gmdate( 'Y-m-d' );
		self::finish_days( $today );
		TodayRollup::run( $today );
		MonthlyRollup::run( $today );
		self::purge( (int) Settings::get()['retentionDays'] );
		/**
		 * After a roll-up: the daily totals through $today are in the daily table.
		 *
		 * @param string $today The last day rolled up (Y-m-d, UTC).
		 */
		do_action( 'vista_stats_rolled_up', $today );
	}

	/**
	 * Rolls up, from all their raw rows, the days before today not rolled up since they ended.
	 *
	 * The first dashboard of a day asks for its panels at once, and each request finds yesterday to
	 * roll up: one does it under a lock while the others wait, then find it done (two replacing a
	 * day together failed on the daily table's key). Each day is replaced in one transaction, so a
	 * panel read meanwhile sees the day whole.
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	private static function finish_days( string $today ): void {
		if ( $today === (string) get_option( self::ROLLED_OPTION, '' ) ) {
			return; // One read, no lock: what every request but the day's first finds.
		}
		// A wait that runs out leaves the days as they are for this request: still being rolled up elsewhere.
		( new Kit\OptionLock( self::DAYS_LOCK_OPTION, 600 ) )->run_within( self::DAYS_WAIT, static fn () => self::roll_up_finished_days( $today ) );
	}

	/**
	 * Rolls up the finished days, under the lock.
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	private static function roll_up_finished_days( string $today ): void {
		global $wpdb;
		// Read past the request's cache: the request that held the lock may have just finished.
		// SQL: core table name, values prepared.
		$from = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::ROLLED_OPTION ) );
		$day  = '' === $from ? self::first_raw_day() ?? $today : $from;
		for ( $guard = 0; $day < $today && $guard < 3660; $guard++ ) {
			Kit\Transaction::run( static fn () => self::day( $day ) );
			$day = gmdate( 'Y-m-d', strtotime( $day . ' +1 day' ) );
		}
		// Today stays open: TodayRollup keeps it current, and the next day's run rolls it up whole.
		update_option( self::ROLLED_OPTION, $today, false );
	}

	/**
	 * Replaces the daily rows of one day with fresh totals from the raw rows.
	 *
	 * @param string $day     Y-m-d (UTC).
	 * @param int    $through Only hits up to this id (0: all), so that hits imported meanwhile are
	 *                        left to the next incremental run.
	 */
	public static function day( string $day, int $through = 0 ): void {
		$rows = array_merge( self::hit_rows( $day, $through ), self::event_rows( $day ) );
		self::delete_day( $day );
		self::insert_rows( $day, $rows );
	}

	/**
	 * Replaces the event rows (events, links, downloads) of one day.
	 *
	 * @param string $day Y-m-d (UTC).
	 */
	public static function events( string $day ): void {
		self::delete_day( $day, array( 'event', 'link', 'download' ) );
		self::insert_rows( $day, self::event_rows( $day ) );
	}

	/**
	 * Deletes a day's rows, of some metrics or of all.
	 *
	 * @param string       $day     Y-m-d (UTC).
	 * @param list<string> $metrics These metrics only (none: every metric).
	 */
	public static function delete_day( string $day, array $metrics = array() ): void {
		global $wpdb;
		$days  = Schema::table( 'days' );
		$codes = array_map( array( ItemIds::class, 'code' ), $metrics ? $metrics : array_keys( ItemIds::METRIC_CODES ) );
		$marks = implode( ', ', array_fill( 0, count( $codes ), '%d' ) );
		// SQL: own table; one placeholder per metric, values prepared. By the key: metric, then day.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$days} WHERE metric IN ({$marks}) AND day = %s", array_merge( $codes, array( $day ) ) ) );
	}

	/**
	 * Writes daily rows, many to a statement (one insert per row took seconds for a busy day's
	 * thousands of pages on SQLite).
	 *
	 * @param string                                    $day  Y-m-d (UTC).
	 * @param list<array{0: string, 1: string, 2: string, 3: int, 4: int}> $rows Metric, item, label, views, visitors.
	 */
	public static function insert_rows( string $day, array $rows ): void {
		global $wpdb;
		ClosedRangeSums::day_written( $day );
		$days   = Schema::table( 'days' );
		$labels = array();
		foreach ( $rows as [ $metric, $item, $label ] ) {
			$item = mb_substr( (string) $item, 0, 191 );
			$kept = $labels[ $metric ][ $item ] ?? '';
			$labels[ $metric ][ $item ] = max( $kept, mb_substr( (string) $label, 0, 255 ) );
		}
		$ids = array();
		foreach ( $labels as $metric => $of_metric ) {
			$ids[ $metric ] = ItemIds::ensure( (string) $metric, $of_metric );
		}
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as [ $metric, $item, , $views, $visitors ] ) {
				array_push( $values, ItemIds::code( $metric ), $day, $ids[ $metric ][ mb_substr( (string) $item, 0, 191 ) ] ?? 0, max( 0, (int) $views ), max( 0, (int) $visitors ) );
			}
			// SQL: own table; one group of placeholders per row, values prepared.
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$days} (metric, day, item_id, views, visitors) VALUES " . implode( ', ', array_fill( 0, count( $chunk ), '(%d, %s, %d, %d, %d)' ) ), $values ) );
		}
	}

	/**
	 * A day's rows of the hits: total, pages, referrers, browsers, systems, devices.
	 *
	 * @param string $day     Y-m-d (UTC).
	 * @param int    $through Only hits up to this id (0: all).
	 * @return list<array{0: string, 1: string, 2: string, 3: int, 4: int}>
	 */
	private static function hit_rows( string $day, int $through ): array {
		global $wpdb;
		$hits  = Schema::table( 'hits' );
		$where = $through > 0 ? $wpdb->prepare( 'day = %s AND id <= %d', $day, $through ) : $wpdb->prepare( 'day = %s', $day );
		$rows  = array();

		// SQL: own tables, values prepared.
		$total = $wpdb->get_row( "SELECT COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE {$where}", ARRAY_A );
		if ( $total && (int) $total['views'] > 0 ) {
			$rows[] = array( 'total', '', '', (int) $total['views'], (int) $total['visitors'] );
		}

		$pages = $wpdb->get_results( "SELECT source_type, source_id, MAX(uri) AS uri, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE {$where} AND source_id > 0 GROUP BY source_type, source_id", ARRAY_A ); // SQL: own tables, values prepared.
		foreach ( (array) $pages as $page ) {
			$rows[] = array( 'page', $page['source_type'] . ':' . $page['source_id'], $page['uri'], (int) $page['views'], (int) $page['visitors'] );
		}
		$others = $wpdb->get_results( "SELECT uri, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE {$where} AND source_id = 0 GROUP BY uri", ARRAY_A ); // SQL: own tables, values prepared.
		foreach ( (array) $others as $page ) {
			$rows[] = array( 'page', 'uri:' . $page['uri'], $page['uri'], (int) $page['views'], (int) $page['visitors'] );
		}

		foreach ( self::COLUMNS as $metric => $column ) {
			$groups = $wpdb->get_results( "SELECT {$column} AS item, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE {$where} AND {$column} <> '' GROUP BY {$column}", ARRAY_A ); // SQL: own tables, values prepared.
			foreach ( (array) $groups as $group ) {
				$rows[] = array( $metric, $group['item'], $group['item'], (int) $group['views'], (int) $group['visitors'] );
			}
		}
		return $rows;
	}

	/**
	 * A day's rows of the events: events by name, links by target, downloads by file.
	 *
	 * @param string $day Y-m-d (UTC).
	 * @return list<array{0: string, 1: string, 2: string, 3: int, 4: int}>
	 */
	private static function event_rows( string $day ): array {
		global $wpdb;
		$events     = Schema::table( 'events' );
		$happenings = $wpdb->get_results( $wpdb->prepare( "SELECT kind, name, target_url, file_name, COUNT(*) AS times, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$events} WHERE day = %s GROUP BY kind, name, target_url, file_name", $day ), ARRAY_A ); // SQL: own tables, values prepared.
		$merged     = array();
		foreach ( (array) $happenings as $event ) {
			[ $item, $label ] = match ( $event['kind'] ) {
				'download' => array( '' !== $event['file_name'] ? $event['file_name'] : $event['target_url'], $event['target_url'] ),
				'link' => array( $event['target_url'], $event['target_url'] ),
				default => array( $event['name'], $event['name'] ),
			};
			$key                    = $event['kind'] . "\n" . mb_substr( $item, 0, 191 );
			$merged[ $key ]       ??= array( $event['kind'], mb_substr( $item, 0, 191 ), $label, 0, 0 );
			$merged[ $key ][3]     += (int) $event['times'];
			$merged[ $key ][4]     += (int) $event['visitors'];
		}
		return array_values( $merged );
	}

	/**
	 * Deletes raw rows older than the retention period, and online rows older than an hour.
	 *
	 * @param int $retention_days Days of raw rows to keep.
	 */
	public static function purge( int $retention_days ): void {
		global $wpdb;
		$cutoff = gmdate( 'Y-m-d', time() - $retention_days * DAY_IN_SECONDS );
		$rolled = (string) get_option( self::ROLLED_OPTION, '' );
		if ( '' === $rolled ) {
			return;
		}
		$before = min( $cutoff, $rolled );
		foreach ( array( 'hits', 'events' ) as $name ) {
			$table = Schema::table( $name );
			// SQL: own table.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE day < %s", $before ) );
		}
		$imports = Schema::table( 'imports' );
		// SQL: own table. The ledger outlives the raw rows it guarded, as long as they are kept.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$imports} WHERE imported_at < %s", $cutoff . ' 00:00:00' ) );
		$online = Schema::table( 'online' );
		// SQL: own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$online} WHERE last_seen < %s", gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) );
		$quota = Schema::table( 'quota' );
		// SQL: own table. The hourly quotas of the admin-ajax route, which no import purges.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$quota} WHERE hour < %s", gmdate( 'Y-m-d H', time() - 2 * HOUR_IN_SECONDS ) ) );
	}

	/**
	 * The oldest day with raw rows, if any.
	 */
	private static function first_raw_day(): ?string {
		global $wpdb;
		$hits = Schema::table( 'hits' );
		// SQL: own table, no input.
		$day = $wpdb->get_var( "SELECT MIN(day) FROM {$hits}" );
		return $day ? (string) $day : null;
	}
}
