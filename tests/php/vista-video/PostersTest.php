<?php
/**
 * Posters of hosted videos are served from the site (000 §4.4 facade): the route fetches only what
 * the site signed, from the hosts of video posters, and answers a neutral placeholder image (never a
 * broken image) when the host cannot give one, remembering the failure for a while. And the content
 * facade: with the setting on, a YouTube embed in post content becomes a facade.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Tests\VistaTestCase;
use Vista\Video\ContentFacade;
use Vista\Video\Posters;

/**
 * The poster route.
 */
final class PostersTest extends VistaTestCase {

	private int $outgoing = 0;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'pre_http_request', array( $this, 'unreachable' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_http_request', array( $this, 'unreachable' ) );
		delete_option( 'vista_video_settings' );
		parent::tearDown();
	}

	/**
	 * Hosts cannot be reached in these tests; each attempt is counted.
	 */
	public function unreachable(): \WP_Error {
		++$this->outgoing;
		return new \WP_Error( 'http_request_failed', 'Could not resolve host' );
	}

	/**
	 * The signed address's query, as the page links it.
	 *
	 * @param string $remote Poster address.
	 * @return array<string, string>
	 */
	private function link( string $remote ): array {
		wp_parse_str( (string) wp_parse_url( Posters::url( $remote ), PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_only_addresses_the_site_signed_are_fetched(): void {
		$query = $this->link( 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg' );
		$this->assertSame( 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg', $query['u'] );
		foreach ( array(
			array( 'https://i.ytimg.com/vi/other/hqdefault.jpg', $query['s'] ),
			array( $query['u'], 'forged' ),
			array( $query['u'], array( $query['s'] ) ),
			array( 'http://127.0.0.1/secret', $query['s'] ),
		) as [ $remote, $sign ] ) {
			[ $status, $type ] = Posters::answer( $remote, $sign );
			$this->assertSame( 400, $status );
			$this->assertSame( 'image/svg+xml', $type );
		}
		$this->assertSame( 0, $this->outgoing );
		$this->assertSame( '', Posters::url( 'https://evil.example/poster.jpg' ), 'Only hosts of video posters.' );
	}

	public function test_a_poster_that_cannot_be_fetched_is_a_neutral_image_and_the_failure_is_remembered(): void {
		$remote = 'https://i.ytimg.com/vi/M7lc1UVf-VE/maxresdefault.jpg';
		$query  = $this->link( $remote );
		delete_transient( 'vista_video_poster_failed_' . md5( $remote ) );
		[ $status, $type, $body ] = Posters::answer( $query['u'], $query['s'] );
		$this->assertSame( 200, $status );
		$this->assertSame( 'image/svg+xml', $type );
		$this->assertStringContainsString( 'width="16" height="9"', $body );
		Posters::answer( $query['u'], $query['s'] );
		$this->assertSame( 1, $this->outgoing );
		delete_transient( 'vista_video_poster_failed_' . md5( $remote ) );
	}

	public function test_the_content_facade_replaces_youtube_embeds_only_when_turned_on(): void {
		$iframe = '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>';
		$url    = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
		$this->assertSame( $iframe, ContentFacade::filter( $iframe, $url ) );
		update_option( 'vista_video_settings', array( 'contentFacade' => true ) );
		$html = (string) ContentFacade::filter( $iframe, $url );
		$this->assertStringNotContainsString( '<iframe', $html );
		$this->assertStringContainsString( 'data-embed="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', $html );
		$this->assertStringContainsString( 'data-vista-feature="video-gallery"', $html );
		$this->assertSame( 'other', ContentFacade::filter( 'other', 'https://example.com/not-a-video' ) );
	}
}
