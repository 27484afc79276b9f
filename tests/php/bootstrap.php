<?php
/**
 * Loads the WordPress of a local test site (tools/site/site.sh), with the Vista plugins active, so
 * tests run against the real core and the real database (SQLite or MariaDB, see VISTA_DB).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

$vista_wp_dir = getenv( 'VISTA_WP_DIR' );
if ( ! $vista_wp_dir || ! is_file( $vista_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set VISTA_WP_DIR to a site's WordPress folder; tools/php/phpunit.sh does.\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = 'localhost';

require $vista_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once dirname( __DIR__, 2 ) . '/tools/suite.php';
require_once __DIR__ . '/VistaTestCase.php';
