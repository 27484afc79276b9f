<?php
/**
 * `[embedyt]…[/embedyt]`, Embed Plus for YouTube's shortcode (issue 33 item 5), rendered by Vista's
 * video gallery and its facade player, so posts written for the original keep their videos.
 *
 * The facts, read in Embed Plus for YouTube 14.2.2's youtube.php (apply_prefs_shortcode and
 * get_html; mirrored at zxyzny/zpub, zwp1/wp-content/plugins/youtube-embed-plus/youtube.php):
 * the shortcode has no attributes; its content is one YouTube address (watch, embed, playlist,
 * embed/live_stream or youtu.be) with the embed's options appended as query parameters:
 * `list` and `layout=gallery` make a playlist gallery (a channel's gallery is its uploads
 * playlist), `embed/live_stream?channel=…` a channel's live stream, `autoplay=1` plays at once;
 * content that is not such an address renders nothing.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Video\GalleryRenderer;
use Vista\Video\GallerySpec;
use Vista\Video\Kit\BlockShortcode;

/**
 * The [embedyt] shortcode.
 */
final class EmbedYtShortcode {

	/**
	 * The shortcode's output.
	 *
	 * @param array<string, string>|string $atts    Attributes (the original has none).
	 * @param string|null                  $content The YouTube address.
	 */
	public static function render( $atts, $content = null ): string {
		$attributes = self::attributes( (string) $content );
		if ( null === $attributes ) {
			return '';
		}
		BlockShortcode::enqueue( 'vista/video-gallery' );
		$single = 'urls' === $attributes['source'];
		return GalleryRenderer::render_block( $attributes, 'class="wp-block-vista-video-gallery' . ( $single ? ' vista-video--single' : '' ) . '"' );
	}

	/**
	 * The video gallery block's attributes for an [embedyt] address, or null when it names no
	 * YouTube video, playlist or live stream.
	 *
	 * @param string $content The shortcode's content.
	 * @return array<string, mixed>|null
	 */
	public static function attributes( string $content ): ?array {
		// The editor stores the address's "&" as "&amp;" (or "&#038;" after wptexturize).
		$url   = trim( wp_specialchars_decode( str_replace( '&#038;', '&', $content ) ) );
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! preg_match( '/^(?:www\.|m\.)?(?:youtube\.com|youtu\.be)$/i', $parts['host'] ?? '' ) ) {
			return null;
		}
		parse_str( $parts['query'] ?? '', $query );
		$path     = (string) ( $parts['path'] ?? '' );
		$autoplay = '1' === (string) ( $query['autoplay'] ?? '' );
		if ( str_contains( $path, 'live_stream' ) && '' !== GallerySpec::channel_id( $query['channel'] ?? '' ) ) {
			return array(
				'source'     => 'live',
				'playlistId' => GallerySpec::channel_id( $query['channel'] ),
				'autoplay'   => $autoplay,
			);
		}
		// A channel's gallery shows its uploads (playlist_id() turns UC… into UU…).
		$playlist = GallerySpec::playlist_id( $query['list'] ?? ( $query['channel'] ?? '' ) );
		if ( '' !== $playlist ) {
			return array(
				'source'     => 'youtube',
				'playlistId' => $playlist,
				'autoplay'   => $autoplay,
			);
		}
		$video = self::video_id( $parts, $query );
		if ( '' === $video ) {
			return null;
		}
		return array(
			'source'     => 'urls',
			'urls'       => array( 'https://www.youtube.com/watch?v=' . $video ),
			'showPaging' => false,
			'autoplay'   => $autoplay,
		);
	}

	/**
	 * The video id of a watch, embed or youtu.be address, or ''.
	 *
	 * @param array<string, mixed> $parts The parsed address.
	 * @param array<string, mixed> $query Its query parameters.
	 */
	private static function video_id( array $parts, array $query ): string {
		$path = (string) ( $parts['path'] ?? '' );
		if ( preg_match( '/youtu\.be$/i', (string) $parts['host'] ) ) {
			$candidate = ltrim( $path, '/' );
		} elseif ( preg_match( '~^/embed/([^/]+)~', $path, $m ) ) {
			$candidate = $m[1];
		} else {
			$candidate = is_string( $query['v'] ?? null ) ? $query['v'] : '';
		}
		return 1 === preg_match( '/^[A-Za-z0-9_-]{11}$/', $candidate ) ? $candidate : '';
	}
}
