<?php
/**
 * Hand-picked addresses (YouTube, Vimeo, Dailymotion): parsed, titled and thumbnailed through
 * WordPress's oEmbed (call 14, pointed at the stand-in) and cached; a host that does not answer is
 * ignored (000 §8); the facade's player is the privacy-enhanced one; posters are served from the
 * site, never hot-linked from the host.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Video\GalleryRenderer;
use Vista\Video\HostedVideo;

require_once __DIR__ . '/StandInCase.php';

/**
 * Hosted videos.
 */
final class HostedVideoTest extends StandInCase {

	private const VIMEO = '#https?://(.+\.)?vimeo\.com/.*#i';

	/** @var array<int, mixed>|null */
	private ?array $vimeo_provider = null;

	protected function setUp(): void {
		parent::setUp();
		$oembed               = _wp_oembed_get_object();
		$this->vimeo_provider = $oembed->providers[ self::VIMEO ] ?? null;
		$oembed->providers[ self::VIMEO ] = array( 'http://127.0.0.1:' . self::PORT . '/oembed', true );
		// The stand-in is on loopback, which WordPress's safe requests refuse unless told.
		add_filter( 'http_request_host_is_external', '__return_true' );
		add_filter( 'http_allowed_safe_ports', array( $this, 'stand_in_port' ) );
	}

	/**
	 * Lets WordPress's safe requests reach the stand-in's port.
	 *
	 * @param int[] $ports Allowed ports.
	 * @return int[]
	 */
	public function stand_in_port( array $ports ): array {
		$ports[] = self::PORT;
		return $ports;
	}

	protected function tearDown(): void {
		_wp_oembed_get_object()->providers[ self::VIMEO ] = $this->vimeo_provider;
		remove_filter( 'http_request_host_is_external', '__return_true' );
		remove_filter( 'http_allowed_safe_ports', array( $this, 'stand_in_port' ) );
		parent::tearDown();
	}

	public function test_addresses_of_the_three_hosts_are_recognised_and_others_are_not(): void {
		$this->assertSame( array( 'provider' => 'youtube', 'id' => 'M7lc1UVf-VE' ), HostedVideo::parse( 'https://www.youtube.com/watch?v=M7lc1UVf-VE' ) );
		$this->assertSame( array( 'provider' => 'youtube', 'id' => 'M7lc1UVf-VE' ), HostedVideo::parse( 'https://youtu.be/M7lc1UVf-VE' ) );
		$this->assertSame( array( 'provider' => 'vimeo', 'id' => '76979871' ), HostedVideo::parse( 'https://vimeo.com/76979871' ) );
		$this->assertSame( array( 'provider' => 'dailymotion', 'id' => 'x8abcd1' ), HostedVideo::parse( 'https://www.dailymotion.com/video/x8abcd1' ) );
		$this->assertNull( HostedVideo::parse( 'https://evil.example/watch?v=M7lc1UVf-VE' ) );
		$this->assertNull( HostedVideo::parse( 'javascript:alert(1)//youtube.com/watch?v=M7lc1UVf-VE' ) );
	}

	public function test_a_vimeo_address_is_titled_by_oembed_once_and_its_poster_comes_from_the_site(): void {
		for ( $visit = 0; $visit < 3; $visit++ ) {
			$html = GalleryRenderer::render_block( array( 'source' => 'urls', 'urls' => array( 'https://vimeo.com/76979871' ) ), 'class="x"' );
		}
		$this->assertStringContainsString( 'aria-label="Play: Stand-in oEmbed title"', $html );
		$this->assertCount( 1, $this->requests(), 'oEmbed answers are cached.' );
		$this->assertStringContainsString( 'url=https%3A%2F%2Fvimeo.com%2F76979871', $this->requests()[0] );
		$this->assertStringContainsString( 'format=json', $this->requests()[0] );
		$this->assertStringContainsString( 'data-embed="https://player.vimeo.com/video/76979871?autoplay=1&#038;dnt=1"', $html );
		$this->assertStringNotContainsString( 'src="https://i.vimeocdn.com', $html );
		$this->assertStringContainsString( 'poster?u=' . rawurlencode( 'https://i.vimeocdn.com/video/1.jpg' ) . '&#038;s=', $html );
	}

	public function test_a_host_that_does_not_answer_is_ignored_and_the_video_still_shows(): void {
		add_filter( 'pre_http_request', array( $this, 'unreachable' ) );
		$html = GalleryRenderer::render_block( array( 'source' => 'urls', 'urls' => "https://www.youtube.com/watch?v=M7lc1UVf-VE\nnot a url" ), 'class="x"' );
		remove_filter( 'pre_http_request', array( $this, 'unreachable' ) );
		$this->assertStringContainsString( 'aria-label="Play: Video on YouTube"', $html );
		$this->assertStringContainsString( 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1', $html );
		$this->assertStringNotContainsString( 'not a url', $html );
		$this->assertSame( 1, substr_count( $html, 'class="vista-video__thumb"' ) );
	}

	/**
	 * A host that cannot be reached.
	 */
	public function unreachable(): \WP_Error {
		return new \WP_Error( 'http_request_failed', 'Could not resolve host' );
	}
}
