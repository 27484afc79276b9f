<?php
/**
 * Removes everything Vista Forms stored, on every site, when the owner deletes the plugin: the
 * forms (its own post type) and their entries, the files visitors sent and the entries' PDFs,
 * the settings. What stays is listed in readme.txt.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';

\Vista\Forms\Kit\Uninstall::everything(
	array(
		'prefixes'   => array( 'vista_forms_', 'vista_form_' ),
		'meta'       => array( '_vista_form' ),
		'post_types' => array( 'vista_form' ),
		// The files sent with entries and the cache of the entries' PDFs.
		'folders'    => array( 'vista-forms' ),
	)
);
