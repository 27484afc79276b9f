<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-speed';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( Results::class, 'migrate' ) ) );
		AdminBar::register();
		SettingsController::register();
		EditorPanel::register();
		add_action( 'deleted_post', array( Results::class, 'forget' ) );
		// Image optimisation: new uploads, serving, and the bulk job's WP-Cron stand-by (issue 16).
		Images\Uploads::register();
		Images\SingleImage::register();
		Images\Serving::register();
		Images\MissingCopy::register();
		LazyIframes::register();
		PageCachePurge::register();
		add_action( Images\BulkJob::HOOK, array( Images\BulkJob::class, 'run_batch' ) );
		if ( is_admin() ) {
			// admin-ajax.php is an admin request: the calls, the list column and the screens.
			Calls::register();
			ListColumn::register();
			SettingsScreen::register();
			SiteReport::register();
			Images\ImageCalls::register();
			Images\MediaColumn::register();
			Images\SingleImage::register_admin();
		}
	}

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}
}
