<?php
/**
 * Stripe's events (issue 37), at POST /wp-json/vista-forms/v1/payments/stripe/webhook:
 * `payment_intent.succeeded` marks the entry's payment paid, `payment_intent.payment_failed`
 * failed. An event is taken only with a good `Stripe-Signature` (t=…,v1=…: the HMAC-SHA256 of
 * "{t}.{body}" under the endpoint's signing secret, t within five minutes), and once: a replay is
 * answered 200 (so Stripe stops retrying) and changes nothing.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;

/**
 * Verifies and applies Stripe's events.
 */
final class StripeWebhook {

	/** How old a signed event may be, in seconds (Stripe's libraries' default tolerance). */
	public const TOLERANCE = 300;

	/** Events and the payment status each means. */
	public const STATUS_OF = array(
		'payment_intent.succeeded'      => 'paid',
		'payment_intent.payment_failed' => 'failed',
		'payment_intent.processing'     => 'pending',
	);

	/**
	 * Takes an event.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function receive( \WP_REST_Request $request ) {
		$body   = $request->get_body();
		$secret = PaymentSettings::keys( StripeGateway::ID )['WebhookSecret'] ?? '';
		if ( '' === $secret || ! self::signature_ok( $body, (string) $request->get_header( 'stripe_signature' ), $secret, Clock::now() ) ) {
			return new \WP_Error( 'vista_forms_bad_signature', __( 'The event’s signature does not match.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		$event = json_decode( $body, true );
		$id    = is_array( $event ) && is_string( $event['id'] ?? null ) ? $event['id'] : '';
		$type  = is_array( $event ) && is_string( $event['type'] ?? null ) ? $event['type'] : '';
		if ( '' === $id ) {
			return new \WP_Error( 'vista_forms_bad_event', __( 'The event has no id.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		if ( ! PaymentStore::first_delivery( StripeGateway::ID, $id ) ) {
			return new \WP_REST_Response( array( 'received' => true, 'duplicate' => true ) );
		}
		$intent = is_string( $event['data']['object']['id'] ?? null ) ? $event['data']['object']['id'] : '';
		if ( isset( self::STATUS_OF[ $type ] ) && '' !== $intent && PaymentStore::set_status( StripeGateway::ID, $intent, self::STATUS_OF[ $type ] ) ) {
			/**
			 * Fires when a gateway's event changed a payment's status.
			 *
			 * @param string $gateway   Gateway id.
			 * @param string $reference The gateway's id of the payment.
			 * @param string $status    paid, pending or failed.
			 */
			do_action( 'vista_forms_payment_status', StripeGateway::ID, $intent, self::STATUS_OF[ $type ] );
		}
		return new \WP_REST_Response( array( 'received' => true ) );
	}

	/**
	 * Whether a Stripe-Signature header signs the body.
	 *
	 * @param string $body   Raw body.
	 * @param string $header Stripe-Signature (t=…,v1=…[,v1=…][,v0=…]).
	 * @param string $secret Signing secret (whsec_…).
	 * @param int    $now    Current time.
	 */
	public static function signature_ok( string $body, string $header, string $secret, int $now ): bool {
		$time       = 0;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
				$time = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( 0 === $time || abs( $now - $time ) > self::TOLERANCE ) {
			return false;
		}
		$expected = hash_hmac( 'sha256', $time . '.' . $body, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return true;
			}
		}
		return false;
	}
}
