<?php
/**
 * Authorize.Net's webhook notifications (issue 37), at
 * POST /wp-json/vista-forms/v1/payments/authorize-net/webhook. A notification is taken only with a
 * good `X-ANET-Signature` (sha512=…: the HMAC-SHA512 of the body under the merchant's signature
 * key), and once (by its notificationId).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies and applies Authorize.Net's notifications.
 */
final class AuthorizeNetWebhook {

	/** Event types and the payment status each means. */
	public const STATUS_OF = array(
		'net.authorize.payment.authcapture.created' => 'paid',
		'net.authorize.payment.fraud.approved'      => 'paid',
		'net.authorize.payment.fraud.held'          => 'pending',
		'net.authorize.payment.fraud.declined'      => 'failed',
		'net.authorize.payment.void.created'        => 'failed',
	);

	/**
	 * Takes a notification.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function receive( \WP_REST_Request $request ) {
		$body = $request->get_body();
		$key  = PaymentSettings::keys( AuthorizeNetGateway::ID )['SignatureKey'] ?? '';
		if ( '' === $key || ! self::signature_ok( $body, (string) $request->get_header( 'x_anet_signature' ), $key ) ) {
			return WebhookReceipt::bad_signature();
		}
		$event   = json_decode( $body, true );
		$event   = is_array( $event ) ? $event : array();
		$type    = is_string( $event['eventType'] ?? null ) ? $event['eventType'] : '';
		$payload = is_array( $event['payload'] ?? null ) ? $event['payload'] : array();
		$status  = self::STATUS_OF[ $type ] ?? null;
		// A capture the bank declined is announced too (responseCode 2).
		if ( 'paid' === $status && isset( $payload['responseCode'] ) && 1 !== (int) $payload['responseCode'] ) {
			$status = 'failed';
		}
		return WebhookReceipt::apply(
			AuthorizeNetGateway::ID,
			is_string( $event['notificationId'] ?? null ) ? $event['notificationId'] : '',
			is_scalar( $payload['id'] ?? null ) ? (string) $payload['id'] : '',
			$status
		);
	}

	/**
	 * Whether an X-ANET-Signature header signs the body.
	 *
	 * @param string $body   Raw body.
	 * @param string $header sha512=HEX (Authorize.Net sends it in capitals).
	 * @param string $key    Signature key.
	 */
	public static function signature_ok( string $body, string $header, string $key ): bool {
		if ( ! preg_match( '/^sha512=([0-9A-Fa-f]{128})$/', trim( $header ), $match ) ) {
			return false;
		}
		return hash_equals( hash_hmac( 'sha512', $body, $key ), strtolower( $match[1] ) );
	}
}
