<?php
/**
 * The forms' site-wide settings (Forms → Settings): the captcha every form asks for, and the IP
 * geolocation service of the phone and country fields (001 §7 call 6), off by default, and the
 * card payments' mode, currency and keys (PaymentSettings, issue 37).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Payments\PaymentSettings;
use Vista\Forms\Submit\Captcha;
use Vista\Forms\Submit\GeoLookup;

/**
 * Stored in one option through the kit's SettingsStore.
 */
final class Settings extends Kit\SettingsStore {

	public const OPTION = 'vista_forms_settings';

	/**
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'captchaProvider'  => 'none',
			'captchaSiteKey'   => '',
			'captchaSecretKey' => '',
			'captchaThreshold' => 0.5,
			'geolocation'      => 'off',
		) + PaymentSettings::defaults();
	}

	/**
	 * Keeps the camel-case names in error answers, as the screen's fields are named.
	 *
	 * @param string $key Posted key.
	 */
	protected static function unknown_field_key( string $key ): string {
		return $key;
	}

	/**
	 * One field.
	 *
	 * @param string $key   Key.
	 * @param mixed  $value Value.
	 * @return mixed|\WP_Error
	 */
	protected static function validate_field( string $key, $value ) {
		if ( PaymentSettings::owns( $key ) ) {
			return PaymentSettings::validate_field( $key, $value );
		}
		switch ( $key ) {
			case 'captchaProvider':
				return Kit\Validate::one_of( $value, array_merge( array( 'none' ), array_keys( Captcha::PROVIDERS ) ) );
			case 'captchaSiteKey':
			case 'captchaSecretKey':
				return is_string( $value ) && preg_match( '/^[A-Za-z0-9_\-]{0,100}$/', trim( $value ) )
					? trim( $value )
					: Kit\Validate::error( __( 'A key is up to 100 letters, digits, dashes and underscores.', 'vista-forms' ) );
			case 'captchaThreshold':
				return is_numeric( $value ) && (float) $value >= 0 && (float) $value <= 1
					? round( (float) $value, 2 )
					: Kit\Validate::error( __( 'The score threshold is a number from 0 to 1.', 'vista-forms' ) );
			case 'geolocation':
				return Kit\Validate::one_of( $value, array_merge( array( 'off' ), array_keys( GeoLookup::SERVICES ) ) );
		}
		return Kit\Validate::error( __( 'Unknown setting.', 'vista-forms' ) );
	}

	/**
	 * A captcha needs both keys.
	 *
	 * @param array<string, mixed>  $settings Settings.
	 * @param array<string, string> $errors   Errors so far.
	 * @return array<string, string>
	 */
	protected static function validate_together( array $settings, array $errors ): array {
		if ( 'none' !== $settings['captchaProvider'] && ( '' === $settings['captchaSiteKey'] || '' === $settings['captchaSecretKey'] ) && ! isset( $errors['captchaProvider'] ) ) {
			return array( 'captchaSiteKey' => __( 'A captcha needs its site key and its secret key.', 'vista-forms' ) );
		}
		return array();
	}
}
