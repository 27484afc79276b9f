<?php
/**
 * The block editor's page-speed panel (000 §2.6): its script for administrators editing a post or
 * a page, and the REST route that gives it the post's score panel. The checks themselves go
 * through call 2, run by the admin-bar script.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The panel.
 */
final class EditorPanel {

	public const HANDLE = 'vista-speed-editor';

	/**
	 * Loads the panel in the editor of a post or a page, for administrators.
	 */
	public static function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! current_user_can( Calls::CAPABILITY ) || null === $screen || ! in_array( $screen->post_type, array( 'post', 'page' ), true ) ) {
			return;
		}
		if ( Kit\AdminBundle::register_script( 'editor', self::HANDLE ) ) {
			wp_add_inline_script( self::HANDLE, 'window.vistaSpeedEditor = ' . wp_json_encode( array( 'settingsUrl' => SettingsScreen::page()->url() ) ) . ';', 'before' );
			wp_enqueue_script( self::HANDLE );
		}
	}

	/**
	 * GET vista-speed/v1/panel/<post id>.
	 */
	public static function routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			'/panel/(?P<id>\d+)',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'panel' ),
				'permission_callback' => static fn () => current_user_can( Calls::CAPABILITY ),
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * The post's score panel, or why it has none.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function panel( \WP_REST_Request $request ): \WP_REST_Response {
		$post = TargetGuard::viewable_post( (string) $request['id'] );
		if ( null === $post ) {
			return new \WP_REST_Response( array( 'html' => '<p class="vista-speed-na">' . esc_html__( 'Publish this page to check its speed.', 'vista-speed' ) . '</p>' ) );
		}
		return new \WP_REST_Response( array( 'html' => ScorePanel::html( $post->ID, 'editor' ) ) );
	}
}
