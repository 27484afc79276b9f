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
wp_clear_scheduled_hook( 'vista_stats_flush_spool' );
delete_option( \Vista\Stats\Rollup::ROLLED_OPTION );
delete_option( 'vista_stats_version' );
delete_option( 'vista_stats_settings' );
