<?php
/**
 * What every card gateway does for the server (issue 37): settle the payment the page made with
 * the gateway (check it, or charge the token the page got), say where its dashboard shows a
 * payment, and check a set of keys. The page-side part (the gateway's script) is the client's.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A card gateway.
 */
interface Gateway {

	/**
	 * The gateway's id, as forms choose it and answers name it (001 §4 payment branches).
	 */
	public function id(): string;

	/**
	 * Settles a submission's payment: the amount and currency are the server's, the token is
	 * what the page posted (001 §3 opaque_data descriptor and value).
	 *
	 * @param Charge $charge What to settle.
	 */
	public function settle( Charge $charge ): PaymentResult;

	/**
	 * The address of a payment in the gateway's dashboard.
	 *
	 * @param string $reference The gateway's id of the payment.
	 * @param string $mode      test or live.
	 */
	public function dashboard_url( string $reference, string $mode ): string;

	/**
	 * Checks keys with the gateway ("Test the keys").
	 *
	 * @param array<string, string> $keys The mode's keys, by name, and the mode under 'mode'.
	 * @return string|null Null when the gateway accepts them, or what it said.
	 */
	public function test_keys( array $keys ): ?string;
}
