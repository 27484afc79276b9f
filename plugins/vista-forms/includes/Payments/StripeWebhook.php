<?php
/**
 * Stripe's events (issue 37), at POST /wp-json/vista-forms/v1/payments/stripe/webhook:
 * `payment_intent.succeeded`, `.payment_failed` and `.processing` make the server read the intent
 * again from Stripe, and the entry's payment takes the intent's status as Stripe has it now
 * (succeeded: paid, processing: pending, back to requires_payment_method or canceled: failed).
 * The event's type is not the status: Stripe does not deliver events in order, and one intent
 * sends payment_failed for a declined card and then succeeded for the card that paid, so the
 * decline's event may come after the entry was paid. An event is taken only with a good
 * `Stripe-Signature` (t=…,v1=…: the HMAC-SHA256 of "{t}.{body}" under the endpoint's signing
 * secret, t within five minutes), and once: a replay is answered 200 (so Stripe stops retrying)
 * and changes nothing. While Stripe cannot be read the event is answered 503 and not used up, so
 * Stripe's retry applies it.
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

	/** The events that make the server read their intent again. */
	public const EVENTS = array(
		'payment_intent.succeeded',
		'payment_intent.payment_failed',
		'payment_intent.processing',
	);

	/** An intent's status and the payment status it means (others change nothing). */
	private const STATUS_OF = array(
		'succeeded'               => 'paid',
		'processing'              => 'pending',
		'requires_payment_method' => 'failed',
		'canceled'                => 'failed',
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
		$intent  = is_string( $event['data']['object']['id'] ?? null ) ? $event['data']['object']['id'] : '';
		$payment = in_array( $type, self::EVENTS, true ) && '' !== $intent ? PaymentStore::find( StripeGateway::ID, $intent ) : null;
		$status  = null === $payment ? null : self::status_at_stripe( $intent, (string) $payment['mode'] );
		if ( is_wp_error( $status ) ) {
			return $status;
		}
		if ( ! PaymentStore::first_delivery( StripeGateway::ID, $id ) ) {
			return new \WP_REST_Response( array( 'received' => true, 'duplicate' => true ) );
		}
		if ( null !== $status && PaymentStore::set_status( StripeGateway::ID, $intent, $status ) ) {
			/**
			 * Fires when a gateway's event changed a payment's status.
			 *
			 * @param string $gateway   Gateway id.
			 * @param string $reference The gateway's id of the payment.
			 * @param string $status    paid, pending or failed.
			 */
			do_action( 'vista_forms_payment_status', StripeGateway::ID, $intent, $status );
		}
		return new \WP_REST_Response( array( 'received' => true ) );
	}

	/**
	 * The payment status an intent has at Stripe now (the event only says something changed).
	 *
	 * @param string $intent_id The intent.
	 * @param string $mode      The payment's mode, whose secret key reads it.
	 * @return string|null|\WP_Error The payment status, null when its status means no change, or
	 *                               an error (503) while Stripe cannot be read.
	 */
	private static function status_at_stripe( string $intent_id, string $mode ) {
		$intent = ( new StripeApi( PaymentSettings::keys( StripeGateway::ID, $mode )['SecretKey'] ?? '' ) )->intent( $intent_id );
		if ( is_wp_error( $intent ) || ( $intent['id'] ?? '' ) !== $intent_id ) {
			return new \WP_Error( 'vista_forms_stripe_unreachable', __( 'Stripe could not be asked about this payment just now; send the event again.', 'vista-forms' ), array( 'status' => 503 ) );
		}
		return self::STATUS_OF[ (string) ( $intent['status'] ?? '' ) ] ?? null;
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
