<?php
/**
 * The site's YouTube Data API key: stored in its own option, never sent to a browser. The settings
 * screen only learns whether one is set, replaces it, and asks the server to test it.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, stores and tests the key; its REST routes are for administrators only.
 */
final class ApiKey {

	public const OPTION = 'vista_video_api_key';

	/**
	 * The stored key ('' when none).
	 */
	public static function get(): string {
		$key = get_option( self::OPTION, '' );
		return is_string( $key ) ? $key : '';
	}

	/**
	 * POST /vista-video/v1/api-key {apiKey} replaces the key ('' removes it); POST
	 * /vista-video/v1/api-key/test asks YouTube whether the stored key works.
	 */
	public static function routes(): void {
		$admin = static fn (): bool => current_user_can( 'manage_options' );
		register_rest_route(
			'vista-video/v1',
			'/api-key',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => array( self::class, 'store' ),
			)
		);
		register_rest_route(
			'vista-video/v1',
			'/api-key/test',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => array( self::class, 'test' ),
			)
		);
	}

	/**
	 * Stores a new key.
	 *
	 * @param \WP_REST_Request $request Request with `apiKey`.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function store( \WP_REST_Request $request ) {
		$key = $request->get_param( 'apiKey' );
		if ( ! is_string( $key ) || ! preg_match( '/^[A-Za-z0-9_-]{0,100}$/', trim( $key ) ) ) {
			return new \WP_Error( 'vista_video_api_key', __( 'An API key is letters, digits, "-" and "_" only.', 'vista-video' ), array( 'status' => 400 ) );
		}
		update_option( self::OPTION, trim( $key ), false );
		return new \WP_REST_Response( array( 'apiKeySet' => '' !== trim( $key ) ) );
	}

	/**
	 * Tests the stored key with one cheap call (a playlist's first item).
	 *
	 * @return \WP_REST_Response
	 */
	public static function test(): \WP_REST_Response {
		if ( '' === self::get() ) {
			return new \WP_REST_Response(
				array(
					'ok'      => false,
					'message' => __( 'No API key is saved yet.', 'vista-video' ),
				)
			);
		}
		$result = YouTubeApiSource::probe( self::get() );
		return new \WP_REST_Response(
			array(
				'ok'      => true === $result,
				'message' => true === $result ? __( 'The key works: YouTube answered.', 'vista-video' ) : $result,
			)
		);
	}
}
