<?php
/**
 * Everything Vista Forms hooks into WordPress, by where it applies (see the kit's Hooks for the
 * groups and the form of an entry). Each class loads only when one of its hooks first fires: a
 * visitor's page loads what shows a form, never the entries screen, its routes or the PDF builder.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\PostType;
use Vista\Forms\Entries\EntriesController;
use Vista\Forms\Entries\EntriesExport;
use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Entries\EntryFileDownload;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Import\EverestFormShortcode;
use Vista\Forms\Import\EverestFormsImporter;
use Vista\Forms\Payments\PaymentRoutes;
use Vista\Forms\Payments\PaymentStore;
use Vista\Forms\Privacy\EntriesPersonalData;
use Vista\Forms\Privacy\EntryFilesInExport;
use Vista\Forms\Privacy\PolicyText;
use Vista\Forms\Settings\SettingsController;
use Vista\Forms\Settings\SettingsPage;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\SubmissionPage;
use Vista\Forms\Submit\TimedForm;
use Vista\Forms\Templates\TemplateRoutes;
use Vista\Forms\View\FormRenderer;
use Vista\Forms\View\Shortcode;
use Vista\Forms\Kit\GettingStarted;
use Vista\Forms\Onboarding\SampleForm;

return array(
	// Kept current on activation, updates and admin requests (the kit's upgrade routine).
	'upgrades'   => array(
		array( EntryStore::class, 'migrate' ),
		// The entries' payments and the gateways' events seen (issue 37).
		array( PaymentStore::class, 'migrate' ),
	),
	'everywhere' => array(
		// The form post type and its settings meta; the field blocks' inserter category, and only
		// they in a form's editor.
		array( 'init', array( PostType::class, 'register_post_type' ) ),
		array( 'allowed_block_types_all', array( PostType::class, 'allowed_blocks' ), 10, 2 ),
		array( 'block_categories_all', array( PostType::class, 'block_category' ) ),
		// A form's settings stay hidden from readers of the post type's REST route, wherever a
		// controller prepares a form (bound everywhere: it guards what visitors may read).
		array( 'rest_prepare_vista_form', array( PostType::class, 'hide_settings_from_readers' ), 10, 2 ),
		// The field blocks render through FormRenderer (they are registered on every request).
		array( 'block_type_metadata_settings', array( FormRenderer::class, 'field_block_settings' ), 10, 2, 'if' => static fn ( $settings, $metadata ) => str_starts_with( (string) ( $metadata['name'] ?? '' ), 'vista-forms/field-' ) ),
		// A form shown again after its post (sent, or refused with the visitor's values).
		array( 'vista_forms_render_state', array( SubmissionPage::class, 'render_state' ), 10, 2 ),
	),
	'front'      => array(
		// A form sent without JavaScript (a plain POST), and the page it comes back to (only
		// whether to look: SubmissionPage checks the nonce).
		array(
			'template_redirect',
			array( SubmissionPage::class, 'handle' ),
			5,
			1,
			'if' => static fn () => isset( $_GET['vista_form_sent'] ) || ( isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) ),
		),
		// An entry's PDF (?page=evf-entries-pdf, with its key or for administrators; PdfEntry checks).
		array( 'template_redirect', array( PdfEntry::class, 'serve' ), 1, 1, 'if' => static fn () => isset( $_GET['page'] ) ),
	),
	'admin'      => array(
		// The suite's getting started screen (one for every Vista plugin active), its one-time
		// opening after a single activation (WordPress then shows plugins.php?activate=true), and
		// this plugin's card on it.
		array( 'admin_menu', array( GettingStarted::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( GettingStarted::class, 'enqueue' ) ),
		array( 'admin_init', array( GettingStarted::class, 'maybe_redirect' ), 10, 1, 'if' => static fn () => isset( $_GET['activate'] ) ),
		array( 'vista_getting_started_cards', array( SampleForm::class, 'card' ) ),
		// "Add to a page" in each row of Forms → All Forms.
		array( 'post_row_actions', array( SampleForm::class, 'row_action' ), 10, 2 ),
		array( 'admin_enqueue_scripts', array( SampleForm::class, 'enqueue_row_dialog' ) ),
		// Forms → All Forms with no form yet: the next step in WordPress's empty row.
		array( 'load-edit.php', array( Editor\EmptyFormsList::class, 'prepare' ), 10, 1, 'if' => static fn () => isset( $_GET['post_type'] ) && 'vista_form' === $_GET['post_type'] ),
		// The block editor's script for the field blocks (before the kit registers the blocks
		// that name it), and what it knows of the form being edited.
		array( 'init', array( PostType::class, 'register_editor_script' ), 5 ),
		array( 'enqueue_block_editor_assets', array( PostType::class, 'editor_context' ) ),
		// Forms → Entries and Forms → Settings (after the post type's menu), and an entry's file.
		array( 'admin_menu', array( EntriesPage::class, 'add_page' ) ),
		array( 'admin_enqueue_scripts', array( EntriesPage::class, 'enqueue' ) ),
		array( 'admin_menu', array( SettingsPage::class, 'add_page' ), 11 ),
		array( 'admin_enqueue_scripts', array( SettingsPage::class, 'enqueue' ) ),
		array( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( SettingsPage::class, 'action_links' ) ),
		array( 'admin_post_vista_forms_entry_file', array( EntryFileDownload::class, 'download' ) ),
		// Tools → Export and Erase Personal Data (their admin-ajax calls), the files in the export's
		// archive, and the suggested text of Settings → Privacy → Policy Guide.
		array( 'wp_privacy_personal_data_exporters', array( EntriesPersonalData::class, 'add_exporter' ) ),
		array( 'wp_privacy_personal_data_erasers', array( EntriesPersonalData::class, 'add_eraser' ) ),
		array( 'wp_privacy_personal_data_export_file_created', array( EntryFilesInExport::class, 'add_files' ), 10, 4 ),
		array( 'admin_init', array( PolicyText::class, 'suggest' ) ),
	),
	'rest'       => array(
		// The getting started card's sample and "Add to a page".
		array( 'rest_api_init', array( SampleForm::class, 'register_routes' ) ),
		// The entries screen's routes (and their CSV), the settings screen's.
		array( 'rest_api_init', array( EntriesController::class, 'register_routes' ) ),
		array( 'rest_pre_serve_request', array( EntriesExport::class, 'serve_csv' ), 10, 4 ),
		array( 'rest_api_init', array( SettingsController::class, 'register_routes' ) ),
		// Card payments: a Stripe intent for a visitor's form, Stripe's webhook, "Test the keys".
		array( 'rest_api_init', array( PaymentRoutes::class, 'register_routes' ) ),
		// The form builder's template picker: a form made from a template (issue 34 item 6).
		array( 'rest_api_init', array( TemplateRoutes::class, 'register_routes' ) ),
	),
	'ajax'       => array(
		// Call 5, a form sent with JavaScript, and the form's start time for the spam guard.
		array( 'wp_ajax_everest_forms_ajax_form_submission', array( SubmissionAjax::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_everest_forms_ajax_form_submission', array( SubmissionAjax::class, 'handle' ) ),
		array( 'wp_ajax_vista_forms_timer_start', array( TimedForm::class, 'handle' ) ),
		array( 'wp_ajax_nopriv_vista_forms_timer_start', array( TimedForm::class, 'handle' ) ),
	),
	'shortcodes' => array(
		'vista_form'   => array( Shortcode::class, 'render' ),
		// The original's shortcode shows the form an import made from it (issue 33).
		'everest_form' => array( EverestFormShortcode::class, 'render' ),
	),
	// Tools → Import: Everest Forms' forms and entries (issue 33).
	'importers'  => array(
		EverestFormsImporter::class,
	),
);
