<?php
/**
 * The lean hit path's spool (issue 18 goal 1) on the real database, SQLite and MariaDB: real PHP
 * worker processes answer hits through the plugin's lean/hit.php and are killed with SIGKILL at
 * chosen points (the test-only VISTA_STATS_TEST_KILL_AT hook); after a flush, every answered hit is
 * a row, none twice. Also: a batch imported twice counts once, concurrent flushers import each line
 * once, two servers' spools share one database, and saved exclusions reach the next spooled hit.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Storage\SpooledStore;
use Vista\Stats\Storage\SpoolImporter;
use Vista\Tests\VistaTestCase;

/**
 * Answered equals stored, whatever dies when.
 */
final class HitSpoolTest extends VistaTestCase {

	private const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

	private HitSpool $spool;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Schema::migrate();
		foreach ( array( 'hits', 'imports' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
		delete_option( Settings::OPTION );
		$this->spool = HitSpool::for_wordpress();
		self::empty_folder( $this->spool->folder() );
		@rmdir( $this->spool->folder() ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- made anew by the first hit, as on a new site.
	}

	protected function tearDown(): void {
		self::empty_folder( $this->spool->folder() );
		self::empty_folder( $this->legacy_folder() );
		delete_option( Settings::OPTION );
		parent::tearDown();
	}

	private static function empty_folder( string $folder ): void {
		foreach ( (array) glob( $folder . '/{,.}*', GLOB_BRACE ) as $file ) {
			if ( is_file( (string) $file ) ) {
				unlink( (string) $file );
			}
		}
	}

	/**
	 * The spool folder of version 4 and before, in wp-content, made for a test.
	 */
	private function legacy_folder(): string {
		$folder = WP_CONTENT_DIR . '/' . HitSpool::LEGACY_FOLDER . '/' . basename( $this->spool->folder() );
		if ( ! is_dir( $folder ) ) {
			mkdir( $folder, 0775, true );
		}
		return $folder;
	}

	private static function database(): LeanStore {
		global $table_prefix;
		$database = LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		self::assertNotNull( $database );
		return $database;
	}

	/**
	 * The fields the tracker posts from a page printed today.
	 *
	 * @param int    $source_id Page id.
	 * @param string $path      The page's printed address.
	 * @return array<string, string>
	 */
	private static function fields( int $source_id = 41, string $path = '/gallery/sea/' ): array {
		$issued = Signer::day_number( time() );
		return array(
			'source_type' => 'page',
			'source_id'   => (string) $source_id,
			'page_path'   => $path,
			'issued'      => (string) $issued,
			'signature'   => Signer::from_constants()->sign( 'page', $source_id, $issued, $path ),
			'page_uri'    => base64_encode( $path ),
			'referred'    => base64_encode( 'https://duckduckgo.com/?q=sea' ),
		);
	}

	/**
	 * Starts a worker process answering one hit.
	 *
	 * @param string                $kill_at Point of the hit path where it is killed, or 'none'.
	 * @param array<string, string> $fields  Posted fields.
	 * @param string                $ip      Remote address.
	 * @return array{0: resource, 1: resource} The process and its standard output.
	 */
	private static function start_worker( string $kill_at = 'none', ?array $fields = null, string $ip = '203.0.113.9' ): array {
		$command = array( PHP_BINARY, '-d', 'display_errors=stderr', dirname( __DIR__ ) . '/lean-worker/worker.php', untrailingslashit( ABSPATH ), (string) wp_json_encode( $fields ?? self::fields() ), $kill_at, $ip );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a real PHP worker, the command as an array (no shell).
		$process = proc_open( $command, array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes );
		self::assertIsResource( $process );
		return array( $process, $pipes[1] );
	}

	/**
	 * Waits for a worker and tells how it ended.
	 *
	 * @param array{0: resource, 1: resource} $worker From start_worker().
	 * @return array{answered: bool, killed: bool}
	 */
	private static function finish_worker( array $worker ): array {
		[ $process, $output ] = $worker;
		$answer               = (string) stream_get_contents( $output );
		fclose( $output );
		$status = proc_get_status( $process );
		while ( $status['running'] ) {
			usleep( 10000 ); // Its output has ended; the process is exiting.
			$status = proc_get_status( $process );
		}
		proc_close( $process );
		return array(
			'answered' => '{"status":true}' === $answer,
			'killed'   => $status['signaled'] && 9 === $status['termsig'],
		);
	}

	/**
	 * One worker, run to its end.
	 *
	 * @param string $kill_at Kill point or 'none'.
	 * @return array{answered: bool, killed: bool}
	 */
	private static function run_worker( string $kill_at = 'none' ): array {
		return self::finish_worker( self::start_worker( $kill_at ) );
	}

	/**
	 * Makes the next hit flush the spool after answering (the last flush long ago), or not (the
	 * last flush in the future).
	 *
	 * @param bool $due Whether a flush is due.
	 */
	private function flush_due( bool $due ): void {
		if ( ! is_dir( $this->spool->folder() ) ) {
			mkdir( $this->spool->folder(), 0775, true );
		}
		touch( $this->spool->folder() . '/flushed-at', $due ? time() - 60 : time() + 3600 );
	}

	/**
	 * @return array<int, array<string, string>>
	 */
	private static function rows(): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'hits' ) . ' ORDER BY id', ARRAY_A ); // SQL: own table name.
	}

	public function test_a_spooled_hit_is_stored_with_the_detail_the_dashboard_shows(): void {
		$this->flush_due( false );
		$this->assertSame( array( 'answered' => true, 'killed' => false ), self::run_worker() );
		$this->assertSame( array(), self::rows(), 'the hit waits in the spool until a flush' );
		$this->assertSame( 1, SpoolImporter::flush_site() );

		$rows = self::rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'page', '41', '/gallery/sea/', 'duckduckgo.com', 'Safari', 'iOS', 'mobile', gmdate( 'Y-m-d' ) ), array( $rows[0]['source_type'], (string) $rows[0]['source_id'], $rows[0]['uri'], $rows[0]['referrer_host'], $rows[0]['browser'], $rows[0]['os'], $rows[0]['device'], $rows[0]['day'] ) );
		$this->assertSame( Signer::from_constants()->visitor_hash( gmdate( 'Y-m-d' ), '203.0.113.9', self::IPHONE ), $rows[0]['visitor_hash'] );
		$this->assertSame( array(), glob( $this->spool->folder() . '/*[0-9]*' . HitSpool::EXTENSION ), 'imported batches are deleted' );
	}

	public function test_no_answered_hit_is_lost_when_workers_die_at_any_point(): void {
		$this->flush_due( false );
		$answered = 0;
		foreach ( array( 'none', 'none', 'accepted', 'spooled' ) as $kill_at ) {
			$end = self::run_worker( $kill_at );
			$this->assertSame( 'none' !== $kill_at, $end['killed'], $kill_at );
			$this->assertSame( 'none' === $kill_at, $end['answered'], $kill_at );
			$answered += (int) $end['answered'];
		}
		// This worker answers, then dies in its flush after claiming the spool as a batch.
		$this->flush_due( true );
		$end = self::run_worker( 'claimed' );
		$this->assertSame( array( 'answered' => true, 'killed' => true ), $end );
		++$answered;
		$this->assertSame( array(), self::rows(), 'nothing was imported' );
		$this->assertCount( 4, glob( $this->spool->folder() . '/batch-*' . HitSpool::EXTENSION ), 'the claimed batches (one per worker file) stay for the next flush' );

		// This one answers, imports the first batch, and dies before deleting it.
		$this->flush_due( true );
		$end = self::run_worker( 'imported' );
		$this->assertSame( array( 'answered' => true, 'killed' => true ), $end );
		++$answered;

		SpoolImporter::flush_site();
		// The worker killed after spooling but before answering counted its hit, as one killed after
		// a database commit would; the one killed before spooling did not.
		$this->assertCount( $answered + 1, self::rows() );
		$this->assertSame( array(), glob( $this->spool->folder() . '/batch-*' . HitSpool::EXTENSION ) );
		$this->assertSame( 0, SpoolImporter::flush_site(), 'a second flush finds nothing' );
	}

	public function test_a_batch_imported_twice_counts_once(): void {
		$database = self::database();
		$row      = self::spool_row( '/twice/' );
		$this->assertSame( 2, $database->import_hits( 'host/batch-1', HitSpool::COLUMNS, array( $row, $row ) ) );
		$this->assertSame( 0, $database->import_hits( 'host/batch-1', HitSpool::COLUMNS, array( $row, $row ) ) );
		$this->assertSame( 1, $database->import_hits( 'host/batch-2', HitSpool::COLUMNS, array( $row ) ) );
		$this->assertCount( 3, self::rows() );
	}

	public function test_concurrent_workers_and_flushers_store_each_answered_hit_once(): void {
		$this->flush_due( true );
		$workers = array();
		for ( $i = 0; $i < 16; $i++ ) {
			$workers[] = self::start_worker( 'none', self::fields( 100 + $i, '/page-' . $i . '/' ) );
			if ( 0 === $i % 4 ) {
				$this->flush_due( true ); // Several of them flush, in parallel with the others' appends.
			}
		}
		$answered = array_sum( array_map( static fn ( array $worker ): int => (int) self::finish_worker( $worker )['answered'], $workers ) );
		$this->assertSame( 16, $answered );
		SpoolImporter::flush_site();
		$rows = self::rows();
		$this->assertCount( 16, $rows );
		$this->assertSame( range( 100, 115 ), self::sorted_ids( $rows ) );
	}

	public function test_servers_sharing_the_database_keep_and_flush_a_spool_each(): void {
		$database = self::database();
		$servers  = array( new HitSpool( $this->spool->folder() . '-a' ), new HitSpool( $this->spool->folder() . '-b' ) );
		foreach ( $servers as $index => $spool ) {
			self::empty_folder( $spool->folder() );
			$recorder = new HitRecorder( new SpooledStore( static fn () => $database, $spool ), Signer::from_constants() );
			for ( $i = 0; $i <= $index; $i++ ) {
				$this->assertSame( 200, $recorder->handle( 'hit', self::fields( 7 + $index ), array( 'HTTP_USER_AGENT' => self::IPHONE, 'REMOTE_ADDR' => '198.51.100.' . $i ) )[0] );
			}
		}
		$this->assertSame( array( 1, 2 ), array_map( static fn ( HitSpool $spool ): int => SpoolImporter::flush( $spool, $database, true ), $servers ) );
		$this->assertSame( array( 7, 8, 8 ), self::sorted_ids( self::rows() ) );
		foreach ( $servers as $spool ) {
			self::empty_folder( $spool->folder() );
			rmdir( $spool->folder() );
		}
	}

	public function test_an_exclusion_saved_here_applies_to_the_next_spooled_hit(): void {
		$this->flush_due( false );
		$this->assertTrue( self::finish_worker( self::start_worker( 'none', null, '10.1.2.3' ) )['answered'] );
		$this->assertNotNull( $this->spool->settings( time() ), 'hits keep a copy of the settings' );
		update_option( Settings::OPTION, array( 'excludedIps' => array( '10.0.0.0/8' ) ) );
		$this->assertFalse( self::finish_worker( self::start_worker( 'none', null, '10.1.2.3' ) )['answered'] );
		$this->assertTrue( self::finish_worker( self::start_worker( 'none', null, '11.1.2.3' ) )['answered'] );
		SpoolImporter::flush_site();
		$this->assertCount( 2, self::rows() );
	}

	public function test_spool_files_are_data_files_in_a_refused_folder(): void {
		self::run_worker(); // The first hit of a new spool makes its folder and does not flush.
		$this->assertCount( 1, glob( $this->spool->folder() . '/[0-9]*' . HitSpool::EXTENSION ) );
		$this->assertSame( array( 'index.php', 'settings-copy.php' ), array_map( 'basename', glob( $this->spool->folder() . '/*.php' ) ), 'no spool file is PHP' );
		$this->assertStringStartsWith( '.', basename( dirname( $this->spool->folder() ) ), 'a dot-folder, which web servers refuse' );
		$this->assertSame( "Require all denied\n", file_get_contents( $this->spool->folder() . '/.htaccess' ) );
	}

	public function test_a_spool_line_holds_the_browser_string_and_never_the_address(): void {
		$this->flush_due( false );
		$this->assertTrue( self::run_worker()['answered'] );
		$files = glob( $this->spool->folder() . '/[0-9]*' . HitSpool::EXTENSION );
		$this->assertCount( 1, $files );
		$text = (string) file_get_contents( $files[0] );
		$this->assertStringContainsString( 'iPhone OS 17_4', $text, 'the import classifies the browser string' );
		$this->assertStringNotContainsString( '203.0.113.9', $text, 'the address is hashed before the line is written' );
		SpoolImporter::flush_site();
		$row = self::rows()[0];
		$this->assertSame( array( 'Safari', 'iOS', 'mobile' ), array( $row['browser'], $row['os'], $row['device'] ) );
		$this->assertStringNotContainsString( 'iPhone', implode( '|', $row ), 'no browser string in the table' );
	}

	public function test_lines_spooled_by_the_previous_version_still_import(): void {
		$this->flush_due( false );
		$old = array( gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d' ), str_repeat( 'b', 64 ), 'post', 5, '/old/', 'example.org', 'Firefox', 'Linux', 'desktop' );
		file_put_contents( $this->legacy_folder() . '/4242.php', HitSpool::GUARD . wp_json_encode( $old ) . "\n" );
		$this->assertSame( 1, SpoolImporter::flush_site() );
		$row = self::rows()[0];
		$this->assertSame( array( 'post', '5', '/old/', 'example.org', 'Firefox', 'Linux', 'desktop' ), array( $row['source_type'], (string) $row['source_id'], $row['uri'], $row['referrer_host'], $row['browser'], $row['os'], $row['device'] ) );
	}

	public function test_a_hit_is_one_tab_separated_line_and_a_browser_string_with_a_tab_still_imports_whole(): void {
		$this->flush_due( false );
		$this->assertTrue( self::run_worker()['answered'] );
		$files = glob( $this->spool->folder() . '/[0-9]*' . HitSpool::EXTENSION );
		$lines = explode( "\n", trim( (string) file_get_contents( $files[0] ) ) );
		$this->assertCount( 1, $lines );
		$this->assertCount( count( HitSpool::FIELDS ), explode( "\t", $lines[0] ), 'one field per column, split without a JSON decode' );

		// A browser string may hold a tab (HTTP allows one in a header): that line is JSON instead.
		$row  = array_combine( HitSpool::FIELDS, array( gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d' ), str_repeat( 'c', 64 ), 'page', 12, '/tab/', '', "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)\tVersion/17.4 Mobile/15E148 Safari/604.1", str_repeat( 'e', 64 ) ) );
		$line = (string) HitSpool::encode_row( $row );
		$this->assertStringStartsWith( '[', $line );
		file_put_contents( $this->spool->folder() . '/4343' . HitSpool::EXTENSION, $line . "\n" );
		// And a line of version 3, spooled before an upgrade, is JSON with the browser string.
		$version_3 = array( gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d' ), str_repeat( 'd', 64 ), 'post', 13, '/v3/', 'example.org', 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0' );
		file_put_contents( $this->legacy_folder() . '/4344.php', HitSpool::GUARD . wp_json_encode( $version_3 ) . "\n" );

		$this->assertSame( 3, SpoolImporter::flush_site() );
		$stored = array();
		foreach ( self::rows() as $stored_row ) {
			$stored[ $stored_row['uri'] ] = array( (int) $stored_row['source_id'], $stored_row['browser'], $stored_row['os'], $stored_row['device'] );
		}
		$this->assertSame( array( 41, 'Safari', 'iOS', 'mobile' ), $stored['/gallery/sea/'] );
		$this->assertSame( array( 12, 'Safari', 'iOS', 'mobile' ), $stored['/tab/'] );
		$this->assertSame( array( 13, 'Firefox', 'Linux', 'desktop' ), $stored['/v3/'] );
	}

	public function test_on_the_day_a_site_upgrades_a_spooled_visitor_keeps_the_hash_of_that_morning(): void {
		// Right after the files change, hits still find the copy of the settings version 3 wrote.
		$this->flush_due( false );
		$this->spool->store_settings( Settings::defaults() );
		$this->assertTrue( self::run_worker()['answered'] );
		SpoolImporter::flush_site();
		$version_3 = \Vista\Stats\Kit\VisitorHash::of( hash( 'sha256', AUTH_KEY . '|' . AUTH_SALT . '|vista-stats', true ), gmdate( 'Y-m-d' ), '203.0.113.9', self::IPHONE );
		$this->assertSame( $version_3, self::rows()[0]['visitor_hash'], 'a copy of the settings without the day: hashed as version 3 did' );
		self::empty_folder( $this->spool->folder() );
		$GLOBALS['wpdb']->query( 'DELETE FROM ' . Schema::table( 'hits' ) ); // SQL: own table name.

		update_option( Signer::FAST_SINCE_OPTION, gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ) );
		$this->spool->forget_settings(); // As after an upgrade: the next hit reads the options.
		$this->flush_due( true );
		$this->assertTrue( self::run_worker()['answered'] );
		SpoolImporter::flush_site();
		delete_option( Signer::FAST_SINCE_OPTION );
		$this->spool->forget_settings();
		$this->assertSame( $version_3, self::rows()[0]['visitor_hash'], 'the lean path hashes as version 3 did, until tomorrow' );

		$this->flush_due( true );
		$this->assertTrue( self::run_worker()['answered'] );
		SpoolImporter::flush_site();
		$this->assertSame( Signer::from_constants()->visitor_hash( gmdate( 'Y-m-d' ), '203.0.113.9', self::IPHONE ), self::rows()[1]['visitor_hash'], 'a site that never hashed otherwise uses BLAKE2b at once' );
		$this->assertNotSame( self::rows()[0]['visitor_hash'], self::rows()[1]['visitor_hash'] );
	}

	public function test_one_transaction_imports_new_batches_and_skips_imported_ones(): void {
		$database = self::database();
		$this->assertSame( 1, $database->import_hits( 'host/batch-a', HitSpool::COLUMNS, array( self::spool_row( '/a/' ) ) ) );
		$rows = array(
			'host/batch-a' => array( self::spool_row( '/a/' ) ),
			'host/batch-b' => array( self::spool_row( '/b/' ), self::spool_row( '/b/' ) ),
		);
		$this->assertSame( 2, $database->import_batches( $rows, HitSpool::COLUMNS ) );
		$this->assertSame( 0, $database->import_batches( $rows, HitSpool::COLUMNS ) );
		$this->assertSame( array( '/a/', '/b/', '/b/' ), array_column( self::rows(), 'uri' ) );
	}

	public function test_a_large_import_stores_every_row_with_its_own_values(): void {
		// 2,170 rows: whole statements of each database's size, reused, and a shorter last one.
		$rows = array();
		for ( $i = 0; $i < 2170; $i++ ) {
			$rows[] = self::spool_row( '/page-' . $i . '/' );
		}
		$this->assertSame( 2170, self::database()->import_hits( 'host/batch-large', HitSpool::COLUMNS, $rows ) );
		$uris = array_column( self::rows(), 'uri' );
		sort( $uris );
		$expected = array_column( $rows, 5 );
		sort( $expected );
		$this->assertSame( $expected, $uris );
	}

	public function test_a_hit_that_finds_a_flush_running_opens_no_database_connection(): void {
		$this->flush_due( true );
		$connected = false;
		$imported  = $this->spool->with_flush_lock(
			true,
			fn (): int => SpoolImporter::flush(
				$this->spool,
				static function () use ( &$connected ): LeanStore {
					$connected = true;
					return self::database();
				},
				false
			)
		);
		$this->assertSame( 0, $imported );
		$this->assertFalse( $connected, 'A hit that cannot take the flush lock must not connect to the database.' );
		SpoolImporter::flush(
			$this->spool,
			static function () use ( &$connected ): LeanStore {
				$connected = true;
				return self::database();
			},
			false
		);
		$this->assertTrue( $connected, 'With the lock free, the same call connects and flushes.' );
	}

	public function test_the_settings_copy_prints_nothing_and_is_rewritten_only_when_the_settings_change(): void {
		$this->flush_due( true );
		$this->assertTrue( self::run_worker()['answered'] );
		$copy = $this->spool->folder() . '/settings-copy.php';
		$this->assertFileExists( $copy, 'the flush after the hit renewed the copy' );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: runs the copy as a web server would.
		$this->assertSame( '', (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $copy ) ) );
		$this->assertSame( array(), ( include $copy )['excludedIps'], 'no exclusion yet' );
		touch( $copy, time() - 100 );
		clearstatcache();
		SpoolImporter::flush_site();
		clearstatcache();
		$this->assertSame( time() - 100, filemtime( $copy ), 'unchanged settings leave the copy (and its cached opcodes) alone' );
		update_option( Settings::OPTION, array( 'excludedIps' => array( '10.0.0.0/8' ) ) );
		$this->assertFileDoesNotExist( $copy, 'saving the settings here drops the copy' );
		SpoolImporter::flush_site();
		$this->assertSame( array( '10.0.0.0/8' ), ( include $copy )['excludedIps'] );
	}

	/**
	 * A spool line's values.
	 *
	 * @param string $uri Page address.
	 * @return array<int, string|int>
	 */
	public static function spool_row( string $uri ): array {
		return array( gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d' ), str_repeat( 'a', 64 ), 'page', 9, $uri, '', 'Firefox', 'Linux', 'desktop' );
	}

	/**
	 * @param array<int, array<string, string>> $rows Hits rows.
	 * @return int[] Their page ids, sorted.
	 */
	private static function sorted_ids( array $rows ): array {
		$ids = array_map( 'intval', wp_list_pluck( $rows, 'source_id' ) );
		sort( $ids );
		return $ids;
	}
}
