<?php
/**
 * The captcha of the forms (001 §4 submit button: with reCAPTCHA, widget 0 is executed and the
 * submission waits for its token). One adapter for reCAPTCHA v2 invisible, reCAPTCHA v3,
 * hCaptcha and Turnstile: the page gets the provider and the site key only; the server sends the
 * token with the secret key to the provider's siteverify and refuses the entry unless it passes
 * (for v3, unless the score reaches the threshold).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Settings\Settings;

/**
 * Markup and server verification.
 */
final class Captcha {

	/**
	 * Per provider: the widget script, the verification endpoint and the field the widget posts.
	 *
	 * @var array<string, array{script: string, verify: string, field: string}>
	 */
	public const PROVIDERS = array(
		'recaptcha_v2' => array(
			'script' => 'https://www.google.com/recaptcha/api.js?render=explicit',
			'verify' => 'https://www.google.com/recaptcha/api/siteverify',
			'field'  => 'g-recaptcha-response',
		),
		'recaptcha_v3' => array(
			'script' => 'https://www.google.com/recaptcha/api.js?render={sitekey}',
			'verify' => 'https://www.google.com/recaptcha/api/siteverify',
			'field'  => 'g-recaptcha-response',
		),
		'hcaptcha'     => array(
			'script' => 'https://js.hcaptcha.com/1/api.js?render=explicit',
			'verify' => 'https://api.hcaptcha.com/siteverify',
			'field'  => 'h-captcha-response',
		),
		'turnstile'    => array(
			'script' => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
			'verify' => 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
			'field'  => 'cf-turnstile-response',
		),
	);

	/** The action a v3 token is asked for and checked against. */
	public const V3_ACTION = 'submit';

	/**
	 * The configured provider, or null when no captcha is set up, or the form's own setting
	 * (Ask for the captcha) turns it off for that form.
	 *
	 * @param FormDefinition|null $form The form, when one is asked about.
	 */
	public static function provider( ?FormDefinition $form = null ): ?string {
		if ( null !== $form && false === ( $form->settings()['captcha'] ?? true ) ) {
			return null;
		}
		$settings = Settings::get();
		$provider = (string) $settings['captchaProvider'];
		return isset( self::PROVIDERS[ $provider ] ) && '' !== $settings['captchaSiteKey'] && '' !== $settings['captchaSecretKey'] ? $provider : null;
	}

	/**
	 * An address of a provider, filtered. Only tests set the filter, to a stand-in on loopback.
	 *
	 * @param string $provider Provider.
	 * @param string $kind     script or verify.
	 */
	private static function url( string $provider, string $kind ): string {
		/**
		 * Filters a captcha provider's widget script or verification address (tests only).
		 *
		 * @param string $url      Address.
		 * @param string $provider Provider key.
		 */
		return (string) apply_filters( "vista_forms_captcha_{$kind}_url", self::PROVIDERS[ $provider ][ $kind ], $provider );
	}

	/**
	 * The captcha's container in a form: provider, site key and script address, no secret.
	 *
	 * @param FormDefinition $form The form.
	 */
	public static function markup( FormDefinition $form ): string {
		$provider = self::provider( $form );
		if ( null === $provider ) {
			return '';
		}
		$site_key = (string) Settings::get()['captchaSiteKey'];
		return sprintf(
			'<div class="evf-recaptcha-container evf-captcha" data-provider="%1$s" data-sitekey="%2$s" data-script="%3$s" data-action="%4$s"></div><input type="hidden" name="%5$s" value="" class="evf-captcha-token">',
			esc_attr( $provider ),
			esc_attr( $site_key ),
			esc_url( str_replace( '{sitekey}', rawurlencode( $site_key ), self::url( $provider, 'script' ) ) ),
			esc_attr( self::V3_ACTION ),
			esc_attr( self::PROVIDERS[ $provider ]['field'] )
		);
	}

	/**
	 * Whether a submission passes the captcha: always when none is set up or the form does not ask
	 * for it (its stored setting, never a posted flag); else its token must pass the provider's
	 * verification.
	 *
	 * @param array<string, mixed> $request Posted data.
	 * @param FormDefinition       $form    The form it was sent to.
	 */
	public static function passes( array $request, FormDefinition $form ): bool {
		$provider = self::provider( $form );
		if ( null === $provider ) {
			return true;
		}
		$token = $request[ self::PROVIDERS[ $provider ]['field'] ] ?? '';
		if ( ! is_string( $token ) || '' === $token || strlen( $token ) > 4096 ) {
			return false;
		}
		return self::verify( $provider, $token );
	}

	/**
	 * Asks the provider whether a token is good.
	 *
	 * @param string $provider Provider.
	 * @param string $token    The widget's token.
	 */
	private static function verify( string $provider, string $token ): bool {
		$settings = Settings::get();
		$response = wp_remote_post(
			self::url( $provider, 'verify' ),
			array(
				'timeout' => 10,
				'body'    => array(
					'secret'   => (string) $settings['captchaSecretKey'],
					'response' => $token,
					'remoteip' => isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '',
				),
			)
		);
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return false;
		}
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $answer ) || true !== ( $answer['success'] ?? null ) ) {
			return false;
		}
		if ( 'recaptcha_v3' === $provider ) {
			$score = $answer['score'] ?? null;
			return is_numeric( $score ) && (float) $score >= (float) $settings['captchaThreshold']
				&& self::V3_ACTION === ( $answer['action'] ?? self::V3_ACTION );
		}
		return true;
	}
}
