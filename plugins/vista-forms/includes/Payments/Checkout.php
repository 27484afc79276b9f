<?php
/**
 * The payment part of a submission (issue 37), between validation and storing the entry:
 * the server's amount (Amount), a claim under the payment's idempotency key (PaymentStore), the
 * gateway's word (Gateway::settle), and the claim completed with the entry, or released when the
 * payment or the entry failed. Sent again (an answer lost on the way back), the same payment
 * answers the entry it already made.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;

/**
 * Settles a submission's payment.
 */
final class Checkout {

	/**
	 * @param string             $idempotency_key The claim ('' when the form takes no payment).
	 * @param PaymentResult|null $result          The gateway's word.
	 * @param int                $entry_id        An entry this payment made before (a retry).
	 * @param string             $error           Why the payment was refused ('' when not).
	 * @param string             $field_id        The card field, where the error shows.
	 */
	private function __construct(
		public readonly string $idempotency_key = '',
		public readonly ?PaymentResult $result = null,
		public readonly int $entry_id = 0,
		public readonly string $error = '',
		public readonly string $field_id = ''
	) {}

	/**
	 * Settles the payment of a validated submission.
	 *
	 * @param FormDefinition       $form   Form.
	 * @param array<string, mixed> $values Validated values.
	 * @param array<string, mixed> $posted Posted `form_fields` (the card's opaque_data).
	 * @return self|null Null when the form takes no payment (no card field, or its gateway has
	 *                   no keys yet), or this submission owes nothing.
	 */
	public static function settle( FormDefinition $form, array $values, array $posted ): ?self {
		$card = Amount::card_field( $form );
		if ( null === $card ) {
			return null;
		}
		$currency = PaymentSettings::currency();
		$amount   = Amount::total( $form, $values, $currency );
		if ( $amount <= 0 ) {
			return null;
		}
		$gateway_id = (string) $form->settings()['payment_gateway'];
		$gateway    = Gateways::get( $gateway_id );
		// Until the form's gateway has its keys nobody can pay, and the form takes entries
		// without a payment, as it did before payments came (Entries then shows none).
		if ( null === $gateway || ! PaymentSettings::ready( $gateway_id ) ) {
			return null;
		}
		list( $descriptor, $token ) = self::opaque_data( $card, $posted );
		if ( '' === $token ) {
			return new self( error: Messages::get( 'i18n_messages_required' ), field_id: $card['id'] );
		}
		$key = self::key( $gateway_id, $descriptor, $token );
		// Stripe's and Razorpay's pages asked for their intent or order under the limit already;
		// the charging gateways count here.
		if ( ! in_array( $gateway_id, array( StripeGateway::ID, RazorpayGateway::ID ), true ) && null === PaymentStore::find_by_key( $key ) && ! PaymentRateLimit::allow( $form->id ) ) {
			return new self( error: PaymentRateLimit::message(), field_id: $card['id'] );
		}
		$mode    = PaymentSettings::mode();
		$claimed = PaymentStore::claim(
			array(
				'form_id'         => $form->id,
				'gateway'         => $gateway_id,
				'mode'            => $mode,
				'amount'          => $amount,
				'currency'        => $currency,
				'idempotency_key' => $key,
			)
		);
		if ( ! $claimed ) {
			return self::claimed_before( $key, $card['id'] );
		}
		$result = $gateway->settle( new Charge( $form->id, $amount, $currency, $descriptor, $token, $key, $mode, PaymentSettings::keys( $gateway_id, $mode ) ) );
		if ( ! $result->ok() ) {
			PaymentStore::release( $key );
			return new self( error: $result->message, field_id: $card['id'] );
		}
		return new self( $key, $result );
	}

	/**
	 * The entry a payment already made for this form, when the page sends it again (its answer
	 * was lost on the way back): 0 when the posted payment made none.
	 *
	 * @param FormDefinition       $form   Form.
	 * @param array<string, mixed> $posted Posted `form_fields`.
	 */
	public static function earlier_entry( FormDefinition $form, array $posted ): int {
		$card = Amount::card_field( $form );
		if ( null === $card ) {
			return 0;
		}
		list( $descriptor, $token ) = self::opaque_data( $card, $posted );
		if ( '' === $token ) {
			return 0;
		}
		$payment = PaymentStore::find_by_key( self::key( (string) $form->settings()['payment_gateway'], $descriptor, $token ) );
		return null !== $payment && $payment['form_id'] === $form->id ? $payment['entry_id'] : 0;
	}

	/**
	 * The token the page posted in the card field (001 §3 opaque_data descriptor and value).
	 *
	 * @param array<string, mixed> $card   The card field.
	 * @param array<string, mixed> $posted Posted `form_fields`.
	 * @return array{0: string, 1: string} Descriptor and value.
	 */
	private static function opaque_data( array $card, array $posted ): array {
		$opaque = is_array( $posted[ $card['id'] ]['opaque_data'] ?? null ) ? $posted[ $card['id'] ]['opaque_data'] : array();
		return array(
			is_string( $opaque['descriptor'] ?? null ) ? substr( $opaque['descriptor'], 0, 100 ) : '',
			is_string( $opaque['value'] ?? null ) ? substr( $opaque['value'], 0, 4096 ) : '',
		);
	}

	/**
	 * A payment's idempotency key: the same for every sending of one token.
	 *
	 * @param string $gateway_id Gateway.
	 * @param string $descriptor Token's kind.
	 * @param string $token      Token.
	 */
	private static function key( string $gateway_id, string $descriptor, string $token ): string {
		return hash( 'sha256', $gateway_id . '|' . $descriptor . '|' . $token );
	}

	/**
	 * A payment sent before: its entry, or a refusal while the first sending is still at work.
	 *
	 * @param string $key      The claim.
	 * @param string $field_id The card field.
	 */
	private static function claimed_before( string $key, string $field_id ): self {
		$payment = PaymentStore::find_by_key( $key );
		if ( null !== $payment && $payment['entry_id'] > 0 ) {
			return new self( entry_id: $payment['entry_id'] );
		}
		return new self( error: __( 'This payment is being processed. Please wait a moment before sending again.', 'vista-forms' ), field_id: $field_id );
	}

	/**
	 * Completes the claim with the entry made for the payment.
	 *
	 * @param int $entry_id Entry.
	 */
	public function complete( int $entry_id ): void {
		if ( null !== $this->result ) {
			PaymentStore::complete( $this->idempotency_key, $this->result->reference, $this->result->status, $entry_id );
		}
	}

	/**
	 * Releases the claim when no entry was kept for the payment.
	 */
	public function release(): void {
		if ( '' !== $this->idempotency_key ) {
			PaymentStore::release( $this->idempotency_key );
		}
	}
}
