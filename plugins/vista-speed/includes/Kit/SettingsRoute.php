<?php
// A copy of kit/SettingsRoute.php for vista-speed, made by `npm run kit`: change the kit, not this file.
/**
 * The REST route of a settings screen: GET reads the settings, POST/PUT/PATCH validates and saves
 * a JSON object of changed fields; both for users who manage options only. (REST checks the nonce
 * of cookie-authenticated calls.)
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * One settings route.
 */
final class SettingsRoute {

	/**
	 * What the screen gets besides the settings, computed per answer.
	 *
	 * @var callable|null
	 */
	private $extra;

	/**
	 * The route.
	 *
	 * @param string        $namespace  REST namespace, such as vista-stats/v1.
	 * @param string        $route      Route, such as /settings.
	 * @param string        $store      The SettingsStore subclass.
	 * @param callable|null $extra      Returns further fields of the answer (beside `settings`).
	 * @param string        $capability Who may read and change the settings.
	 */
	public function __construct(
		private string $namespace,
		private string $route,
		private string $store,
		?callable $extra = null,
		private string $capability = 'manage_options'
	) {
		$this->extra = $extra;
	}

	/**
	 * Declares the route (on rest_api_init, from the plugin's hooks.php).
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			$this->route,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'read' ),
					'permission_callback' => array( $this, 'can_manage' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update' ),
					'permission_callback' => array( $this, 'can_manage' ),
				),
			)
		);
	}

	/**
	 * Only users with the capability (administrators by default).
	 */
	public function can_manage(): bool {
		return current_user_can( $this->capability );
	}

	/**
	 * The settings and what the screen shows with them.
	 */
	public function read(): \WP_REST_Response {
		return new \WP_REST_Response( $this->payload( ( $this->store )::get() ) );
	}

	/**
	 * Validates and saves a change; nothing is saved when any field is refused.
	 *
	 * @param \WP_REST_Request $request Request with a JSON object of fields to change.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update( \WP_REST_Request $request ) {
		$changes = $request->get_json_params();
		if ( ! Validate::is_json_object( $changes ) ) {
			return new \WP_Error( 'vista_speed_invalid_settings', __( 'Send the settings as a JSON object.', 'vista-speed' ), array( 'status' => 400 ) );
		}
		$settings = ( $this->store )::save( $changes );
		return is_wp_error( $settings ) ? $settings : new \WP_REST_Response( $this->payload( $settings ) );
	}

	/**
	 * The answer: the settings plus the extra fields.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return array<string, mixed>
	 */
	private function payload( array $settings ): array {
		return array( 'settings' => $settings ) + ( null !== $this->extra ? ( $this->extra )() : array() );
	}
}
