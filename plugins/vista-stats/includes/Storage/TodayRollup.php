<?php
/**
 * Today's daily rows, kept current by adding the hits imported since the last run instead of
 * counting the whole day again (issue 36 goal 1). Every dashboard request rolls today up; on a site
 * of a million views a month, counting today's 30,000 rows again took seconds on SQLite, while the
 * hits new since the last request are a handful.
 *
 * A new hit adds a view to each of its items (the total, its page, referrer, browser, system and
 * device) and a visitor where that visitor had no earlier hit on the item today: the visitor's
 * earlier hits of the day are found by the hits table's day_visitor index. The watermark (the day
 * and the last hit id counted) is an option; the first run of a day, or one that finds no
 * watermark, counts the day in full up to the newest id. One run at a time adds (a lock), so no hit
 * is added twice. A run that finds the lock taken waits for it, then adds what the other run did
 * not see: the dashboard asks for its panels at once, and a panel answered before the other run
 * had finished showed today without the newest hits. The nightly run rolls the finished day up
 * again from all its rows (Rollup::day()).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit\OptionLock;
use Vista\Stats\Kit\Transaction;

/**
 * Incremental roll-up of today.
 */
final class TodayRollup {

	/** The watermark: array{day: string, id: int}. */
	public const MARK_OPTION = 'vista_stats_today_mark';

	/** The lock's options row. */
	public const LOCK_OPTION = 'vista_stats_today_lock';

	/** How long a run waits for another run's lock, in seconds (a run adds a few hits in far less). */
	private const WAIT = 10.0;

	/** New hits read at a time. */
	private const BATCH = 2000;

	/**
	 * More new hits than this and the day is counted again in full instead: adding them costs a
	 * statement per item they touch, while a full count's cost is bounded by the day's rows (30,000
	 * new hits took minutes to add on MariaDB, and a couple of seconds to count in full).
	 */
	private const MAX_NEW = 5000;

	/**
	 * Brings today's rows up to date.
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	public static function run( string $today ): void {
		( new OptionLock( self::LOCK_OPTION, 60 ) )->run_within( self::WAIT, static fn () => self::bring_up_to_date( $today ) );
	}

	/**
	 * Brings today's rows up to date, under the lock.
	 *
	 * @param string $today Y-m-d (UTC).
	 */
	private static function bring_up_to_date( string $today ): void {
		global $wpdb;
		$hits   = Schema::table( 'hits' );
		$newest = (int) $wpdb->get_var( "SELECT MAX(id) FROM {$hits}" ); // SQL: own table, no input.
		$mark   = get_option( self::MARK_OPTION );
		if ( ! is_array( $mark ) || ( $mark['day'] ?? '' ) !== $today || $newest - (int) $mark['id'] > self::MAX_NEW ) {
			// In one transaction: a panel that reads meanwhile sees today whole.
			Transaction::run( static fn () => Rollup::day( $today, max( 1, $newest ) ) );
		} else {
			for ( $last = (int) $mark['id']; $last < $newest; ) {
				$last = self::add( $today, $last, $newest );
			}
			Rollup::events( $today );
		}
		update_option(
			self::MARK_OPTION,
			array(
				'day' => $today,
				'id'  => $newest,
			),
			false
		);
	}

	/**
	 * Adds the next batch of hits after $after (up to $newest) to today's rows.
	 *
	 * @param string $today  Y-m-d (UTC).
	 * @param int    $after  The last hit id already counted.
	 * @param int    $newest The newest hit id to count.
	 * @return int The last hit id this batch read (the newest when none is left).
	 */
	private static function add( string $today, int $after, int $newest ): int {
		global $wpdb;
		$hits = Schema::table( 'hits' );
		// SQL: own table, values prepared. The primary key finds the new rows.
		$new = $wpdb->get_results( $wpdb->prepare( "SELECT id, day, visitor_hash, source_type, source_id, uri, referrer_host, browser, os, device FROM {$hits} WHERE id > %d AND id <= %d ORDER BY id LIMIT %d", $after, $newest, self::BATCH ), ARRAY_A );
		if ( ! $new ) {
			return $newest;
		}
		$new     = (array) $new;
		$last    = (int) end( $new )['id'];
		$today_s = array_filter( $new, static fn ( array $hit ): bool => $today === substr( (string) $hit['day'], 0, 10 ) );
		$seen    = self::seen_before( $today, $after, $today_s );
		$delta   = array();
		foreach ( $today_s as $hit ) {
			$visitor = (string) $hit['visitor_hash'];
			foreach ( self::items( $hit ) as $key => $label ) {
				$delta[ $key ] ??= array( $label, 0, 0 );
				++$delta[ $key ][1];
				if ( '' !== $visitor && ! isset( $seen[ $key ][ $visitor ] ) ) {
					$seen[ $key ][ $visitor ] = true;
					++$delta[ $key ][2];
				}
			}
		}
		self::apply( $today, $delta );
		return $last;
	}

