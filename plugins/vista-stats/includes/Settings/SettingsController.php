<?php
/**
 * REST endpoint of the settings screen: read and save the tracker's settings, for users who manage
 * options.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Settings;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;

/**
 * GET and POST /vista-stats/v1/settings: the kit's settings route, answering the settings with the
 * site's roles.
 */
final class SettingsController {

	public const NAMESPACE = 'vista-stats/v1';
	public const ROUTE     = '/settings';

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		( new Kit\SettingsRoute( self::NAMESPACE, self::ROUTE, Settings::class, array( self::class, 'extra' ) ) )->register_routes();
	}

	/**
	 * What the screen gets besides the settings: the roles it offers.
	 *
	 * @return array{roles: array<int, array{slug: string, name: string}>}
	 */
	public static function extra(): array {
		return array( 'roles' => self::roles() );
	}

	/**
	 * The site's roles, for the excluded-roles checkboxes, in the order WordPress lists them.
	 *
	 * @return array<int, array{slug: string, name: string}>
	 */
	public static function roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug' => (string) $slug,
				'name' => translate_user_role( (string) $name ),
			);
		}
		return $roles;
	}
}
