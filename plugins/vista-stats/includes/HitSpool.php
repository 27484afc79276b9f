<?php
/**
 * The lean hit path's durable spool: one file per PHP worker in a folder of this server, one line
 * per answered hit, appended under an exclusive lock BEFORE the hit is answered, so a worker killed
 * at any point loses nothing it answered (issue 18 goal 1). SpoolImporter moves the lines into the
 * hits table in batches.
 *
 * Files are PHP files that exit at once, so a web server that serves wp-content never shows their
 * lines. A flusher claims a worker's file by renaming it to a batch name (atomic: two flushers never
 * claim the same lines), then takes the batch's lock, which waits for a worker still appending to
 * it; a worker that took the lock of a renamed file sees that its path is gone and appends anew.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

/**
 * The spool folder of this server.
 */
final class HitSpool {

	/** A flush is due when the last one is this old (seconds)... */
	public const FLUSH_AFTER_SECONDS = 1;

	/** ...or when a worker's file holds this many bytes (about a thousand hits). */
	public const FLUSH_AFTER_BYTES = 262144;

	/** First line of every spool file: requested over the web, it ends at once. */
	public const GUARD = "<?php exit; ?>\n";

	private const MARKER = 'flushed-at';

	/** This server's copy of the plugin's settings, renewed by every flush (see settings()). */
	private const SETTINGS = 'settings-copy.php';

	/** Seconds the copy of the settings stands for the option (exclusions apply within this). */
	public const SETTINGS_MAX_AGE = 1;

	/** Bytes in this worker's file after its last append. */
	private int $bytes = 0;

	/** The flush marker's time as this request read it (0: no marker). */
	private int $flushed;

	/**
	 * @param string $folder This server's spool folder.
	 */
	public function __construct( private readonly string $folder ) {}

	/** The hits table's columns, in the order the import inserts them. */
	public const COLUMNS = array( 'created_at', 'day', 'visitor_hash', 'source_type', 'source_id', 'uri', 'referrer_host', 'browser', 'os', 'device' );

	/**
	 * The fields of a spool line: the columns up to referrer_host, then the browser string, which
	 * the import classifies (browser, os, device), so a hit does no pattern matching for them.
	 */
	public const FIELDS = array( 'created_at', 'day', 'visitor_hash', 'source_type', 'source_id', 'uri', 'referrer_host', 'user_agent' );

