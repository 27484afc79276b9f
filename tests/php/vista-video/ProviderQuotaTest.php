<?php
/**
 * Issue 31 item 1: call 13 must not let anyone spend the site's YouTube quota. Against the stand-in
 * on loopback, as a hostile visitor would: made-up page tokens, the same failing page again and
 * again, new browser strings, more galleries than a visitor's share.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Video\BlockToken;
use Vista\Video\GalleryPageAjax;
use Vista\Video\GallerySpec;

require_once __DIR__ . '/StandInCase.php';

/**
 * The provider's quota under attack.
 */
final class ProviderQuotaTest extends StandInCase {

	/** @var array<string, mixed> */
	private array $server = array();

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		update_option( 'vista_video_api_key', 'good-key' );
		$this->visit( '203.0.113.7', 'Attacker/1' );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		remove_all_filters( 'vista_video_provider_requests_per_visitor' );
		remove_all_filters( 'vista_video_provider_requests_per_site' );
		parent::tearDown();
	}

	/**
	 * The request comes from this address and browser.
	 *
	 * @param string $address    Address.
	 * @param string $user_agent Browser string.
	 */
	private function visit( string $address, string $user_agent ): void {
		$_SERVER['REMOTE_ADDR']     = $address;
		$_SERVER['HTTP_USER_AGENT'] = $user_agent;
	}

	/**
	 * Call 13's fields for a page of a signed YouTube gallery.
	 *
	 * @param string $playlist Playlist id.
	 * @param string $token    Page token.
	 * @return array<string, mixed>
	 */
	private function call_13( string $playlist, string $token = '' ): array {
		$spec = GallerySpec::from(
			array(
				'source'     => 'youtube',
				'playlistId' => $playlist,
				'pageSize'   => 4,
				'columns'    => 2,
			)
		);
		return array(
			'security' => BlockToken::sign( $spec ),
			'options'  => array(
				'playlistId' => $playlist,
				'pageToken'  => $token,
				'pageSize'   => '4',
				'columns'    => '2',
			),
		);
	}

	public function test_item_1_call_13_stand_in_forged_tokens_and_failures_cost_no_quota_each_time(): void {
		for ( $visit = 0; $visit < 20; $visit++ ) {
			$this->assertStringContainsString( 'Clip 1', (string) GalleryPageAjax::answer( $this->call_13( 'PLstandin' ) ) );
		}
		$this->assertCount( 1, $this->requests(), 'The first page, asked 20 times, is asked of YouTube once.' );

		// Thirty made-up page tokens, each from a new browser string.
		for ( $try = 0; $try < 30; $try++ ) {
			$this->visit( '203.0.113.7', 'Attacker/' . $try );
			$result = GalleryPageAjax::answer( $this->call_13( 'PLstandin', 'FORGED' . $try ) );
			$this->assertInstanceOf( \WP_Error::class, $result );
			$this->assertSame( 'This page of the gallery is not known. Reload the page and try again.', $result->get_error_message() );
		}
		$this->assertCount( 1, $this->requests(), 'No made-up token reaches YouTube.' );

		// The token YouTube gave still pages (and costs one request, then none).
		$this->assertStringContainsString( 'Clip 5', (string) GalleryPageAjax::answer( $this->call_13( 'PLstandin', 'CAIQAA' ) ) );
		$this->assertStringContainsString( 'Clip 5', (string) GalleryPageAjax::answer( $this->call_13( 'PLstandin', 'CAIQAA' ) ) );
		$this->assertCount( 2, $this->requests() );

		// A page YouTube fails to give, asked ten times: one request.
		for ( $try = 0; $try < 10; $try++ ) {
			$result = GalleryPageAjax::answer( $this->call_13( 'PLbroken' ) );
			$this->assertSame( 'The videos of this page could not be loaded.', $result->get_error_message() );
		}
		$this->assertCount( 3, $this->requests(), 'A failure is kept, so asking again costs nothing.' );
	}

	public function test_item_1_stand_in_requests_are_capped_per_visitor_network_and_per_site(): void {
		add_filter( 'vista_video_provider_requests_per_visitor', static fn () => 2 );
		add_filter( 'vista_video_provider_requests_per_site', static fn () => 5 );

		// One address, a new browser string for each gallery: its share is two requests.
		foreach ( array( 'PLa', 'PLb', 'PLc' ) as $n => $playlist ) {
			$this->visit( '203.0.113.7', 'Browser/' . $n );
			$last = GalleryPageAjax::answer( $this->call_13( $playlist ) );
		}
		$this->assertCount( 2, $this->requests() );
		$this->assertSame( 'The videos of this page could not be loaded.', $last->get_error_message() );

		// Two addresses of one IPv6 /64 are one network.
		$this->visit( '2001:db8:1:2::1', 'A' );
		GalleryPageAjax::answer( $this->call_13( 'PLd' ) );
		$this->visit( '2001:db8:1:2::ffff', 'B' );
		GalleryPageAjax::answer( $this->call_13( 'PLe' ) );
		GalleryPageAjax::answer( $this->call_13( 'PLf' ) );
		$this->assertCount( 4, $this->requests() );

		// A refusal by the budget is not kept: another visitor gets the page of PLc.
		$this->visit( '198.51.100.9', 'Neighbour' );
		$this->assertStringContainsString( 'Clip 1', (string) GalleryPageAjax::answer( $this->call_13( 'PLc' ) ) );
		$this->assertCount( 5, $this->requests() );

		// The site's budget is spent: nobody's request leaves the server any more today.
		$this->visit( '198.51.100.10', 'Another' );
		$this->assertSame( 'The videos of this page could not be loaded.', GalleryPageAjax::answer( $this->call_13( 'PLg' ) )->get_error_message() );
		$this->assertCount( 5, $this->requests() );
	}
}
