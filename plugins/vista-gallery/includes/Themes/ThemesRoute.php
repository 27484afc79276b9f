<?php
/**
 * REST routes of the gallery themes: the list (for the block's theme choice, any user who can
 * edit posts), and making, changing and deleting themes (Galleries → Themes, users who manage
 * options). Bad fields are refused as a whole with a message per field, and nothing is stored.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Themes;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /vista-gallery/v1/themes, POST/DELETE /vista-gallery/v1/themes/{id}
 */
final class ThemesRoute {

	public const NAMESPACE = 'vista-gallery/v1';
	public const ROUTE     = '/themes';

	/**
	 * The routes.
	 */
	public static function routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'list' ),
					'permission_callback' => static fn () => current_user_can( 'edit_posts' ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( self::class, 'create' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE . '/(?P<id>[0-9]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( self::class, 'update' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( self::class, 'remove' ),
					'permission_callback' => array( self::class, 'can_manage' ),
				),
			)
		);
	}

	/**
	 * Whether the user may change the themes (a site-wide look, like the settings).
	 */
	public static function can_manage(): bool {
		return current_user_can( 'manage_options' );
	}

	/**
	 * Every theme, the default first, each with its id and its custom properties (the preview).
	 */
	public static function list(): \WP_REST_Response {
		$out = array();
		foreach ( GalleryThemes::all() as $id => $theme ) {
			$out[] = array( 'id' => $id ) + $theme;
		}
		return new \WP_REST_Response( array( 'themes' => $out, 'defaults' => GalleryThemes::defaults() ) );
	}

	/**
	 * A new theme from the fields sent.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create( \WP_REST_Request $request ) {
		$saved = GalleryThemes::save( null, self::fields( $request ) );
		return is_wp_error( $saved ) ? $saved : new \WP_REST_Response( $saved, 201 );
	}

	/**
	 * A change to a theme.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function update( \WP_REST_Request $request ) {
		$saved = GalleryThemes::save( (int) $request['id'], self::fields( $request ) );
		return is_wp_error( $saved ) ? $saved : new \WP_REST_Response( $saved );
	}

	/**
	 * Deletes a theme.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function remove( \WP_REST_Request $request ) {
		if ( ! GalleryThemes::delete( (int) $request['id'] ) ) {
			return new \WP_Error( 'vista_theme_missing', __( 'This theme does not exist (the default theme cannot be deleted).', 'vista-gallery' ), array( 'status' => 404 ) );
		}
		return new \WP_REST_Response( array( 'deleted' => true ) );
	}

	/**
	 * The theme fields of the body (JSON or form), without the route's own parameters.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function fields( \WP_REST_Request $request ): array {
		$body = $request->get_json_params();
		if ( ! is_array( $body ) ) {
			$body = $request->get_body_params();
		}
		unset( $body['id'], $body['_locale'] );
		return $body;
	}
}
