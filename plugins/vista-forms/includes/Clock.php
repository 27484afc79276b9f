<?php
/**
 * The time the spam checks, timed forms and entries read. One place so tests can hold the clock
 * still instead of racing it on a busy machine.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Current time in milliseconds, replaceable in tests.
 */
final class Clock {

	/** A fixed time in milliseconds while a test holds the clock, else null. */
	private static ?int $fixed_ms = null;

	/**
	 * Now, in milliseconds since the Unix epoch.
	 */
	public static function now_ms(): int {
		return self::$fixed_ms ?? (int) floor( microtime( true ) * 1000 );
	}

	/**
	 * Now, in whole seconds since the Unix epoch.
	 */
	public static function now(): int {
		return intdiv( self::now_ms(), 1000 );
	}

	/**
	 * Holds the clock at a time (null lets it run again). For tests.
	 *
	 * @param int|null $ms Milliseconds since the epoch.
	 */
	public static function set( ?int $ms ): void {
		self::$fixed_ms = $ms;
	}
}
