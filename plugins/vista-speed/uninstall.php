<?php
/**
 * Removes everything Vista Speed stored, when the owner deletes the plugin.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;
$wpdb->query( 'DROP TABLE IF EXISTS ' . $wpdb->prefix . 'vista_speed_results' ); // SQL: own table name, no input.
delete_option( 'vista_speed_version' );
delete_option( 'vista_speed_settings' );
delete_option( 'vista_speed_db_version' );
// Image optimisation's job; the copies stay beside the images (Settings → Page speed → Undo
// removes them before the plugin is deleted), and so does their record.
foreach ( array( 'vista_speed_bulk', 'vista_speed_bulk_progress', 'vista_speed_bulk_lock', 'vista_speed_optimised_at' ) as $vista_speed_option ) {
	delete_option( $vista_speed_option );
}
wp_clear_scheduled_hook( 'vista_speed_bulk_batch' );
