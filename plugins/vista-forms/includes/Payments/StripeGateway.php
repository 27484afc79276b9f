<?php
/**
 * Stripe (issue 37): the server creates a PaymentIntent for its own amount (StripeIntentRoute),
 * the page confirms it with the Payment Element (3-D Secure included) and posts its id as the
 * card field's opaque_data value; the server then reads the intent back from Stripe and takes the
 * entry only when it is for this form, this amount and currency, and succeeded (or processing,
 * settled later by the webhook).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The Stripe gateway.
 */
final class StripeGateway implements Gateway {

	public const ID = 'stripe';

	/** What the page names its token (001 §3 opaque_data descriptor). */
	public const DESCRIPTOR = 'stripe.payment_intent';

	public function id(): string {
		return self::ID;
	}

	public function settle( Charge $charge ): PaymentResult {
		if ( self::DESCRIPTOR !== $charge->descriptor || ! preg_match( '/^pi_[A-Za-z0-9_]{1,180}$/', $charge->token ) ) {
			return PaymentResult::failed( __( 'The card payment did not come through. Please try again.', 'vista-forms' ) );
		}
		$intent = ( new StripeApi( $charge->keys['SecretKey'] ?? '' ) )->intent( $charge->token );
		if ( is_wp_error( $intent ) ) {
			return PaymentResult::failed( __( 'The payment could not be checked just now. Please send the form again.', 'vista-forms' ) );
		}
		$matches = (int) ( $intent['amount'] ?? -1 ) === $charge->amount
			&& strtolower( (string) ( $intent['currency'] ?? '' ) ) === strtolower( $charge->currency )
			&& (string) ( $intent['metadata']['vista_form'] ?? '' ) === (string) $charge->form_id;
		if ( ! $matches ) {
			return PaymentResult::failed( __( 'The payment does not match this form’s total. Please send the form again.', 'vista-forms' ) );
		}
		return self::result_of( $intent );
	}

	/**
	 * What an intent's status means for the entry.
	 *
	 * @param array<string, mixed> $intent The PaymentIntent.
	 */
	private static function result_of( array $intent ): PaymentResult {
		$id = (string) $intent['id'];
		switch ( (string) ( $intent['status'] ?? '' ) ) {
			case 'succeeded':
				return PaymentResult::paid( $id );
			case 'processing':
				return PaymentResult::pending( $id );
			case 'requires_action':
				return PaymentResult::failed( __( 'Your bank asks you to confirm the payment. Please send the form again and confirm it.', 'vista-forms' ), $id );
		}
		$error = $intent['last_payment_error']['message'] ?? '';
		return PaymentResult::failed( is_string( $error ) && '' !== $error ? $error : __( 'The card was declined.', 'vista-forms' ), $id );
	}

	public function dashboard_url( string $reference, string $mode ): string {
		return 'https://dashboard.stripe.com/' . ( 'live' === $mode ? '' : 'test/' ) . 'payments/' . rawurlencode( $reference );
	}

	public function test_keys( array $keys ): ?string {
		if ( ! str_starts_with( $keys['PublishableKey'] ?? '', 'pk_' ) ) {
			return __( 'The publishable key starts with pk_.', 'vista-forms' );
		}
		$balance = ( new StripeApi( $keys['SecretKey'] ?? '' ) )->balance();
		return is_wp_error( $balance ) ? $balance->get_error_message() : null;
	}
}
