<?php
/**
 * REST route vista-speed/v1/settings for the settings screen: reading gives the settings without
 * the secrets (only whether each is set); saving validates every field first. A secret sent empty
 * keeps the stored one, so the screen never needs to know it.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The route.
 */
final class SettingsController {

	public const NAMESPACE = 'vista-speed/v1';

	/**
	 * Registers the route.
	 */
	public static function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/settings',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => static fn () => new \WP_REST_Response( array( 'settings' => Settings::public_view() ) ),
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
	 * Whether the user may change the settings.
	 */
	public static function can_manage(): bool {
		return current_user_can( Calls::CAPABILITY );
	}

	/**
	 * Saves a change.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$changes = $request->get_json_params();
		if ( ! Kit\Validate::is_json_object( $changes ) ) {
			return new \WP_Error( 'vista_speed_invalid_settings', __( 'Send the settings as a JSON object.', 'vista-speed' ), array( 'status' => 400 ) );
		}
		foreach ( Settings::SECRETS as $secret ) {
			if ( isset( $changes[ $secret ] ) && '' === $changes[ $secret ] && empty( $changes[ $secret . '_clear' ] ) ) {
				unset( $changes[ $secret ] );
			}
			unset( $changes[ $secret . '_clear' ] );
		}
		$saved = Settings::save( $changes );
		return is_wp_error( $saved ) ? $saved : new \WP_REST_Response( array( 'settings' => Settings::public_view() ) );
	}
}
