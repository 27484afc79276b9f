<?php
/**
 * Removes everything Vista Consent stored, when the owner deletes the plugin.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/ConsentLog.php';

delete_option( 'vista_consent_version' );
\Vista\Consent\ConsentLog::drop();
delete_option( 'vista_consent_settings' );
