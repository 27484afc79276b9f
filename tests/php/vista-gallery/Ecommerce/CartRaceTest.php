<?php
/**
 * Issue 31 item 13, as an attacker (or a double-clicking visitor) does it: many add-to-cart calls
 * for one cart line at the same moment, each from its own PHP process and database connection,
 * as a web server runs them. Every add answered "added" must be in the line.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\CartStore;
use Vista\Gallery\Ecommerce\EcommerceAjax;

/**
 * Parallel adds to one line.
 */
final class CartRaceTest extends EcommerceTestCase {

	private const WORKERS = 8;
	private const ADDS    = 4;

	/**
	 * Starts a worker and waits until it has loaded WordPress.
	 *
	 * @param array<string, string> $fields Fields of the add-to-cart call.
	 * @param string                $token  Cart token.
	 * @return array{0: resource, 1: resource, 2: resource} Process, its input and its output.
	 */
	private static function start_worker( array $fields, string $token ): array {
		$command = array( PHP_BINARY, '-d', 'display_errors=stderr', dirname( __DIR__ ) . '/workers/cart-add.php', untrailingslashit( ABSPATH ), (string) wp_json_encode( $fields ), $token, (string) self::ADDS );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a real PHP process per request, the command as an array (no shell).
		$process = proc_open( $command, array( 0 => array( 'pipe', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes );
		self::assertIsResource( $process );
		self::assertSame( "ready\n", fgets( $pipes[1] ), 'the worker loaded WordPress' );
		return array( $process, $pipes[0], $pipes[1] );
	}

	public function test_item_13_parallel_adds_to_one_cart_line_keep_every_quantity(): void {
		$token  = self::token();
		$fields = $this->cart_fields( 'manual', array( 'item' => 1, 'count' => 10 ) );
		[ $status ] = EcommerceAjax::add_cart( $fields, $token );
		$this->assertSame( 200, $status, 'the line exists before the race' );

		$workers = array();
		for ( $i = 0; $i < self::WORKERS; $i++ ) {
			$workers[] = self::start_worker( $fields, $token );
		}
		// Release them together: their reads and writes of the line overlap.
		foreach ( $workers as [ , $input ] ) {
			fwrite( $input, "go\n" );
			fclose( $input );
		}
		$added = 0;
		foreach ( $workers as [ $process, , $output ] ) {
			$added += (int) stream_get_contents( $output );
			fclose( $output );
			proc_close( $process );
		}

		$this->assertSame( self::WORKERS * self::ADDS, $added, 'every add was answered "added"' );
		$lines = CartStore::lines( $token );
		$this->assertCount( 1, $lines, 'one line, merged' );
		$this->assertSame( 10 * ( 1 + $added ), $lines[0]['quantity'], 'no add was lost' );
		CartStore::clear( $token );
	}
}
