<?php
/**
 * Removes everything Vista Consent stored, when the owner deletes the plugin.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vista_consent_version' );
delete_option( 'vista_consent_settings' );
