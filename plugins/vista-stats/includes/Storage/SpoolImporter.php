<?php
/**
 * Moves the spool's lines into the hits table: each batch file in one transaction that also records
 * the batch's name in the import ledger, so a batch imported twice (its flusher killed after the
 * commit, before deleting the file) counts once. Run by the hit path after answering when a flush
 * is due, by every read of the statistics (StatsQuery::refresh) and by a WP-Cron backstop.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Tracker\UserAgent;
use Vista\Stats\Settings\Settings;

/**
 * Batched, idempotent import of spooled hits.
 */
final class SpoolImporter {

	public const CRON_HOOK     = 'vista_stats_flush_spool';
	public const CRON_SCHEDULE = 'vista_stats_five_minutes';

	/** Batch files imported in one transaction (each an open, locked file until its commit). */
	private const BATCHES_PER_TRANSACTION = 64;

	/**
	 * A spool line back as a hits row; null for a line that is not one of ours. A line holds the
	 * browser string (HitSpool::FIELDS), classified here, once per distinct string of the batch,
	 * and the address's key; a line of version 4 and before holds no key, and one spooled by
	 * version 2.x holds the classes already (HitSpool::COLUMNS).
	 *
	 * @param string $line Spool line.
	 * @return array<int, string|int>|null Values in COLUMNS order, then the address's key ('' for none).
	 */
	public static function decode( string $line ): ?array {
		$values = '[' === ( $line[0] ?? '' ) ? self::json_values( $line ) : self::tab_values( $line );
		if ( null === $values ) {
			return null;
		}
		$network = count( HitSpool::FIELDS ) === count( $values ) ? (string) array_pop( $values ) : '';
		if ( HitSpool::LEGACY_FIELDS === count( $values ) ) {
			$classes   = UserAgent::classes( (string) $values[7] );
			$values[7] = $classes['browser'];
			$values[]  = $classes['os'];
			$values[]  = $classes['device'];
		}
		$values[] = $network;
		return $values;
	}

	/**
	 * The values of a tab-separated line (see HitSpool::encode_row); null when it is not one.
	 *
	 * @param string $line Spool line.
	 * @return array<int, string|int>|null
	 */
	private static function tab_values( string $line ): ?array {
		$values = explode( "\t", $line );
		$count  = count( $values );
		if ( ( count( HitSpool::FIELDS ) !== $count && HitSpool::LEGACY_FIELDS !== $count ) || ! ctype_digit( $values[4] ) || strlen( $values[4] ) > 18 ) {
			return null;
		}
		$values[4] = (int) $values[4];
		return $values;
	}

	/**
	 * The values of a JSON line: FIELDS, those of version 4 and before, or a line of version 2.x
	 * with COLUMNS; null otherwise.
	 *
	 * @param string $line Spool line.
	 * @return array<int, string|int>|null
	 */
	private static function json_values( string $line ): ?array {
		$values = json_decode( $line, true );
		$count  = is_array( $values ) ? count( $values ) : 0;
		if ( ! in_array( $count, array( count( HitSpool::FIELDS ), HitSpool::LEGACY_FIELDS, count( HitSpool::COLUMNS ) ), true ) || ! array_is_list( $values ) || ! is_int( $values[4] ) ) {
			return null;
		}
		foreach ( $values as $index => $value ) {
			if ( 4 !== $index && ! is_string( $value ) ) {
				return null;
			}
		}
		return $values;
	}

	/**
	 * The backstop: WP-Cron flushes this server's spool every five minutes, for the last hits of a
	 * quiet spell, which no later hit flushes (init, when it is not scheduled).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + 300, self::CRON_SCHEDULE, self::CRON_HOOK );
		}
	}

	/**
	 * Drops this server's copy of the settings.
	 */
	public static function forget_settings(): void {
		HitSpool::for_wordpress()->forget_settings();
	}

