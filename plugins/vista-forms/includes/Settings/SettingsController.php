<?php
/**
 * The REST route of Forms → Settings (GET/POST /vista-forms/v1/settings, manage_options and the REST
 * nonce). It works as the kit's SettingsRoute does, except that the captcha's secret key is
 * write-only (issue 31 item 14): an answer never carries it, only `captchaSecretKeySet`; a save
 * without the field keeps it, a new value replaces it and '' clears it. The secret goes from the
 * server to the captcha service only, never back to a browser, like the other plugins' keys.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Entries\EntriesController;
use Vista\Forms\Kit;

/**
 * The settings route.
 */
final class SettingsController {

	/** Settings a browser never gets back, only whether they are set (as `{name}Set`). */
	public const SECRETS = array( 'captchaSecretKey' );

	/**
	 * Every secret: the captcha's and the payment gateways' (PaymentSettings).
	 *
	 * @return string[]
	 */
	public static function secrets(): array {
		return array_merge( self::SECRETS, \Vista\Forms\Payments\PaymentSettings::secrets() );
	}

	/**
	 * Declares the route.
	 */
	public static function register_routes(): void {
		register_rest_route(
			EntriesController::NAMESPACE,
			SettingsPage::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'read' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( self::class, 'update' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
			)
		);
	}

	/**
	 * Administrators only.
	 */
	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * The settings as a browser may see them, and what the screen shows with them.
	 */
	public static function read(): \WP_REST_Response {
		return new \WP_REST_Response( self::payload( Settings::get() ) );
	}

	/**
	 * Validates and saves a change; nothing is saved when any field is refused.
	 *
	 * @param \WP_REST_Request $request Request with a JSON object of fields to change.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$changes = $request->get_json_params();
		if ( ! Kit\Validate::is_json_object( $changes ) ) {
			return new \WP_Error( 'vista_forms_invalid_settings', __( 'Send the settings as a JSON object.', 'vista-forms' ), array( 'status' => 400 ) );
		}
		$settings = Settings::save( $changes );
		return is_wp_error( $settings ) ? $settings : new \WP_REST_Response( self::payload( $settings ) );
	}

	/**
	 * What a browser may see of the settings: each secret replaced by whether it is set.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	public static function public_view( array $settings ): array {
		foreach ( self::secrets() as $secret ) {
			$settings[ $secret . 'Set' ] = '' !== (string) ( $settings[ $secret ] ?? '' );
			unset( $settings[ $secret ] );
		}
		return $settings;
	}

	/**
	 * The answer: the public settings and the lookup services.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	private static function payload( array $settings ): array {
		return array( 'settings' => self::public_view( $settings ) ) + SettingsPage::extra();
	}
}
