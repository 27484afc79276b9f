<?php
/**
 * Starts and stops the PageSpeed Insights stand-in (psi-standin/router.php) on a free loopback
 * port, for the tests that point an engine at it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

/**
 * The stand-in's process.
 */
final class PsiStandIn {

	/**
	 * The running server.
	 *
	 * @var resource|null
	 */
	private static $process = null;

	private static int $port = 0;

	private static string $log = '';

	/**
	 * Starts the stand-in once; returns its base address.
	 */
	public static function start(): string {
		if ( null === self::$process ) {
			// A port the system says is free now.
			$probe      = stream_socket_server( 'tcp://127.0.0.1:0' );
			$name       = stream_socket_get_name( $probe, false );
			self::$port = (int) substr( (string) $name, strrpos( (string) $name, ':' ) + 1 );
			fclose( $probe );
			self::$log = (string) tempnam( sys_get_temp_dir(), 'vista-psi-' );
			$command   = array( PHP_BINARY, '-S', '127.0.0.1:' . self::$port, __DIR__ . '/psi-standin/router.php' );
			$env       = array( 'VISTA_STANDIN_LOG' => self::$log ) + getenv();
			$null      = array( 'file', '/dev/null', 'w' );
			// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: starts the loopback stand-in, the command as an array (no shell).
			self::$process = proc_open( $command, array( 0 => array( 'pipe', 'r' ), 1 => $null, 2 => $null ), $pipes, __DIR__, $env );
			for ( $i = 0; $i < 100; $i++ ) {
				$socket = @fsockopen( '127.0.0.1', self::$port, $errno, $errstr, 0.1 ); // phpcs:ignore Generic.PHP.NoSilencedErrors.Forbidden -- refused until the server listens; polled.
				if ( $socket ) {
					fclose( $socket );
					break;
				}
				usleep( 100000 );
			}
			register_shutdown_function( array( self::class, 'stop' ) );
		}
		return 'http://127.0.0.1:' . self::$port;
	}

	/**
	 * Google's runPagespeed path on the stand-in.
	 */
	public static function endpoint(): string {
		return self::start() . '/pagespeedonline/v5/runPagespeed';
	}

	/**
	 * The requests it received since the last call, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function take_requests(): array {
		$lines = is_file( self::$log ) ? file( self::$log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) : array();
		file_put_contents( self::$log, '' );
		return array_map( static fn ( $line ) => json_decode( $line, true ), $lines ?: array() );
	}

	/**
	 * Stops the stand-in.
	 */
	public static function stop(): void {
		if ( null !== self::$process ) {
			proc_terminate( self::$process );
			proc_close( self::$process );
			self::$process = null;
		}
		if ( '' !== self::$log && is_file( self::$log ) ) {
			unlink( self::$log );
		}
	}
}
