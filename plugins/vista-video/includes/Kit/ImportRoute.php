<?php
// A copy of kit/ImportRoute.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * The REST steps of the importer's screen, under the plugin's namespace (e.g.
 * /vista-consent/v1/import/cookie-notice): GET reads what was found and where the run stands,
 * POST …/start starts a run, POST …/advance takes it on for a few seconds under the runner's lock.
 * For users who may import (capability `import`); REST checks the nonce of cookie-authenticated
 * calls, so a page of another site cannot drive an import in the owner's name.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The importer routes.
 */
final class ImportRoute {

	/**
	 * The plugin's REST namespace.
	 */
	public static function namespace(): string {
		return Bootstrap::slug() . '/v1';
	}

	/**
	 * The route of an importer, as the screen calls it (apiFetch's path).
	 *
	 * @param string $id The importer's id.
	 */
	public static function path( string $id ): string {
		return '/' . self::namespace() . '/import/' . $id;
	}

	/**
	 * Declares the routes (rest_api_init, bound by the kit when hooks.php lists importers).
	 */
	public static function register_routes(): void {
		$importer = array(
			'importer' => array(
				'type'    => 'string',
				'pattern' => '^[a-z0-9-]{1,60}$',
			),
		);
		register_rest_route(
			self::namespace(),
			'/import/(?P<importer>[a-z0-9-]{1,60})',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'read' ),
				'permission_callback' => array( self::class, 'can_import' ),
				'args'                => $importer,
			)
		);
		foreach ( array( 'start', 'advance' ) as $action ) {
			register_rest_route(
				self::namespace(),
				'/import/(?P<importer>[a-z0-9-]{1,60})/' . $action,
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( self::class, $action ),
					'permission_callback' => array( self::class, 'can_import' ),
					'args'                => $importer,
				)
			);
		}
	}

	/**
	 * Only users who may import (administrators).
	 */
	public static function can_import(): bool {
		return current_user_can( 'import' );
	}

	/**
	 * What was found and where the run stands.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function read( \WP_REST_Request $request ) {
		$source = self::source( $request );
		return $source instanceof ImportSource ? new \WP_REST_Response( ImportDriver::payload( $source ) ) : $source;
	}

	/**
	 * Starts a run (refused while one is under way, or when nothing was found).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function start( \WP_REST_Request $request ) {
		$source = self::source( $request );
		if ( ! $source instanceof ImportSource ) {
			return $source;
		}
		$state = ImportDriver::start( $source );
		return is_wp_error( $state ) ? $state : new \WP_REST_Response( ImportDriver::payload( $source, $state, false ) );
	}

	/**
	 * Takes the run on for a few seconds.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function advance( \WP_REST_Request $request ) {
		$source = self::source( $request );
		if ( ! $source instanceof ImportSource ) {
			return $source;
		}
		$state = ImportDriver::advance( $source );
		return is_wp_error( $state ) ? $state : new \WP_REST_Response( ImportDriver::payload( $source, $state, false ) );
	}

	/**
	 * The importer the request names.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return ImportSource|\WP_Error
	 */
	private static function source( \WP_REST_Request $request ) {
		$source = ImportDriver::source( (string) $request['importer'] );
		return $source ?? new \WP_Error( 'vista_video_unknown_importer', __( 'This plugin has no importer of that name.', 'vista-video' ), array( 'status' => 404 ) );
	}
}
