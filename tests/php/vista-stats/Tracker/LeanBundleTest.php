<?php
/**
 * The lean hit path's bundle (issue 18 goal 1) is what LeanBundle builds from the class files, so
 * a change to a class the hit path uses cannot ship without the bundle; with
 * VISTA_WRITE_LEAN_BUNDLE=1 this test writes the bundle instead (as `npm run generate` does).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\LeanBundle;
use Vista\Tests\VistaTestCase;

/**
 * The shipped bundle matches its sources.
 */
final class LeanBundleTest extends VistaTestCase {

	private const PLUGIN = __DIR__ . '/../../../../plugins/vista-stats';

	public function test_the_shipped_bundle_is_built_from_the_current_classes(): void {
		$built = LeanBundle::source( self::PLUGIN );
		$file  = self::PLUGIN . '/' . LeanBundle::FILE;
		if ( '1' === getenv( 'VISTA_WRITE_LEAN_BUNDLE' ) ) {
			file_put_contents( $file, $built );
		}
		$this->assertFileExists( $file );
		$this->assertSame( $built, file_get_contents( $file ), 'lean/classes.php is out of date: run `npm run generate`.' );
		foreach ( LeanBundle::CLASSES as $class ) {
			$this->assertStringContainsString( ' ' . basename( $class ) . ' ', $built, $class );
		}
	}

	public function test_the_bundle_declares_every_class_the_hit_path_uses_in_a_fresh_php(): void {
		// A PHP process of its own, as a web server's worker: the bundle alone declares them all.
		$script = <<<'PHP'
			define( 'ABSPATH', '/' );
			require $argv[1];
			foreach ( array( 'Storage\\HitStore', 'Tracker\\Signer', 'Storage\\HitSpool', 'Storage\\SpooledStore', 'Tracker\\PageAddress', 'Tracker\\UserAgent', 'Tracker\\PageView', 'Tracker\\HitRecorder' ) as $name ) {
				echo class_exists( 'Vista\\Stats\\' . $name, false ) || interface_exists( 'Vista\\Stats\\' . $name, false ) ? 'y' : 'n';
			}
			PHP;
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a separate PHP process.
		$this->assertSame( 'yyyyyyyy', (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) . ' ' . escapeshellarg( self::PLUGIN . '/' . LeanBundle::FILE ) ) );
	}

	public function test_the_bundle_names_php_functions_and_constants_fully_qualified_and_nothing_else(): void {
		$code = <<<'PHP'
			function own( array $row ): int {
				$this->count( strlen( $x ) ) + self::count() + Other::strlen() + new ArrayObject();
				$f = fopen( $p, 'ab' ); flock( $f, LOCK_EX ); $y = PHP_URL_HOST === Foo::BAR;
				return json_encode( $row, flags: JSON_UNESCAPED_SLASHES ) ? AUTH_KEY : WP_CONTENT_DIR;
			}
			PHP;
		$this->assertSame(
			<<<'PHP'
			function own( array $row ): int {
				$this->count( \strlen( $x ) ) + self::count() + Other::strlen() + new ArrayObject();
				$f = \fopen( $p, 'ab' ); \flock( $f, \LOCK_EX ); $y = \PHP_URL_HOST === Foo::BAR;
				return \json_encode( $row, flags: \JSON_UNESCAPED_SLASHES ) ? AUTH_KEY : \WP_CONTENT_DIR;
			}
			PHP,
			LeanBundle::qualified( $code ),
			'a constant before the ":" of a ternary keeps its name: it cannot be told from a named argument'
		);
	}
}
