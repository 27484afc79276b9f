<?php
/**
 * Calls to Stripe's API (form-encoded requests, JSON answers, the secret key as a bearer token,
 * an Idempotency-Key on creations). The address is Stripe's; only tests point it at a stand-in on
 * loopback, through the `vista_forms_stripe_api_base` filter.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A small client of the endpoints the forms use.
 */
final class StripeApi {

	public const BASE = 'https://api.stripe.com';

	/**
	 * @param string $secret_key The mode's secret key.
	 */
	public function __construct( private string $secret_key ) {}

	/**
	 * The API's address, filtered.
	 */
	public static function base(): string {
		/**
		 * Filters Stripe's API address (tests set a stand-in on loopback).
		 *
		 * @param string $base Address without a trailing slash.
		 */
		return rtrim( (string) apply_filters( 'vista_forms_stripe_api_base', self::BASE ), '/' );
	}

	/**
	 * Creates a PaymentIntent for the server's amount. Retried with the same key, Stripe answers
	 * the same intent.
	 *
	 * @param int    $amount          Minor units.
	 * @param string $currency        ISO 4217 code.
	 * @param int    $form_id         Form, kept in the intent's metadata and checked when settling.
	 * @param string $idempotency_key Key.
	 * @return array<string, mixed>|\WP_Error The intent.
	 */
	public function create_intent( int $amount, string $currency, int $form_id, string $idempotency_key ) {
		return $this->call(
			'POST',
			'/v1/payment_intents',
			array(
				'amount'                    => $amount,
				'currency'                  => strtolower( $currency ),
				'automatic_payment_methods' => array( 'enabled' => 'true' ),
				'metadata'                  => array( 'vista_form' => (string) $form_id ),
			),
			$idempotency_key
		);
	}

	/**
	 * A PaymentIntent.
	 *
	 * @param string $intent_id Its id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function intent( string $intent_id ) {
		return $this->call( 'GET', '/v1/payment_intents/' . rawurlencode( $intent_id ) );
	}

	/**
	 * The account's balance: the cheapest call that proves a secret key.
	 *
	 * @return array<string, mixed>|\WP_Error
	 */
	public function balance() {
		return $this->call( 'GET', '/v1/balance' );
	}

	/**
	 * One call.
	 *
	 * @param string               $method          GET or POST.
	 * @param string               $path            Path.
	 * @param array<string, mixed> $body            Form fields.
	 * @param string               $idempotency_key Key of a creation.
	 * @return array<string, mixed>|\WP_Error The answer's object, or Stripe's error message.
	 */
	private function call( string $method, string $path, array $body = array(), string $idempotency_key = '' ) {
		$headers = array( 'Authorization' => 'Bearer ' . $this->secret_key );
		if ( '' !== $idempotency_key ) {
			$headers['Idempotency-Key'] = $idempotency_key;
		}
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'  => $method,
				'headers' => $headers,
				'body'    => 'POST' === $method ? $body : null,
				'timeout' => 15,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_forms_stripe_unreachable', $response->get_error_message() );
		}
		$json = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$code = (int) wp_remote_retrieve_response_code( $response );
		if ( $code < 200 || $code >= 300 || ! is_array( $json ) ) {
			$message = is_array( $json ) && is_string( $json['error']['message'] ?? null ) ? $json['error']['message'] : 'HTTP ' . $code;
			return new \WP_Error( 'vista_forms_stripe_error', $message, array( 'status' => $code ) );
		}
		return $json;
	}
}
