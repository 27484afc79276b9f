<?php
/**
 * For `npm run bench` (tools/bench/forms-pdf.mjs): stores entries as large as a submission may be
 * (Submission::MAX_POST_BYTES), all one word, the worst case of the PDF's wrap, and prints the
 * submitter's PDF address of each as JSON.
 * Usage: php forms-pdf.php <wordpress dir> <how many>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php forms-pdf.php <wordpress dir> <how many>\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\PdfEntry;
use Vista\Forms\Submit\Submission;

$vista_form = wp_insert_post(
	array(
		'post_type'    => FormDefinition::POST_TYPE,
		'post_status'  => 'publish',
		'post_title'   => 'Bench PDF form',
		'post_content' => '<!-- wp:vista-forms/field-textarea {"fieldId":"message","label":"Message"} /-->',
	)
);
$vista_urls  = array();
$vista_count = max( 1, (int) ( $argv[2] ?? 5 ) );
for ( $vista_i = 0; $vista_i < $vista_count; $vista_i++ ) {
	$vista_entry  = EntryStore::create( (int) $vista_form, array( 'message' => str_repeat( 'W', Submission::MAX_POST_BYTES - 1024 ) ), array() );
	$vista_urls[] = PdfEntry::url( (int) $vista_form, $vista_entry );
}
echo wp_json_encode( array( 'urls' => $vista_urls ) );
