<?php
/**
 * The lean hit path's durable spool: one file per PHP worker in a folder of this server, one line
 * per answered hit, appended under an exclusive lock BEFORE the hit is answered, so a worker killed
 * at any point loses nothing it answered (issue 18 goal 1). SpoolImporter moves the lines into the
 * hits table in batches.
 *
 * The folder is outside the web root where the host allows (next to WordPress's folder), else a
 * dot-folder in wp-content that the web server refuses (an .htaccess for Apache; the nginx
 * reference refuses dot-folders), and its files are `.spool` files, never PHP: a browser string is
 * data, and no request can run it (issue 31 item 10; version 4 wrote `.php` files with a guard line
 * into wp-content/vista-stats-spool, which still import). A flusher claims a worker's file by renaming it to a batch name (atomic: two flushers never
 * claim the same lines), then takes the batch's lock, which waits for a worker still appending to
 * it; a worker that took the lock of a renamed file sees that its path is gone and appends anew.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * The spool folder of this server.
 */
final class HitSpool {

	/** A flush is due when the last one is this old (seconds)... */
	public const FLUSH_AFTER_SECONDS = 1;

	/** ...or when a worker's file holds this many bytes (about a thousand hits). */
	public const FLUSH_AFTER_BYTES = 262144;

	/** First line of the PHP spool files of version 4 and before, skipped when they import. */
	public const GUARD = "<?php exit; ?>\n";

	/** A spool file's extension: never one a web server runs. */
	public const EXTENSION = '.spool';

	/** The spool's folder name, a dot-folder (web servers refuse dot-folders). */
	public const FOLDER = '.vista-stats-spool';

	/** The folder of version 4 and before, in wp-content, whose files still import. */
	public const LEGACY_FOLDER = 'vista-stats-spool';

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
	 * @param string      $folder This server's spool folder.
	 * @param string|null $legacy The folder of version 4 and before, whose files still import.
	 */
	public function __construct( private readonly string $folder, private readonly ?string $legacy = null ) {}

	/** The hits table's columns, in the order the import inserts them. */
	public const COLUMNS = array( 'created_at', 'day', 'visitor_hash', 'source_type', 'source_id', 'uri', 'referrer_host', 'browser', 'os', 'device' );

	/**
	 * The fields of a spool line: the columns up to referrer_host, then the browser string, which
	 * the import classifies (browser, os, device), so a hit does no pattern matching for them, and
	 * the address's key, which the import counts against the address's hourly quota.
	 */
	public const FIELDS = array( 'created_at', 'day', 'visitor_hash', 'source_type', 'source_id', 'uri', 'referrer_host', 'user_agent', 'network_hash' );

	/** The fields of a line of version 4 and before: no address key (such lines count no quota). */
	public const LEGACY_FIELDS = 8;

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
	 * This server's spool folder: VISTA_STATS_SPOOL_DIR when wp-config.php defines it; else a
	 * folder named after the host under .vista-stats-spool next to WordPress's folder, outside the
	 * web root, where that folder exists or can be made; else under wp-content/.vista-stats-spool.
	 * Servers that share wp-content still keep a spool each.
	 *
	 * @param string $content wp-content folder.
	 * @param string $root    WordPress's folder (ABSPATH without its slash).
	 */
	public static function for_site( string $content, string $root ): self {
		$host   = substr( (string) preg_replace( '/[^a-z0-9.-]+/', '-', strtolower( (string) gethostname() ) ), 0, 40 );
		$host   = '' === $host ? 'server' : $host;
		$legacy = $content . '/' . self::LEGACY_FOLDER . '/' . $host;
		if ( defined( 'VISTA_STATS_SPOOL_DIR' ) && is_string( VISTA_STATS_SPOOL_DIR ) && '' !== VISTA_STATS_SPOOL_DIR ) {
			return new self( rtrim( VISTA_STATS_SPOOL_DIR, '/' ), $legacy );
		}
		$outside = dirname( $root ) . '/' . self::FOLDER;
		$base    = is_dir( $outside ) || is_writable( dirname( $root ) ) ? $outside : $content . '/' . self::FOLDER;
		return new self( $base . '/' . $host, $legacy );
	}

