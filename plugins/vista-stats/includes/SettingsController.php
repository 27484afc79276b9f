<?php
/**
 * REST endpoint of the settings screen: read and save the tracker's settings, for users who manage
 * options.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

/**
 * GET and POST /vista-stats/v1/settings
 */
final class SettingsController {

	public const NAMESPACE = 'vista-stats/v1';
	public const ROUTE     = '/settings';

	/**
	 * Hooks the route.
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( self::class, 'register_routes' ) );
	}

	/**
	 * Declares the route.
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
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
	 * Only administrators change what is tracked. (REST checks the nonce of cookie-authenticated
	 * calls.)
	 */
	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * The settings and what the screen shows with them.
	 */
	public static function read(): \WP_REST_Response {
		return new \WP_REST_Response( self::payload( Settings::get() ) );
	}

	/**
	 * Validates and saves a change; nothing is saved when any field is invalid.
	 *
	 * @param \WP_REST_Request $request Request with a JSON object of fields to change.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$changes = $request->get_json_params();
		if ( ! is_array( $changes ) || ( array() !== $changes && array_is_list( $changes ) ) ) {
			return new \WP_Error( 'vista_stats_invalid_settings', __( 'Send the settings as a JSON object.', 'vista-stats' ), array( 'status' => 400 ) );
		}
		$settings = Settings::validate( $changes );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		update_option( Settings::OPTION, $settings );
		return new \WP_REST_Response( self::payload( $settings ) );
	}

	/**
	 * The site's roles, for the excluded-roles checkboxes, in the order WordPress lists them.
	 *
	 * @return array<int, array{slug: string, name: string}>
	 */
	public static function roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug' => (string) $slug,
				'name' => translate_user_role( (string) $name ),
			);
		}
		return $roles;
	}

	/**
	 * Settings plus the roles the screen offers.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	private static function payload( array $settings ): array {
		return array(
			'settings' => $settings,
			'roles'    => self::roles(),
		);
	}
}
