<?php
/**
 * The top-level "Statistics" admin page: the React dashboard (src/stats/dashboard).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

/**
 * Registers the page and loads the dashboard's bundle only there.
 */
final class DashboardPage {

	public const SLUG   = 'vista-stats';
	public const HANDLE = 'vista-stats-dashboard';

	private static string $hook_suffix = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	/**
	 * The dashboard's address.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	/**
	 * Adds the menu item, just below Dashboard, and its first submenu item.
	 */
	public static function add_page(): void {
		self::$hook_suffix = (string) add_menu_page(
			__( 'Statistics', 'vista-stats' ),
			__( 'Statistics', 'vista-stats' ),
			StatsController::capability(),
			self::SLUG,
			array( self::class, 'render' ),
			'dashicons-chart-area',
			3
		);
		// The first item of the menu's submenu, so that "Statistics" leads here even when other
		// screens (the settings) add items below it.
		add_submenu_page(
			self::SLUG,
			__( 'Statistics', 'vista-stats' ),
			__( 'Overview', 'vista-stats' ),
			StatsController::capability(),
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * The page: a mount point for the React dashboard, with a message for browsers without JavaScript.
	 */
	public static function render(): void {
		printf(
			'<div class="wrap vista-stats-wrap"><h1>%s</h1><div id="vista-stats-dashboard"><noscript>%s</noscript></div></div>',
			esc_html__( 'Statistics', 'vista-stats' ),
			esc_html__( 'The statistics dashboard needs JavaScript.', 'vista-stats' )
		);
	}

	/**
	 * Loads the dashboard's script and styles on this page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/dashboard.asset.php';
		if ( '' === self::$hook_suffix || $hook_suffix !== self::$hook_suffix || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/dashboard.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-stats', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/dashboard.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/dashboard.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.vistaStatsDashboard = ' . wp_json_encode(
				array(
					'today'     => gmdate( 'Y-m-d' ),
					'weekStart' => StatsQuery::week_start(),
					'minDate'   => StatsController::MIN_DATE,
				)
			) . ';',
			'before'
		);
	}
}
