<?php
/**
 * Authorize.Net (issue 37; 001 line 75): Accept.js turns the card into a one-time token in the
 * page, posted as the card field's opaque_data descriptor and value (card numbers never reach the
 * server); the server charges the token for its own amount with createTransactionRequest. The
 * token holds no amount, so a forged price cannot change what is charged.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * The Authorize.Net gateway.
 */
final class AuthorizeNetGateway implements Gateway {

	public const ID = 'authorize_net';

	/** Accept.js's descriptor of its tokens. */
	public const DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';

	public function id(): string {
		return self::ID;
	}

	public function settle( Charge $charge ): PaymentResult {
		if ( self::DESCRIPTOR !== $charge->descriptor ) {
			return PaymentResult::failed( __( 'The card payment did not come through. Please try again.', 'vista-forms' ) );
		}
		$answer = self::api( $charge->keys, $charge->mode )->charge(
			self::decimal( $charge->amount, $charge->currency ),
			$charge->currency,
			$charge->descriptor,
			$charge->token,
			$charge->idempotency_key
		);
		if ( is_wp_error( $answer ) ) {
			return PaymentResult::failed( __( 'The payment could not be checked just now. Please send the form again.', 'vista-forms' ) );
		}
		$transaction = is_array( $answer['transactionResponse'] ?? null ) ? $answer['transactionResponse'] : array();
		$id          = is_scalar( $transaction['transId'] ?? null ) ? (string) $transaction['transId'] : '';
		switch ( (string) ( $transaction['responseCode'] ?? '' ) ) {
			case '1':
				return PaymentResult::paid( $id );
			case '4':
				// Held for review: the webhook says later whether it was approved.
				return PaymentResult::pending( $id );
		}
		$error = $transaction['errors'][0]['errorText'] ?? '';
		return PaymentResult::failed( is_string( $error ) && '' !== $error ? $error : __( 'The card was declined.', 'vista-forms' ), '0' === $id ? '' : $id );
	}

	/**
	 * Minor units as the decimal amount Authorize.Net takes.
	 *
	 * @param int    $minor    Minor units.
	 * @param string $currency ISO 4217 code.
	 */
	public static function decimal( int $minor, string $currency ): string {
		return strtok( Amount::format( $minor, $currency ), ' ' );
	}

	public function dashboard_url( string $reference, string $mode ): string {
		$host = 'live' === $mode ? 'https://account.authorize.net/UI/themes/anet' : 'https://sandbox.authorize.net/UI/themes/sandbox';
		return $host . '/transaction/transactiondetail.aspx?transID=' . rawurlencode( $reference );
	}

	public function test_keys( array $keys ): ?string {
		$answer = self::api( $keys, $keys['mode'] ?? 'test' )->authenticate();
		if ( is_wp_error( $answer ) ) {
			return $answer->get_error_message();
		}
		return 'Ok' === ( $answer['messages']['resultCode'] ?? '' ) ? null : AuthorizeNetApi::message( $answer );
	}

	/**
	 * The API client for a mode's keys.
	 *
	 * @param array<string, string> $keys Keys.
	 * @param string                $mode test or live.
	 */
	private static function api( array $keys, string $mode ): AuthorizeNetApi {
		return new AuthorizeNetApi( $keys['ApiLoginId'] ?? '', $keys['TransactionKey'] ?? '', $mode );
	}
}
