<?php
/**
 * The payments part of Forms → Settings (issue 37): test or live mode, the currency, and each
 * gateway's keys for each mode, stored flat in the forms' settings option as
 * `{gateway}{Mode}{Key}` (stripeTestSecretKey). Secret keys are write-only, like the captcha's:
 * the screen learns only whether one is saved.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Settings\Settings;

/**
 * Names, defaults, validation and reading of the payment settings.
 */
final class PaymentSettings {

	public const MODES = array( 'test', 'live' );

	/**
	 * Each gateway's keys: name => whether it is secret. The names are the gateways' own
	 * (Stripe's publishable and secret keys and webhook signing secret; Authorize.Net's API login
	 * id, public client key, transaction key and signature key; Square's application id, location
	 * id, access token and webhook signature key; Razorpay's key id and secret and webhook secret).
	 */
	public const GATEWAY_KEYS = array(
		'stripe'        => array(
			'PublishableKey' => false,
			'SecretKey'      => true,
			'WebhookSecret'  => true,
		),
		'authorize_net' => array(
			'ApiLoginId'     => false,
			'ClientKey'      => false,
			'TransactionKey' => true,
			'SignatureKey'   => true,
		),
		'square'        => array(
			'ApplicationId'       => false,
			'LocationId'          => false,
			'AccessToken'         => true,
			'WebhookSignatureKey' => true,
		),
		'razorpay'      => array(
			'KeyId'         => false,
			'KeySecret'     => true,
			'WebhookSecret' => true,
		),
	);

	/**
	 * The setting's name of a gateway's key in a mode.
	 *
	 * @param string $gateway Gateway id.
	 * @param string $mode    test or live.
	 * @param string $key     Key name (GATEWAY_KEYS).
	 */
	public static function name( string $gateway, string $mode, string $key ): string {
		return lcfirst( str_replace( '_', '', ucwords( $gateway, '_' ) ) ) . ucfirst( $mode ) . $key;
	}

	/**
	 * @return array<string, mixed> The payment settings' defaults.
	 */
	public static function defaults(): array {
		$defaults = array(
			'paymentMode'     => 'test',
			'paymentCurrency' => 'USD',
		);
		foreach ( self::GATEWAY_KEYS as $gateway => $keys ) {
			foreach ( self::MODES as $mode ) {
				foreach ( array_keys( $keys ) as $key ) {
					$defaults[ self::name( $gateway, $mode, $key ) ] = '';
				}
			}
		}
		return $defaults;
	}

	/**
	 * @return string[] The settings a browser never gets back.
	 */
	public static function secrets(): array {
		$secrets = array();
		foreach ( self::GATEWAY_KEYS as $gateway => $keys ) {
			foreach ( self::MODES as $mode ) {
				foreach ( array_keys( array_filter( $keys ) ) as $key ) {
					$secrets[] = self::name( $gateway, $mode, $key );
				}
			}
		}
		return $secrets;
	}

	/**
	 * Whether a setting is one of the payments'.
	 *
	 * @param string $key Setting.
	 */
	public static function owns( string $key ): bool {
		return array_key_exists( $key, self::defaults() );
	}

	/**
	 * One payment setting.
	 *
	 * @param string $key   Setting.
	 * @param mixed  $value Value.
	 * @return mixed|\WP_Error
	 */
	public static function validate_field( string $key, $value ) {
		if ( 'paymentMode' === $key ) {
			return Kit\Validate::one_of( $value, self::MODES );
		}
		if ( 'paymentCurrency' === $key ) {
			return is_string( $value ) && preg_match( '/^[A-Za-z]{3}$/', $value )
				? strtoupper( $value )
				: Kit\Validate::error( __( 'The currency is a three-letter ISO 4217 code, such as USD or EUR.', 'vista-forms' ) );
		}
		return is_string( $value ) && preg_match( '#^[A-Za-z0-9_\-+/=.:]{0,255}$#', trim( $value ) )
			? trim( $value )
			: Kit\Validate::error( __( 'A key is up to 255 letters, digits and the signs - _ + / = . :', 'vista-forms' ) );
	}

	/**
	 * The current mode.
	 */
	public static function mode(): string {
		return (string) Settings::get()['paymentMode'];
	}

	/**
	 * The currency of every payment.
	 */
	public static function currency(): string {
		return (string) Settings::get()['paymentCurrency'];
	}

	/**
	 * A gateway's keys for a mode (the current one by default), by key name.
	 *
	 * @param string      $gateway Gateway id.
	 * @param string|null $mode    test or live.
	 * @return array<string, string>
	 */
	public static function keys( string $gateway, ?string $mode = null ): array {
		$settings = Settings::get();
		$mode     = $mode ?? self::mode();
		$keys     = array();
		foreach ( array_keys( self::GATEWAY_KEYS[ $gateway ] ?? array() ) as $key ) {
			$keys[ $key ] = (string) ( $settings[ self::name( $gateway, $mode, $key ) ] ?? '' );
		}
		return $keys;
	}

	/**
	 * Whether a gateway has every key it needs in the current mode.
	 *
	 * @param string $gateway Gateway id.
	 */
	public static function ready( string $gateway ): bool {
		$keys = self::keys( $gateway );
		return array() !== $keys && ! in_array( '', $keys, true );
	}
}
