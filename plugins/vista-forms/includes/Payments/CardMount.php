<?php
/**
 * What the page's card field needs to start its gateway (issue 37): the gateway, its public keys,
 * the currency, the routes it calls and the gateway's script address (Stripe's js.stripe.com/v3,
 * Authorize.Net's Accept.js and Square's Web Payments SDK for the mode, Razorpay's checkout.js; only tests point them at a stand-in, through the
 * `vista_forms_{gateway}_script_url` filters). Nothing secret: these are printed in the form, and
 * a cached page keeps working with them.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;

/**
 * The card field's data attributes.
 */
final class CardMount {

	public const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

	public const ACCEPT_JS_LIVE    = 'https://js.authorize.net/v1/Accept.js';
	public const ACCEPT_JS_SANDBOX = 'https://jstest.authorize.net/v1/Accept.js';

	public const SQUARE_JS_LIVE    = 'https://web.squarecdn.com/v1/square.js';
	public const SQUARE_JS_SANDBOX = 'https://sandbox.web.squarecdn.com/v1/square.js';

	public const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

	/**
	 * The data attributes of a form's card field; none while its gateway cannot take payments.
	 *
	 * @param int $form_id Form.
	 * @return array<string, string>
	 */
	public static function attributes( int $form_id ): array {
		$form    = FormDefinition::load( $form_id );
		$gateway = null === $form ? '' : (string) $form->settings()['payment_gateway'];
		if ( null === Gateways::get( $gateway ) || ! PaymentSettings::ready( $gateway ) ) {
			return array();
		}
		$keys = PaymentSettings::keys( $gateway );
		$own  = match ( $gateway ) {
			StripeGateway::ID => array(
				'data-publishable-key' => $keys['PublishableKey'],
				'data-intent-url'      => rest_url( 'vista-forms/v1/payments/stripe/intent' ),
				/**
				 * Filters the address of Stripe.js (tests serve a stand-in on loopback).
				 *
				 * @param string $url Address.
				 */
				'data-script-url'      => (string) apply_filters( 'vista_forms_stripe_script_url', self::STRIPE_SCRIPT ),
			),
			AuthorizeNetGateway::ID => array(
				'data-api-login-id' => $keys['ApiLoginId'],
				'data-client-key'   => $keys['ClientKey'],
				/**
				 * Filters the address of Accept.js (tests serve a stand-in on loopback).
				 *
				 * @param string $url  Address: the sandbox's in test mode.
				 * @param string $mode test or live.
				 */
				'data-script-url'   => (string) apply_filters( 'vista_forms_authorize_net_script_url', 'live' === PaymentSettings::mode() ? self::ACCEPT_JS_LIVE : self::ACCEPT_JS_SANDBOX, PaymentSettings::mode() ),
			),
			SquareGateway::ID => array(
				'data-application-id' => $keys['ApplicationId'],
				'data-location-id'    => $keys['LocationId'],
				/**
				 * Filters the address of Square's Web Payments SDK (tests serve a stand-in).
				 *
				 * @param string $url  Address: the sandbox's in test mode.
				 * @param string $mode test or live.
				 */
				'data-script-url'     => (string) apply_filters( 'vista_forms_square_script_url', 'live' === PaymentSettings::mode() ? self::SQUARE_JS_LIVE : self::SQUARE_JS_SANDBOX, PaymentSettings::mode() ),
			),
			RazorpayGateway::ID => array(
				'data-order-url'  => rest_url( 'vista-forms/v1/payments/razorpay/order' ),
				/**
				 * Filters the address of Razorpay's checkout.js (tests serve a stand-in on loopback).
				 *
				 * @param string $url Address (one for both modes: the key id says which).
				 */
				'data-script-url' => (string) apply_filters( 'vista_forms_razorpay_script_url', self::RAZORPAY_CHECKOUT_JS ),
			),
			default => array(),
		};
		return array(
			'data-gateway'  => $gateway,
			'data-currency' => strtolower( PaymentSettings::currency() ),
		) + $own;
	}
}