	/**
	 * Adds the five-minute schedule.
	 *
	 * @param array<string, array<string, mixed>> $schedules WordPress's schedules.
	 * @return array<string, array<string, mixed>>
	 */
	public static function add_schedule( $schedules ): array {
		$schedules                        = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::CRON_SCHEDULE ] = array(
			'interval' => 300,
			'display'  => __( 'Every five minutes', 'vista-stats' ),
		);
		return $schedules;
	}

	/**
	 * Flushes this server's spool from WordPress (reads of the statistics, the cron backstop),
	 * waiting for a flush already running so that what follows reads every answered hit.
	 *
	 * @return int Hits imported.
	 */
	public static function flush_site(): int {
		global $table_prefix;
		$spool = HitSpool::for_wordpress();
		try {
			$database = LeanStore::connect( ABSPATH, WP_CONTENT_DIR, (string) $table_prefix );
		} catch ( \PDOException $e ) {
			return 0; // The batches wait for the next flush.
		}
		return $database ? self::flush( $spool, $database, true ) : 0;
	}

	/**
	 * Imports every batch waiting in the spool.
	 *
	 * @param HitSpool           $spool    This server's spool.
	 * @param LeanStore|\Closure $database The site's database, or a function that connects to it:
	 *                                     called once the flush lock is held, so the hits that find
	 *                                     a flush running open no connection.
	 * @param bool               $wait     Whether to wait for a flush already running (reads do).
	 * @return int Hits imported (0 when another flush was running and $wait is false).
	 */
	public static function flush( HitSpool $spool, LeanStore|\Closure $database, bool $wait ): int {
		return (int) $spool->with_flush_lock(
			$wait,
			static function () use ( $spool, $database ): int {
				$database = $database instanceof LeanStore ? $database : $database();
				$claimed  = $spool->claim();
				if ( $claimed ) {
					HitSpool::test_point( 'claimed' );
				}
				$imported = 0;
				// A backlog (after the database was away) goes in transactions of bounded size.
				foreach ( array_chunk( $claimed, self::BATCHES_PER_TRANSACTION ) as $paths ) {
					$imported += self::import( $spool, $database, $paths );
				}
				// Connected anyway: the copy of the settings that hits read is renewed.
				$spool->store_settings( SpooledStore::over_defaults( $database ) );
				return $imported;
			}
		);
	}

	/**
	 * Imports batch files in one transaction and deletes them; batches the ledger already holds
	 * are only deleted. On a database error the files stay for the next flush.
	 *
	 * @param HitSpool  $spool    The spool.
	 * @param LeanStore $database The site's database.
	 * @param string[]  $paths    Paths of the batch files.
	 * @return int Hits imported.
	 */
	private static function import( HitSpool $spool, LeanStore $database, array $paths ): int {
		$handles = array();
		$batches = array();
		try {
			foreach ( $paths as $path ) {
				$handle = @fopen( $path, 'rb' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a batch deleted meanwhile is done.
				if ( false === $handle ) {
					continue;
				}
				$handles[ $path ] = $handle;
				// Waits for a worker that opened the file before it was claimed and is still appending;
				// held until the batch is deleted, so no worker appends to an imported batch.
				flock( $handle, LOCK_EX );
				$rows = array();
				foreach ( HitSpool::lines( $handle ) as $line ) {
					$row = self::decode( $line );
					if ( null !== $row ) {
						$rows[] = $row;
					}
				}
				$batches[ $spool->batch_id( $path ) ] = $rows;
			}
			try {
				$imported = $database->import_batches( $batches, HitSpool::COLUMNS );
			} catch ( \PDOException $e ) {
				return 0; // The database is away: the batches wait for the next flush.
			}
			HitSpool::test_point( 'imported' );
			foreach ( array_keys( $handles ) as $path ) {
				@unlink( $path ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a batch already deleted is done.
			}
			return $imported;
		} finally {
			array_map( 'fclose', $handles );
		}
	}
}
