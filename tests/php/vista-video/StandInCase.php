<?php
/**
 * Base of the tests that talk to the YouTube stand-in on loopback (stand-in/router.php): starts it
 * once per class, points the plugin at it through the filters only tests set, and counts the
 * requests that reached it.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Tests\VistaTestCase;

/**
 * Runs the stand-in.
 */
abstract class StandInCase extends VistaTestCase {

	/** A port of this worktree's range for loopback stand-ins. */
	protected const PORT = 8713;

	/** @var resource|null */
	private static $server = null;

	protected static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$log = (string) tempnam( sys_get_temp_dir(), 'vista-standin' );
		$command   = array( PHP_BINARY, '-S', '127.0.0.1:' . self::PORT, __DIR__ . '/stand-in/router.php' );
		$env       = array( 'VISTA_STANDIN_LOG' => self::$log ) + getenv();
		$streams   = array( array( 'pipe', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions -- the stand-in runs in its own PHP, arguments as a list.
		$server       = proc_open( $command, $streams, $pipes, null, $env );
		self::$server = is_resource( $server ) ? $server : null;
		// Wait until it listens (not a timing assertion: it only bounds the wait).
		for ( $try = 0; $try < 100; $try++ ) {
			$socket = @fsockopen( '127.0.0.1', self::PORT ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- refused, with a warning, until the server is up.
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 100000 );
		}
		self::fail( 'The YouTube stand-in did not start.' );
	}

	public static function tearDownAfterClass(): void {
		if ( self::$server ) {
			proc_terminate( self::$server );
			proc_close( self::$server );
		}
		wp_delete_file( self::$log );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		file_put_contents( self::$log, '' );
		add_filter( 'vista_video_youtube_api_base', array( $this, 'api_base' ) );
		add_filter( 'vista_video_youtube_feed_base', array( $this, 'feed_base' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'vista_video_youtube_api_base', array( $this, 'api_base' ) );
		remove_filter( 'vista_video_youtube_feed_base', array( $this, 'feed_base' ) );
		delete_option( 'vista_video_api_key' );
		global $wpdb;
		// SQL: core's options table, fixed patterns of our own transients.
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_%vista\\_video\\_%' OR option_name LIKE '\\_transient\\_timeout\\_%vista\\_video\\_%'" );
		wp_cache_flush();
		parent::tearDown();
	}

	public function api_base(): string {
		return 'http://127.0.0.1:' . self::PORT . '/youtube/v3';
	}

	public function feed_base(): string {
		return 'http://127.0.0.1:' . self::PORT . '/feeds/videos.xml';
	}

	/**
	 * The requests that reached the stand-in since the test began.
	 *
	 * @return string[]
	 */
	protected function requests(): array {
		return array_values( array_filter( explode( "\n", (string) file_get_contents( self::$log ) ) ) );
	}
}
