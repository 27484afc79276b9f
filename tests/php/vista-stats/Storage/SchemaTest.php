<?php
/**
 * The tables' schema versions: version 3 drops the hits table's index on the day alone, which
 * day_source serves as well (issue 18 goal 1), on sites upgraded from version 2 as on new ones.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * Schema::migrate.
 */
final class SchemaTest extends VistaTestCase {

	/**
	 * Names of the hits table's indexes.
	 *
	 * @return string[]
	 */
	private static function index_names(): array {
		global $wpdb;
		$rows = $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::table( 'hits' ), ARRAY_A ); // SQL: own table name.
		return array_values( array_unique( array_column( $rows, 'Key_name' ) ) );
	}

	public function test_a_new_site_has_no_index_on_the_day_alone(): void {
		$names = self::index_names();
		$this->assertContains( 'day_source', $names );
		$this->assertNotContains( 'day', $names );
	}

	public function test_an_upgrade_from_version_2_drops_the_day_index_and_keeps_the_rest(): void {
		global $wpdb;
		$wpdb->query( 'CREATE INDEX day ON ' . Schema::table( 'hits' ) . ' (day)' ); // SQL: own table name; as version 2 made it.
		update_option( Schema::VERSION_OPTION, 2 );
		$this->assertContains( 'day', self::index_names() );

		Schema::migrate();

		$names = self::index_names();
		$this->assertNotContains( 'day', $names );
		$this->assertContains( 'day_source', $names );
		$this->assertContains( 'PRIMARY', $names );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}

	public function test_the_days_are_stored_once_in_their_primary_key_alone(): void {
		global $wpdb;
		foreach ( array( 'days', 'months' ) as $name ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Schema::table( $name ) ); // SQL: own table name.
		}
		update_option( Schema::VERSION_OPTION, 6 );
		Schema::migrate();
		$pdo = $GLOBALS['@pdo'] ?? null;
		foreach ( array( 'days', 'months' ) as $name ) {
			$table = Schema::table( $name );
			$keys  = array_values( array_unique( array_column( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ) ) ); // SQL: own table name.
			$this->assertSame( array( 'PRIMARY' ), $keys, "{$name}: one index, the key the sums search." );
			if ( $pdo instanceof \PDO && 'sqlite' === $pdo->getAttribute( \PDO::ATTR_DRIVER_NAME ) ) {
				// SQL: own table name, quoted by PDO.
				$create = $pdo->query( "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = " . $pdo->quote( $table ) )->fetchColumn();
				$this->assertStringContainsString( 'WITHOUT ROWID', (string) $create, "{$name}: the rows are the key, not stored beside it." );
			}
		}
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}
}
