<?php
/**
 * A channel's live stream (000 §3.3: live-stream embeds fall back to alternative content): while the
 * channel is live the gallery shows the stream; otherwise the alternative the editor chose, a
 * message or the channel's latest upload. Whether a channel is live is asked of the Data API
 * (`search`, eventType=live) with the site's key and cached for a few minutes; without a key the
 * alternative is shown.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The live source.
 */
final class LiveSource {

	/** How long "live or not" is kept: a stream that starts shows within this time. */
	public const CHECK_SECONDS = 5 * MINUTE_IN_SECONDS;

	/**
	 * The page of a live gallery: the stream, or the alternative.
	 *
	 * @param array<string, mixed> $spec Normalised spec (`playlistId` is the channel id).
	 */
	public static function page( array $spec ): VideoPage {
		$channel = (string) $spec['playlistId'];
		$live    = '' !== $channel ? self::live_video( $channel ) : '';
		if ( '' !== $live ) {
			return new VideoPage( array( new VideoItem( 'youtube', $live, __( 'Live stream', 'vista-video' ), HostedVideo::youtube_poster( $live ) ) ) );
		}
		if ( 'latest' !== $spec['liveFallback'] || ! str_starts_with( $channel, 'UC' ) ) {
			return new VideoPage( array() );
		}
		$uploads = 'UU' . substr( $channel, 2 );
		$page    = '' !== ApiKey::get() ? YouTubeApiSource::page( $uploads, '', 1 ) : VideoPage::slice( YouTubeFeedSource::items( $uploads ), '', 1 );
		return new VideoPage( array_slice( $page->items, 0, 1 ) );
	}

	/**
	 * The id of the channel's live video, or '' when it is not live (or it cannot be known).
	 *
	 * @param string $channel Channel id.
	 */
	private static function live_video( string $channel ): string {
		$key = ApiKey::get();
		if ( '' === $key ) {
			return '';
		}
		$cache  = 'vista_video_live_' . md5( $channel );
		$cached = get_transient( $cache );
		if ( is_string( $cached ) ) {
			return $cached;
		}
		$base = untrailingslashit( (string) apply_filters( 'vista_video_youtube_api_base', 'https://www.googleapis.com/youtube/v3' ) );
		$body = Sources::fetch(
			$base . '/search?' . http_build_query(
				array(
					'part'       => 'id',
					'channelId'  => $channel,
					'eventType'  => 'live',
					'type'       => 'video',
					'maxResults' => 1,
					'key'        => $key,
				)
			)
		);
		$data = null !== $body ? json_decode( $body, true ) : null;
		$id   = is_array( $data ) ? ( $data['items'][0]['id']['videoId'] ?? '' ) : '';
		$id   = is_string( $id ) && preg_match( '/^[A-Za-z0-9_-]{11}$/', $id ) ? $id : '';
		if ( is_array( $data ) ) {
			set_transient( $cache, $id, self::CHECK_SECONDS );
		} elseif ( Sources::last_reached_host() ) {
			// A failed check is kept briefly too: each request must not ask again (100 units each).
			set_transient( $cache, '', YouTubeApiSource::FAILURE_SECONDS );
		}
		return $id;
	}
}
