<?php
/**
 * Imports WP Statistics' history (issue 33 item 3): views and visitors per day, pages, referrers,
 * browsers, systems, devices and countries, into the daily table the dashboard reads, so the
 * dashboard shows last year's traffic on the day of the switch.
 *
 * Stage `days`: one item per day the original holds, up to yesterday (today is still being
 * counted, by Vista from the switch on). A day is imported whole and replaced whole when imported
 * again (ImportedDays), so a second run, or a step redone after its worker was killed, ends with
 * the same rows; days Vista counted itself are kept and reported as skipped. Only the original's
 * tables are read (WpStatisticsReader); they are never written.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Dashboard\SummaryBlock;
use Vista\Stats\Kit\ImportBatch;
use Vista\Stats\Kit\ImportSource;
use Vista\Stats\Kit\Transaction;
use Vista\Stats\Storage\Rollup;

/**
 * WP Statistics → Vista Statistics.
 */
final class WpStatisticsImporter implements ImportSource {

	public const ID = 'wp-statistics';

	/**
	 * The original's tables, and how to write them as Vista's days.
	 *
	 * @param WpStatisticsReader $reader The original's tables.
	 * @param WpStatisticsMapper $mapper A day as Vista's daily rows.
	 * @param ImportedDays       $days   Vista's daily table.
	 */
	public function __construct(
		private WpStatisticsReader $reader = new WpStatisticsReader(),
		private WpStatisticsMapper $mapper = new WpStatisticsMapper(),
		private ImportedDays $days = new ImportedDays( self::ID )
	) {}

	/**
	 * The importer's id.
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * The original's name.
	 */
	public function label(): string {
		return 'WP Statistics';
	}

	/**
	 * What moves.
	 */
	public function description(): string {
		return __( 'Imports the daily views and visitors, pages, referrers, browsers, systems, devices and countries recorded by WP Statistics into Vista Statistics.', 'vista-stats' );
	}

	/**
	 * The days the original holds, before today.
	 *
	 * @return list<array{stage: string, label: string, count: int}>
	 */
	public function inventory(): array {
		$count = $this->reader->count_days( self::first_open_day() );
		if ( 0 === $count ) {
			return array();
		}
		return array(
			array(
				'stage' => 'days',
				'label' => __( 'Days of statistics', 'vista-stats' ),
				'count' => $count,
			),
		);
	}

	/**
	 * Imports the next days after the cursor (a day, Y-m-d).
	 *
	 * @param string      $stage  days.
	 * @param string      $cursor The last day imported, or ''.
	 * @param ImportBatch $batch  Limit (days) and report.
	 */
	public function step( string $stage, string $cursor, ImportBatch $batch ): ?string {
		if ( 'days' !== $stage || ( '' !== $cursor && ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $cursor ) ) ) {
			return null;
		}
		if ( '' === $cursor ) {
			// Vista's own days (hits not yet rolled up) get their rows first, so they are known as
			// Vista's below and never overwritten by the original's.
			Rollup::run();
		}
		$days   = $this->reader->days_after( $cursor, self::first_open_day(), $batch->limit() );
		$owners = $this->days->owners( $days );
		$new    = 0;
		$again  = 0;
		// One commit for the step's days: on SQLite each commit waits for the disk, and a step
		// killed before it leaves the days as they were, for the resumed run to write.
		Transaction::run(
			function () use ( $days, $owners, $batch, &$new, &$again ): void {
				foreach ( $days as $day ) {
					$owner = $owners[ $day ] ?? '';
					if ( 'vista' === $owner ) {
						$batch->skipped( 'days', $day, __( 'Vista Statistics counted this day itself: its own numbers are kept.', 'vista-stats' ) );
						continue;
					}
					$this->days->replace( $day, $this->mapper->day( $day, $this->reader ) );
					if ( 'import' === $owner ) {
						++$again;
					} else {
						++$new;
					}
				}
			}
		);
		$batch->tally( 'days', $new, $again );
		if ( $new + $again > 0 ) {
			// The summary block's cached numbers would hide the imported days for minutes.
			SummaryBlock::flush();
		}
		return count( $days ) < $batch->limit() ? null : (string) end( $days );
	}

	/**
	 * The first day not imported: today, in the site's time zone (the original's days) or in
	 * UTC (Vista's), whichever comes first: the original is still counting it, and Vista rolls
	 * up its own hits of it.
	 */
	public static function first_open_day(): string {
		return min( gmdate( 'Y-m-d' ), wp_date( 'Y-m-d' ) );
	}
}
