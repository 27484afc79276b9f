<?php
/**
 * Page speed → Settings: the React settings screen (engine, API key, runner), and Tools → Page
 * speed, the site report. Admin requests only.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The kit's admin pages.
 */
final class SettingsScreen {

	public const SLUG   = 'vista-speed';
	public const HANDLE = 'vista-speed-settings';

	use Kit\AdminScreen;

	/**
	 * Describes the settings page to the kit.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'parent'        => SiteReport::SLUG,
			'old_parent'    => 'options-general.php',
			'title'         => __( 'Page speed settings', 'vista-speed' ),
			'menu_title'    => __( 'Settings', 'vista-speed' ),
			'bundle'        => 'settings',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-speed-settings',
			'noscript'      => __( 'The settings screen needs JavaScript.', 'vista-speed' ),
			'data_global'   => 'vistaSpeedAdmin',
			'data'          => static fn () => array(
				'settings' => Settings::public_view(),
				'images'   => array(
					'ajaxUrl'  => admin_url( 'admin-ajax.php' ),
					'nonce'    => wp_create_nonce( Images\ImageCalls::NONCE_ACTION ),
					'progress' => Images\Progress::view(),
				),
			),
		);
	}
}
