<?php
/**
 * Square (issue 37): the Web Payments SDK turns the card into a token in the page (its errors show
 * in the card errors area, 001 §8), posted as the card field's opaque_data value; the server
 * charges it for its own amount with CreatePayment, under the payment's idempotency key, so a
 * retry never charges twice.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The Square gateway.
 */
final class SquareGateway implements Gateway {

	public const ID = 'square';

	/** What the page names its token (opaque_data descriptor). */
	public const DESCRIPTOR = 'square.card_token';

	/** Square's payment statuses and what each means for the entry. */
	public const STATUS_OF = array(
		'COMPLETED' => 'paid',
		'APPROVED'  => 'pending',
		'PENDING'   => 'pending',
		'FAILED'    => 'failed',
		'CANCELED'  => 'failed',
	);

	public function id(): string {
		return self::ID;
	}

	public function settle( Charge $charge ): PaymentResult {
		if ( self::DESCRIPTOR !== $charge->descriptor ) {
			return PaymentResult::failed( __( 'The card payment did not come through. Please try again.', 'vista-forms' ) );
		}
		$answer = ( new SquareApi( $charge->keys['AccessToken'] ?? '', $charge->mode ) )->create_payment(
			$charge->token,
			$charge->amount,
			$charge->currency,
			$charge->keys['LocationId'] ?? '',
			$charge->idempotency_key,
			$charge->form_id
		);
		if ( is_wp_error( $answer ) ) {
			return PaymentResult::failed( __( 'The payment could not be checked just now. Please send the form again.', 'vista-forms' ) );
		}
		$payment = is_array( $answer['payment'] ?? null ) ? $answer['payment'] : array();
		$id      = is_string( $payment['id'] ?? null ) ? $payment['id'] : '';
		$status  = self::STATUS_OF[ (string) ( $payment['status'] ?? '' ) ] ?? 'failed';
		$charged = (int) ( $payment['amount_money']['amount'] ?? -1 ) === $charge->amount
			&& strtoupper( (string) ( $payment['amount_money']['currency'] ?? '' ) ) === strtoupper( $charge->currency );
		if ( '' === $id || 'failed' === $status || ! $charged ) {
			$error = SquareApi::error( $answer );
			return PaymentResult::failed( '' !== $error ? $error : __( 'The card was declined.', 'vista-forms' ), $id );
		}
		return 'paid' === $status ? PaymentResult::paid( $id ) : PaymentResult::pending( $id );
	}

	public function dashboard_url( string $reference, string $mode ): string {
		return ( 'live' === $mode ? 'https://squareup.com' : 'https://squareupsandbox.com' ) . '/dashboard/sales/transactions/' . rawurlencode( $reference );
	}

	public function test_keys( array $keys ): ?string {
		$answer = ( new SquareApi( $keys['AccessToken'] ?? '', $keys['mode'] ?? 'test' ) )->location( $keys['LocationId'] ?? '' );
		if ( is_wp_error( $answer ) ) {
			return $answer->get_error_message();
		}
		return is_array( $answer['location'] ?? null ) ? null : SquareApi::error( $answer );
	}
}
