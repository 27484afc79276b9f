<?php
/**
 * Issue 31, the statistics' items: each test sends the attacking requests of its item (hits, online
 * pings and events from one address that changes its browser string, anonymous pings, crafted
 * browser strings, Do Not Track, a signed-in administrator, a hostile link target) through the
 * endpoints' own code, on SQLite and MariaDB, and checks what an attacker would notice.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitSpool;
use Vista\Stats\Storage\HitStore;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Storage\SpooledStore;
use Vista\Stats\Storage\SpoolImporter;
use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Tracker\Tracker;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * Per-address limits, anonymous pings, the spool, exclusions when a hit arrives, link targets.
 */
final class HardeningRound2Test extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

	private const ATTACKER = '203.0.113.66';

	/** @var array<string, mixed> The request's globals, restored after each test. */
	private array $globals;

	protected function setUp(): void {
		parent::setUp();
		Schema::migrate();
		StatsQueryTest::clear_tables();
		delete_option( Settings::OPTION );
		$this->globals = array(
			'server' => $_SERVER,
			'get'    => $_GET,
			'post'   => $_POST,
		);
		$this->empty_spool();
	}

	protected function tearDown(): void {
		$_SERVER = $this->globals['server'];
		$_GET    = $this->globals['get'];
		$_POST   = $this->globals['post'];
		$this->empty_spool();
		StatsQueryTest::clear_tables();
		delete_option( Settings::OPTION );
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

	private static function lean(): LeanStore {
		global $table_prefix;
		$store = LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		self::assertNotNull( $store );
		return $store;
	}

	private static function store( string $kind ): HitStore {
		if ( 'wpdb' === $kind ) {
			return new WpdbStore();
		}
		$lean = self::lean();
		return 'spool' === $kind ? new SpooledStore( static fn () => $lean, HitSpool::for_wordpress() ) : $lean;
	}

	/**
	 * A recorder that reads the settings from its store, as the endpoints do.
	 *
	 * @param HitStore $store Where rows go.
	 */
	private static function recorder( HitStore $store ): HitRecorder {
		return new HitRecorder( $store, Signer::from_constants() );
	}

	/**
	 * What the tracker posts from page 7, printed today.
	 *
	 * @param array<string, string> $extra Fields added.
	 * @return array<string, string>
	 */
	private static function page( array $extra = array() ): array {
		$issued = Signer::day_number( time() );
		return $extra + array(
			'source_type' => 'page',
			'source_id'   => '7',
			'page_path'   => '/about/',
			'issued'      => (string) $issued,
			'signature'   => Signer::from_constants()->sign( 'page', 7, $issued, '/about/' ),
			'page_uri'    => base64_encode( '/about/' ),
			'referred'    => '',
		);
	}

	/**
	 * @param string $ip         Address.
	 * @param string $user_agent Browser string.
	 * @return array<string, string>
	 */
	private static function client( string $ip = self::ATTACKER, string $user_agent = self::BROWSER ): array {
		return array(
			'HTTP_USER_AGENT' => $user_agent,
			'REMOTE_ADDR'     => $ip,
			'HTTP_HOST'       => 'localhost',
		);
	}

	private static function count_rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::table( $table ) ); // SQL: own table name.
	}

	/**
	 * Runs an admin-ajax handler as a request from a client and returns its JSON answer.
	 *
	 * @param callable              $handler The route's code.
	 * @param array<string, string> $post    Posted fields.
	 * @param array<string, string> $client  The client's server values.
	 * @param array<string, string> $query   The address's query fields.
	 * @return array<string, mixed>
	 */
	private function ajax( callable $handler, array $post, array $client, array $query = array() ): array {
		$_SERVER = array_merge( $this->globals['server'], $client );
		$_POST   = $post;
		$_GET    = $query;
		add_filter( 'wp_doing_ajax', '__return_true' );
		ob_start();
		try {
			$this->expect_wp_die( $handler );
		} finally {
			$answer = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		$decoded = json_decode( $answer, true );
		$this->assertIsArray( $decoded, $answer );
		return $decoded;
	}

	/**
	 * The signed page fields an event's address carries.
	 *
	 * @return array<string, string>
	 */
	private static function event_query(): array {
		$page = self::page();
		unset( $page['page_uri'], $page['referred'] );
		return $page;
	}

	/**
	 * Runs the lean endpoint in a PHP process of its own, as a web server's worker would.
	 *
	 * @param array<string, string> $fields Posted fields.
	 * @param array<string, mixed>  $client Server values and cookies the client sends.
	 * @return array{0: string, 1: string} The answer and what PHP printed on its error output.
	 */
	private static function lean_request( array $fields, array $client ): array {
		$command = array( PHP_BINARY, '-d', 'display_errors=stderr', __DIR__ . '/lean-worker/worker.php', untrailingslashit( ABSPATH ), (string) wp_json_encode( $fields ), 'none', self::ATTACKER, (string) wp_json_encode( $client ) );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: a real PHP worker, the command as an array (no shell).
		$process = proc_open( $command, array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		self::assertIsResource( $process );
		$answer = (string) stream_get_contents( $pipes[1] );
		$errors = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		proc_close( $process );
		return array( $answer, $errors );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_item_7_hits_from_one_address_with_a_new_browser_each_time_are_bounded( string $kind ): void {
		$recorder = self::recorder( self::store( $kind ) );
		$sent     = HitStore::MAX_HITS_PER_NETWORK_HOUR + 25;
		for ( $i = 0; $i < $sent; $i++ ) {
			[ $status ] = $recorder->handle( 'hit', self::page(), self::client( self::ATTACKER, self::BROWSER . ' Rotation/' . $i ) );
			$this->assertSame( 200, $status );
		}
		// An IPv6 client walking its /64 is one address too.
		for ( $i = 0; $i < 25; $i++ ) {
			$recorder->handle( 'hit', self::page(), self::client( '2001:db8:5:7::' . dechex( $i + 1 ), self::BROWSER . ' v6/' . $i ) );
		}
		// Another visitor still counts.
		$recorder->handle( 'hit', self::page(), self::client( '198.51.100.20' ) );
		if ( 'spool' === $kind ) {
			SpoolImporter::flush( HitSpool::for_wordpress(), self::lean(), true );
		}
		$this->assertSame( HitStore::MAX_HITS_PER_NETWORK_HOUR + 25 + 1, self::count_rows( 'hits' ) );
		global $wpdb;
		// Visitors are still told apart by their browser string; only the rows are bounded.
		$this->assertGreaterThan( 100, (int) $wpdb->get_var( 'SELECT COUNT(DISTINCT visitor_hash) FROM ' . Schema::table( 'hits' ) ) ); // SQL: own table name.
		$this->assertStringNotContainsString( self::ATTACKER, (string) wp_json_encode( $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'quota' ) ) ) ); // SQL: own table name.
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function online_stores(): array {
		return array(
			'lean PDO store' => array( 'lean' ),
			'wpdb store'     => array( 'wpdb' ),
		);
	}

	/**
	 * @dataProvider online_stores
	 */
	public function test_item_8_anonymous_online_pings_keep_the_per_address_cap( string $kind ): void {
		$recorder = self::recorder( self::store( $kind ) );
		// Anonymous tracking off (the default): an anonymous ping is refused, whatever its token.
		for ( $i = 0; $i < 20; $i++ ) {
			[ $status, $body ] = $recorder->handle( 'online', self::page( array( 'anonymous' => '1', 'online_token' => bin2hex( random_bytes( 16 ) ) ) ), self::client() );
			$this->assertSame( 403, $status );
			$this->assertFalse( $body['status'] );
		}
		$this->assertSame( 0, StatsQuery::online()['count'] );

		update_option( Settings::OPTION, array( 'anonymousTracking' => true ) );
		$recorder = self::recorder( self::store( $kind ) );
		for ( $i = 0; $i < 200; $i++ ) {
			$recorder->handle( 'online', self::page( array( 'anonymous' => '1', 'online_token' => bin2hex( random_bytes( 16 ) ) ) ), self::client() );
		}
		$this->assertLessThanOrEqual( Signer::ONLINE_SLOTS, StatsQuery::online()['count'] );
		$this->assertGreaterThan( 1, StatsQuery::online()['count'], 'a household behind one address still shows several people' );
		$before = StatsQuery::online()['count'];
		$recorder->handle( 'online', self::page( array( 'anonymous' => '1', 'online_token' => bin2hex( random_bytes( 16 ) ) ) ), self::client( '198.51.100.21' ) );
		$this->assertSame( $before + 1, StatsQuery::online()['count'], 'a reader from another address counts' );
	}

	public function test_item_10_a_crafted_browser_string_never_makes_a_spool_file_reveal_a_path(): void {
		$crafted = 'Mozilla/5.0 <?php } ?> (crafted)';
		[ $answer ] = self::lean_request( self::page(), array( 'server' => array( 'HTTP_USER_AGENT' => $crafted ) ) );
		$this->assertSame( '{"status":true}', $answer );

		// Every PHP file of the spool, wherever this version or the last keeps it, run as a web server
		// would run a requested file: none prints anything, let alone a path.
		$site  = dirname( untrailingslashit( ABSPATH ) );
		$found = array();
		foreach ( array( $site . '/' . HitSpool::FOLDER, WP_CONTENT_DIR . '/' . HitSpool::FOLDER, WP_CONTENT_DIR . '/' . HitSpool::LEGACY_FOLDER ) as $folder ) {
			foreach ( (array) glob( $folder . '/*/*' ) as $file ) {
				$found[] = (string) $file;
				if ( str_ends_with( (string) $file, '.php' ) ) {
					// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- tests only: runs the file as a web server would.
					$output = (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' -d display_errors=1 ' . escapeshellarg( (string) $file ) . ' 2>&1' );
					$this->assertStringNotContainsString( $site, $output, $file );
					$this->assertSame( '', $output, $file );
				}
			}
		}
		$spooled = array_filter( $found, static fn ( string $file ): bool => str_contains( (string) file_get_contents( $file ), '(crafted)' ) );
		$this->assertCount( 1, $spooled, 'the hit is in one spool file' );
		$file = (string) reset( $spooled );
		$this->assertStringEndsWith( HitSpool::EXTENSION, $file );
		// Outside WordPress's folder here; where it is not, a folder web servers refuse.
		$this->assertTrue( ! str_starts_with( $file, ABSPATH ) || is_file( dirname( $file ) . '/.htaccess' ) );

		// A spool file of the previous version, a PHP file in wp-content, still imports on upgrade.
		$legacy = WP_CONTENT_DIR . '/' . HitSpool::LEGACY_FOLDER . '/' . basename( HitSpool::for_wordpress()->folder() );
		if ( ! is_dir( $legacy ) ) {
			mkdir( $legacy, 0775, true );
		}
		$line = implode( "\t", array( gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d' ), str_repeat( 'b', 64 ), 'post', 5, '/old/', '', self::BROWSER ) );
		file_put_contents( $legacy . '/4242.php', HitSpool::GUARD . $line . "\n" );
		$this->assertSame( 2, SpoolImporter::flush_site() );
		$this->assertSame( array(), glob( $legacy . '/*[0-9]*.php' ), 'imported and deleted' );
	}

	/**
	 * The fields of a custom event.
	 *
	 * @param int $bytes Size of its data.
	 * @return array<string, string>
	 */
	private static function custom_event( int $bytes ): array {
		return array(
			'event_name' => 'newsletter_signup',
			'event_data' => (string) wp_json_encode( array( 'padding' => str_repeat( 'x', $bytes - 20 ) ) ),
		);
	}

	public function test_item_12_custom_events_from_one_address_are_bounded_in_number_and_size(): void {
		$statuses = array();
		for ( $i = 0; $i < 100; $i++ ) {
			$answer     = $this->ajax( static fn () => EventRecorder::answer( 'custom' ), self::custom_event( 4000 ), self::client( self::ATTACKER, self::BROWSER . ' Rotation/' . $i ), self::event_query() );
			$statuses[] = $answer['status'];
		}
		global $wpdb;
		$stored = (int) $wpdb->get_var( 'SELECT SUM(LENGTH(data)) FROM ' . Schema::table( 'events' ) ); // SQL: own table name.
		$this->assertLessThanOrEqual( EventRecorder::MAX_DATA_PER_NETWORK_HOUR, $stored );
		$this->assertGreaterThan( 0, $stored );
		$this->assertContains( false, $statuses );

		// Small events are bounded in number.
		for ( $i = 0; $i < EventRecorder::MAX_PER_NETWORK_HOUR + 10; $i++ ) {
			$this->ajax( static fn () => EventRecorder::answer( 'custom' ), self::custom_event( 40 ), self::client( '2001:db8:9:9::' . dechex( $i + 1 ), self::BROWSER . ' ' . $i ), self::event_query() );
		}
		$from_v6 = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'events' ) . ' WHERE LENGTH(data) < %d', 100 ) ); // SQL: own table name.
		$this->assertSame( EventRecorder::MAX_PER_NETWORK_HOUR, $from_v6 );

		// Another visitor is not affected.
		$answer = $this->ajax( static fn () => EventRecorder::answer( 'custom' ), self::custom_event( 4000 ), self::client( '198.51.100.22' ), self::event_query() );
		$this->assertTrue( $answer['status'] );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_item_15_do_not_track_is_checked_when_a_hit_arrives( string $kind ): void {
		$recorder          = self::recorder( self::store( $kind ) );
		[ $status, $body ] = $recorder->handle( 'hit', self::page(), array( 'HTTP_DNT' => '1' ) + self::client() );
		$this->assertSame( 200, $status );
		$this->assertFalse( $body['status'] );
		$recorder->handle( 'online', self::page(), array( 'HTTP_DNT' => '1' ) + self::client() );
		SpoolImporter::flush( HitSpool::for_wordpress(), self::lean(), true );
		$this->assertSame( 0, self::count_rows( 'hits' ) );
		$this->assertSame( 0, self::count_rows( 'online' ) );

		// With the setting off, the header is not a reason.
		update_option( Settings::OPTION, array( 'respectDnt' => false ) );
		self::recorder( self::store( $kind ) )->handle( 'hit', self::page(), array( 'HTTP_DNT' => '1' ) + self::client() );
		SpoolImporter::flush( HitSpool::for_wordpress(), self::lean(), true );
		$this->assertSame( 1, self::count_rows( 'hits' ) );
	}

	public function test_item_15_an_excluded_role_is_checked_when_a_hit_arrives_on_both_routes(): void {
		$admins = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		);
		$this->assertNotEmpty( $admins );
		$admin = $admins[0];

		// admin-ajax: the administrator (excluded by default) sends a hit and an online ping.
		wp_set_current_user( $admin->ID );
		foreach ( array( 'hit', 'online' ) as $kind ) {
			$answer = $this->ajax( static fn () => Tracker::answer_ajax( $kind ), self::page(), self::client() );
			$this->assertFalse( $answer['status'], $kind );
		}
		wp_set_current_user( 0 );

		// The lean endpoint, with the administrator's sign-in cookie.
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $admin->ID )->create( $expires );
		$cookie  = array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( $admin->ID, $expires, 'logged_in', $token ) );
		try {
			[ $answer, $errors ] = self::lean_request( self::page(), array( 'cookie' => $cookie ) );
		} finally {
			\WP_Session_Tokens::get_instance( $admin->ID )->destroy( $token );
		}
		$this->assertSame( array( 'status' => false, 'message' => 'Excluded: role.' ), json_decode( $answer, true ), $errors );
		SpoolImporter::flush_site();
		$this->assertSame( 0, self::count_rows( 'hits' ) );
		$this->assertSame( 0, self::count_rows( 'online' ) );

		// A forged sign-in cookie is a visitor like any other: counted.
		[ $answer ] = self::lean_request( self::page(), array( 'cookie' => array( LOGGED_IN_COOKIE => 'admin|' . $expires . '|forged|forged' ) ) );
		$this->assertSame( '{"status":true}', $answer );
		SpoolImporter::flush_site();
		$this->assertSame( 1, self::count_rows( 'hits' ) );
	}

	public function test_item_17_event_target_with_sql_quote_is_refused(): void {
		update_option( Settings::OPTION, array( 'linkTracking' => true ) );
		$refused = array( "http://';--", "https://';--/x", 'http://', 'http:///path', 'http://exa mple.com/', 'https://user:pass@evil.example/', 'http://[::1/', 'http://-bad-.example/', 'http://a..b/', 'http://evil.example\\@good.example/', 'http://example.com:99999/' );
		foreach ( $refused as $target ) {
			$answer = $this->ajax( static fn () => EventRecorder::answer( 'link' ), array( 'en' => 'click', 'tu' => $target ), self::client(), self::event_query() );
			$this->assertFalse( $answer['status'], $target );
		}
		$this->assertSame( 0, self::count_rows( 'events' ) );

		$accepted = array( 'https://example.com/', "https://example.com/it's", 'http://127.0.0.1:8080/x?y=1#z', 'http://[2001:db8::1]/docs', 'https://sub.example.co.uk' );
		foreach ( $accepted as $target ) {
			$answer = $this->ajax( static fn () => EventRecorder::answer( 'link' ), array( 'en' => 'click', 'tu' => $target ), self::client(), self::event_query() );
			$this->assertTrue( $answer['status'], $target );
		}
		$this->assertSame( count( $accepted ), self::count_rows( 'events' ) );
	}
}
