<?php
/**
 * Everything Vista Statistics hooks into WordPress, by where it applies (see the kit's Hooks for
 * the groups and the form of an entry). Each class loads only when one of its hooks first fires:
 * a visitor's page loads the tracker's enqueueing and nothing of the dashboard, its routes or the
 * jobs. The hit itself mostly goes to the lean endpoint (lean/), which does not load WordPress.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Dashboard\DashboardPage;
use Vista\Stats\Dashboard\DashboardWidget;
use Vista\Stats\Dashboard\StatsController;
use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Dashboard\SummaryBlock;
use Vista\Stats\Import\WpStatisticsImporter;
use Vista\Stats\Import\WpStatisticsShortcode;
use Vista\Stats\Settings\SettingsController;
use Vista\Stats\Settings\SettingsPage;
use Vista\Stats\Storage\Rollup;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Storage\SpoolImporter;
use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\Tracker;
use Vista\Stats\Kit\GettingStarted;
use Vista\Stats\Onboarding\GettingStartedCard;

return array(
	// Kept current on activation, updates and admin requests (the kit's upgrade routine).
	'upgrades'   => array(
		array( Schema::class, 'migrate' ),
	),
	'everywhere' => array(
		// The daily roll-up and the five-minute spool flush stay scheduled (checked before either
		// class loads: nothing to do on almost every request).
		array( 'init', array( Rollup::class, 'schedule' ), 10, 1, 'if' => static fn () => ! wp_next_scheduled( 'vista_stats_daily_rollup' ) ),
		array( 'init', array( SpoolImporter::class, 'schedule' ), 10, 1, 'if' => static fn () => ! wp_next_scheduled( 'vista_stats_flush_spool' ) ),
		array( 'cron_schedules', array( SpoolImporter::class, 'add_schedule' ) ),
		// Saved settings apply to the next hit on this server, not a second later.
		array( 'add_option_vista_stats_settings', array( SpoolImporter::class, 'forget_settings' ) ),
		array( 'update_option_vista_stats_settings', array( SpoolImporter::class, 'forget_settings' ) ),
		array( 'delete_option_vista_stats_settings', array( SpoolImporter::class, 'forget_settings' ) ),
	),
	'front'      => array(
		// The tracker, after Vista Consent's notice is enqueued (priority 10), so it can run after it.
		array( 'wp_enqueue_scripts', array( Tracker::class, 'enqueue' ), 20 ),
	),
	'admin'      => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( GettingStartedCard::class, 'card' ) ),
		// Statistics (a menu of its own) and Statistics → Settings; the Dashboard's widget.
		array( 'admin_menu', array( DashboardPage::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( DashboardPage::class, 'enqueue' ) ),
		array( 'admin_menu', array( SettingsPage::class, 'add_page' ), 20 ),
		array( 'admin_enqueue_scripts', array( SettingsPage::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( SettingsPage::class, 'action_links' ) ),
		array( 'wp_dashboard_setup', array( DashboardWidget::class, 'add_widget' ) ),
		// The suggested text of Settings → Privacy → Policy Guide (nothing to export or erase).
		array( 'admin_init', array( Privacy\PolicyText::class, 'suggest' ) ),
	),
	'rest'       => array(
		// The dashboard's and the settings screen's routes.
		array( 'rest_api_init', array( StatsController::class, 'register_routes' ) ),
		array( 'rest_api_init', array( SettingsController::class, 'register_routes' ) ),
	),
	'ajax'       => array(
		// Hits and online pings through admin-ajax.php (the ad-blocker bypass), and events.
		array( 'wp_ajax_vista_stats_hit', array( Tracker::class, 'answer_hit_ajax' ) ),
		array( 'wp_ajax_nopriv_vista_stats_hit', array( Tracker::class, 'answer_hit_ajax' ) ),
		array( 'wp_ajax_vista_stats_online', array( Tracker::class, 'answer_online_ajax' ) ),
		array( 'wp_ajax_nopriv_vista_stats_online', array( Tracker::class, 'answer_online_ajax' ) ),
		array( 'wp_ajax_vista_stats_custom_event', array( EventRecorder::class, 'answer_custom' ) ),
		array( 'wp_ajax_nopriv_vista_stats_custom_event', array( EventRecorder::class, 'answer_custom' ) ),
		array( 'wp_ajax_vista_stats_event', array( EventRecorder::class, 'answer_link' ) ),
		array( 'wp_ajax_nopriv_vista_stats_event', array( EventRecorder::class, 'answer_link' ) ),
	),
	'cron'       => array(
		// The daily roll-up, then the summary block's cache and the long ranges' sums of the
		// dashboard's presets (so that the day's first look at them is quick); the spool's backstop flush.
		array( 'vista_stats_daily_rollup', array( Rollup::class, 'run_scheduled' ) ),
		array( 'vista_stats_daily_rollup', array( SummaryBlock::class, 'flush' ), 20 ),
		array( 'vista_stats_daily_rollup', array( StatsQuery::class, 'warm' ), 30 ),
		array( 'vista_stats_flush_spool', array( SpoolImporter::class, 'flush_site' ) ),
	),
	'shortcodes' => array(
		// WP Statistics' shortcode, answered from Vista's numbers (imported history included).
		'wpstatistics' => array( WpStatisticsShortcode::class, 'render' ),
	),
	// WP Statistics' history (Tools → Import).
	'importers'  => array( WpStatisticsImporter::class ),
);
