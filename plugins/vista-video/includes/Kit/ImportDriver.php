<?php
// A copy of kit/ImportDriver.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * What every way of driving an import shares (the importer's screen and its REST steps, the
 * scheduled continuation, WP-CLI): the plugin's importers as its hooks.php lists them, a run
 * started or advanced under the runner's lock, the continuation that goes on server-side when the
 * browser leaves, and the state as the screen shows it (numbers and dates in the site's formats).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's importers and their runs.
 */
final class ImportDriver {

	/**
	 * Seconds a REST step spends at most (plus the step under way): short enough for any proxy's
	 * timeout and for the progress bar to move, long enough to amortise the request.
	 */
	public const REQUEST_BUDGET = 4.0;

	/**
	 * Seconds the scheduled continuation spends at most per cron run.
	 */
	public const CRON_BUDGET = 20.0;

	/**
	 * Seconds between a step and the scheduled continuation that takes over if no browser asks
	 * for the next one.
	 */
	public const CONTINUE_AFTER = 60;

	/**
	 * The scheduled continuation's hook (one per plugin: the kit's copies rename it).
	 */
	public const CONTINUE_HOOK = 'vista_video_import_continue';

	/**
	 * The plugin's importers, made once per request.
	 *
	 * @var array<string, ImportSource>|null
	 */
	private static ?array $sources = null;

	/**
	 * The plugin's importers by id: its hooks.php's `importers`, plus those the
	 * `vista_video_importers` filter adds (class names of ImportSource).
	 *
	 * @return array<string, ImportSource>
	 */
	public static function sources(): array {
		if ( null !== self::$sources ) {
			return self::$sources;
		}
		$classes = (array) apply_filters( 'vista_video_importers', Bootstrap::importer_classes() );
		$sources = array();
		foreach ( $classes as $class ) {
			$source = is_string( $class ) && class_exists( $class ) ? new $class() : null;
			if ( $source instanceof ImportSource && preg_match( '/^[a-z0-9-]{1,60}$/', $source->id() ) ) {
				$sources[ $source->id() ] = $source;
			}
		}
		return self::$sources = $sources;
	}

	/**
	 * Forgets the importers made (tests that change the filter).
	 */
	public static function reset(): void {
		self::$sources = null;
	}

	/**
	 * One importer, or null when the plugin has none of that id.
	 *
	 * @param string $id The importer's id.
	 */
	public static function source( string $id ): ?ImportSource {
		return self::sources()[ $id ] ?? null;
	}

	/**
	 * Starts a run, unless one is under way, and schedules its continuation.
	 *
	 * @param ImportSource $source The importer.
	 * @return array<string, mixed>|\WP_Error The new state, or why none was started.
	 */
	public static function start( ImportSource $source ) {
		$runner = new ImportRunner( $source );
		$state  = $runner->state();
		if ( null !== $state && 'running' === $state['status'] ) {
			return new \WP_Error( 'vista_video_import_running', __( 'An import from this plugin is already under way: it continues where it stands.', 'vista-video' ), array( 'status' => 409 ) );
		}
		$state = $runner->start();
		self::schedule( $source, $state );
		return $state;
	}

	/**
	 * Advances the run under way for at most `$seconds`, and keeps its continuation scheduled.
	 *
	 * @param ImportSource $source  The importer.
	 * @param float        $seconds Time to spend.
	 * @param int          $limit   Items per step.
	 * @return array<string, mixed>|\WP_Error The state after, or why there is nothing to advance.
	 */
	public static function advance( ImportSource $source, float $seconds = self::REQUEST_BUDGET, int $limit = ImportRunner::DEFAULT_LIMIT ) {
		$state = ( new ImportRunner( $source ) )->advance( $seconds, $limit );
		if ( null === $state ) {
			return new \WP_Error( 'vista_video_import_not_started', __( 'No import from this plugin was started: start one first.', 'vista-video' ), array( 'status' => 409 ) );
		}
		self::schedule( $source, $state );
		return $state;
	}

	/**
	 * Takes a run to its end in this request, resuming the one under way (WP-CLI, the bench).
	 *
	 * @param ImportSource $source  The importer.
	 * @param bool         $restart Whether to start a new run even when one is under way.
	 * @param int          $limit   Items per step.
	 * @return array<string, mixed> The final state.
	 */
	public static function run_to_end( ImportSource $source, bool $restart = false, int $limit = ImportRunner::DEFAULT_LIMIT ): array {
		$runner = new ImportRunner( $source );
		$state  = $runner->state();
		if ( $restart || null === $state || 'running' !== $state['status'] ) {
			$runner->start();
		}
		do {
			$state = $runner->advance( 60.0, $limit );
		} while ( null !== $state && 'running' === $state['status'] );
		wp_clear_scheduled_hook( self::CONTINUE_HOOK, array( $source->id() ) );
		return (array) $state;
	}

	/**
	 * The scheduled continuation (WP-Cron): a run the browser left goes on server-side, and
	 * schedules itself again until it is done.
	 *
	 * @param string $id The importer's id.
	 */
	public static function continue_run( $id ): void {
		$source = self::source( (string) $id );
		if ( null !== $source ) {
			self::advance( $source, self::CRON_BUDGET );
		}
	}

	/**
	 * Keeps one continuation scheduled while the run goes on, and none once it is done.
	 *
	 * @param ImportSource         $source The importer.
	 * @param array<string, mixed> $state  The run's state.
	 */
	private static function schedule( ImportSource $source, array $state ): void {
		$args = array( $source->id() );
		if ( 'running' !== $state['status'] ) {
			wp_clear_scheduled_hook( self::CONTINUE_HOOK, $args );
			return;
		}
		$next = wp_next_scheduled( self::CONTINUE_HOOK, $args );
		if ( false !== $next && $next > time() + self::CONTINUE_AFTER / 2 ) {
			return;
		}
		if ( false !== $next ) {
			// Pushed back while a browser drives the run, so the two do not take turns at the lock.
			wp_unschedule_event( $next, self::CONTINUE_HOOK, $args );
		}
		wp_schedule_single_event( time() + self::CONTINUE_AFTER, self::CONTINUE_HOOK, $args );
	}

	/**
	 * What the importer's screen shows: the importer, what was found, and the run (null before
	 * the first), with numbers and dates already in the site's formats.
	 *
	 * @param ImportSource              $source    The importer.
	 * @param array<string, mixed>|null $state     The run's state (null: read it).
	 * @param bool                      $inventory Whether to count what the original left (a
	 *                                             query per stage: only when the screen loads).
	 * @return array<string, mixed>
	 */
	public static function payload( ImportSource $source, ?array $state = null, bool $inventory = true ): array {
		$state ??= ( new ImportRunner( $source ) )->state();
		$payload = array(
			'importer' => array(
				'id'          => $source->id(),
				'label'       => $source->label(),
				'description' => $source->description(),
			),
			'run'      => null === $state ? null : ImportReport::of( $state ),
		);
		if ( $inventory ) {
			$payload['inventory'] = array_map(
				static fn ( array $entry ): array => array(
					'stage'     => (string) $entry['stage'],
					'label'     => (string) $entry['label'],
					'count'     => (int) $entry['count'],
					'countText' => number_format_i18n( (int) $entry['count'] ),
				),
				$source->inventory()
			);
		}
		return $payload;
	}
}
