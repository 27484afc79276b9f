<?php
/**
 * Fixture for Vista.Files.StrictTypes (never loaded): strict types switched off.
 *
 * @package Vista\Tests
 */

declare( strict_types=0 ); // expect: Vista.Files.StrictTypes.Disabled
