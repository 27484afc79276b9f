<?php
// A copy of kit/ImportCommand.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * `wp <plugin> import <importer>`: runs one of the plugin's importers to its end from the command
 * line (large sites, the bench, tests), resuming a run under way, and prints the report.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The WP-CLI command, registered by the kit when hooks.php lists importers.
 */
final class ImportCommand {

	/**
	 * Registers the command (WP-CLI only).
	 */
	public static function register(): void {
		if ( class_exists( '\WP_CLI' ) ) {
			\WP_CLI::add_command( Bootstrap::slug() . ' import', array( self::class, 'run' ) );
		}
	}

	/**
	 * Imports from an original plugin: continues the run under way, or starts one.
	 *
	 * ## OPTIONS
	 *
	 * <importer>
	 * : The importer's id, as in admin.php?import=<id>.
	 *
	 * [--restart]
	 * : Start a new run even when one is under way.
	 *
	 * [--limit=<items>]
	 * : Items per step.
	 * ---
	 * default: 100
	 * ---
	 *
	 * @param string[]              $args       The importer's id.
	 * @param array<string, string> $assoc_args --restart, --limit.
	 */
	public static function run( array $args, array $assoc_args ): void {
		$source = ImportDriver::source( (string) ( $args[0] ?? '' ) );
		if ( null === $source ) {
			\WP_CLI::error( sprintf( 'No importer "%s": this plugin has %s.', $args[0] ?? '', implode( ', ', array_keys( ImportDriver::sources() ) ) ) );
			return;
		}
		$limit = max( 1, (int) ( $assoc_args['limit'] ?? ImportRunner::DEFAULT_LIMIT ) );
		$state = ImportDriver::run_to_end( $source, isset( $assoc_args['restart'] ), $limit );
		$rows  = self::rows( $state );
		\WP_CLI\Utils\format_items( 'table', $rows, array( 'kind', 'imported', 'updated', 'skipped' ) );
		\WP_CLI::success( sprintf( 'Imported from %s.', $source->label() ) );
	}

	/**
	 * The report's rows.
	 *
	 * @param array<string, mixed> $state The final state.
	 * @return list<array{kind: string, imported: int, updated: int, skipped: int}>
	 */
	public static function rows( array $state ): array {
		$rows = array();
		foreach ( (array) ( $state['counts'] ?? array() ) as $kind => $counts ) {
			$rows[] = array(
				'kind'     => (string) $kind,
				'imported' => (int) ( $counts['imported'] ?? 0 ),
				'updated'  => (int) ( $counts['updated'] ?? 0 ),
				'skipped'  => (int) ( $counts['skipped'] ?? 0 ),
			);
		}
		return $rows;
	}
}
