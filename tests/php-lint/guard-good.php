<?php
/**
 * Fixture for Vista.Files.DirectAccessGuard (never loaded): the guard right after the namespace
 * line; no finding expected.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lint;

defined( 'ABSPATH' ) || exit;

final class GuardGood {}
