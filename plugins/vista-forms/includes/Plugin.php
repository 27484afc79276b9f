<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Editor\PostType;
use Vista\Forms\View\FormRenderer;
use Vista\Forms\View\Shortcode;
use Vista\Forms\Submit\SubmissionAjax;
use Vista\Forms\Submit\TimedForm;
use Vista\Forms\Submit\SubmissionPage;
use Vista\Forms\Entries\EntryFileDownload;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Entries\EntriesController;
use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Settings\SettingsPage;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-forms';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( EntryStore::class, 'migrate' ) ) );
		// Building and rendering forms (PostType, FormRenderer, Shortcode):
		PostType::register();
		FormRenderer::register();
		Shortcode::register();
		// Submission and entries:
		SubmissionAjax::register();
		TimedForm::register();
		SubmissionPage::register();
		EntryFileDownload::register();
		PdfEntry::register();
		EntriesController::register();
		EntriesPage::register();
		SettingsPage::register();
	}

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}
}
