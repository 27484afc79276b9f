<?php
/**
 * Turns an installed single site into a multisite network of subdirectory sites, as Tools → Network
 * Setup does (its tables and the network's options), before site.sh writes the network's constants
 * into wp-config.php. Usage: php network.php <wordpress dir> <host:port>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

// Network Setup's own switch: network.php's functions refuse to run without it.
define( 'WP_INSTALLING_NETWORK', true );
$_SERVER['HTTP_HOST']   = $argv[2];
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';

if ( is_multisite() || $GLOBALS['wpdb']->get_var( "SHOW TABLES LIKE '{$GLOBALS['wpdb']->base_prefix}site'" ) ) {
	echo "vista:       the network is already set up\n";
	exit( 0 );
}
// The network's own tables have no names on a single site yet; Network Setup names them so too.
foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $vista_table => $vista_prefixed_table ) {
	$GLOBALS['wpdb']->$vista_table = $vista_prefixed_table;
}
install_network();
$vista_result = populate_network( 1, $argv[2], 'admin@example.com', 'Local Network', '/', false );
if ( is_wp_error( $vista_result ) ) {
	fwrite( STDERR, 'vista: network setup failed: ' . $vista_result->get_error_message() . "\n" );
	exit( 1 );
}
echo "vista:       multisite network with subdirectory sites set up\n";
