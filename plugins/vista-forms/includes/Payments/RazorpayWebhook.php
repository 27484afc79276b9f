<?php
/**
 * Razorpay's webhook events (issue 37), at POST /wp-json/vista-forms/v1/payments/razorpay/webhook:
 * `payment.captured` and `order.paid` mark the entry's payment paid, `payment.failed` failed. An
 * event is taken only with a good `X-Razorpay-Signature` (the hex HMAC-SHA256 of the raw body
 * under the webhook secret), and once (by its `X-Razorpay-Event-Id`: Razorpay delivers at least
 * once).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies and applies Razorpay's events.
 */
final class RazorpayWebhook {

	public const ROUTE = 'vista-forms/v1/payments/razorpay/webhook';

	/** What each event means for the payment it carries. */
	private const STATUS_OF_EVENT = array(
		'payment.captured' => 'paid',
		'order.paid'       => 'paid',
		'payment.failed'   => 'failed',
	);

	/**
	 * Takes an event.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function receive( \WP_REST_Request $request ) {
		$body   = $request->get_body();
		$secret = PaymentSettings::keys( RazorpayGateway::ID )['WebhookSecret'] ?? '';
		if ( ! self::signature_ok( $body, (string) $request->get_header( 'x_razorpay_signature' ), $secret ) ) {
			return WebhookReceipt::bad_signature();
		}
		$event   = json_decode( $body, true );
		$event   = is_array( $event ) ? $event : array();
		$type    = is_string( $event['event'] ?? null ) ? $event['event'] : '';
		$payment = is_array( $event['payload']['payment']['entity'] ?? null ) ? $event['payload']['payment']['entity'] : array();
		return WebhookReceipt::apply(
			RazorpayGateway::ID,
			substr( (string) $request->get_header( 'x_razorpay_event_id' ), 0, 100 ),
			is_string( $payment['id'] ?? null ) ? $payment['id'] : '',
			self::STATUS_OF_EVENT[ $type ] ?? null
		);
	}

	/**
	 * Whether a signature header signs the body.
	 *
	 * @param string $body   Raw body.
	 * @param string $header X-Razorpay-Signature (hex).
	 * @param string $secret Webhook secret.
	 */
	public static function signature_ok( string $body, string $header, string $secret ): bool {
		return '' !== $secret && '' !== $header && hash_equals( hash_hmac( 'sha256', $body, $secret ), trim( $header ) );
	}
}