	/**
	 * The items a hit counts for: "metric\nitem" => label.
	 *
	 * @param array<string, mixed> $hit A row of the hits table.
	 * @return array<string, string>
	 */
	private static function items( array $hit ): array {
		$page            = (int) $hit['source_id'] > 0 ? $hit['source_type'] . ':' . $hit['source_id'] : 'uri:' . $hit['uri'];
		$items           = array(
			"total\n"       => '',
			"page\n{$page}" => (string) $hit['uri'],
		);
		foreach ( Rollup::COLUMNS as $metric => $column ) {
			if ( '' !== (string) $hit[ $column ] ) {
				$items[ $metric . "\n" . $hit[ $column ] ] = (string) $hit[ $column ];
			}
		}
		return $items;
	}

	/**
	 * Which of the new hits' visitors were already counted on which items today.
	 *
	 * @param string                           $today Y-m-d (UTC).
	 * @param int                              $after The last hit id already counted.
	 * @param list<array<string, mixed>>|array $new   The new hits of today.
	 * @return array<string, array<string, true>> "metric\nitem" => visitor hash => true.
	 */
	private static function seen_before( string $today, int $after, array $new ): array {
		global $wpdb;
		$visitors = array_values( array_unique( array_filter( array_map( 'strval', array_column( $new, 'visitor_hash' ) ) ) ) );
		$seen     = array();
		$hits     = Schema::table( 'hits' );
		foreach ( array_chunk( $visitors, 200 ) as $chunk ) {
			$marks = implode( ', ', array_fill( 0, count( $chunk ), '%s' ) );
			// SQL: own table, values prepared; the day_visitor index finds each visitor's rows.
			$earlier = $wpdb->get_results( $wpdb->prepare( "SELECT visitor_hash, source_type, source_id, uri, referrer_host, browser, os, device FROM {$hits} WHERE day = %s AND visitor_hash IN ({$marks}) AND id <= %d", array_merge( array( $today ), $chunk, array( $after ) ) ), ARRAY_A );
			foreach ( (array) $earlier as $hit ) {
				foreach ( array_keys( self::items( $hit ) ) as $key ) {
					$seen[ $key ][ (string) $hit['visitor_hash'] ] = true;
				}
			}
		}
		return $seen;
	}

	/**
	 * Adds views and visitors to today's rows, making the rows of items new today.
	 *
	 * @param string                                     $today Y-m-d (UTC).
	 * @param array<string, array{0: string, 1: int, 2: int}> $delta "metric\nitem" => [label, views, visitors].
	 */
	private static function apply( string $today, array $delta ): void {
		global $wpdb;
		$days  = Schema::table( 'days' );
		$known = array();
		foreach ( array_keys( $delta ) as $key ) {
			[ $metric, $item ]         = explode( "\n", (string) $key, 2 );
			$known[ $metric ][ $item ] = mb_substr( $item, 0, 191 );
		}
		$ids = array();
		foreach ( $known as $metric => $items ) {
			$ids[ $metric ] = ItemIds::find( (string) $metric, array_values( $items ) );
		}
		// One commit for all the updates: on MariaDB each statement would otherwise wait for its own.
		Transaction::run(
			static function () use ( $wpdb, $delta, $ids, $days, $today ): void {
				$fresh = array();
				foreach ( $delta as $key => [ $label, $views, $visitors ] ) {
					[ $metric, $item ] = explode( "\n", $key, 2 );
					$item              = mb_substr( $item, 0, 191 );
					$id                = $ids[ $metric ][ $item ] ?? 0;
					// SQL: own table, values prepared. An item never seen before has no row to add to.
					$changed = $id > 0 && $wpdb->query( $wpdb->prepare( "UPDATE {$days} SET views = views + %d, visitors = visitors + %d WHERE metric = %d AND day = %s AND item_id = %d", $views, $visitors, ItemIds::code( $metric ), $today, $id ) );
					if ( ! $changed ) {
						$fresh[] = array( $metric, $item, $label, $views, $visitors );
					}
				}
				Rollup::insert_rows( $today, $fresh );
			}
		);
	}
}
