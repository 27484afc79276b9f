<?php // expect: Vista.Files.StrictTypes.Missing
/**
 * Fixture for Vista.Files.StrictTypes (never loaded): no declaration.
 *
 * @package Vista\Tests
 */

echo 'no strict types';
