<?php
/**
 * What the page's card field needs to start its gateway (issue 37): the gateway, its public key,
 * the currency, the intent route and the gateway's script address (Stripe's js.stripe.com/v3;
 * only tests point it at a stand-in, through `vista_forms_stripe_script_url`). Nothing secret:
 * these are printed in the form, and a cached page keeps working with them.
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

	/**
	 * The data attributes of a form's card field; none while its gateway cannot take payments.
	 *
	 * @param int $form_id Form.
	 * @return array<string, string>
	 */
	public static function attributes( int $form_id ): array {
		$form    = FormDefinition::load( $form_id );
		$gateway = null === $form ? '' : (string) $form->settings()['payment_gateway'];
		if ( StripeGateway::ID !== $gateway || ! PaymentSettings::ready( $gateway ) ) {
			return array();
		}
		return array(
			'data-gateway'         => $gateway,
			'data-publishable-key' => PaymentSettings::keys( $gateway )['PublishableKey'],
			'data-currency'        => strtolower( PaymentSettings::currency() ),
			'data-intent-url'      => rest_url( 'vista-forms/v1/payments/stripe/intent' ),
			/**
			 * Filters the address of Stripe.js (tests serve a stand-in on loopback).
			 *
			 * @param string $url Address.
			 */
			'data-script-url'      => (string) apply_filters( 'vista_forms_stripe_script_url', self::STRIPE_SCRIPT ),
		);
	}
}
