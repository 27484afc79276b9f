<?php
/**
 * Calls to Square's API (issue 37): JSON, the access token as a bearer token, a pinned
 * Square-Version. Test mode talks to the sandbox, live mode to production; only tests point it at
 * a stand-in on loopback, through the `vista_forms_square_api_base` filter.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A small client of the endpoints the forms use.
 */
final class SquareApi {

	public const LIVE_BASE    = 'https://connect.squareup.com';
	public const SANDBOX_BASE = 'https://connect.squareupsandbox.com';

	/** The API version the requests and answers follow. */
	public const VERSION = '2025-01-23';

	/**
	 * @param string $access_token The mode's access token.
	 * @param string $mode         test (the sandbox) or live.
	 */
	public function __construct( private string $access_token, private string $mode ) {}

	/**
	 * The API's address for the mode, filtered.
	 */
	public function base(): string {
		/**
		 * Filters Square's API address (tests set a stand-in on loopback).
		 *
		 * @param string $base Address without a trailing slash.
		 * @param string $mode test or live.
		 */
		return rtrim( (string) apply_filters( 'vista_forms_square_api_base', 'live' === $this->mode ? self::LIVE_BASE : self::SANDBOX_BASE, $this->mode ), '/' );
	}

	/**
	 * Charges a card token for the server's amount (CreatePayment). Retried with the same
	 * idempotency key, Square answers the same payment.
	 *
	 * @param string $token           The card's token from the Web Payments SDK (source_id).
	 * @param int    $amount          Minor units.
	 * @param string $currency        ISO 4217 code.
	 * @param string $location_id     The seller's location.
	 * @param string $idempotency_key Key (Square takes up to 45 characters).
	 * @param int    $form_id         Form, kept as the payment's reference_id.
	 * @return array<string, mixed>|\WP_Error The answer (a payment, or Square's errors).
	 */
	public function create_payment( string $token, int $amount, string $currency, string $location_id, string $idempotency_key, int $form_id ) {
		return $this->call(
			'POST',
			'/v2/payments',
			array(
				'source_id'       => $token,
				'idempotency_key' => substr( $idempotency_key, 0, 45 ),
				'amount_money'    => array(
					'amount'   => $amount,
					'currency' => strtoupper( $currency ),
				),
				'location_id'     => $location_id,
				'reference_id'    => 'vista-form-' . $form_id,
				'autocomplete'    => true,
			)
		);
	}

	/**
	 * A location: proves the access token and the location id.
	 *
	 * @param string $location_id Location.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function location( string $location_id ) {
		return $this->call( 'GET', '/v2/locations/' . rawurlencode( $location_id ) );
	}

	/**
	 * One call.
	 *
	 * @param string               $method GET or POST.
	 * @param string               $path   Path.
	 * @param array<string, mixed> $body   JSON body of a POST.
	 * @return array<string, mixed>|\WP_Error The answer (with `errors` when Square refused), or
	 *                                       why none came.
	 */
	private function call( string $method, string $path, array $body = array() ) {
		$response = wp_remote_request(
			$this->base() . $path,
			array(
				'method'  => $method,
				'headers' => array(
					'Authorization'  => 'Bearer ' . $this->access_token,
					'Square-Version' => self::VERSION,
					'Content-Type'   => 'application/json',
				),
				'body'    => 'POST' === $method ? (string) wp_json_encode( $body ) : null,
				'timeout' => 15,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_forms_square_unreachable', $response->get_error_message() );
		}
		$json = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $json ) ) {
			return new \WP_Error( 'vista_forms_square_error', 'HTTP ' . (int) wp_remote_retrieve_response_code( $response ) );
		}
		return $json;
	}

	/**
	 * The first error's detail of an answer, or ''.
	 *
	 * @param array<string, mixed> $answer The answer.
	 */
	public static function error( array $answer ): string {
		$detail = $answer['errors'][0]['detail'] ?? '';
		return is_string( $detail ) ? $detail : '';
	}
}
