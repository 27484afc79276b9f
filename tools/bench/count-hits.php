<?php
/**
 * Prints how many rows the hits table of a site holds (for `npm run bench`: sent equals stored).
 * Usage: php count-hits.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST'] = 'localhost';
define( 'SHORTINIT', true );
require $argv[1] . '/wp-load.php';
global $wpdb;
echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vista_stats_hits" ), "\n"; // SQL: own table name.
