<?php
/**
 * Base of the suite's WordPress tests.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Each test starts logged out and leaves no user behind.
 */
abstract class VistaTestCase extends TestCase {

	public const PLUGINS = array( 'vista-gallery', 'vista-video', 'vista-speed', 'vista-consent', 'vista-stats', 'vista-forms' );

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * The plugins as a data provider.
	 *
	 * @return array<string, array{string}>
	 */
	public static function plugins(): array {
		return array_combine( self::PLUGINS, array_map( static fn ( $slug ) => array( $slug ), self::PLUGINS ) );
	}
}
