<?php
/**
 * Removes everything Vista Forms stored, when the owner deletes the plugin.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_forms_version' );
delete_option( 'vista_forms_settings' );
