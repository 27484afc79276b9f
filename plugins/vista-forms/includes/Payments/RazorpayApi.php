<?php
/**
 * Calls to Razorpay's API (issue 37): JSON, HTTP basic auth with the key id and key secret. One
 * address serves both modes (the key id says which: rzp_test_… or rzp_live_…); only tests point it
 * at a stand-in on loopback, through the `vista_forms_razorpay_api_base` filter.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A small client of the endpoints the forms use.
 */
final class RazorpayApi {

	public const BASE = 'https://api.razorpay.com';

	/**
	 * @param string $key_id     The mode's key id.
	 * @param string $key_secret The mode's key secret.
	 */
	public function __construct( private string $key_id, private string $key_secret ) {}

	/**
	 * The API's address, filtered.
	 */
	public static function base(): string {
		/**
		 * Filters Razorpay's API address (tests set a stand-in on loopback).
		 *
		 * @param string $base Address without a trailing slash.
		 */
		return rtrim( (string) apply_filters( 'vista_forms_razorpay_api_base', self::BASE ), '/' );
	}

	/**
	 * Creates an order for the server's amount; Checkout then pays exactly this order.
	 *
	 * @param int    $amount   Minor units.
	 * @param string $currency ISO 4217 code.
	 * @param int    $form_id  Form, kept in the order's notes and checked when settling.
	 * @param string $receipt  The page's sending (Razorpay takes up to 40 characters).
	 * @return array<string, mixed>|\WP_Error The order.
	 */
	public function create_order( int $amount, string $currency, int $form_id, string $receipt ) {
		return $this->call(
			'POST',
			'/v1/orders',
			array(
				'amount'   => $amount,
				'currency' => strtoupper( $currency ),
				'receipt'  => substr( $receipt, 0, 40 ),
				'notes'    => array( 'vista_form' => (string) $form_id ),
			)
		);
	}

	/**
	 * An order.
	 *
	 * @param string $order_id Its id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function order( string $order_id ) {
		return $this->call( 'GET', '/v1/orders/' . rawurlencode( $order_id ) );
	}

	/**
	 * A payment.
	 *
	 * @param string $payment_id Its id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function payment( string $payment_id ) {
		return $this->call( 'GET', '/v1/payments/' . rawurlencode( $payment_id ) );
	}

	/**
	 * The latest order: the cheapest call that proves a pair of keys.
	 *
	 * @return array<string, mixed>|\WP_Error
	 */
	public function latest_orders() {
		return $this->call( 'GET', '/v1/orders?count=1' );
	}

	/**
	 * One call.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $body   JSON body of a POST.
	 * @return array<string, mixed>|\WP_Error The answer, or Razorpay's error description.
	 */
	private function call( string $method, string $path, array $body = array() ) {
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'  => $method,
				'headers' => array(
					'Authorization' => 'Basic ' . base64_encode( $this->key_id . ':' . $this->key_secret ),
					'Content-Type'  => 'application/json',
				),
				'body'    => 'POST' === $method ? (string) wp_json_encode( $body ) : null,
				'timeout' => 15,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_forms_razorpay_unreachable', $response->get_error_message() );
		}
		$json = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$code = (int) wp_remote_retrieve_response_code( $response );
		if ( $code < 200 || $code >= 300 || ! is_array( $json ) ) {
			$message = is_array( $json ) && is_string( $json['error']['description'] ?? null ) ? $json['error']['description'] : 'HTTP ' . $code;
			return new \WP_Error( 'vista_forms_razorpay_error', $message, array( 'status' => $code ) );
		}
		return $json;
	}
}