	/**
	 * A hit as one spool line: its FIELDS joined by tabs, which the import splits at a fraction of a
	 * JSON decode's cost (issue 18 goal 1); a JSON array where a value holds a tab or a line break
	 * (a browser string may), as every line of version 3 and before. Null for a row of other fields.
	 *
	 * @param array<string, string|int> $row A hit as HitRecorder passes it to its store.
	 */
	public static function encode_row( array $row ): ?string {
		if ( array_keys( $row ) !== self::FIELDS ) {
			return null;
		}
		$line = implode( "\t", $row );
		if ( count( self::FIELDS ) - 1 === substr_count( $line, "\t" ) && false === strpbrk( $line, "\n\r" ) ) {
			return $line;
		}
		$line = json_encode( array_values( $row ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ); // No WordPress here.
		return is_string( $line ) ? $line : null;
	}

	/**
	 * This server's spool folder: VISTA_STATS_SPOOL_DIR when wp-config.php defines it, else a
	 * folder named after the host under wp-content/vista-stats-spool, so servers that share
	 * wp-content still keep a spool each.
	 *
	 * @param string $content wp-content folder.
	 */
	public static function for_site( string $content ): self {
		if ( defined( 'VISTA_STATS_SPOOL_DIR' ) && is_string( VISTA_STATS_SPOOL_DIR ) && '' !== VISTA_STATS_SPOOL_DIR ) {
			return new self( rtrim( VISTA_STATS_SPOOL_DIR, '/' ) );
		}
		$host = substr( (string) preg_replace( '/[^a-z0-9.-]+/', '-', strtolower( (string) gethostname() ) ), 0, 40 );
		return new self( $content . '/vista-stats-spool/' . ( '' === $host ? 'server' : $host ) );
	}

	/**
	 * The folder.
	 */
	public function folder(): string {
		return $this->folder;
	}

	/**
	 * Appends one line to this worker's file; false when the folder cannot be written (the caller
	 * then writes the hit to the database itself).
	 *
	 * @param string $line One line, without its line feed.
	 */
	public function append( string $line ): bool {
		$path = $this->folder . '/' . getmypid() . '.php';
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$handle = @fopen( $path, 'ab' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a missing folder is created below.
			if ( false === $handle ) {
				if ( 0 === $attempt && $this->create_folder() ) {
					continue;
				}
				return false;
			}
			flock( $handle, LOCK_EX );
			clearstatcache( true, $path );
			$current = @fileinode( $path ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- gone when a flusher claimed it.
			$opened  = fstat( $handle );
			if ( false === $current || false === $opened || $current !== $opened['ino'] ) {
				// A flusher renamed the file between our open and our lock: append to a new one.
				fclose( $handle );
				continue;
			}
			$data    = ( 0 === $opened['size'] ? self::GUARD : '' ) . $line . "\n";
			$written = fwrite( $handle, $data ); // Unbuffered: in the file when fwrite returns.
			fclose( $handle ); // Releases the lock.
			$this->bytes = $opened['size'] + strlen( $data );
			return strlen( $data ) === $written;
		}
		return false;
	}

	/**
	 * The plugin's settings as this server's copy holds them, or null when there is no copy or the
	 * last flush (which renews it from the option) is more than SETTINGS_MAX_AGE old; the caller
	 * then reads the option and stores a new copy.
	 *
	 * The copy is a PHP file that returns an array, so the opcode cache serves it from memory; it is
	 * rewritten only when the settings change, so it stays cached (issue 18 goal 1). Requested over
	 * the web it prints nothing.
	 *
	 * @param int $now Unix time.
	 * @return array<string, mixed>|null
	 */
	public function settings( int $now ): ?array {
		$flushed = $this->flushed_at();
		if ( null === $flushed || $now - $flushed > self::SETTINGS_MAX_AGE ) {
			return null;
		}
		$settings = @include $this->folder . '/' . self::SETTINGS; // phpcs:ignore Generic.PHP.NoSilencedErrors -- no copy yet reads as none.
		return is_array( $settings ) ? $settings : null;
	}

	/**
	 * Replaces this server's copy of the settings when it differs (written aside, then renamed:
	 * readers never see half a copy), and drops the opcode cache's version of it.
	 *
	 * @param array<string, mixed> $settings The option's value over its defaults.
	 */
	public function store_settings( array $settings ): void {
		$path = $this->folder . '/' . self::SETTINGS;
		if ( ( ! is_dir( $this->folder ) && ! $this->create_folder() ) || ( @include $path ) === $settings ) { // phpcs:ignore Generic.PHP.NoSilencedErrors -- no copy yet.
			return;
		}
		// var_export writes PHP literals (strings quoted and escaped), never code from the values.
		$aside = $this->folder . '/settings-' . getmypid() . '.tmp';
		if ( false !== @file_put_contents( $aside, "<?php\nreturn " . var_export( $settings, true ) . ";\n" ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors, Generic.PHP.ForbiddenFunctions.Found -- without a copy, hits read the option; var_export writes the copy's PHP literals.
			@rename( $aside, $path ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- as above.
			self::drop_cached( $path );
			@unlink( $this->folder . '/settings.php' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the JSON copy of version 2.x, if any.
		}
	}

	/**
	 * Deletes this server's copy of the settings, so the next hit reads the option (WordPress calls
	 * this when the settings are saved here; other servers follow within SETTINGS_MAX_AGE).
	 */
	public function forget_settings(): void {
		$path = $this->folder . '/' . self::SETTINGS;
		@unlink( $path ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- no copy is fine.
		@unlink( $this->folder . '/settings.php' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the JSON copy of version 2.x, if any.
		self::drop_cached( $path );
	}

	/**
	 * Makes the opcode cache read a file again at its next include, whatever its timestamp checks.
	 *
	 * @param string $path File.
	 */
	private static function drop_cached( string $path ): void {
		if ( function_exists( 'opcache_invalidate' ) ) {
			@opcache_invalidate( $path, true ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- where opcache.restrict_api forbids it, it warns; no warning may reach a hit's answer.
		}
	}

	/**
	 * When the last flush started (the marker's time), read once per hit (this object lives for
	 * one); null for none yet.
	 */
	private function flushed_at(): ?int {
		if ( ! isset( $this->flushed ) ) {
			$time          = @filemtime( $this->folder . '/' . self::MARKER ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- no marker yet on a new spool.
			$this->flushed = false === $time ? 0 : $time;
		}
		return 0 === $this->flushed ? null : $this->flushed;
	}

	/**
	 * Whether this request should flush the spool once it has answered: the last flush is a
	 * second old, or this worker's file has grown large. A new spool starts its clock instead.
	 *
	 * @param int $now Unix time.
	 */
	public function due( int $now ): bool {
		if ( $this->bytes >= self::FLUSH_AFTER_BYTES ) {
			return true;
		}
		$flushed = $this->flushed_at();
		if ( null === $flushed ) {
			@touch( $this->folder . '/' . self::MARKER, $now ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- an unwritable folder was reported by append().
			unset( $this->flushed );
			return false;
		}
		return $now - $flushed >= self::FLUSH_AFTER_SECONDS;
	}

	/**
	 * Runs $flush while holding this server's flush lock; without waiting, returns null when
	 * another flush holds it.
	 *
	 * @param bool     $wait  Whether to wait for a running flush (reads do; hits do not).
	 * @param callable $flush The work.
	 * @return mixed|null What $flush returned.
	 */
	public function with_flush_lock( bool $wait, callable $flush ) {
		if ( ! is_dir( $this->folder ) ) {
			return null;
		}
		$handle = @fopen( $this->folder . '/flush.lock', 'c' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- an unwritable folder has nothing to flush.
		if ( false === $handle ) {
			return null;
		}
		try {
			if ( ! flock( $handle, $wait ? LOCK_EX : LOCK_EX | LOCK_NB ) ) {
				return null;
			}
			@touch( $this->folder . '/' . self::MARKER ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- only delays the next flush.
			unset( $this->flushed );
			return $flush();
		} finally {
			fclose( $handle );
		}
	}

	/**
	 * Claims every worker's file as a batch of its own (under the flush lock), and returns all
	 * batches waiting: the ones just claimed and any a killed flusher left behind.
	 *
	 * @return string[] Paths of batch files.
	 */
	public function claim(): array {
		foreach ( (array) glob( $this->folder . '/[0-9]*.php' ) as $path ) {
			$batch = sprintf( '%s/batch-%s-%s-%s.php', $this->folder, basename( (string) $path, '.php' ), str_replace( '.', '', uniqid( '', true ) ), bin2hex( random_bytes( 4 ) ) );
			@rename( (string) $path, $batch ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a file claimed by another flusher is gone; that is fine.
		}
		$batches = glob( $this->folder . '/batch-*.php' );
		return is_array( $batches ) ? $batches : array();
	}

	/**
	 * The unique name of a batch, which the import ledger keeps: host folder and file.
	 *
	 * @param string $batch Path of a batch file.
	 */
	public function batch_id( string $batch ): string {
		return substr( basename( $this->folder ) . '/' . basename( $batch, '.php' ), 0, 100 );
	}

	/**
	 * The lines of a batch, read once every append in progress has finished; a last line without
	 * its line feed (a write cut short, never answered) is left out.
	 *
	 * @param resource $handle Open batch file, locked.
	 * @return string[]
	 */
	public static function lines( $handle ): array {
		$text  = (string) stream_get_contents( $handle, -1, 0 );
		$lines = explode( "\n", $text );
		array_pop( $lines ); // What follows the last line feed: empty, or a cut line.
		return array_values( array_diff( $lines, array( '', rtrim( self::GUARD ) ) ) );
	}

	/**
	 * Creates the folder, with an empty index.php so it lists nothing.
	 */
	private function create_folder(): bool {
		if ( ! is_dir( $this->folder ) && ! @mkdir( $this->folder, 0775, true ) && ! is_dir( $this->folder ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors -- an unwritable wp-content falls back to direct writes.
			return false;
		}
		foreach ( array( $this->folder, dirname( $this->folder ) ) as $folder ) {
			if ( ! is_file( $folder . '/index.php' ) ) {
				@file_put_contents( $folder . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the guard line protects the files anyway.
			}
		}
		return true;
	}

	/**
	 * A test-only hook: tests define VISTA_STATS_TEST_KILL_AT to kill this worker with SIGKILL at
	 * a chosen point of the hit path, as a crash would. Nothing happens on a real site.
	 *
	 * @param string $point accepted, spooled, claimed or imported.
	 */
	public static function test_point( string $point ): void {
		if ( defined( 'VISTA_STATS_TEST_KILL_AT' ) && VISTA_STATS_TEST_KILL_AT === $point && function_exists( 'posix_kill' ) ) {
			posix_kill( getmypid(), 9 );
		}
	}
}
