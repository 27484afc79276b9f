<?php
/**
 * The lock that lets one request at a time run a batch of the bulk conversion. Taken the way
 * WordPress's upgrader takes its lock (WP_Upgrader::create_lock): an INSERT IGNORE of an option
 * row, which the database lets only one request win. The row holds when the lock expires and who
 * holds it; a lock left by a request that died is taken over once expired, again by one request
 * only (an UPDATE that matches the old value).
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * Acquire, release.
 */
final class BatchLock {

	public const OPTION = 'vista_speed_bulk_lock';

	/** A batch lasts at most BulkJob::BATCH_SECONDS and one image; this leaves room for a slow one. */
	public const SECONDS = 300;

	/**
	 * Takes the lock.
	 *
	 * @return string|null The holder's key (for release()), or null when another request holds it.
	 */
	public static function acquire(): ?string {
		global $wpdb;
		$key   = wp_generate_uuid4();
		$value = ( time() + self::SECONDS ) . '|' . $key;
		$won   = (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' )", self::OPTION, $value ) ); // SQL: core table name.
		if ( 1 !== $won ) {
			$held = self::held();
			if ( null === $held || (int) strtok( $held, '|' ) > time() ) {
				return null;
			}
			$won = (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, self::OPTION, $held ) ); // SQL: core table name.
			if ( 1 !== $won ) {
				return null;
			}
		}
		wp_cache_delete( self::OPTION, 'options' );
		return $key;
	}

	/**
	 * Gives the lock back, if this holder still has it.
	 *
	 * @param string $key The holder's key.
	 */
	public static function release( string $key ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value LIKE %s", self::OPTION, '%|' . $wpdb->esc_like( $key ) ) ); // SQL: core table name.
		wp_cache_delete( self::OPTION, 'options' );
	}

	/**
	 * Whether a request holds the lock now (and it has not expired).
	 */
	public static function is_held(): bool {
		$held = self::held();
		return null !== $held && (int) strtok( $held, '|' ) > time();
	}

	/**
	 * The lock's row as stored, read past any cache.
	 */
	private static function held(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) ); // SQL: core table name.
		return is_string( $value ) ? $value : null;
	}
}
