<?php
/**
 * Settings → Cookie consent: the React settings screen.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

/**
 * Registers the page and loads the screen's bundle only there.
 */
final class AdminPage {

	public const SLUG   = 'vista-consent';
	public const HANDLE = 'vista-consent-settings';

	private static string $hook_suffix = '';

	/**
	 * Hooks the page.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	/**
	 * Adds the page under Settings.
	 */
	public static function add_page(): void {
		self::$hook_suffix = (string) add_options_page(
			__( 'Cookie consent', 'vista-consent' ),
			__( 'Cookie consent', 'vista-consent' ),
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
			'<div class="wrap"><h1>%s</h1><div id="vista-consent-settings"><noscript>%s</noscript></div></div>',
			esc_html__( 'Cookie consent', 'vista-consent' ),
			esc_html__( 'The settings screen needs JavaScript.', 'vista-consent' )
		);
	}

	/**
	 * Loads the screen's script and the components' style on this page only.
	 *
	 * @param string $hook_suffix The admin page being loaded.
	 */
	public static function enqueue( string $hook_suffix ): void {
		$asset_file = Plugin::build_dir() . '/settings.asset.php';
		if ( $hook_suffix !== self::$hook_suffix || ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/settings.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( self::HANDLE, 'vista-consent', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( Plugin::build_dir() . '/settings.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/settings.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		// The preview shows the notice as visitors see it.
		wp_enqueue_style( Notice::HANDLE, plugins_url( 'build/notice.css', PLUGIN_FILE ), array(), $asset['version'] );
		wp_add_inline_script(
			self::HANDLE,
			'window.vistaConsentAdmin = ' . wp_json_encode(
				array(
					'privacyPolicyUrl' => (string) get_privacy_policy_url(),
					'privacyPageEdit'  => admin_url( 'options-privacy.php' ),
					'exportUrl'        => ConsentLogExport::url(),
					'logCount'         => ConsentLog::count(),
				)
			) . ';',
			'before'
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
			sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ), esc_html__( 'Settings', 'vista-consent' ) )
		);
		return $links;
	}
}
