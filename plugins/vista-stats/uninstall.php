<?php
/**
 * Removes everything Vista Stats stored, when the owner deletes the plugin.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_stats_version' );
delete_option( 'vista_stats_settings' );
