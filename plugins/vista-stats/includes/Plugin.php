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
 * The plugin's name for its text domain and build folder, and its activation. What it hooks into
 * is in hooks.php, which the kit binds as the plugin loads (includes/Kit/start.php).
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-stats';

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
