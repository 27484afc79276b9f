<?php
/**
 * Removes everything Vista Stats stored, when the owner deletes the plugin.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Storage/Schema.php';
require_once __DIR__ . '/includes/Storage/Rollup.php';
require_once __DIR__ . '/includes/Storage/HitSpool.php';

\Vista\Stats\Storage\Schema::drop();
wp_clear_scheduled_hook( \Vista\Stats\Storage\Rollup::CRON_HOOK );
wp_clear_scheduled_hook( 'vista_stats_flush_spool' );
// This server's spool: its hits would go nowhere now that the tables are gone.
$vista_stats_spool = \Vista\Stats\Storage\HitSpool::for_wordpress()->folder();
foreach ( array( $vista_stats_spool, WP_CONTENT_DIR . '/' . \Vista\Stats\Storage\HitSpool::LEGACY_FOLDER . '/' . basename( $vista_stats_spool ) ) as $vista_stats_folder ) {
	foreach ( (array) glob( $vista_stats_folder . '/{,.}*', GLOB_BRACE ) as $vista_stats_file ) {
		if ( is_file( (string) $vista_stats_file ) ) {
			wp_delete_file( (string) $vista_stats_file );
		}
	}
}
delete_option( \Vista\Stats\Storage\Rollup::ROLLED_OPTION );
global $wpdb;
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( \Vista\Stats\Storage\Rollup::CLAIM_PREFIX ) . '%' ) );
delete_option( 'vista_stats_version' );
delete_option( 'vista_stats_settings' );
