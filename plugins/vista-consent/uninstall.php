<?php
/**
 * Removes everything Vista Consent stored, on every site, when the owner deletes the plugin: the
 * consent log, the settings and the version. What stays is listed in readme.txt.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/Kit/Uninstall.php';

\Vista\Consent\Kit\Uninstall::everything( array( 'prefixes' => array( 'vista_consent_' ) ) );
