<?php
/**
 * REST endpoint of Galleries → Settings: read and save the gallery settings, for users who manage
 * options.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * GET and POST /vista-gallery/v1/settings
 */
final class GallerySettingsController {

	public const NAMESPACE = 'vista-gallery/v1';
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
	 * Only administrators change what every gallery shows. (REST checks the nonce of
	 * cookie-authenticated calls.)
	 */
	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * The settings, with the address of the chosen watermark image.
	 */
	public static function read(): \WP_REST_Response {
		return new \WP_REST_Response( self::payload( GallerySettings::get() ) );
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
			return new \WP_Error( 'vista_gallery_invalid_settings', __( 'Send the settings as a JSON object.', 'vista-gallery' ), array( 'status' => 400 ) );
		}
		$settings = GallerySettings::validate( $changes );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		update_option( GallerySettings::OPTION, $settings );
		return new \WP_REST_Response( self::payload( $settings ) );
	}

	/**
	 * Settings plus `upload_url` (000 §3.8), for the screen's preview of the watermark image.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array{settings: array<string, mixed>, upload_url: string}
	 */
	private static function payload( array $settings ): array {
		return array(
			'settings'   => $settings,
			'upload_url' => GallerySettings::upload_url( $settings ),
		);
	}
}
