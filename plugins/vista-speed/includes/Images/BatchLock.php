<?php
/**
 * The lock that lets one request at a time run a batch of the bulk conversion, across servers:
 * the kit's OptionLock, in its own options row.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Kit\OptionLock;

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
		return self::lock()->acquire();
	}

	/**
	 * Gives the lock back, if this holder still has it.
	 *
	 * @param string $key The holder's key.
	 */
	public static function release( string $key ): void {
		self::lock()->release( $key );
	}

	/**
	 * Whether a request holds the lock now (and it has not expired).
	 */
	public static function is_held(): bool {
		return self::lock()->is_held();
	}

	/**
	 * The lock.
	 */
	private static function lock(): OptionLock {
		return new OptionLock( self::OPTION, self::SECONDS );
	}
}
