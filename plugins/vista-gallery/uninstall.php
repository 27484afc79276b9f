<?php
/**
 * Removes everything Vista Gallery stored, when the owner deletes the plugin.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_gallery_version' );
delete_option( 'vista_gallery_settings' );

// Visitors' short-lived state (captcha codes, hit throttles, the day's voters): nothing to keep.
global $wpdb;
$vista_gallery_state_table = $wpdb->prefix . 'vista_gallery_visitor_state';
$wpdb->query( "DROP TABLE IF EXISTS {$vista_gallery_state_table}" ); // SQL: our own table name, no input.
delete_option( 'vista_gallery_state_db' );

// The Instagram accounts' tokens and the daily update of Instagram galleries.
delete_option( 'vista_gallery_instagram_accounts' );
wp_clear_scheduled_hook( 'vista_gallery_instagram_daily' );
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'vista\\_gallery\\_instagram\\_run\\_%'" ); // SQL: fixed pattern of our own options, no input.
