<?php
// A copy of kit/Transaction.php for vista-gallery, made by `npm run kit`: change the kit, not this file.
/**
 * Work done in one database transaction through $wpdb: committed whole, or rolled back whole when
 * it fails, so a reader never sees half of it and a failure leaves the rows as they were. On
 * MariaDB (InnoDB) and on WordPress's SQLite alike; a transaction already open is not nested.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Begin, then commit or roll back.
 */
final class Transaction {

	/**
	 * Runs $work in one transaction. It is rolled back when $work throws (the error goes on to the
	 * caller) or returns false (a statement failed, and $work says so); committed otherwise.
	 *
	 * @param callable $work The statements.
	 * @return mixed What $work returned.
	 * @throws \Throwable What $work threw, after the rollback.
	 */
	public static function run( callable $work ): mixed {
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' ); // SQL: a constant statement.
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			$wpdb->query( 'ROLLBACK' ); // SQL: a constant statement.
			throw $error;
		}
		$wpdb->query( false === $result ? 'ROLLBACK' : 'COMMIT' ); // SQL: constant statements.
		return $result;
	}
}
