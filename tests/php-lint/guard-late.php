<?php
/**
 * Fixture for Vista.Files.DirectAccessGuard (never loaded): the guard comes too late, after a
 * statement that may already fail when the file is requested directly.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lint;

require_once __DIR__ . '/missing.php'; // expect: Vista.Files.DirectAccessGuard.Missing

defined( 'ABSPATH' ) || exit;
