<?php
/**
 * A lock one request at a time may hold, across every web server sharing the database, with an
 * expiry so that a request that died does not hold it for ever. Taken the way WordPress's
 * upgrader takes its lock (WP_Upgrader::create_lock): an INSERT IGNORE of an options row, which
 * the options table's unique option_name lets only one request win, on MariaDB and SQLite alike.
 * The row holds when the lock expires and who holds it; an expired lock is taken over by one
 * request only (an UPDATE that matches the old value). DayClaim is its once-a-day sibling.
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Acquire, release, is held.
 */
final class OptionLock {

	/**
	 * A lock.
	 *
	 * @param string $option  The options row it is kept in.
	 * @param int    $seconds How long a holder keeps it at most.
	 */
	public function __construct( private readonly string $option, private readonly int $seconds ) {
	}

	/**
	 * Takes the lock.
	 *
	 * @return string|null The holder's key (for release()), or null when another request holds it.
	 */
	public function acquire(): ?string {
		global $wpdb;
		$key   = wp_generate_uuid4();
		$value = ( time() + $this->seconds ) . '|' . $key;
		$won   = (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} ( option_name, option_value, autoload ) VALUES ( %s, %s, 'off' )", $this->option, $value ) ); // SQL: core table name.
		if ( 1 !== $won ) {
			$held = $this->held();
			if ( null === $held || (int) strtok( $held, '|' ) > time() ) {
				return null;
			}
			$won = (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $value, $this->option, $held ) ); // SQL: core table name.
			if ( 1 !== $won ) {
				return null;
			}
		}
		wp_cache_delete( $this->option, 'options' );
		return $key;
	}

	/**
	 * Takes the lock, waiting up to $seconds for another holder to give it back.
	 *
	 * @param float $seconds The longest wait.
	 * @return string|null The holder's key (for release()), or null when the wait ran out.
	 */
	public function acquire_within( float $seconds ): ?string {
		$deadline = microtime( true ) + $seconds;
		$key      = $this->acquire();
		while ( null === $key && microtime( true ) < $deadline ) {
			usleep( 50000 );
			$key = $this->acquire();
		}
		return $key;
	}

	/**
	 * Runs $work while holding the lock, waiting up to $seconds for another holder to give it back
	 * (0: one try, no wait), and gives it back afterwards whatever happens.
	 *
	 * @param float    $seconds The longest wait.
	 * @param callable $work    The work.
	 * @return bool Whether the work ran (false: the wait ran out).
	 */
	public function run_within( float $seconds, callable $work ): bool {
		$key = $this->acquire_within( $seconds );
		if ( null === $key ) {
			return false;
		}
		try {
			$work();
		} finally {
			$this->release( $key );
		}
		return true;
	}

	/**
	 * Gives the lock back, if this holder still has it.
	 *
	 * @param string $key The holder's key.
	 */
	public function release( string $key ): void {
		global $wpdb;
		// Expired rather than deleted: on MariaDB, requests waiting with INSERT IGNORE on a row just
		// deleted could deadlock with each other (two inserts into the gap it leaves), and the loser
		// met a database error. The next holder takes the expired row over with one UPDATE.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = '0|' WHERE option_name = %s AND option_value LIKE %s", $this->option, '%|' . $wpdb->esc_like( $key ) ) ); // SQL: core table name.
		wp_cache_delete( $this->option, 'options' );
	}

	/**
	 * Whether a request holds the lock now (and it has not expired).
	 */
	public function is_held(): bool {
		$held = $this->held();
		return null !== $held && (int) strtok( $held, '|' ) > time();
	}

	/**
	 * The lock's row as stored, read past any cache.
	 */
	private function held(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $this->option ) ); // SQL: core table name.
		return is_string( $value ) ? $value : null;
	}
}
