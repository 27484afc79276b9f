<?php
/**
 * Removes everything Vista Forms stored, when the owner deletes the plugin.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Submit/Upload.php';
require_once __DIR__ . '/includes/Entries/PdfCache.php';
require_once __DIR__ . '/includes/Entries/EntryStore.php';

\Vista\Forms\Entries\EntryStore::drop();
\Vista\Forms\Submit\Upload::remove_all();

delete_option( 'vista_forms_version' );
delete_option( 'vista_forms_settings' );
