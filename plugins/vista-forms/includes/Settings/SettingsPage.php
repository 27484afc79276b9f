<?php
/**
 * Forms → Settings: the captcha and the country lookup, edited through SettingsController
 * (GET/POST /vista-forms/v1/settings, manage_options; the secret key write-only) on the kit's
 * admin page.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Submit\GeoLookup;

/**
 * The route and the screen.
 */
final class SettingsPage {

	public const SLUG   = 'vista-forms-settings';
	public const HANDLE = 'vista-forms-settings';
	public const ROUTE  = '/settings';

	/**
	 * Hooks the route (REST requests) and the page (admin requests only).
	 */
	public static function register(): void {
		SettingsController::register();
		if ( is_admin() ) {
			add_action( 'init', array( self::class, 'register_page' ), 20 );
		}
	}

	/**
	 * Describes the page and hooks it (admin requests only, once the menu is known).
	 */
	public static function register_page(): void {
		self::page()->register();
	}

	/**
	 * The page, under the forms' menu after Entries.
	 */
	public static function page(): Kit\AdminPage {
		return new Kit\AdminPage(
			array(
				'slug'          => self::SLUG,
				'parent'        => EntriesPage::parent(),
				'title'         => __( 'Form settings', 'vista-forms' ),
				'menu_title'    => __( 'Settings', 'vista-forms' ),
				'menu_priority' => 11,
				'bundle'        => 'settings',
				'handle'        => self::HANDLE,
				'mount_id'      => 'vista-forms-settings',
				'noscript'      => __( 'The settings screen needs JavaScript.', 'vista-forms' ),
				'settings_link' => true,
			)
		);
	}

	/**
	 * What the screen gets besides the settings: each lookup service's privacy notice.
	 *
	 * @return array{geolocationServices: array<int, array{key: string, url: string, privacy: string}>}
	 */
	public static function extra(): array {
		$services = array();
		foreach ( GeoLookup::SERVICES as $key => $service ) {
			$services[] = array( 'key' => $key ) + $service;
		}
		return array( 'geolocationServices' => $services );
	}
}
