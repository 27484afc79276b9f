<?php
/**
 * Removes everything Vista Speed stored, when the owner deletes the plugin.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_speed_version' );
delete_option( 'vista_speed_settings' );
