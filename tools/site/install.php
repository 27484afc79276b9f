<?php
/**
 * Installs WordPress into a fresh site folder with the wp-env conventions (admin / password).
 * Usage: php install.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	echo "vista:       WordPress is already installed\n";
	exit( 0 );
}
$vista_result = wp_install( 'Vista', 'admin', 'admin@example.com', true, '', wp_slash( 'password' ) );
if ( is_wp_error( $vista_result ) || empty( $vista_result['user_id'] ) ) {
	fwrite( STDERR, "vista: WordPress install failed\n" );
	exit( 1 );
}
echo "vista:       WordPress installed (admin / password)\n";
