<?php
/**
 * The entries end-to-end test's form (tests/e2e/forms/entries.spec.ts): creates a published form
 * of field blocks and prints what a visitor's page would carry for call 5 (both nonces and the
 * signed start time), the entries screen's address, and, for an entry, its PDF address.
 *
 * Usage: php entries-fixture.php <wordpress dir> form
 *        php entries-fixture.php <wordpress dir> pdf <form id> <entry id>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php entries-fixture.php <wordpress dir> form|pdf [form id] [entry id]\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Entries\EntriesPage;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Submit\SpamGuard;
use Vista\Forms\Submit\SubmissionAjax;

if ( 'pdf' === ( $argv[2] ?? '' ) ) {
	echo wp_json_encode( array( 'url' => PdfEntry::url( (int) $argv[3], (int) $argv[4] ) ) );
	exit( 0 );
}

$vista_fields  = array(
	array( 'vista-forms/field-text', array( 'fieldId' => 'name', 'label' => 'Name', 'required' => true ) ),
	array( 'vista-forms/field-email', array( 'fieldId' => 'email', 'label' => 'Email', 'required' => true ) ),
	array( 'vista-forms/field-textarea', array( 'fieldId' => 'message', 'label' => 'Message' ) ),
	array( 'vista-forms/field-file-upload', array( 'fieldId' => 'attachment', 'label' => 'Attachment', 'extensions' => 'txt,pdf' ) ),
);
$vista_content = '';
foreach ( $vista_fields as list( $vista_block, $vista_attrs ) ) {
	$vista_content .= '<!-- wp:' . $vista_block . ' ' . wp_json_encode( $vista_attrs ) . " /-->\n";
}
$vista_form = wp_insert_post(
	array(
		'post_type'    => FormDefinition::POST_TYPE,
		'post_status'  => 'publish',
		'post_title'   => 'Entries e2e ' . wp_generate_password( 6, false ),
		'post_content' => wp_slash( $vista_content ),
	)
);
// Submitters get a PDF of their entry (issue 14: the keyless link with its cookie).
update_post_meta( (int) $vista_form, FormDefinition::SETTINGS_META, array( 'pdf_download' => true ) );

// The nonces a logged-out visitor's page carries.
wp_set_current_user( 0 );
echo wp_json_encode(
	array(
		'formId'     => $vista_form,
		'security'   => wp_create_nonce( SubmissionAjax::ACTION ),
		'formNonce'  => wp_create_nonce( SubmissionAjax::FORM_NONCE_ACTION ),
		// The signed start time of a page shown a minute ago.
		'startToken' => SpamGuard::start_token( (int) $vista_form, (int) ( microtime( true ) * 1000 ) - 60000 ),
		'entriesUrl' => EntriesPage::url( (int) $vista_form ),
	)
);
