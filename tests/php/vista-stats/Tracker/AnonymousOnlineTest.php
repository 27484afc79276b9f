<?php
/**
 * Online pings of anonymous sessions (001 §4, issue 20): counted among who is online, keyed by the
 * page view's random token only, with nothing derived from the address or the browser stored.
 * Through both stores of the hit path, on SQLite and on MariaDB.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Tracker\HitRecorder;
use Vista\Stats\Storage\HitStore;
use Vista\Stats\Storage\LeanStore;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Tracker\Signer;
use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Storage\WpdbStore;
use Vista\Tests\VistaTestCase;

/**
 * HitRecorder's online branch in anonymous mode.
 */
final class AnonymousOnlineTest extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

	private const ADDRESS = '203.0.113.77';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		Schema::migrate();
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'online' ) ); // SQL: own table name.
		delete_option( Settings::OPTION );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function stores(): array {
		return array(
			'lean PDO store' => array( 'lean' ),
			'wpdb store'     => array( 'wpdb' ),
		);
	}

	private function recorder( string $kind ): HitRecorder {
		global $table_prefix;
		$store = 'wpdb' === $kind ? new WpdbStore() : LeanStore::connect( ABSPATH, WP_CONTENT_DIR, $table_prefix );
		$this->assertInstanceOf( HitStore::class, $store );
		return new HitRecorder( $store, Signer::from_constants(), array( 'anonymousTracking' => true ) + Settings::defaults() );
	}

	/**
	 * An anonymous ping of page 7, as the tracker posts it.
	 *
	 * @param string|null $token The page view's token; null sends none.
	 * @return array<string, string>
	 */
	private function ping( ?string $token ): array {
		$issued = Signer::day_number( time() );
		$path   = '/stats/';
		return array(
			'source_type' => 'page',
			'source_id'   => '7',
			'page_path'   => $path,
			'issued'      => (string) $issued,
			'signature'   => Signer::from_constants()->sign( 'page', 7, $issued, $path ),
			'page_uri'    => base64_encode( $path ),
			'referred'    => '',
			'anonymous'   => '1',
		) + ( null === $token ? array() : array( 'online_token' => $token ) );
	}

	/**
	 * @return array<string, string>
	 */
	private function server(): array {
		return array(
			'HTTP_USER_AGENT' => self::BROWSER,
			'REMOTE_ADDR'     => self::ADDRESS,
			'HTTP_HOST'       => 'localhost',
		);
	}

	/**
	 * @return list<array<string, string>>
	 */
	private function online_rows(): array {
		global $wpdb;
		return $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'online' ), ARRAY_A ); // SQL: own table name.
	}

	/**
	 * @dataProvider stores
	 */
	public function test_anonymous_sessions_are_counted_online_one_row_each( string $store ): void {
		$recorder = $this->recorder( $store );
		$first    = str_repeat( 'a1', 16 );
		$second   = str_repeat( 'b2', 16 );
		$this->assertSame( array( 200, array( 'status' => true ) ), $recorder->handle( 'online', $this->ping( $first ), $this->server() ) );
		// The same page view pings again: still one row. Another page view, from the same address and
		// browser (a household), is someone else.
		$recorder->handle( 'online', $this->ping( $first ), $this->server() );
		$recorder->handle( 'online', $this->ping( $second ), $this->server() );

		$this->assertCount( 2, $this->online_rows() );
		$online = StatsQuery::online();
		$this->assertSame( 2, $online['count'] );
		$this->assertSame(
			array(
				array(
					'uri'      => '/stats/',
					'visitors' => 2,
				),
			),
			$online['pages']
		);
	}

	/**
	 * @dataProvider stores
	 */
	public function test_an_anonymous_row_holds_nothing_of_the_address_or_browser( string $store ): void {
		$token = str_repeat( 'c3', 16 );
		$this->recorder( $store )->handle( 'online', $this->ping( $token ), $this->server() );
		$row    = $this->online_rows()[0];
		$signer = Signer::from_constants();
		$day    = gmdate( 'Y-m-d' );

		$this->assertSame( '', $row['browser'] );
		$this->assertSame( '', $row['device'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $row['visitor_hash'] );
		$this->assertNotSame( $signer->online_hash( $day, self::ADDRESS, self::BROWSER ), $row['visitor_hash'] );
		$this->assertNotSame( $signer->visitor_hash( $day, self::ADDRESS, self::BROWSER ), $row['visitor_hash'] );
		$this->assertStringNotContainsString( $token, implode( '|', $row ) );
		$this->assertStringNotContainsString( self::ADDRESS, implode( '|', $row ) );

		// The browser plays no part: the same token from another browser of the address is the same
		// row. The address does (one of its slots, issue 31 item 8): from another, another row.
		$other_browser = array( 'HTTP_USER_AGENT' => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' ) + $this->server();
		$this->recorder( $store )->handle( 'online', $this->ping( $token ), $other_browser );
		$this->assertSame( array( $row['visitor_hash'] ), array_column( $this->online_rows(), 'visitor_hash' ) );
		$this->recorder( $store )->handle( 'online', $this->ping( $token ), array( 'REMOTE_ADDR' => '198.51.100.3' ) + $this->server() );
		$this->assertCount( 2, $this->online_rows() );
	}

	/**
	 * @dataProvider stores
	 */
	public function test_an_anonymous_ping_without_a_well_formed_token_is_refused_and_stores_nothing( string $store ): void {
		$recorder = $this->recorder( $store );
		foreach ( array( null, '', 'short', str_repeat( 'g', 32 ), str_repeat( 'A', 32 ), str_repeat( 'a', 33 ) ) as $token ) {
			[ $status, $body ] = $recorder->handle( 'online', $this->ping( $token ), $this->server() );
			$this->assertSame( 400, $status, (string) wp_json_encode( $token ) );
			$this->assertFalse( $body['status'] );
			$this->assertStringContainsString( 'online_token', $body['message'] );
		}
		$this->assertSame( array(), $this->online_rows() );
	}
}
