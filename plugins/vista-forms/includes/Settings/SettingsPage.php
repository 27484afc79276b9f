<?php
/**
 * Forms → Settings: the captcha and the country lookup, edited through the kit's settings route
 * (GET/POST /vista-forms/v1/settings, manage_options) on the kit's admin page.
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
 * The settings screen (its route is SettingsController's, which keeps the captcha secret write-only).
 */
final class SettingsPage {

	public const SLUG   = 'vista-forms-settings';
	public const HANDLE = 'vista-forms-settings';
	public const ROUTE  = '/settings';

	use Kit\AdminScreen;

	/**
	 * The page, under the forms' menu after Entries.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'       => self::SLUG,
			'parent'     => EntriesPage::parent(),
			'title'      => __( 'Form settings', 'vista-forms' ),
			'menu_title' => __( 'Settings', 'vista-forms' ),
			'bundle'     => 'settings',
			'handle'     => self::HANDLE,
			'mount_id'   => 'vista-forms-settings',
			'noscript'   => __( 'The settings screen needs JavaScript.', 'vista-forms' ),
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
		return array(
			'geolocationServices' => $services,
			// Where each gateway sends its events (issue 37), to paste into its dashboard.
			'webhookUrls'         => array(
				'stripe' => rest_url( 'vista-forms/v1/payments/stripe/webhook' ),
			),
		);
	}
}
