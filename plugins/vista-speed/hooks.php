<?php
/**
 * Everything Vista Speed hooks into WordPress, by where it applies (see the kit's Hooks for the
 * groups and the form of an entry). Each class loads only when one of its hooks first fires; the
 * content filters look for what they change before their class loads.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

use Vista\Speed\Kit\GettingStarted;
use Vista\Speed\Onboarding\GettingStartedCard;

return array(
	// Kept current on activation, updates and admin requests (the kit's upgrade routine).
	'upgrades'   => array(
		array( Results::class, 'migrate' ),
	),
	'everywhere' => array(
		// The toolbar's score widget, front end and admin alike; it hooks its node and script
		// only for a user who may optimise (admin_bar_init fires only where the bar shows).
		array( 'admin_bar_init', array( AdminBar::class, 'hook' ) ),
		array( 'deleted_post', array( Results::class, 'forget' ) ),
		// Image optimisation (issue 16): new uploads, edits, deletions.
		array( 'wp_generate_attachment_metadata', array( Images\Uploads::class, 'convert' ), 20, 2 ),
		array( 'delete_attachment', array( Images\Uploads::class, 'forget' ) ),
		array( 'updated_post_meta', array( Images\SingleImage::class, 'after_edit' ), 10, 3, 'if' => static fn ( $meta_id, $attachment_id, $meta_key ) => '_wp_attachment_metadata' === $meta_key ),
		// The gallery's call 12 (paging, load more, filters) answers through admin-ajax; the
		// lightbox's first image loads outside any <picture>.
		array( 'vista_gallery_ajax_html', array( Images\Serving::class, 'filter' ) ),
		array( 'vista_gallery_popup_sources', array( Images\PictureMarkup::class, 'typed_sources' ), 10, 2 ),
		// The page cache (VISTA_PAGE_CACHE_DIR) is emptied when something pages show changes.
		array( 'save_post', array( PageCachePurge::class, 'post_changed' ), 10, 2 ),
		array( 'before_delete_post', array( PageCachePurge::class, 'post_changed' ), 10, 2 ),
		array( 'wp_set_comment_status', array( PageCachePurge::class, 'mark' ) ),
		array( 'comment_post', array( PageCachePurge::class, 'comment_posted' ), 10, 2 ),
		array( 'edit_comment', array( PageCachePurge::class, 'mark' ) ),
		array( 'switch_theme', array( PageCachePurge::class, 'mark' ) ),
		array( 'customize_save_after', array( PageCachePurge::class, 'mark' ) ),
		array( 'wp_update_nav_menu', array( PageCachePurge::class, 'mark' ) ),
		array( 'update_option_sidebars_widgets', array( PageCachePurge::class, 'mark' ) ),
		array( 'update_option_blogname', array( PageCachePurge::class, 'mark' ) ),
		array( 'update_option_blogdescription', array( PageCachePurge::class, 'mark' ) ),
		// Only a request that loaded the purge can have marked a change (the class keeps the mark).
		array( 'shutdown', array( PageCachePurge::class, 'purge_if_due' ), 10, 1, 'if' => static fn () => class_exists( PageCachePurge::class, false ) ),
	),
	'front'      => array(
		// Images as <picture> with their WebP/AVIF copies, iframes loaded lazily.
		array( 'the_content', array( Images\Serving::class, 'filter' ), 13, 1, 'if' => static fn ( $html ) => is_string( $html ) && str_contains( $html, '<img' ) ),
		array( 'render_block_vista/gallery', array( Images\Serving::class, 'filter' ) ),
		array( 'the_content', array( LazyIframes::class, 'filter' ), 13, 1, 'if' => static fn ( $html ) => is_string( $html ) && str_contains( $html, '<iframe' ) ),
		// A converted copy that is missing sends the browser to the original.
		array( 'template_redirect', array( Images\MissingCopy::class, 'redirect' ), 0, 1, 'if' => 'is_404' ),
	),
	'admin'      => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( GettingStartedCard::class, 'card' ) ),
		// Page speed → Site report (and its CSV), Page speed → Settings (their old addresses under
		// Tools and Settings redirected), the posts' and media's columns, the media row's "Optimise"
		// action and its notice, the editor's panel.
		array( 'admin_menu', array( SettingsScreen::class, 'add_page' ), 20 ),
		array( 'admin_menu', array( SettingsScreen::class, 'redirect_old_address' ), 1, 0, 'if' => static fn () => isset( $_GET['page'] ) ),
		array( 'admin_enqueue_scripts', array( SettingsScreen::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( SettingsScreen::class, 'action_links' ) ),
		array( 'admin_menu', array( SiteReport::class, 'add_page' ), 10 ),
		array( 'admin_menu', array( SiteReport::class, 'redirect_old_address' ), 1, 0, 'if' => static fn () => isset( $_GET['page'] ) ),
		array( 'admin_enqueue_scripts', array( SiteReport::class, 'enqueue' ) ),
		array( 'admin_post_vista_speed_report_csv', array( SiteReport::class, 'export' ) ),
		array( 'manage_post_posts_columns', array( ListColumn::class, 'add_column' ) ),
		array( 'manage_post_posts_custom_column', array( ListColumn::class, 'render' ), 10, 2 ),
		array( 'manage_page_posts_columns', array( ListColumn::class, 'add_column' ) ),
		array( 'manage_page_posts_custom_column', array( ListColumn::class, 'render' ), 10, 2 ),
		array( 'manage_media_columns', array( Images\MediaColumn::class, 'add_column' ) ),
		array( 'manage_media_custom_column', array( Images\MediaColumn::class, 'render' ), 10, 2 ),
		array( 'attachment_fields_to_edit', array( Images\MediaColumn::class, 'details' ), 10, 2 ),
		array( 'media_row_actions', array( Images\SingleImage::class, 'row_action' ), 10, 2 ),
		array( 'admin_post_vista_speed_convert_image', array( Images\SingleImage::class, 'handle' ) ),
		array( 'admin_notices', array( Images\SingleImage::class, 'notice' ) ),
		array( 'enqueue_block_editor_assets', array( EditorPanel::class, 'enqueue' ) ),
		// The suggested text of Settings → Privacy → Policy Guide (nothing to export or erase).
		array( 'admin_init', array( Privacy\PolicyText::class, 'suggest' ) ),
	),
	'rest'       => array(
		// The settings screen's and the editor panel's routes.
		array( 'rest_api_init', array( SettingsController::class, 'routes' ) ),
		array( 'rest_api_init', array( EditorPanel::class, 'routes' ) ),
	),
	'ajax'       => array(
		// Calls 1 and 2 (score check, notifications) and the image calls: administrators only;
		// the bulk job's next batch, which its own loopback request asks for, has no session.
		array( 'wp_ajax_twb_check_score', array( Calls::class, 'handle_check' ) ),
		array( 'wp_ajax_twb_notif_check', array( Calls::class, 'handle_notif' ) ),
		array( 'wp_ajax_vista_speed_images', array( Images\ImageCalls::class, 'handle' ) ),
		array( 'wp_ajax_vista_speed_bulk_batch', array( Images\ImageCalls::class, 'handle_batch' ) ),
		array( 'wp_ajax_nopriv_vista_speed_bulk_batch', array( Images\ImageCalls::class, 'handle_batch' ) ),
	),
	'cron'       => array(
		// The bulk conversion's WP-Cron stand-by, when its loopback request did not come.
		array( 'vista_speed_bulk_batch', array( Images\BulkJob::class, 'run_batch' ) ),
	),
	// Tools → Import: 10Web Booster's stored page-speed scores (issue 33).
	'importers'  => array(
		Import\BoosterImporter::class,
	),
);
