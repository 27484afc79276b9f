<?php
/**
 * A gateway's stand-in on loopback for the payments tests: one of tests/e2e/fixtures/*-stand-in.php
 * under `php -S` on a free port, with a state file of its own (VISTA_STRIPE_STATE and
 * VISTA_STAND_IN_STATE name it).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms\Payments;

/**
 * Starts and stops one stand-in.
 */
final class StandInServer {

	/** @var resource|null The server process. */
	private $process = null;

	public readonly string $base;

	private string $state;

	/**
	 * Starts a stand-in and waits until it listens.
	 *
	 * @param string $script File name under tests/e2e/fixtures.
	 */
	public function __construct( string $script ) {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$this->state = (string) tempnam( sys_get_temp_dir(), 'vista-stand-in' );
		$this->base  = "http://127.0.0.1:{$port}";
		// phpcs:ignore Generic.PHP.ForbiddenFunctions -- the stand-in runs in its own PHP, arguments as a list.
		$this->process = proc_open(
			array( PHP_BINARY, '-S', "127.0.0.1:{$port}", dirname( __DIR__, 3 ) . '/e2e/fixtures/' . $script ),
			array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ),
			$pipes,
			null,
			array(
				'VISTA_STRIPE_STATE'   => $this->state,
				'VISTA_STAND_IN_STATE' => $this->state,
			)
		);
		// Wait until it listens (a loaded machine may take a moment; no time budget asserted).
		for ( $i = 0; $i < 200; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- refused, with a warning, until the server is up.
			if ( $probe ) {
				fclose( $probe );
				break;
			}
			usleep( 50000 );
		}
	}

	/**
	 * Stops the stand-in and forgets its state.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		if ( is_file( $this->state ) ) {
			unlink( $this->state );
		}
	}
}
