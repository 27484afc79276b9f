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

	/** Prefix of the option a scheduled run claims for its day (CLAIM_PREFIX . Y-m-d). */
	public const CLAIM_PREFIX = 'vista_stats_rollup_claim_';

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
	 * Rolls up every day since the last run, through today, then purges old raw rows.
	 */
	public static function run(): void {
		// Hits answered on this server but still in its spool count before anything is rolled up.
		SpoolImporter::flush_site();
		$today = gmdate( 'Y-m-d' );
		$from  = (string) get_option( self::ROLLED_OPTION, '' );
		$day   = '' === $from ? self::first_raw_day() ?? $today : $from;
		for ( $guard = 0; $day <= $today && $guard < 3660; $guard++ ) {
			self::day( $day );
			$day = gmdate( 'Y-m-d', strtotime( $day . ' +1 day' ) );
		}
		// Today stays open: the next run rolls it up again.
		update_option( self::ROLLED_OPTION, $today, false );
		self::purge( (int) Settings::get()['retentionDays'] );
		/**
		 * After a roll-up: the daily totals through $today are in the daily table.
		 *
		 * @param string $today The last day rolled up (Y-m-d, UTC).
		 */
		do_action( 'vista_stats_rolled_up', $today );
	}

	/**
	 * Replaces the daily rows of one day with fresh totals from the raw rows.
	 *
	 * @param string $day Y-m-d (UTC).
	 */
	public static function day( string $day ): void {
		global $wpdb;
		$hits   = Schema::table( 'hits' );
		$events = Schema::table( 'events' );
		$rows   = array();

		// SQL: own tables, values prepared.
		$total = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE day = %s", $day ), ARRAY_A );
		if ( $total && (int) $total['views'] > 0 ) {
			$rows[] = array( 'total', '', '', (int) $total['views'], (int) $total['visitors'] );
		}

		$pages = $wpdb->get_results( $wpdb->prepare( "SELECT source_type, source_id, MAX(uri) AS uri, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE day = %s AND source_id > 0 GROUP BY source_type, source_id", $day ), ARRAY_A ); // SQL: own tables, values prepared.
		foreach ( (array) $pages as $page ) {
			$rows[] = array( 'page', $page['source_type'] . ':' . $page['source_id'], $page['uri'], (int) $page['views'], (int) $page['visitors'] );
		}
		$others = $wpdb->get_results( $wpdb->prepare( "SELECT uri, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE day = %s AND source_id = 0 GROUP BY uri", $day ), ARRAY_A ); // SQL: own tables, values prepared.
		foreach ( (array) $others as $page ) {
			$rows[] = array( 'page', 'uri:' . $page['uri'], $page['uri'], (int) $page['views'], (int) $page['visitors'] );
		}

		foreach ( array( 'referrer' => 'referrer_host', 'browser' => 'browser', 'os' => 'os', 'device' => 'device' ) as $metric => $column ) {
			$groups = $wpdb->get_results( $wpdb->prepare( "SELECT {$column} AS item, COUNT(*) AS views, COUNT(DISTINCT NULLIF(visitor_hash, '')) AS visitors FROM {$hits} WHERE day = %s AND {$column} <> '' GROUP BY {$column}", $day ), ARRAY_A ); // SQL: own tables, values prepared.
			foreach ( (array) $groups as $group ) {
				$rows[] = array( $metric, $group['item'], $group['item'], (int) $group['views'], (int) $group['visitors'] );
			}
		}

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
		array_push( $rows, ...array_values( $merged ) );

		$daily = Schema::table( 'daily' );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$daily} WHERE day = %s", $day ) ); // SQL: own tables, values prepared.
		foreach ( $rows as [ $metric, $item, $label, $views, $visitors ] ) {
			$wpdb->insert( // Own table.
				$daily,
				array(
					'day'      => $day,
					'metric'   => $metric,
					'item'     => mb_substr( (string) $item, 0, 191 ),
					'label'    => mb_substr( (string) $label, 0, 255 ),
					'views'    => $views,
					'visitors' => $visitors,
				),
				array( '%s', '%s', '%s', '%s', '%d', '%d' )
			);
		}
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
