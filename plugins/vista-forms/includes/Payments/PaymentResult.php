<?php
/**
 * What a gateway said of a payment.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * paid, pending (the gateway confirms later, by webhook) or failed (with the visitor's message).
 */
final class PaymentResult {

	/**
	 * @param string $status    paid, pending or failed.
	 * @param string $reference The gateway's id of the payment ('' when none was made).
	 * @param string $message   For the visitor, when it failed.
	 */
	private function __construct(
		public readonly string $status,
		public readonly string $reference,
		public readonly string $message = ''
	) {}

	public static function paid( string $reference ): self {
		return new self( 'paid', $reference );
	}

	public static function pending( string $reference ): self {
		return new self( 'pending', $reference );
	}

	public static function failed( string $message, string $reference = '' ): self {
		return new self( 'failed', $reference, $message );
	}

	public function ok(): bool {
		return 'failed' !== $this->status;
	}
}
