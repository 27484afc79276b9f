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
 * The plugin's name for its text domain and build folder, and its activation. What it hooks into
 * is in hooks.php, which the kit binds as the plugin loads (includes/Kit/start.php).
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-forms';

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}
}
