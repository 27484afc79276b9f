<?php
/**
 * Statistics → Settings: the React settings screen of the tracker.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

/**
 * Registers the page under the Statistics menu and loads the screen's bundle only there.
 */
final class SettingsPage {

	/** The top-level Statistics menu (DashboardPage). */
	public const PARENT_SLUG = 'vista-stats';
	public const SLUG        = 'vista-stats-settings';
	public const HANDLE      = 'vista-stats-settings';

	private static string $hook_suffix = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		// After the top-level menu (added at the default priority), so the parent exists.
		add_action( 'admin_menu', array( self::class, 'add_page' ), 20 );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	/**
	 * Adds the page under Statistics.
	 */
	public static function add_page(): void {
		self::$hook_suffix = (string) add_submenu_page(
			self::PARENT_SLUG,
			__( 'Statistics settings', 'vista-stats' ),
			__( 'Settings', 'vista-stats' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * The page: a mount point for the React screen, with a message for browsers without JavaScript.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap"><h1>%s</h1><div id="vista-stats-settings"><noscript>%s</noscript></div></div>',
			esc_html__( 'Statistics settings', 'vista-stats' ),
			esc_html__( 'The settings screen needs JavaScript.', 'vista-stats' )
		);
	}

	/**
	 * Loads the screen's script and the components' style on this page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/settings.asset.php';
		if ( '' === self::$hook_suffix || $hook_suffix !== self::$hook_suffix || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/settings.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-stats', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/settings.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/settings.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.vistaStatsSettingsAdmin = ' . wp_json_encode( self::admin_data() ) . ';',
			'before'
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
	 * A "Settings" link in the plugins list.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public static function action_links( array $links ): array {
		array_unshift(
			$links,
			sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html__( 'Settings', 'vista-stats' ) )
		);
		return $links;
	}

	/**
	 * The screen's address.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}
}
