<?php
/**
 * One payment to settle: what the server decided and what the page posted.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The server's amount and the page's token.
 */
final class Charge {

	/**
	 * @param int                   $form_id         Form.
	 * @param int                   $amount          Minor units, computed by the server (Amount).
	 * @param string                $currency        ISO 4217 code.
	 * @param string                $descriptor      The token's kind (opaque_data descriptor).
	 * @param string                $token           The token (opaque_data value).
	 * @param string                $idempotency_key Same for every retry of one submission.
	 * @param string                $mode            test or live.
	 * @param array<string, string> $keys            The mode's keys of the gateway.
	 */
	public function __construct(
		public readonly int $form_id,
		public readonly int $amount,
		public readonly string $currency,
		public readonly string $descriptor,
		public readonly string $token,
		public readonly string $idempotency_key,
		public readonly string $mode,
		public readonly array $keys
	) {}
}