	/**
	 * This server's spool, from WordPress.
	 */
	public static function for_wordpress(): self {
		return self::for_site( WP_CONTENT_DIR, rtrim( ABSPATH, '/' ) );
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
		$path = $this->folder . '/' . getmypid() . self::EXTENSION;
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$handle = @fopen( $path, 'ab' ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a missing folder is created below.
			if ( false === $handle ) {
				if ( 0 === $attempt && $this->create_folder() ) {
					continue;
				}
				return false;
			}
			flock( $handle, LOCK_EX );
			// The stat cache only: the realpath cache names folders, which a rename leaves as they
			// are, and clearing it made the next lookups walk the whole path again (issue 36 goal 4).
			clearstatcache();
			$current = @fileinode( $path ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- gone when a flusher claimed it.
			$opened  = fstat( $handle );
			if ( false === $current || false === $opened || $current !== $opened['ino'] ) {
				// A flusher renamed the file between our open and our lock: append to a new one.
				fclose( $handle );
				continue;
			}
			$data    = $line . "\n";
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
		// A site upgraded from version 4 may have lines only in the old folder: this one is made.
		if ( ! is_dir( $this->folder ) && ! ( null !== $this->legacy && is_dir( $this->legacy ) && $this->create_folder() ) ) {
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
			$this->protect();
			return $flush();
		} finally {
			fclose( $handle );
		}
	}

	/**
	 * Claims every worker's file as a batch of its own (under the flush lock), and returns all
	 * batches waiting: the ones just claimed and any a killed flusher left behind, here and in the
	 * folder of version 4 and before (its `.php` files are claimed where they are).
	 *
	 * @return string[] Paths of batch files.
	 */
	public function claim(): array {
		$batches = array();
		foreach ( array_unique( array_filter( array( $this->folder, $this->legacy ) ) ) as $folder ) {
			if ( ! is_dir( $folder ) ) {
				continue;
			}
			foreach ( array( self::EXTENSION, '.php' ) as $extension ) {
				foreach ( (array) glob( $folder . '/[0-9]*' . $extension ) as $path ) {
					$batch = sprintf( '%s/batch-%s-%s-%s%s', $folder, basename( (string) $path, $extension ), str_replace( '.', '', uniqid( '', true ) ), bin2hex( random_bytes( 4 ) ), $extension );
					@rename( (string) $path, $batch ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a file claimed by another flusher is gone; that is fine.
				}
				array_push( $batches, ...(array) glob( $folder . '/batch-*' . $extension ) );
			}
		}
		return array_map( 'strval', $batches );
	}

	/**
	 * The unique name of a batch, which the import ledger keeps: host folder and file.
	 *
	 * @param string $batch Path of a batch file.
	 */
	public function batch_id( string $batch ): string {
		return substr( basename( $this->folder ) . '/' . preg_replace( '/\.(spool|php)$/', '', basename( $batch ) ), 0, 100 );
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
	 * Creates the folder, refused to visitors (see protect()).
	 */
	private function create_folder(): bool {
		if ( ! is_dir( $this->folder ) && ! @mkdir( $this->folder, 0770, true ) && ! is_dir( $this->folder ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors -- an unwritable folder falls back to direct writes.
			return false;
		}
		$this->protect();
		return true;
	}

	/**
	 * Refuses the folder to visitors, in case it lies in the web root: an .htaccess that denies every
	 * request (Apache), an empty index.php so it lists nothing. Checked on each flush as well, so a
	 * folder made by hand is covered too.
	 */
	private function protect(): void {
		foreach ( array( $this->folder, dirname( $this->folder ) ) as $folder ) {
			if ( ! is_file( $folder . '/.htaccess' ) ) {
				@file_put_contents( $folder . '/.htaccess', "Require all denied\n" ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- the files are not PHP, so nothing runs without it either.
			}
			if ( ! is_file( $folder . '/index.php' ) ) {
				@file_put_contents( $folder . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- as above.
			}
		}
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
