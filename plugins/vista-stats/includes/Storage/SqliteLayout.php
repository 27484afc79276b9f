<?php
/**
 * On SQLite, the days and months tables are made WITHOUT ROWID (issue 36 goal 1): a table with a
 * rowid stores each row twice, once in the table and once in its primary key's index, where a
 * WITHOUT ROWID table is its primary key, as InnoDB's tables are on MariaDB. WordPress's SQLite
 * integration makes rowid tables only, so the empty table it made is made again, from its own
 * statement with WITHOUT ROWID added; its columns, key and the integration's record of them stay
 * the same, and every query reads and writes it as before.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * WITHOUT ROWID tables on SQLite.
 */
final class SqliteLayout {

	/**
	 * Makes an empty table WITHOUT ROWID, on SQLite only; anything else is left as it is.
	 *
	 * @param string $table Full table name.
	 * @return bool Whether the table is WITHOUT ROWID now.
	 */
	public static function without_rowid( string $table ): bool {
		$pdo = self::pdo();
		if ( null === $pdo ) {
			return false;
		}
		$find = $pdo->prepare( "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?" );
		$find->execute( array( $table ) );
		$create = (string) $find->fetchColumn();
		$find->closeCursor(); // An open read locks the table against the DROP below.
		if ( '' === $create || str_contains( strtoupper( $create ), 'WITHOUT ROWID' ) ) {
			return '' !== $create;
		}
		$quoted = '"' . str_replace( '"', '""', $table ) . '"';
		// SQL: our own table's name, quoted; nothing else.
		$rows = $pdo->query( "SELECT 1 FROM {$quoted} LIMIT 1" );
		$some = false !== $rows->fetchColumn();
		$rows->closeCursor();
		if ( $some ) {
			return false; // Rows there: made before this version, left as they are.
		}
		$create = rtrim( $create, " ;\n\t" );
		// Table options follow the closing parenthesis, separated by commas (the integration adds STRICT).
		$create .= str_ends_with( $create, ')' ) ? ' WITHOUT ROWID' : ', WITHOUT ROWID';
		// A savepoint, inside a transaction or not: the table is dropped only if it is made again.
		$pdo->exec( 'SAVEPOINT vista_stats_layout' );
		try {
			// SQL: our own table's name, quoted, and the statement SQLite itself stored for it.
			$made = false !== $pdo->exec( "DROP TABLE {$quoted}" ) && false !== $pdo->exec( $create );
		} catch ( \PDOException $refused ) {
			$made = false;
		}
		if ( ! $made ) {
			$pdo->exec( 'ROLLBACK TO vista_stats_layout' ); // The rowid table stays: the same rows, more bytes.
		}
		$pdo->exec( 'RELEASE vista_stats_layout' );
		return $made;
	}

	/**
	 * The SQLite connection under WordPress's SQLite integration, or null on another database.
	 */
	private static function pdo(): ?\PDO {
		global $wpdb;
		$pdo = is_object( $wpdb ) && method_exists( $wpdb, 'get_driver' ) && is_object( $wpdb->get_driver() ) && method_exists( $wpdb->get_driver(), 'get_sqlite_pdo' )
			? $wpdb->get_driver()->get_sqlite_pdo()
			: ( $GLOBALS['@pdo'] ?? null );
		return $pdo instanceof \PDO && 'sqlite' === $pdo->getAttribute( \PDO::ATTR_DRIVER_NAME ) ? $pdo : null;
	}
}
