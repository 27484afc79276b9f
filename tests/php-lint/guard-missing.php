<?php
/**
 * Fixture for Vista.Files.DirectAccessGuard (never loaded): a class file without the guard.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lint;

final class GuardMissing {} // expect: Vista.Files.DirectAccessGuard.Missing
