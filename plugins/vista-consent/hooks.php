<?php
/**
 * Everything Vista Consent hooks into WordPress, by where it applies (see the kit's Hooks for the
 * groups and the form of an entry). Each class loads only when one of its hooks first fires, so a
 * visitor's page loads the notice and the script gate, and nothing of the settings screen, the
 * consent log's route or its download.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Kit\GettingStarted;
use Vista\Consent\Onboarding\GettingStartedCard;

return array(
	// Kept current on activation, updates and admin requests (the kit's upgrade routine).
	'upgrades'   => array(
		array( ConsentLog::class, 'migrate' ),
	),
	'everywhere' => array(
		// The WP Consent API: we are a consent plugin, and our notice asks before it sets anything.
		array( 'wp_consent_api_registered_' . plugin_basename( PLUGIN_FILE ), '__return_true' ),
		array( 'wp_get_consent_type', array( WpConsentApi::class, 'consent_type' ) ),
	),
	'front'      => array(
		// The cookie notice: its early script, its bundle, its markup and the body classes.
		array( 'wp_head', array( Notice::class, 'print_head_script' ), 1 ),
		array( 'wp_enqueue_scripts', array( Notice::class, 'enqueue' ) ),
		array( 'wp_body_open', array( Notice::class, 'print_notice' ), 5 ),
		array( 'wp_footer', array( Notice::class, 'print_notice' ), 1 ),
		array( 'body_class', array( Notice::class, 'body_classes' ) ),
		// Scripts of categories the visitor has not allowed stay inert until they do.
		array( 'script_loader_tag', array( ScriptGate::class, 'filter_tag' ), 20, 2 ),
	),
	'admin'      => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( GettingStartedCard::class, 'card' ) ),
		// Consent → Settings (after Records), its old address under Settings redirected, and the
		// consent log's CSV download (admin-post.php).
		array( 'admin_menu', array( AdminPage::class, 'add_page' ), 20 ),
		array( 'admin_menu', array( AdminPage::class, 'redirect_old_address' ), 1, 0, 'if' => static fn () => isset( $_GET['page'] ) ),
		array( 'admin_enqueue_scripts', array( AdminPage::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( AdminPage::class, 'action_links' ) ),
		array( 'admin_post_vista_consent_export', array( ConsentLogExport::class, 'download' ) ),
		// Consent → Records: the log, filtered, searched and exported (issue 34).
		array( 'admin_menu', array( RecordsPage::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( RecordsPage::class, 'enqueue' ) ),
		// Tools → Export and Erase Personal Data (their admin-ajax calls), and the suggested text of
		// Settings → Privacy → Policy Guide.
		array( 'wp_privacy_personal_data_exporters', array( Privacy\ConsentPersonalData::class, 'add_exporter' ) ),
		array( 'wp_privacy_personal_data_erasers', array( Privacy\ConsentPersonalData::class, 'add_eraser' ) ),
		array( 'admin_init', array( Privacy\PolicyText::class, 'suggest' ) ),
	),
	'rest'       => array(
		// The settings screen's route, the consent log that the notice writes to, and the records
		// screen's reading of it.
		array( 'rest_api_init', array( SettingsController::class, 'register_routes' ) ),
		array( 'rest_api_init', array( ConsentLogController::class, 'register_routes' ) ),
		array( 'rest_api_init', array( ConsentRecordsController::class, 'register_routes' ) ),
		// The getting started card's "Turn on the cookie notice".
		array( 'rest_api_init', array( NoticeSwitchController::class, 'register_routes' ) ),
	),
	'shortcodes' => array(
		'cookies_revoke' => array( Notice::class, 'revoke_control' ),
	),
	// Tools → Import: Cookie Notice's settings (issue 33).
	'importers'  => array(
		Import\CookieNoticeImporter::class,
	),
);
