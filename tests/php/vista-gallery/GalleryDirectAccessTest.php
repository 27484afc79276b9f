<?php
/**
 * Requesting a file of the plugin's includes/ directly (issue 13 item 7, path disclosure): each
 * file exits before it declares or prints anything, so no fatal error shows the server's path.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use Vista\Tests\VistaTestCase;

/**
 * Every class file of vista-gallery, loaded outside WordPress as a web server would run it.
 */
final class GalleryDirectAccessTest extends VistaTestCase {

	public function test_every_include_exits_silently_when_requested_directly(): void {
		$includes = dirname( __DIR__, 3 ) . '/plugins/vista-gallery/includes';
		$files    = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $includes ) ) as $file ) {
			if ( $file->isFile() && str_ends_with( $file->getFilename(), '.php' ) ) {
				$files[] = $file->getPathname();
			}
		}
		$this->assertGreaterThan( 50, count( $files ), 'the plugin has its class files' );
		foreach ( $files as $file ) {
			// A fresh PHP without WordPress: ABSPATH is undefined, as for a direct request.
			$output = array();
			// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- a test runs a fixed PHP binary on the plugin's own files.
			exec( escapeshellarg( PHP_BINARY ) . ' -d display_errors=stdout -f ' . escapeshellarg( $file ) . ' 2>&1', $output, $status );
			$shown = implode( "\n", $output );
			$this->assertSame( '', $shown, basename( $file ) . ' prints nothing when requested directly' );
			$this->assertStringNotContainsString( $includes, $shown );
			$this->assertSame( 0, $status, basename( $file ) . ' exits cleanly' );
		}
	}
}
