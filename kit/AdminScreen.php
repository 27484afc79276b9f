<?php
/**
 * An admin screen's class, as its plugin's hooks.php names it: the class says what the screen is
 * (its args(), see AdminPage), and this trait answers the hooks the table binds in the admin:
 * `admin_menu` (add_page, and redirect_old_address for a screen that moved), `admin_enqueue_scripts`
 * (enqueue) and, for a screen with a "Settings" link in the plugins list,
 * `plugin_action_links_<plugin>` (action_links).
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * One AdminPage per class, made when the admin first asks for it (its texts translated by then).
 */
trait AdminScreen {

	private static ?AdminPage $screen = null;

	/**
	 * The screen's arguments (see AdminPage's constructor).
	 *
	 * @return array<string, mixed>
	 */
	abstract public static function args(): array;

	/**
	 * The screen.
	 */
	public static function page(): AdminPage {
		return self::$screen ??= new AdminPage( static::args() );
	}

	/**
	 * Adds the menu entry (admin_menu).
	 */
	public static function add_page(): void {
		self::page()->add_page();
	}

	/**
	 * Sends the screen's address under its old menu to its place now (admin_menu, early).
	 */
	public static function redirect_old_address(): void {
		self::page()->redirect_old_address();
	}

	/**
	 * Loads the screen's bundle on its own page (admin_enqueue_scripts).
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		self::page()->enqueue( $hook_suffix );
	}

	/**
	 * The "Settings" link in the plugin's row of the plugins list.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public static function action_links( array $links ): array {
		return self::page()->action_links( $links );
	}
}
