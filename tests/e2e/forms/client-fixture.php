<?php
/**
 * For the form script's end-to-end tests: prints the nonce of call 5 as a logged-out visitor's
 * page would carry it (everest_forms_params.evf_ajax_submission).
 *
 * Usage: php client-fixture.php <wordpress dir>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php client-fixture.php <wordpress dir>\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

wp_set_current_user( 0 );
echo wp_json_encode( array( 'security' => wp_create_nonce( Vista\Forms\SubmissionAjax::ACTION ) ) );
