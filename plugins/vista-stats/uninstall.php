<?php
/**
 * Removes everything Vista Stats stored, when the owner deletes the plugin.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Schema.php';
require_once __DIR__ . '/includes/Rollup.php';

\Vista\Stats\Schema::drop();
wp_clear_scheduled_hook( \Vista\Stats\Rollup::CRON_HOOK );
delete_option( \Vista\Stats\Rollup::ROLLED_OPTION );
global $wpdb;
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( \Vista\Stats\Rollup::CLAIM_PREFIX ) . '%' ) );
delete_option( 'vista_stats_version' );
delete_option( 'vista_stats_settings' );
