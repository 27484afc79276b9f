<?php
/**
 * The payments' REST routes (issue 37), under /vista-forms/v1/payments:
 * - POST stripe/intent: a visitor's page asks for a PaymentIntent for the form as filled in; the
 *   server decides the amount (StripeIntentRoute);
 * - POST stripe/webhook: Stripe's events, verified by their signature (StripeWebhook);
 * - POST authorize-net/webhook: Authorize.Net's notifications, verified likewise
 *   (AuthorizeNetWebhook);
 * - POST square/webhook: Square's events, verified likewise (SquareWebhook);
 * - POST razorpay/order: a visitor's page asks for a Razorpay order to pay in Checkout, for the
 *   server's amount (RazorpayOrderRoute);
 * - POST razorpay/webhook: Razorpay's events, verified likewise (RazorpayWebhook);
 * - POST test-keys: Forms → Settings → Payments checks a gateway's saved keys (administrators).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntriesController;

/**
 * Declares the routes.
 */
final class PaymentRoutes {

	/**
	 * rest_api_init.
	 */
	public static function register_routes(): void {
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/stripe/intent',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( StripeIntentRoute::class, 'create' ),
				'permission_callback' => array( StripeIntentRoute::class, 'allowed' ),
				'args'                => StripeIntentRoute::args(),
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/stripe/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( StripeWebhook::class, 'receive' ),
				// Anyone may knock: the event is taken only with Stripe's signature (StripeWebhook).
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/authorize-net/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( AuthorizeNetWebhook::class, 'receive' ),
				// Anyone may knock: the event is taken only with Authorize.Net's signature.
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/square/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( SquareWebhook::class, 'receive' ),
				// Anyone may knock: the event is taken only with Square's signature.
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/razorpay/order',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( RazorpayOrderRoute::class, 'create' ),
				// The same proof as Stripe's intent: the form's signed start time, this site's page.
				'permission_callback' => array( StripeIntentRoute::class, 'allowed' ),
				'args'                => StripeIntentRoute::args(),
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/razorpay/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( RazorpayWebhook::class, 'receive' ),
				// Anyone may knock: the event is taken only with Razorpay's signature.
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			EntriesController::NAMESPACE,
			'/payments/test-keys',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'test_keys' ),
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
				'args'                => array(
					'gateway' => array(
						'type'     => 'string',
						'required' => true,
						'enum'     => FormDefinition::PAYMENT_GATEWAYS,
					),
					'mode'    => array(
						'type'    => 'string',
						'enum'    => PaymentSettings::MODES,
						'default' => 'test',
					),
				),
			)
		);
	}

	/**
	 * Checks a gateway's saved keys of a mode with the gateway.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function test_keys( \WP_REST_Request $request ) {
		$gateway = Gateways::get( (string) $request['gateway'] );
		if ( null === $gateway ) {
			return new \WP_Error( 'vista_forms_gateway_unavailable', __( 'This gateway is not available yet.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		$keys = PaymentSettings::keys( $gateway->id(), (string) $request['mode'] );
		if ( in_array( '', $keys, true ) ) {
			return new \WP_Error( 'vista_forms_keys_missing', __( 'Save every key of this gateway first.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		$problem = $gateway->test_keys( $keys + array( 'mode' => (string) $request['mode'] ) );
		if ( null !== $problem ) {
			return new \WP_Error( 'vista_forms_keys_refused', $problem, array( 'status' => 400 ) );
		}
		return new \WP_REST_Response( array( 'ok' => true ) );
	}
}
