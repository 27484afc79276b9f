<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\Schema;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Dashboard\SummaryBlock;
use Vista\Stats\Storage\SpoolImporter;
use Vista\Stats\Tracker\Tracker;
use Vista\Stats\Dashboard\StatsController;
use Vista\Stats\Settings\SettingsController;
use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Dashboard\DashboardPage;
use Vista\Stats\Settings\SettingsPage;
use Vista\Stats\Dashboard\DashboardWidget;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-stats';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( Schema::class, 'migrate' ) ) );
		Rollup::register();
		SummaryBlock::register();
		SpoolImporter::register();
		// The tracker on front-end pages; the dashboard's and the settings screen's REST routes.
		Tracker::register();
		StatsController::register();
		SettingsController::register();
		if ( is_admin() ) {
			// admin-ajax.php (hits with ad-blocker bypass, events) and the admin screens.
			Tracker::register_ajax();
			EventRecorder::register();
			DashboardPage::register();
			SettingsPage::register();
			DashboardWidget::register();
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
