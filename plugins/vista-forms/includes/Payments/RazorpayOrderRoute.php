<?php
/**
 * POST /vista-forms/v1/payments/razorpay/order (issue 37): the page of a Razorpay form, as the
 * visitor sends it, gets an order to pay in Razorpay Checkout. The amount is the server's, from
 * the payment fields as posted and their prices as stored; the page's prices are never read. The
 * request is allowed as the Stripe intent's is (the form's signed start time, a page of this
 * site), so a week-old cached page works.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;


/**
 * Creates the order of a submission.
 */
final class RazorpayOrderRoute {

	/** How long a sending's order is answered again to its retries. */
	private const REUSE_SECONDS = HOUR_IN_SECONDS;

	/**
	 * Creates (or, for the same attempt and amount, finds again) the order.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create( \WP_REST_Request $request ) {
		$payable = StripeIntentRoute::payable( $request, RazorpayGateway::ID, __( 'This form takes no card payments through Razorpay.', 'vista-forms' ) );
		if ( is_wp_error( $payable ) ) {
			return $payable;
		}
		[ $form, $amount, $currency ] = $payable;
		$keys    = PaymentSettings::keys( RazorpayGateway::ID );
		$sending = hash_hmac( 'sha256', $form->id . '|' . $request['attempt'] . '|' . $amount . '|' . $currency . '|' . $keys['KeyId'], wp_salt( 'nonce' ) );
		$order   = get_transient( 'vista_forms_rzp_' . substr( $sending, 0, 32 ) );
		if ( ! is_array( $order ) ) {
			if ( ! PaymentRateLimit::allow( $form->id ) ) {
				return PaymentRateLimit::refusal();
			}
			$order = ( new RazorpayApi( $keys['KeyId'], $keys['KeySecret'] ) )->create_order( $amount, $currency, $form->id, 'vista-' . $form->id . '-' . substr( $sending, 0, 24 ) );
			if ( is_wp_error( $order ) || ! is_string( $order['id'] ?? null ) ) {
				return new \WP_Error( 'vista_forms_gateway_error', __( 'The payment could not be prepared just now. Please try again.', 'vista-forms' ), array( 'status' => 502 ) );
			}
			// A retry of this sending (its answer lost) pays the same order, not a second one.
			set_transient( 'vista_forms_rzp_' . substr( $sending, 0, 32 ), array( 'id' => $order['id'] ), self::REUSE_SECONDS );
		}
		return new \WP_REST_Response(
			array(
				'orderId'  => $order['id'],
				'keyId'    => $keys['KeyId'],
				'amount'   => $amount,
				'currency' => strtoupper( $currency ),
				'name'     => $form->title,
			)
		);
	}
}
