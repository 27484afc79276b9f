<?php
/**
 * Router for PHP's built-in web server: files that exist are served as they are, everything else
 * goes to WordPress's index.php, which is what Apache's rewrite rules do for pretty permalinks.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$vista_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$vista_file = $_SERVER['DOCUMENT_ROOT'] . $vista_path;

if ( is_file( $vista_file ) || ( is_dir( $vista_file ) && is_file( rtrim( $vista_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['SCRIPT_FILENAME'];
