<?php
/**
 * Statistics → Settings: the React settings screen of the tracker.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;

/**
 * The kit's admin page under the Statistics menu.
 */
final class SettingsPage {

	/** The top-level Statistics menu (DashboardPage). */
	public const PARENT_SLUG = 'vista-stats';
	public const SLUG        = 'vista-stats-settings';
	public const HANDLE      = 'vista-stats-settings';

	use Kit\AdminScreen;

	/**
	 * Describes the page to the kit (a submenu, added after the top-level menu).
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'parent'        => self::PARENT_SLUG,
			'title'         => __( 'Statistics settings', 'vista-stats' ),
			'menu_title'    => __( 'Settings', 'vista-stats' ),
			'bundle'        => 'settings',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-stats-settings',
			'noscript'      => __( 'The settings screen needs JavaScript.', 'vista-stats' ),
			'data_global'   => 'vistaStatsSettingsAdmin',
			'data'          => array( self::class, 'admin_data' ),
		);
	}

	/**
	 * What the screen needs to explain the "automatic" consent integration: which consent plugins
	 * are running on this site now.
	 *
	 * @return array{vistaConsent: bool, wpConsentApi: bool}
	 */
	public static function admin_data(): array {
		return array(
			'vistaConsent' => function_exists( 'vista_consent_has' ),
			'wpConsentApi' => function_exists( 'wp_has_consent' ),
		);
	}

	/**
	 * The screen's address.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}
}
