<?php
/**
 * A channel's live stream falls back to the alternative the editor set (000 §3.3): a message, or
 * the channel's latest upload. Tested against the YouTube stand-in on loopback.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Video\GalleryRenderer;
use Vista\Video\GallerySpec;
use Vista\Video\Sources;

require_once __DIR__ . '/StandInCase.php';

/**
 * The live source.
 */
final class LiveSourceTest extends StandInCase {

	private const ON_AIR  = 'UCliveliveliveliveliveli';
	private const OFF_AIR = 'UCquietquietquietquietqu';

	public function test_a_live_channel_shows_its_stream_and_the_check_is_cached(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$spec = GallerySpec::from( array( 'source' => 'live', 'playlistId' => 'https://www.youtube.com/channel/' . self::ON_AIR ) );
		$this->assertSame( self::ON_AIR, $spec['playlistId'] );
		$this->assertSame( 'LIVELIVE123', Sources::page( $spec, '' )->items[0]->videoid );
		Sources::page( $spec, '' );
		$this->assertCount( 1, $this->requests() );
		$this->assertStringContainsString( 'eventType=live', $this->requests()[0] );
	}

	public function test_a_channel_off_air_shows_the_editors_message(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$html = GalleryRenderer::render_block(
			array(
				'source'      => 'live',
				'playlistId'  => self::OFF_AIR,
				'liveMessage' => 'Back on Monday at <b>9</b>',
			),
			'class="x"'
		);
		$this->assertStringContainsString( '<p class="vista-video__empty">Back on Monday at 9</p>', $html );
	}

	public function test_a_channel_off_air_can_show_its_latest_upload_instead(): void {
		update_option( 'vista_video_api_key', 'good-key' );
		$spec = GallerySpec::from(
			array(
				'source'       => 'live',
				'playlistId'   => self::OFF_AIR,
				'liveFallback' => 'latest',
			)
		);
		$page = Sources::page( $spec, '' );
		$this->assertCount( 1, $page->items );
		$this->assertSame( 'vid00000001', $page->items[0]->videoid );
		$this->assertStringContainsString( 'playlistId=UUquietquietquietquietqu', $this->requests()[1] );
	}

	public function test_without_a_key_the_alternative_shows_and_nothing_is_asked_of_the_api(): void {
		$spec = GallerySpec::from( array( 'source' => 'live', 'playlistId' => self::ON_AIR, 'liveFallback' => 'latest' ) );
		$page = Sources::page( $spec, '' );
		$this->assertSame( 'feed0000001', $page->items[0]->videoid, 'The latest upload, from the public feed.' );
		$this->assertCount( 1, $this->requests() );
		$this->assertStringContainsString( '/feeds/videos.xml?playlist_id=UUliveliveliveliveliveli', $this->requests()[0] );
	}
}
