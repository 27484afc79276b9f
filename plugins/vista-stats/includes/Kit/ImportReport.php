<?php
// A copy of kit/ImportReport.php for vista-stats, made by `npm run kit`: change the kit, not this file.
/**
 * A run's state (ImportRunner) as the importer's screen shows it: the whole percent done, each
 * stage's "<done> of <count>", the report's rows by kind (named by the stage's label when the kind
 * is a stage) and the skipped items, every number and date already in the site's formats so the
 * screen formats nothing itself.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The screen's view of a run.
 */
final class ImportReport {

	/**
	 * The screen's view of a state.
	 *
	 * @param array<string, mixed> $state The runner's state.
	 * @return array<string, mixed>
	 */
	public static function of( array $state ): array {
		$labels = array();
		$stages = array();
		foreach ( (array) $state['stages'] as $stage ) {
			$labels[ (string) $stage['stage'] ] = (string) $stage['label'];
			$stages[]                           = array(
				'stage'        => (string) $stage['stage'],
				'label'        => (string) $stage['label'],
				'count'        => (int) $stage['count'],
				'done'         => (int) $stage['done'],
				'progressText' => sprintf(
					/* translators: 1: items done, 2: items in all (both formatted numbers). */
					__( '%1$s of %2$s', 'vista-stats' ),
					number_format_i18n( (int) $stage['done'] ),
					number_format_i18n( (int) $stage['count'] )
				),
			);
		}
		$rows = array();
		foreach ( (array) $state['counts'] as $kind => $counts ) {
			$row = array(
				'kind'  => (string) $kind,
				'label' => $labels[ $kind ] ?? (string) $kind,
			);
			foreach ( array( 'imported', 'updated', 'skipped' ) as $which ) {
				$row[ $which ]          = (int) ( $counts[ $which ] ?? 0 );
				$row[ $which . 'Text' ] = number_format_i18n( $row[ $which ] );
			}
			$rows[] = $row;
		}
		$skips = array_map(
			static fn ( array $skip ): array => array(
				'kind'     => $labels[ $skip['kind'] ] ?? (string) $skip['kind'],
				'original' => (string) $skip['original'],
				'reason'   => (string) $skip['reason'],
			),
			(array) $state['skips']
		);
		return array(
			'status'   => 'done' === $state['status'] ? 'done' : 'running',
			'percent'  => self::percent( $state ),
			'stages'   => $stages,
			'report'   => $rows,
			'skips'    => $skips,
			'started'  => self::date( (int) $state['started'] ),
			'finished' => self::date( (int) $state['finished'] ),
		);
	}

	/**
	 * The whole percent of the run's items done (100 once the run is done).
	 *
	 * @param array<string, mixed> $state The runner's state.
	 */
	public static function percent( array $state ): int {
		if ( 'done' === $state['status'] ) {
			return 100;
		}
		$count = 0;
		$done  = 0;
		foreach ( (array) $state['stages'] as $index => $stage ) {
			$count += max( 1, (int) $stage['count'] );
			// A stage behind the current one is done even when it had fewer items than counted.
			$done += $index < (int) $state['stage'] ? max( 1, (int) $stage['count'] ) : min( (int) $stage['done'], max( 1, (int) $stage['count'] ) );
		}
		return $count > 0 ? min( 99, (int) floor( 100 * $done / $count ) ) : 0;
	}

	/**
	 * A time in the site's date and time formats and time zone, or '' for none.
	 *
	 * @param int $timestamp Unix time.
	 */
	private static function date( int $timestamp ): string {
		return $timestamp > 0 ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $timestamp ) : '';
	}
}
