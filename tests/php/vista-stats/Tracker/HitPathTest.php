<?php
/**
 * The hit path on the real database, through every store: the lean endpoint's spool (flushed into
 * the table), its direct PDO store and the admin-ajax route's $wpdb store, on SQLite and on MariaDB.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\HitStore;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Storage\SpooledStore;
use Vista\Stats\Storage\SpoolImporter;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * HitRecorder with each store.
 */
final class HitPathTest extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Schema::migrate();
		foreach ( array( 'hits', 'online' ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $table ) ); // SQL: own table name.
		}
		delete_option( Settings::OPTION );
		$this->empty_spool();
	}

	protected function tearDown(): void {
		$this->empty_spool();
		parent::tearDown();
	}

	private function empty_spool(): void {
		foreach ( (array) glob( HitSpool::for_wordpress()->folder() . '/*' ) as $file ) {
			unlink( (string) $file );
		}
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function stores(): array {
		return array(
			'lean spooled store' => array( 'spool' ),
			'lean PDO store'     => array( 'lean' ),
			'wpdb store'         => array( 'wpdb' ),
		);
	}

	private function store( string $kind ): HitStore {
		if ( 'wpdb' === $kind ) {
			return new WpdbStore();
		}
		global $table_prefix;
		$store = LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		$this->assertNotNull( $store );
		return 'spool' === $kind ? new SpooledStore( static fn () => $store, HitSpool::for_wordpress() ) : $store;
	}

	/**
	 * The fields a page printed $days_ago days ago sends, as the tracker posts them.
	 *
	 * @param int                   $source_id Page id.
	 * @param array<string, string> $extra     Fields added or replaced.
	 * @param int                   $days_ago  Age of the printed page.
	 * @param string                $path      The address the server printed.
	 * @return array<string, string>
	 */
	private function post( int $source_id = 7, array $extra = array(), int $days_ago = 0, string $path = '/gallery/?tag=sea' ): array {
		$signer = Signer::from_constants();
		$issued = Signer::day_number( time() ) - $days_ago;
		return $extra + array(
			'source_type' => 'page',
			'source_id'   => (string) $source_id,
			'page_path'   => $path,
			'issued'      => (string) $issued,
			'signature'   => $signer->sign( 'page', $source_id, $issued, $path ),
			'page_uri'    => rawurlencode( '/gallery/?tag=sea' ),
			'referred'    => rawurlencode( 'https://www.google.com/search?q=vista' ),
		);
	}

	private function server( array $extra = array() ): array {
		return $extra + array(
			'HTTP_USER_AGENT' => self::BROWSER,
			'REMOTE_ADDR'     => '203.0.113.9',
			'HTTP_HOST'       => 'localhost:8889',
		);
	}

	private function recorder( string $kind ): HitRecorder {
		$store = $this->store( $kind );
		return new HitRecorder( $store, Signer::from_constants(), array_merge( Settings::defaults(), $store->settings() ) );
	}

	/**
	 * @return array<int, array<string, string>>
	 */
	private function hits(): array {
		global $wpdb;
		SpoolImporter::flush_site(); // What the dashboard reads, spooled hits included.
		return $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'hits' ), ARRAY_A ); // SQL: own table name.
	}

	/**
	 * @dataProvider stores
	 */
	public function test_a_hit_is_stored_without_the_ip_address( string $store ): void {
		[ $status, $body ] = $this->recorder( $store )->handle( 'hit', $this->post(), $this->server() );
		$this->assertSame( array( 200, array( 'status' => true ) ), array( $status, $body ) );
		$rows = $this->hits();
		$this->assertCount( 1, $rows );
		$this->assertSame( '/gallery/?tag=sea', $rows[0]['uri'] );
		$this->assertSame( 'google.com', $rows[0]['referrer_host'] );
		$this->assertSame( '7', (string) $rows[0]['source_id'] );
		$this->assertSame( 'Chrome', $rows[0]['browser'] );
		$this->assertSame( 'Windows', $rows[0]['os'] );
		$this->assertSame( 'desktop', $rows[0]['device'] );
		$this->assertSame( 'page', $rows[0]['source_type'] );
		$this->assertSame( gmdate( 'Y-m-d' ), $rows[0]['day'] );
		$this->assertSame( Signer::from_constants()->visitor_hash( gmdate( 'Y-m-d' ), '203.0.113.9', self::BROWSER ), $rows[0]['visitor_hash'] );
		$this->assertStringNotContainsString( '203.0.113.9', implode( '|', $rows[0] ) );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_the_same_visitor_has_the_same_hash_the_same_day_only( string $store ): void {
		$recorder = $this->recorder( $store );
		$recorder->handle( 'hit', $this->post( 7 ), $this->server() );
		$recorder->handle( 'hit', $this->post( 8 ), $this->server() );
		$recorder->handle( 'hit', $this->post( 8 ), $this->server( array( 'REMOTE_ADDR' => '198.51.100.1' ) ) );
		$hashes = array_column( $this->hits(), 'visitor_hash' );
		$this->assertSame( $hashes[0], $hashes[1] );
		$this->assertNotSame( $hashes[0], $hashes[2] );
		$signer = Signer::from_constants();
		$this->assertNotSame(
			$signer->visitor_hash( '2026-01-01', '203.0.113.9', self::BROWSER ),
			$signer->visitor_hash( '2026-01-02', '203.0.113.9', self::BROWSER ),
			'the salt changes every day'
		);
	}

	/**
	 * @dataProvider stores
	 */
	public function test_a_referrer_from_the_site_itself_is_not_a_referrer( string $store ): void {
		$this->recorder( $store )->handle( 'hit', $this->post( 7, array( 'referred' => rawurlencode( 'http://localhost:8889/other/' ) ) ), $this->server() );
		$this->assertSame( '', $this->hits()[0]['referrer_host'] );
	}

	/**
	 * @return array<string, array{array<string, string>, int}>
	 */
	public static function forged(): array {
		return array(
			'forged source_id'        => array( array( 'source_id' => '8' ), 403 ),
			'signature of junk'       => array( array( 'signature' => str_repeat( 'z', 64 ) ), 403 ),
			'no page_uri'             => array( array( 'page_uri' => '' ), 400 ),
			'page_uri not a path'     => array( array( 'page_uri' => rawurlencode( 'javascript:alert(1)' ) ), 400 ),
			'source type with SQL'    => array( array( 'source_type' => "page' OR 1=1 --" ), 400 ),
			'source id not a number'  => array( array( 'source_id' => '7; DROP TABLE wp_users' ), 400 ),
			'page_uri not UTF-8'      => array( array( 'page_uri' => '%FF%FE' ), 400 ),
			'page_uri far too long'   => array( array( 'page_uri' => str_repeat( 'a', 5000 ) ), 400 ),
			'another printed address' => array( array( 'page_path' => '/renamed/' ), 403 ),
			'another day'             => array( array( 'issued' => (string) ( Signer::day_number( time() ) - 1 ) ), 403 ),
			'no day'                  => array( array( 'issued' => '' ), 400 ),
			'printed address a host'  => array( array( 'page_path' => '//evil.example/' ), 400 ),
		);
	}

	/**
	 * @dataProvider forged
	 *
	 * @param array<string, string> $override Field replaced.
	 * @param int                   $status   Expected HTTP status.
	 */
	public function test_forged_and_malformed_hits_are_refused_and_nothing_stored( array $override, int $status ): void {
		foreach ( array( 'spool', 'lean', 'wpdb' ) as $store ) {
			[ $code, $body ] = $this->recorder( $store )->handle( 'hit', array_merge( $this->post(), $override ), $this->server() );
			$this->assertSame( $status, $code, $store );
			$this->assertFalse( $body['status'] );
		}
		$this->assertSame( array(), $this->hits() );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_hostile_text_is_stored_inert( string $store ): void {
		$uri = "/search/?q=<script>alert(1)</script>&x=' OR '1'='1";
		$this->recorder( $store )->handle(
			'hit',
			$this->post( 0, array( 'page_uri' => rawurlencode( '/search/' ) ), 0, $uri ),
			$this->server( array( 'HTTP_USER_AGENT' => self::BROWSER . " '); DROP TABLE wp_posts; --" ) )
		);
		$this->assertSame( $uri, $this->hits()[0]['uri'] );
		global $wpdb;
		$this->assertNotNull( $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ) ); // SQL: core table name.
	}

	/**
	 * @dataProvider stores
	 */
	public function test_bots_and_excluded_addresses_are_not_counted( string $store ): void {
		update_option( Settings::OPTION, array( 'excludedIps' => array( '10.0.0.0/8', '2001:db8::/32' ) ) );
		$recorder = $this->recorder( $store );
		$post     = $this->post( 7 );
		$this->assertFalse( $recorder->handle( 'hit', $post, $this->server( array( 'HTTP_USER_AGENT' => 'Googlebot/2.1 (+http://www.google.com/bot.html)' ) ) )[1]['status'] );
		$this->assertFalse( $recorder->handle( 'hit', $post, $this->server( array( 'REMOTE_ADDR' => '10.1.2.3' ) ) )[1]['status'] );
		$this->assertFalse( $recorder->handle( 'hit', $post, $this->server( array( 'REMOTE_ADDR' => '2001:db8::1' ) ) )[1]['status'] );
		$this->assertTrue( $recorder->handle( 'hit', $post, $this->server( array( 'REMOTE_ADDR' => '11.1.2.3' ) ) )[1]['status'] );
		$this->assertCount( 1, $this->hits() );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_online_pings_keep_one_row_per_visitor( string $store ): void {
		$recorder = $this->recorder( $store );
		$recorder->handle( 'online', $this->post( 7 ), $this->server() );
		$recorder->handle( 'online', $this->post( 8 ), $this->server() );
		$recorder->handle( 'online', $this->post( 8 ), $this->server( array( 'REMOTE_ADDR' => '198.51.100.1' ) ) );
		global $wpdb;
		$rows = $wpdb->get_results( 'SELECT source_id FROM ' . Schema::table( 'online' ) . ' ORDER BY source_id', ARRAY_A ); // SQL: own table name.
		$this->assertSame( array( '8', '8' ), array_map( 'strval', array_column( $rows, 'source_id' ) ) );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_anonymous_hits_count_views_but_identify_no_one( string $store ): void {
		update_option( Settings::OPTION, array( 'anonymousTracking' => true ) );
		$this->recorder( $store )->handle( 'hit', $this->post( 7, array( 'anonymous' => '1' ) ), $this->server() );
		$this->assertSame( '', $this->hits()[0]['visitor_hash'] );
	}

	public function test_lean_store_reads_db_host_forms(): void {
		$this->assertSame( array( 'db.example', 3307, null ), LeanStore::mysql_host( 'db.example:3307' ) );
		$this->assertSame( array( 'localhost', null, '/run/mysqld.sock' ), LeanStore::mysql_host( 'localhost:/run/mysqld.sock' ) );
		$this->assertSame( array( 'localhost', null, '/tmp/m.sock' ), LeanStore::mysql_host( ':/tmp/m.sock' ) );
		$this->assertSame( array( '127.0.0.1', null, null ), LeanStore::mysql_host( '127.0.0.1' ) );
	}
}
