<?php
/**
 * Square's webhook events (issue 37), at POST /wp-json/vista-forms/v1/payments/square/webhook:
 * `payment.updated` (and `payment.created`) set the entry's payment status from the payment's.
 * An event is taken only with a good `x-square-hmacsha256-signature` (the Base64 HMAC-SHA256 of
 * this notification URL followed by the body, under the subscription's signature key), and once
 * (by its event_id).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies and applies Square's events.
 */
final class SquareWebhook {

	public const ROUTE = 'vista-forms/v1/payments/square/webhook';

	/**
	 * Takes an event.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function receive( \WP_REST_Request $request ) {
		$body = $request->get_body();
		$key  = PaymentSettings::keys( SquareGateway::ID )['WebhookSignatureKey'] ?? '';
		if ( '' === $key || ! self::signature_ok( rest_url( self::ROUTE ), $body, (string) $request->get_header( 'x_square_hmacsha256_signature' ), $key ) ) {
			return WebhookReceipt::bad_signature();
		}
		$event   = json_decode( $body, true );
		$event   = is_array( $event ) ? $event : array();
		$type    = is_string( $event['type'] ?? null ) ? $event['type'] : '';
		$payment = is_array( $event['data']['object']['payment'] ?? null ) ? $event['data']['object']['payment'] : array();
		$status  = in_array( $type, array( 'payment.created', 'payment.updated' ), true )
			? ( SquareGateway::STATUS_OF[ (string) ( $payment['status'] ?? '' ) ] ?? null )
			: null;
		return WebhookReceipt::apply(
			SquareGateway::ID,
			is_string( $event['event_id'] ?? null ) ? $event['event_id'] : '',
			is_string( $payment['id'] ?? null ) ? $payment['id'] : '',
			$status
		);
	}

	/**
	 * Whether a signature header signs the notification URL and body.
	 *
	 * @param string $url    The notification URL, as set in Square's dashboard.
	 * @param string $body   Raw body.
	 * @param string $header x-square-hmacsha256-signature (Base64).
	 * @param string $key    Signature key.
	 */
	public static function signature_ok( string $url, string $body, string $header, string $key ): bool {
		return '' !== $header && hash_equals( base64_encode( hash_hmac( 'sha256', $url . $body, $key, true ) ), trim( $header ) );
	}
}
