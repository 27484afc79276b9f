<?php
/**
 * Everything Vista Video hooks into WordPress, by where it applies (see the kit's Hooks for the
 * groups and the form of an entry). Each class loads only when one of its hooks first fires.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

use Vista\Video\Kit\GettingStarted;
use Vista\Video\Onboarding\GettingStartedCard;
use Vista\Video\Onboarding\VideoGalleryPage;

return array(
	'front' => array(
		// The facade in place of video embeds in post content, when the owner turns it on.
		array( 'embed_oembed_html', array( ContentFacade::class, 'filter' ), 20, 2 ),
	),
	'admin' => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( GettingStartedCard::class, 'card' ) ),
		// Settings → Video.
		array( 'admin_menu', array( SettingsPage::class, 'add_page' ), 20 ),
		array( 'admin_enqueue_scripts', array( SettingsPage::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( SettingsPage::class, 'action_links' ) ),
		// The suggested text of Settings → Privacy → Policy Guide (nothing to export or erase).
		array( 'admin_init', array( Privacy\PolicyText::class, 'suggest' ) ),
		// The gallery block's sidebar shows the site's defaults for what a block leaves to them.
		array( 'enqueue_block_editor_assets', array( EditorDefaults::class, 'describe' ) ),
	),
	'rest'  => array(
		// The settings screen's routes (the settings, the API key), and the posters of hosted
		// videos, which visitors' pages load.
		array( 'rest_api_init', array( SettingsPage::class, 'register_routes' ) ),
		array( 'rest_api_init', array( ApiKey::class, 'routes' ) ),
		array( 'rest_api_init', array( Posters::class, 'register_routes' ) ),
		// "Create a page with a video gallery" on Settings → Video.
		array( 'rest_api_init', array( VideoGalleryPage::class, 'register_routes' ) ),
	),
	'ajax'  => array(
		// Call 13: a page of a video gallery, for visitors too.
		array( 'wp_ajax_my_embedplus_gallery_page', array( GalleryPageAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_my_embedplus_gallery_page', array( GalleryPageAjax::class, 'handle' ) ),
	),
	// Tools → Import → Embed Plus for YouTube: its settings (issue 33 item 5).
	'importers'  => array(
		Import\EmbedPlusImporter::class,
	),
	// Posts written for Embed Plus for YouTube keep their videos, through Vista's facade player.
	'shortcodes' => array(
		'embedyt' => array( Import\EmbedYtShortcode::class, 'render' ),
	),
);
