<?php
/**
 * REST endpoint of the getting started card's "Turn on the cookie notice" (issue 34): turns the
 * notice on through the settings' own validated save, for users who manage options.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * POST /vista-consent/v1/notice/on
 */
final class NoticeSwitchController {

	public const ROUTE = '/notice/on';

	/**
	 * The route as the card calls it (apiFetch adds the REST root).
	 */
	public static function path(): string {
		return '/' . ConsentLogController::NAMESPACE . self::ROUTE;
	}

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		register_rest_route(
			ConsentLogController::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'turn_on' ),
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'args'                => array(),
			)
		);
	}

	/**
	 * Turns the notice on; a second call finds it on and changes nothing.
	 *
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function turn_on() {
		$settings = Settings::get()['showNotice'] ? Settings::get() : Settings::save( array( 'showNotice' => true ) );
		if ( is_wp_error( $settings ) ) {
			return $settings;
		}
		return new \WP_REST_Response( array( 'showNotice' => (bool) $settings['showNotice'] ) );
	}
}
