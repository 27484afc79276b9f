<?php
/**
 * Fixture for Vista.Files.DirectAccessGuard (never loaded): only uninstall.php may guard with
 * WP_UNINSTALL_PLUGIN; any other file guards with ABSPATH.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit; // expect: Vista.Files.DirectAccessGuard.Missing
