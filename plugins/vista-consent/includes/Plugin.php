<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-consent';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( ConsentLog::class, 'migrate' ) ) );
		Notice::register();
		ScriptGate::register();
		WpConsentApi::register();
		SettingsController::register();
		ConsentLogController::register();
		if ( is_admin() ) {
			// The download (admin-post.php) and the settings screen: admin requests only.
			ConsentLogExport::register();
			AdminPage::register();
		}
	}

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}

	/**
	 * The folder that holds the built scripts, styles and block metadata.
	 */
	public static function build_dir(): string {
		return Kit\Bootstrap::build_dir();
	}
}
