<?php
/**
 * Prints how many rows the hits table of a site holds (for `npm run bench`: sent equals stored),
 * after flushing the site's hit spool as every read of the statistics does.
 * Usage: php count-hits.php <wordpress dir>
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$_SERVER['HTTP_HOST'] = 'localhost';
require $argv[1] . '/wp-load.php';
if ( class_exists( \Vista\Stats\Storage\SpoolImporter::class ) ) {
	\Vista\Stats\Storage\SpoolImporter::flush_site();
}
global $wpdb;
echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vista_stats_hits" ), "\n"; // SQL: own table name.
