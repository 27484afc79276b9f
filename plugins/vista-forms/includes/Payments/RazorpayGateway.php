<?php
/**
 * Razorpay (issue 37): the server creates an order for its own amount (RazorpayOrderRoute), the
 * page pays it in Razorpay Checkout and posts what Checkout's handler got (order id, payment id
 * and signature) as the card field's opaque_data value. The server takes the entry only when the
 * signature is Razorpay's (HMAC-SHA256 of "order_id|payment_id" under the key secret), the order
 * is this form's for this amount and currency, and the payment is that order's and captured (or
 * authorized, settled later by the webhook).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The Razorpay gateway.
 */
final class RazorpayGateway implements Gateway {

	public const ID = 'razorpay';

	/** What the page names Checkout's answer (opaque_data descriptor). */
	public const DESCRIPTOR = 'razorpay.checkout';

	/** Razorpay's payment statuses and what each means for the entry. */
	public const STATUS_OF = array(
		'captured'   => 'paid',
		'authorized' => 'pending',
		'created'    => 'pending',
		'failed'     => 'failed',
	);

	public function id(): string {
		return self::ID;
	}

	public function settle( Charge $charge ): PaymentResult {
		$answer = self::checkout_answer( $charge->descriptor, $charge->token );
		if ( null === $answer ) {
			return PaymentResult::failed( __( 'The card payment did not come through. Please try again.', 'vista-forms' ) );
		}
		list( $order_id, $payment_id, $signature ) = $answer;
		if ( ! self::signature_ok( $order_id, $payment_id, $signature, $charge->keys['KeySecret'] ?? '' ) ) {
			return PaymentResult::failed( __( 'The payment’s signature does not match. Please send the form again.', 'vista-forms' ) );
		}
		$api   = new RazorpayApi( $charge->keys['KeyId'] ?? '', $charge->keys['KeySecret'] ?? '' );
		$order = $api->order( $order_id );
		$paid  = is_wp_error( $order ) ? $order : $api->payment( $payment_id );
		if ( is_wp_error( $paid ) ) {
			return PaymentResult::failed( __( 'The payment could not be checked just now. Please send the form again.', 'vista-forms' ) );
		}
		$matches = (int) ( $order['amount'] ?? -1 ) === $charge->amount
			&& strtoupper( (string) ( $order['currency'] ?? '' ) ) === strtoupper( $charge->currency )
			&& (string) ( $order['notes']['vista_form'] ?? '' ) === (string) $charge->form_id
			&& (string) ( $paid['order_id'] ?? '' ) === $order_id
			&& (int) ( $paid['amount'] ?? -1 ) === $charge->amount;
		if ( ! $matches ) {
			return PaymentResult::failed( __( 'The payment does not match this form’s total. Please send the form again.', 'vista-forms' ) );
		}
		$status = self::STATUS_OF[ (string) ( $paid['status'] ?? '' ) ] ?? 'failed';
		if ( 'failed' === $status ) {
			$error = $paid['error_description'] ?? '';
			return PaymentResult::failed( is_string( $error ) && '' !== $error ? $error : __( 'The card was declined.', 'vista-forms' ), $payment_id );
		}
		return 'paid' === $status ? PaymentResult::paid( $payment_id ) : PaymentResult::pending( $payment_id );
	}

	/**
	 * Checkout's answer as the page posted it: "order_id|payment_id|signature".
	 *
	 * @param string $descriptor opaque_data descriptor.
	 * @param string $value      opaque_data value.
	 * @return array{0: string, 1: string, 2: string}|null Order id, payment id, signature.
	 */
	private static function checkout_answer( string $descriptor, string $value ): ?array {
		if ( self::DESCRIPTOR !== $descriptor || ! preg_match( '/^(order_[A-Za-z0-9]{1,40})\|(pay_[A-Za-z0-9]{1,40})\|([0-9a-f]{64})$/', $value, $parts ) ) {
			return null;
		}
		return array( $parts[1], $parts[2], $parts[3] );
	}

	/**
	 * Whether Checkout's signature is Razorpay's for this order and payment (constant time).
	 *
	 * @param string $order_id   Order.
	 * @param string $payment_id Payment.
	 * @param string $signature  razorpay_signature (hex).
	 * @param string $key_secret The mode's key secret.
	 */
	public static function signature_ok( string $order_id, string $payment_id, string $signature, string $key_secret ): bool {
		return '' !== $key_secret && hash_equals( hash_hmac( 'sha256', $order_id . '|' . $payment_id, $key_secret ), $signature );
	}

	public function dashboard_url( string $reference, string $mode ): string {
		// One dashboard for both modes (its own switch shows test payments).
		return 'https://dashboard.razorpay.com/app/payments/' . rawurlencode( $reference );
	}

	public function test_keys( array $keys ): ?string {
		$mode = 'live' === ( $keys['mode'] ?? 'test' ) ? 'live' : 'test';
		if ( ! str_starts_with( $keys['KeyId'] ?? '', 'rzp_' . $mode . '_' ) ) {
			/* translators: %s: the key id's prefix, rzp_test_ or rzp_live_. */
			return sprintf( __( 'The key id of this mode starts with %s.', 'vista-forms' ), 'rzp_' . $mode . '_' );
		}
		$orders = ( new RazorpayApi( $keys['KeyId'], $keys['KeySecret'] ?? '' ) )->latest_orders();
		return is_wp_error( $orders ) ? $orders->get_error_message() : null;
	}
}
