<?php
/**
 * Fixture for Vista.Files.DirectAccessGuard (never loaded): a file without a namespace (a block's
 * render.php) guards right after declare; no finding expected.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

echo 'rendered';
