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
