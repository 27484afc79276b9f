<?php
/**
 * An entry's payment as Forms → Entries shows it (issue 37): its status, the amount and currency,
 * the gateway, its reference and the address of the payment in the gateway's dashboard, where
 * refunds are made (refunds are not made from the entries).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The entries screen's view of payments.
 */
final class PaymentView {

	/**
	 * The payments of entries, by entry id (entries without one are absent).
	 *
	 * @param int[] $entry_ids Entries.
	 * @return array<int, array{status: string, amount: string, gateway: string, reference: string, mode: string, url: string}>
	 */
	public static function of_entries( array $entry_ids ): array {
		$views = array();
		foreach ( PaymentStore::for_entries( $entry_ids ) as $entry_id => $payment ) {
			$gateway            = Gateways::get( (string) $payment['gateway'] );
			$views[ $entry_id ] = array(
				'status'    => (string) $payment['status'],
				'amount'    => Amount::format( (int) $payment['amount'], (string) $payment['currency'] ),
				'gateway'   => (string) $payment['gateway'],
				'reference' => (string) $payment['reference'],
				'mode'      => (string) $payment['mode'],
				'url'       => null === $gateway || '' === $payment['reference'] ? '' : $gateway->dashboard_url( (string) $payment['reference'], (string) $payment['mode'] ),
			);
		}
		return $views;
	}
}
