<?php
/**
 * Drives the throw-away site of scratch-site.php from a test: each step is a request of its own,
 * as on a real site, and answers with one line of JSON.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Lifecycle;

/**
 * One scratch site (or network), one plugin.
 */
final class ScratchSite {

	private string $state;

	/**
	 * A scratch site.
	 *
	 * @param string $slug    The plugin it installs.
	 * @param bool   $network Whether it is a network of sites (subdirectories).
	 */
	public function __construct( private readonly string $slug, private readonly bool $network = false ) {
		$this->state = (string) tempnam( sys_get_temp_dir(), 'vista-scratch' );
	}

	/**
	 * Runs one step and returns its answer.
	 *
	 * @param string $step     The step (see scratch-site.php).
	 * @param string $argument Its argument.
	 * @return array<string, mixed>
	 */
	public function run( string $step, string $argument = '' ): array {
		$command = array( PHP_BINARY, '-d', 'memory_limit=512M', __DIR__ . '/scratch-site.php', (string) getenv( 'VISTA_WP_DIR' ), $step, $this->slug, $this->state, $argument );
		$env     = getenv() + array(
			'VISTA_SCRATCH_PREFIX'    => $this->network ? 'vtnet_' : 'vtone_',
			'VISTA_SCRATCH_MULTISITE' => $this->network ? '1' : '0',
		);
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- each step is a request of its own, in its own PHP, arguments as a list.
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env );
		$out     = (string) stream_get_contents( $pipes[1] );
		$err     = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$lines  = array_filter( explode( "\n", trim( $out ) ) );
		$answer = json_decode( (string) end( $lines ), true );
		if ( ! is_array( $answer ) ) {
			throw new \RuntimeException( "The scratch site's step {$step} failed:\n{$out}\n{$err}" );
		}
		return $answer;
	}

	/**
	 * Throws the site away.
	 */
	public function drop(): void {
		$this->run( 'drop' );
		@unlink( $this->state ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a temporary file of the test's, maybe gone already.
	}
}
