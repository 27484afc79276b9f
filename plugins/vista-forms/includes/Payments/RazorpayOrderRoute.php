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

use Vista\Forms\Editor\FormDefinition;

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
		$form = FormDefinition::load( (int) $request['form_id'] );
		if ( null === $form || null === Amount::card_field( $form ) || RazorpayGateway::ID !== $form->settings()['payment_gateway'] ) {
			return new \WP_Error( 'vista_forms_no_payment', __( 'This form takes no card payments through Razorpay.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		if ( ! PaymentSettings::ready( RazorpayGateway::ID ) ) {
			return new \WP_Error( 'vista_forms_gateway_unavailable', __( 'This form cannot take payments yet.', 'vista-forms' ), array( 'status' => 503 ) );
		}
		$everest  = (array) $request['everest_forms'];
		$posted   = is_array( $everest['form_fields'] ?? null ) ? $everest['form_fields'] : array();
		$currency = PaymentSettings::currency();
		$amount   = Amount::of_posted( $form, $posted, $currency );
		if ( null === $amount || $amount <= 0 ) {
			return new \WP_Error( 'vista_forms_no_amount', __( 'Choose what to pay for first.', 'vista-forms' ), array( 'status' => 400 ) );
		}
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
