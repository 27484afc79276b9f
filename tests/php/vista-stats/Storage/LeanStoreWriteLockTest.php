<?php
/**
 * A flush of the spool imports its batches in one transaction that first reads the import ledger,
 * then writes. Another connection that writes in between (a second server's flush, a roll-up)
 * must not make the import fail: on SQLite a deferred transaction was refused at once in that case
 * ("database is locked", whatever the busy timeout), and under parallel roll-ups one import in six
 * failed so, its hits left waiting for the next flush.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Schema;
use Vista\Tests\VistaTestCase;

/**
 * The import and a writer elsewhere.
 */
final class LeanStoreWriteLockTest extends VistaTestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Schema::migrate();
		foreach ( array( 'hits', 'imports' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( array( 'hits', 'imports' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", 'vista_test_other_writer' ) ); // SQL: core table name.
		parent::tearDown();
	}

	public function test_an_import_succeeds_when_another_connection_writes_between_its_read_and_its_write(): void {
		global $table_prefix;
		$other  = self::connection();
		$waited = false;
		// The other writer commits a row right after the import has read the ledger, before its
		// insert: as a second server's flush or a roll-up would at that moment.
		$pdo = self::connection(
			static function () use ( $other, &$waited ): void {
				try {
					$other->exec( "INSERT INTO {$GLOBALS['wpdb']->options} (option_name, option_value, autoload) VALUES ('vista_test_other_writer', '1', 'off')" );
				} catch ( \PDOException $e ) {
					// The import holds the write lock: the other writer waits its turn (here, its
					// short timeout runs out first).
					$waited = true;
				}
			}
		);
		$store = new LeanStore( $pdo, (string) $table_prefix );

		$imported = $store->import_batches( array( 'host/batch-lock' => array( HitSpoolTest::spool_row( '/locked/' ) ) ), HitSpool::COLUMNS );

		$this->assertSame( 1, $imported );
		global $wpdb;
		$this->assertSame( array( '/locked/' ), $wpdb->get_col( 'SELECT uri FROM ' . Schema::table( 'hits' ) ) ); // SQL: own table name.
		if ( defined( 'SQLITE_DB_DROPIN_VERSION' ) ) {
			$this->assertTrue( $waited, 'on SQLite the import holds the write lock from its start' );
		}
	}

	/**
	 * A connection to the site's database like the lean path's; with $before_ledger_insert, one
	 * that runs it once, as the import prepares its ledger insert.
	 *
	 * @param \Closure|null $before_ledger_insert What happens between the ledger read and insert.
	 */
	private static function connection( ?\Closure $before_ledger_insert = null ): \PDO {
		$options = array(
			\PDO::ATTR_ERRMODE          => \PDO::ERRMODE_EXCEPTION,
			\PDO::ATTR_EMULATE_PREPARES => false,
			\PDO::ATTR_TIMEOUT          => 1,
		);
		[ $dsn, $user, $pass ] = LeanStore::source( WP_CONTENT_DIR ) ?? self::fail( 'a database the lean path knows' );
		if ( null === $before_ledger_insert ) {
			$pdo = new \PDO( $dsn, $user, $pass, $options );
			// SQL: one of two constant statements.
			$pdo->exec( defined( 'SQLITE_DB_DROPIN_VERSION' ) ? 'PRAGMA busy_timeout = 200' : 'SET SESSION innodb_lock_wait_timeout = 1' );
			return $pdo;
		}
		$pdo = new class( $dsn, $user, $pass, $options ) extends \PDO {
			public ?\Closure $before = null;

			/**
			 * Runs the hook once before the ledger's insert is prepared.
			 *
			 * @param string       $query   Statement.
			 * @param array<mixed> $options Driver options.
			 */
			public function prepare( string $query, array $options = array() ): \PDOStatement|false {
				if ( null !== $this->before && str_starts_with( $query, 'INSERT INTO' ) && str_contains( $query, 'vista_stats_imports' ) ) {
					$before       = $this->before;
					$this->before = null;
					$before();
				}
				return parent::prepare( $query, $options );
			}
		};
		$pdo->before = $before_ledger_insert;
		if ( defined( 'SQLITE_DB_DROPIN_VERSION' ) ) {
			$pdo->exec( 'PRAGMA busy_timeout = 10000' );
		}
		return $pdo;
	}
}
