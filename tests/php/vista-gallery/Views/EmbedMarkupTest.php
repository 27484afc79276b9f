<?php
/**
 * Embedded media entries (000 §3.3, §9.3).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Views\EmbedMarkup;
use Vista\Tests\VistaTestCase;

/**
 * Player addresses are rebuilt from provider ids; anything else renders nothing dangerous.
 */
final class EmbedMarkupTest extends VistaTestCase {

	public function test_provider_addresses_become_their_players(): void {
		$cases = array(
			array( 'OEMBED_YOUTUBE_VIDEO', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1' ),
			array( 'OEMBED_YOUTUBE_VIDEO', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1' ),
			array( 'OEMBED_YOUTUBE_VIDEO', 'https://www.youtube.com/shorts/abcDEF12345', 'https://www.youtube-nocookie.com/embed/abcDEF12345?enablejsapi=1' ),
			array( 'VIMEO_VIDEO', 'https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871' ),
			array( 'DAILYMOTION_VIDEO', 'https://www.dailymotion.com/video/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12' ),
			array( 'DAILYMOTION_VIDEO', 'https://dai.ly/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12' ),
			array( 'INSTAGRAM_POST', 'https://www.instagram.com/p/CxYz123abc/', 'https://www.instagram.com/p/CxYz123abc/embed/captioned/' ),
			array( 'INSTAGRAM_VIDEO', 'https://www.instagram.com/reel/CxYz123abc/', 'https://www.instagram.com/reel/CxYz123abc/embed/' ),
			array( 'IMGUR', 'https://imgur.com/a/AbCd123', 'https://imgur.com/a/AbCd123/embed' ),
		);
		foreach ( $cases as [ $type, $url, $expected ] ) {
			$this->assertSame( $expected, EmbedMarkup::frame_src( $type, $url ), "$type $url" );
		}
		$this->assertStringStartsWith( 'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2F', (string) EmbedMarkup::frame_src( 'FACEBOOK_VIDEO', 'https://www.facebook.com/someone/videos/123/' ) );
	}

	public function test_hostile_or_foreign_addresses_give_no_player(): void {
		$this->assertNull( EmbedMarkup::frame_src( 'OEMBED_YOUTUBE_VIDEO', 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' ) );
		$this->assertNull( EmbedMarkup::frame_src( 'OEMBED_YOUTUBE_VIDEO', 'https://evil.example/watch?v=dQw4w9WgXcQ' ) );
		$this->assertNull( EmbedMarkup::frame_src( 'OEMBED_YOUTUBE_VIDEO', 'https://youtube.com/watch?v="><script>x</script>' ) );
		$this->assertNull( EmbedMarkup::frame_src( 'VIMEO_VIDEO', 'https://vimeo.example/123' ) );
		$html = EmbedMarkup::html( array( 'filetype' => 'OEMBED_YOUTUBE_VIDEO', 'image_url' => 'https://youtube.com/watch?v="><script>x</script>', 'alt' => '<b>t</b>' ), 640, 360 );
		$this->assertSame( '', $html );
	}

	public function test_flickr_video_renders_nothing_and_social_posts_get_the_extra_frame(): void {
		$this->assertSame( '', EmbedMarkup::html( array( 'filetype' => 'FLICKR_VIDEO', 'image_url' => 'https://www.flickr.com/photos/x/1' ), 640, 360 ) );
		$post = EmbedMarkup::html( array( 'filetype' => 'INSTAGRAM_POST', 'image_url' => 'https://www.instagram.com/p/CxYz123abc/', 'alt' => 'A <post>' ), 400, 400 );
		$this->assertStringContainsString( 'width="416" height="496"', $post );
		$this->assertStringContainsString( 'title="A &lt;post&gt;"', $post );
		$video = EmbedMarkup::html( array( 'filetype' => 'VIMEO_VIDEO', 'image_url' => 'https://vimeo.com/76979871' ), 640, 360 );
		$this->assertStringContainsString( 'width="640" height="360"', $video );
	}

	public function test_pictures_and_live_streams(): void {
		$picture = EmbedMarkup::html( array( 'filetype' => 'GOOGLE_PHOTO_IMAGE', 'image_url' => 'https://lh3.googleusercontent.com/abc=w800', 'alt' => 'Hill' ), 800, 600 );
		$this->assertStringStartsWith( '<img class="vista-embed vista-embed--picture" src="https://lh3.googleusercontent.com/abc=w800"', $picture );
		$live = EmbedMarkup::html( array( 'filetype' => 'OEMBED_YOUTUBE_VIDEO', 'image_url' => 'https://www.youtube.com/live/dQw4w9WgXcQ' ), 640, 360 );
		$this->assertStringContainsString( 'vista-embed--live', $live );
		$this->assertStringContainsString( 'Watch the live stream', $live );
	}
}
