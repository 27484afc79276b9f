<?php
// A copy of kit/ImportRunner.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * Runs an importer (ImportSource) stage by stage, in steps, keeping its progress in an option after
 * every step: a reload of the importer's screen shows where it stands, and a run whose worker was
 * killed halfway resumes from the last step that finished (the importer's idempotence makes the
 * redone step harmless). One request at a time advances a run (a lock), whoever drives it: the
 * screen, the scheduled continuation or WP-CLI.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Start, advance and report an import.
 *
 * The state, as stored and as the screen reads it:
 * `run` the run's id; `status` running or done; `stage` the index of the current stage in
 * `stages` (each stage, label, count, done); `cursor` where the current stage continues;
 * `counts` by kind (imported, updated, skipped); `skips` the listed skipped items; `started`
 * and `finished` (Unix times).
 */
final class ImportRunner {

	/**
	 * Items a step takes when the caller does not say.
	 */
	public const DEFAULT_LIMIT = 100;

	/**
	 * Seconds the lock is held at most (see lock_seconds()): far more than a step takes.
	 */
	public const LOCK_SECONDS = 300;

	/**
	 * A run.
	 *
	 * @param ImportSource $source The importer.
	 * @param ImportMap    $map    What runs made.
	 */
	public function __construct( private ImportSource $source, private ImportMap $map = new ImportMap() ) {}

	/**
	 * The option holding the importer's progress.
	 */
	public function option(): string {
		return 'vista_forms_import_' . str_replace( '-', '_', $this->source->id() );
	}

	/**
	 * The stored state, or null when no run was started.
	 *
	 * @return array<string, mixed>|null
	 */
	public function state(): ?array {
		$state = get_option( $this->option(), null );
		return is_array( $state ) ? $state : null;
	}

	/**
	 * Starts a new run from the first stage (a second run updates what the first made).
	 *
	 * @return array<string, mixed> The new state.
	 */
	public function start(): array {
		ImportMap::install();
		$stages = array();
		foreach ( $this->source->inventory() as $entry ) {
			$stages[] = array(
				'stage' => (string) $entry['stage'],
				'label' => (string) $entry['label'],
				'count' => (int) $entry['count'],
				'done'  => 0,
			);
		}
		$state = array(
			'run'      => gmdate( 'YmdHis' ) . '-' . wp_generate_password( 8, false ),
			'status'   => array() === $stages ? 'done' : 'running',
			'stage'    => 0,
			'cursor'   => '',
			'stages'   => $stages,
			'counts'   => array(),
			'skips'    => array(),
			'started'  => time(),
			'finished' => array() === $stages ? time() : 0,
		);
		$this->save( $state );
		return $state;
	}

	/**
	 * Runs steps of the current run until it is done or `$seconds` have passed (a step that started
	 * finishes). Another request advancing the same run makes this one return the state at once.
	 *
	 * @param float $seconds Time to spend, at most (plus one step).
	 * @param int   $limit   Items per step.
	 * @return array<string, mixed>|null The state after, or null when no run was started.
	 */
	public function advance( float $seconds, int $limit = self::DEFAULT_LIMIT ): ?array {
		$lock = new OptionLock( $this->option() . '_lock', self::lock_seconds() );
		$key  = $lock->acquire();
		if ( null === $key ) {
			return $this->state();
		}
		try {
			$until = microtime( true ) + $seconds;
			do {
				$state = $this->state();
				if ( null === $state || 'running' !== $state['status'] ) {
					return $state;
				}
				$state = $this->step( $state, $limit );
				$this->save( $state );
			} while ( 'running' === $state['status'] && microtime( true ) < $until );
			return $state;
		} finally {
			$lock->release( $key );
		}
	}

	/**
	 * How long a request holds the run's lock at most: a worker killed halfway through a step
	 * (no `finally` runs then) keeps the run waiting that long before another request resumes it.
	 * Filtered by `vista_forms_import_lock_seconds` (at least 1).
	 */
	public static function lock_seconds(): int {
		return max( 1, (int) apply_filters( 'vista_forms_import_lock_seconds', self::LOCK_SECONDS ) );
	}

	/**
	 * Starts a run and takes it to the end in this request (tests, WP-CLI).
	 *
	 * @param int $limit Items per step.
	 * @return array<string, mixed> The final state.
	 */
	public function run_all( int $limit = self::DEFAULT_LIMIT ): array {
		$this->start();
		do {
			$state = $this->advance( 60.0, $limit );
		} while ( null !== $state && 'running' === $state['status'] );
		return (array) $state;
	}

	/**
	 * One step of the current stage, folded into the state.
	 *
	 * @param array<string, mixed> $state The state before.
	 * @param int                  $limit Items per step.
	 * @return array<string, mixed> The state after.
	 */
	private function step( array $state, int $limit ): array {
		$index  = (int) $state['stage'];
		$stage  = $state['stages'][ $index ];
		$batch  = new ImportBatch( $this->map, $this->source->id(), (string) $state['run'], max( 1, $limit ) );
		$cursor = $this->source->step( $stage['stage'], (string) $state['cursor'], $batch );
		$done   = 0;
		// The stage's own kind counts its items (a gallery, not its images); an importer whose
		// kinds are named otherwise has each item it reported counted.
		$own = isset( $batch->counts()[ $stage['stage'] ] );
		foreach ( $batch->counts() as $kind => $counts ) {
			foreach ( $counts as $which => $n ) {
				$state['counts'][ $kind ][ $which ] = ( $state['counts'][ $kind ][ $which ] ?? 0 ) + $n;
				$done                              += ! $own || $kind === $stage['stage'] ? $n : 0;
			}
		}
		$state['skips'] = array_slice( array_merge( $state['skips'], $batch->skips() ), 0, ImportBatch::MAX_SKIPS_LISTED );
		$state['stages'][ $index ]['done'] = min( $stage['count'], $stage['done'] + $done );
		if ( null !== $cursor ) {
			$state['cursor'] = $cursor;
			return $state;
		}
		$state['stages'][ $index ]['done'] = $stage['count'];
		$state['cursor']                   = '';
		$state['stage']                    = $index + 1;
		if ( $state['stage'] >= count( $state['stages'] ) ) {
			$state['status']   = 'done';
			$state['finished'] = time();
		}
		return $state;
	}

	/**
	 * Stores the state (not autoloaded: only the importer's screen and steps read it).
	 *
	 * @param array<string, mixed> $state The state.
	 */
	private function save( array $state ): void {
		update_option( $this->option(), $state, false );
	}
}
