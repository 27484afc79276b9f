<?php
/**
 * REST endpoint the notice script posts each choice to (the spec is silent on this call).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * POST /vista-consent/v1/consents
 */
final class ConsentLogController {

	public const NAMESPACE = 'vista-consent/v1';
	public const ROUTE     = '/consents';

	/**
	 * Declares the route and its arguments.
	 */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				'permission_callback' => array( self::class, 'check_nonce' ),
				'args'                => array(
					'consent_id' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[A-Fa-f0-9-]{16,64}$',
					),
					'choice'     => array(
						'type'     => 'string',
						'required' => true,
						'enum'     => ConsentLog::CHOICES,
					),
					'categories' => array(
						'type'    => 'array',
						'items'   => array(
							'type' => 'string',
							'enum' => Settings::CATEGORIES,
						),
						'default' => array(),
					),
					'page'       => array(
						'type'    => 'string',
						'default' => '',
					),
					'nonce'      => array(
						'type'    => 'string',
						'default' => '',
					),
					'token'      => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * Whether a page's signature is good: today's, or the one pages printed before the kit keyed it
	 * by purpose (an HMAC under the nonce salt), which cached pages still hold.
	 *
	 * @param mixed $token The posted signature.
	 */
	private static function page_token_matches( $token ): bool {
		return is_string( $token ) && (
			hash_equals( Notice::page_token(), $token )
			|| hash_equals( Kit\SignedToken::legacy_mac( 'vista-consent-log|', home_url( '/' ) ), $token )
		);
	}

	/**
	 * Who may post a choice (issue 14, the kit's cached-page rule): the page's fresh REST nonce
	 * (`nonce` in the body, or X-WP-Nonce); or, from a page older than a nonce lives, the page's
	 * signature on a request whose Origin is this site. The nonce travels in the body because
	 * WordPress refuses a stale X-WP-Nonce before any route is asked; without that header the
	 * request runs as a visitor, so no signed-in session is at stake. The limits of
	 * ConsentLog::record(), per consent id, per address and browser, and per address, apply either way.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public static function check_nonce( \WP_REST_Request $request ) {
		$nonce = $request->get_param( 'nonce' );
		$nonce = is_string( $nonce ) && '' !== $nonce ? $nonce : (string) $request->get_header( 'X-WP-Nonce' );
		$token = $request->get_param( 'token' );
		$fresh = self::page_token_matches( $token );
		if ( Kit\Ajax::write_allowed( array( 'nonce' => $nonce ), 'wp_rest', $fresh ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', __( 'The page that sent this consent is too old; reload it.', 'vista-consent' ), array( 'status' => 403 ) );
	}

	/**
	 * Stores the choice when the log is on.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create( \WP_REST_Request $request ) {
		if ( ! Settings::get()['log'] ) {
			return new \WP_Error( 'vista_consent_log_off', __( 'The consent log is turned off.', 'vista-consent' ), array( 'status' => 404 ) );
		}
		$choice     = (string) $request['choice'];
		$categories = 'accepted' === $choice ? array_values( array_unique( (array) $request['categories'] ) ) : array();
		$page       = (string) wp_parse_url( esc_url_raw( (string) $request['page'] ), PHP_URL_PATH );
		$stored     = ConsentLog::record( (string) $request['consent_id'], $choice, $categories, $page, ConsentLog::client_hash( $_SERVER ), ConsentLog::network_hash( $_SERVER ), self::account_of( $request ) );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		return new \WP_REST_Response( array( 'logged' => $stored ), $stored ? 201 : 500 );
	}

	/**
	 * The account of a signed-in visitor whose page sent the choice, or 0. WordPress runs a REST
	 * request without X-WP-Nonce as a visitor, and the notice sends its nonce in the body (see
	 * check_nonce()), so the account is read from the sign-in cookie and counts only when the
	 * posted nonce is that account's: another site's page cannot tie a choice to someone.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private static function account_of( \WP_REST_Request $request ): int {
		$nonce = $request->get_param( 'nonce' );
		$nonce = is_string( $nonce ) && '' !== $nonce ? $nonce : (string) $request->get_header( 'X-WP-Nonce' );
		$now   = get_current_user_id();
		$user  = $now > 0 ? $now : (int) wp_validate_auth_cookie( '', 'logged_in' );
		if ( $user <= 0 || '' === $nonce ) {
			return 0;
		}
		wp_set_current_user( $user );
		$valid = false !== wp_verify_nonce( $nonce, 'wp_rest' );
		wp_set_current_user( $now );
		return $valid ? $user : 0;
	}
}
