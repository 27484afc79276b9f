<?php
// A copy of kit/ImportMap.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * What each import made of each original item: source, kind and original id → the plugin's id,
 * and the run that last wrote it. The plugin's own table (its name under the plugin's prefix, so
 * uninstall removes it with the rest), made the first time an import runs.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The import map.
 */
final class ImportMap {

	private const SCHEMA_VERSION = 1;

	/**
	 * The table's name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vista_forms_import_map';
	}

	/**
	 * Creates the table when it is missing or older than the code.
	 */
	public static function install(): void {
		$table = self::table();
		Tables::migrate(
			'vista_forms_import_map_schema',
			self::SCHEMA_VERSION,
			static fn ( string $charset ): string => "CREATE TABLE {$table} (
				source varchar(40) NOT NULL,
				kind varchar(40) NOT NULL,
				original varchar(100) NOT NULL,
				target bigint(20) unsigned NOT NULL,
				run varchar(40) NOT NULL,
				PRIMARY KEY  (source,kind,original),
				KEY target (source,kind,target)
			) {$charset};"
		);
	}

	/**
	 * The plugin's id for an original item, or null when no run made it.
	 *
	 * @param string $source   The importer's id.
	 * @param string $kind     What the item is.
	 * @param string $original Its id in the original's tables.
	 */
	public function target( string $source, string $kind, string $original ): ?int {
		return $this->entry( $source, $kind, $original )['target'] ?? null;
	}

	/**
	 * The run that last wrote an original item, or null.
	 *
	 * @param string $source   The importer's id.
	 * @param string $kind     What the item is.
	 * @param string $original Its id in the original's tables.
	 */
	public function run_of( string $source, string $kind, string $original ): ?string {
		return $this->entry( $source, $kind, $original )['run'] ?? null;
	}

	/**
	 * Records what an original item became.
	 *
	 * @param string $source   The importer's id.
	 * @param string $kind     What the item is.
	 * @param string $original Its id in the original's tables.
	 * @param int    $target   The plugin's id for it.
	 * @param string $run      The run writing it.
	 */
	public function remember( string $source, string $kind, string $original, int $target, string $run ): void {
		global $wpdb;
		// SQL: own table; REPLACE keeps one row per original item on both databases.
		$wpdb->replace(
			self::table(),
			array(
				'source'   => $source,
				'kind'     => $kind,
				'original' => $original,
				'target'   => $target,
				'run'      => $run,
			),
			array( '%s', '%s', '%s', '%d', '%s' )
		);
	}

	/**
	 * Every original id → plugin id of a kind (for an importer that resolves many references
	 * at once, e.g. the images of one gallery).
	 *
	 * @param string $source The importer's id.
	 * @param string $kind   What the items are.
	 * @return array<string, int>
	 */
	public function all( string $source, string $kind ): array {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT original, target FROM {$table} WHERE source = %s AND kind = %s", $source, $kind ) );
		$map  = array();
		foreach ( $rows as $row ) {
			$map[ (string) $row->original ] = (int) $row->target;
		}
		return $map;
	}

	/**
	 * What the map holds of an original item (its plugin id and the run that wrote it), or null
	 * when no run made it: one read for whoever needs both.
	 *
	 * @param string $source   The importer's id.
	 * @param string $kind     What the item is.
	 * @param string $original Its id in the original's tables.
	 * @return array{target: int, run: string}|null
	 */
	public function entry( string $source, string $kind, string $original ): ?array {
		global $wpdb;
		$table = self::table();
		// SQL: own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT target, run FROM {$table} WHERE source = %s AND kind = %s AND original = %s", $source, $kind, $original ) );
		return null === $row ? null : array(
			'target' => (int) $row->target,
			'run'    => (string) $row->run,
		);
	}
}
