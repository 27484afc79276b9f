<?php
/**
 * POST /vista-forms/v1/payments/stripe/intent (issue 37): the page of a Stripe form, as the
 * visitor sends it, gets a PaymentIntent to confirm with the Payment Element. The amount is the
 * server's, from the payment fields as posted and their prices as stored; the page's prices are
 * never read. Like the forms' other visitor writes it works from a cached page: the form's start
 * time the server signed, and a request from a page of this site.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Kit;
use Vista\Forms\Submit\SpamGuard;

/**
 * Creates the PaymentIntent of a submission.
 */
final class StripeIntentRoute {

	/**
	 * The route's arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'form_id'                     => array(
				'type'     => 'integer',
				'required' => true,
				'minimum'  => 1,
			),
			SpamGuard::SIGNED_START_FIELD => array(
				'type'     => 'string',
				'required' => true,
			),
			// One per sending in the page: a retry after a network failure gets the same intent.
			'attempt'                     => array(
				'type'     => 'string',
				'required' => true,
				'pattern'  => '^[A-Za-z0-9-]{8,64}$',
			),
			'everest_forms'               => array(
				'type'    => 'object',
				'default' => array(),
			),
		);
	}

	/**
	 * The form's signed start time, from a page of this site (a cached page's signature does not
	 * expire); no signed-in session is at stake, since REST runs without one when no nonce comes.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public static function allowed( \WP_REST_Request $request ) {
		$signed = null !== SpamGuard::signed_start( $request[ SpamGuard::SIGNED_START_FIELD ], (int) $request['form_id'] );
		if ( $signed && Kit\Ajax::from_this_site() ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'The page that sent this payment is not this site’s; reload it.', 'vista-forms' ), array( 'status' => 403 ) );
	}

	/**
	 * What a gateway's preparing route (this intent, Razorpay's order) charges for: the form, when
	 * it takes cards through that gateway and the gateway is ready, and the amount the server works
	 * out from the payment fields as posted and their prices as stored, in the site's currency.
	 *
	 * @param \WP_REST_Request $request    Request (form_id, everest_forms[form_fields]).
	 * @param string           $gateway    The gateway's id.
	 * @param string           $no_payment The refusal for a form that takes no cards through it.
	 * @return array{0: FormDefinition, 1: int, 2: string}|\WP_Error The form, the amount in the
	 *                                                               currency's smallest unit, the currency.
	 */
	public static function payable( \WP_REST_Request $request, string $gateway, string $no_payment ) {
		$form = FormDefinition::load( (int) $request['form_id'] );
		if ( null === $form || null === Amount::card_field( $form ) || $gateway !== $form->settings()['payment_gateway'] ) {
			return new \WP_Error( 'vista_forms_no_payment', $no_payment, array( 'status' => 400 ) );
		}
		if ( ! PaymentSettings::ready( $gateway ) ) {
			return new \WP_Error( 'vista_forms_gateway_unavailable', __( 'This form cannot take payments yet.', 'vista-forms' ), array( 'status' => 503 ) );
		}
		$everest  = (array) $request['everest_forms'];
		$posted   = is_array( $everest['form_fields'] ?? null ) ? $everest['form_fields'] : array();
		$currency = PaymentSettings::currency();
		$amount   = Amount::of_posted( $form, $posted, $currency );
		if ( null === $amount || $amount <= 0 ) {
			return new \WP_Error( 'vista_forms_no_amount', __( 'Choose what to pay for first.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		return array( $form, $amount, $currency );
	}

	/**
	 * Creates (or, for the same attempt, finds again) the intent.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create( \WP_REST_Request $request ) {
		$payable = self::payable( $request, StripeGateway::ID, __( 'This form takes no card payments through Stripe.', 'vista-forms' ) );
		if ( is_wp_error( $payable ) ) {
			return $payable;
		}
		[ $form, $amount, $currency ] = $payable;
		if ( ! PaymentRateLimit::allow( $form->id ) ) {
			return PaymentRateLimit::refusal();
		}
		$keys   = PaymentSettings::keys( StripeGateway::ID );
		$intent = ( new StripeApi( $keys['SecretKey'] ) )->create_intent(
			$amount,
			$currency,
			$form->id,
			hash_hmac( 'sha256', $form->id . '|' . $request['attempt'] . '|' . $amount . '|' . $currency, wp_salt( 'nonce' ) )
		);
		if ( is_wp_error( $intent ) || ! is_string( $intent['client_secret'] ?? null ) ) {
			return new \WP_Error( 'vista_forms_gateway_error', __( 'The payment could not be prepared just now. Please try again.', 'vista-forms' ), array( 'status' => 502 ) );
		}
		return new \WP_REST_Response(
			array(
				'clientSecret'   => $intent['client_secret'],
				'publishableKey' => $keys['PublishableKey'],
				'amount'         => $amount,
				'currency'       => strtolower( $currency ),
			)
		);
	}
}
