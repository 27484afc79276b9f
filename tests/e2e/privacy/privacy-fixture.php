<?php
/**
 * The privacy end-to-end test's helpers (tests/e2e/privacy/personal-data.spec.ts): a subscriber
 * whose address the test exports and erases, and the contents of a downloaded export archive.
 *
 * Usage: php privacy-fixture.php <wordpress dir> person
 *        php privacy-fixture.php <wordpress dir> unzip <archive>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php privacy-fixture.php <wordpress dir> person|unzip [archive]\n" );
	exit( 1 );
}

if ( 'unzip' === ( $argv[2] ?? '' ) ) {
	// The archive's file names, and its HTML report (the report an administrator downloads).
	$vista_zip = new ZipArchive();
	if ( true !== $vista_zip->open( (string) ( $argv[3] ?? '' ) ) ) {
		fwrite( STDERR, "Not an archive\n" );
		exit( 1 );
	}
	$vista_names = array();
	for ( $vista_i = 0; $vista_i < $vista_zip->numFiles; $vista_i++ ) {
		$vista_names[] = (string) $vista_zip->getNameIndex( $vista_i );
	}
	$vista_uploads = array_values( preg_grep( '#^vista-forms/#', $vista_names ) );
	// WordPress is not loaded here: plain JSON.
	echo json_encode(
		array(
			'names'   => $vista_names,
			'html'    => (string) $vista_zip->getFromName( 'index.html' ),
			'uploads' => array_combine( $vista_uploads, array_map( static fn ( $name ) => (string) $vista_zip->getFromName( $name ), $vista_uploads ) ),
		),
		JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE
	);
	exit( 0 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

// A subscriber of this run, who signs in to consent, comment and order.
$vista_login = 'privacy_' . strtolower( wp_generate_password( 8, false ) );
$vista_pass  = wp_generate_password( 20, false );
$vista_user  = wp_insert_user(
	array(
		'user_login'   => $vista_login,
		'user_pass'    => $vista_pass,
		'user_email'   => $vista_login . '@example.org',
		'display_name' => 'Ada Privacy',
		'role'         => 'subscriber',
	)
);
if ( is_wp_error( $vista_user ) ) {
	fwrite( STDERR, $vista_user->get_error_message() . "\n" );
	exit( 1 );
}
// The consent tests before this one chose from this machine's address within the hour, and the
// log's hourly limits (20 choices a browser, 40 an address) would refuse this person's choice:
// their rows move two hours back, which keeps them in the log and out of the limits' window.
global $wpdb;
$vista_log = \Vista\Consent\ConsentLog::table();
$wpdb->query( $wpdb->prepare( "UPDATE {$vista_log} SET created_at = %s WHERE created_at >= %s", gmdate( 'Y-m-d H:i:s', time() - 2 * HOUR_IN_SECONDS ), gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ) ); // SQL: own table name.
echo wp_json_encode(
	array(
		'login'    => $vista_login,
		'password' => $vista_pass,
		'email'    => $vista_login . '@example.org',
	)
);

