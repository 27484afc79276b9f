<?php
/**
 * Removes everything Vista Video stored, when the owner deletes the plugin.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_video_version' );
delete_option( 'vista_video_settings' );
