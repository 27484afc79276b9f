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
