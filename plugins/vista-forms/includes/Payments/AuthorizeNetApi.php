<?php
/**
 * Calls to Authorize.Net's API (issue 37): JSON requests to its single endpoint, the merchant's
 * API login id and transaction key in each. Test mode talks to the sandbox, live mode to
 * production; only tests point it at a stand-in on loopback, through the
 * `vista_forms_authorize_net_api_url` filter.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * A small client of the requests the forms make.
 */
final class AuthorizeNetApi {

	public const LIVE_URL    = 'https://api.authorize.net/xml/v1/request.api';
	public const SANDBOX_URL = 'https://apitest.authorize.net/xml/v1/request.api';

	/**
	 * @param string $login_id        API login id.
	 * @param string $transaction_key Transaction key.
	 * @param string $mode            test (the sandbox) or live.
	 */
	public function __construct(
		private string $login_id,
		private string $transaction_key,
		private string $mode
	) {}

	/**
	 * The API's address for the mode, filtered.
	 */
	public function url(): string {
		/**
		 * Filters Authorize.Net's API address (tests set a stand-in on loopback).
		 *
		 * @param string $url  Address.
		 * @param string $mode test or live.
		 */
		return (string) apply_filters( 'vista_forms_authorize_net_api_url', 'live' === $this->mode ? self::LIVE_URL : self::SANDBOX_URL, $this->mode );
	}

	/**
	 * Charges a token from Accept.js (createTransactionRequest with opaqueData).
	 *
	 * @param string $amount     Decimal amount ("35.00"), the server's.
	 * @param string $currency   ISO 4217 code.
	 * @param string $descriptor The token's dataDescriptor.
	 * @param string $token      The token's dataValue.
	 * @param string $reference  Merchant's reference of the payment (refId, up to 20 characters).
	 * @return array<string, mixed>|\WP_Error The whole answer, or why none came.
	 */
	public function charge( string $amount, string $currency, string $descriptor, string $token, string $reference ) {
		return $this->call(
			'createTransactionRequest',
			array(
				'refId'              => substr( $reference, 0, 20 ),
				'transactionRequest' => array(
					'transactionType' => 'authCaptureTransaction',
					'amount'          => $amount,
					'currencyCode'    => strtoupper( $currency ),
					'payment'         => array(
						'opaqueData' => array(
							'dataDescriptor' => $descriptor,
							'dataValue'      => $token,
						),
					),
				),
			)
		);
	}

	/**
	 * Proves the login id and transaction key (authenticateTestRequest).
	 *
	 * @return array<string, mixed>|\WP_Error
	 */
	public function authenticate() {
		return $this->call( 'authenticateTestRequest', array() );
	}

	/**
	 * One request.
	 *
	 * @param string               $name   The request's name.
	 * @param array<string, mixed> $fields Its fields after the merchant's authentication.
	 * @return array<string, mixed>|\WP_Error The answer, or why none came.
	 */
	private function call( string $name, array $fields ) {
		$body     = array(
			$name => array(
				'merchantAuthentication' => array(
					'name'           => $this->login_id,
					'transactionKey' => $this->transaction_key,
				),
			) + $fields,
		);
		$response = wp_remote_post(
			$this->url(),
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => (string) wp_json_encode( $body ),
				'timeout' => 15,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_forms_authorize_net_unreachable', $response->get_error_message() );
		}
		// Authorize.Net starts its JSON with a byte order mark.
		$json = json_decode( preg_replace( '/^\xEF\xBB\xBF/', '', (string) wp_remote_retrieve_body( $response ) ), true );
		if ( ! is_array( $json ) || ! is_array( $json['messages'] ?? null ) ) {
			return new \WP_Error( 'vista_forms_authorize_net_error', 'HTTP ' . (int) wp_remote_retrieve_response_code( $response ) );
		}
		return $json;
	}

	/**
	 * The first message of an answer ("E00007: User authentication failed…").
	 *
	 * @param array<string, mixed> $answer The answer.
	 */
	public static function message( array $answer ): string {
		$first = $answer['messages']['message'][0] ?? array();
		return is_array( $first ) ? trim( ( $first['code'] ?? '' ) . ': ' . ( $first['text'] ?? '' ), ': ' ) : '';
	}
}
