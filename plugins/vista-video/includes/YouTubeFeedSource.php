<?php
/**
 * A YouTube playlist without any key: YouTube's public playlist feed (Atom, its latest items),
 * cached and paged by our server.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The feed source.
 */
final class YouTubeFeedSource {

	/** The feed's address; only the tests point it at a stand-in (filter vista_video_youtube_feed_base). */
	private const BASE = 'https://www.youtube.com/feeds/videos.xml';

	/** What is cached, briefly, for a feed that could not be read. */
	private const FAILED = 'failed';

	/**
	 * The feed's videos, newest first, or none when it cannot be read.
	 *
	 * @param string $playlist Playlist id.
	 * @return VideoItem[]
	 */
	public static function items( string $playlist ): array {
		if ( '' === $playlist ) {
			return array();
		}
		$cache = 'vista_video_feed_' . md5( $playlist );
		$rows  = get_transient( $cache );
		if ( self::FAILED === $rows ) {
			return array();
		}
		if ( ! is_array( $rows ) ) {
			$base = (string) apply_filters( 'vista_video_youtube_feed_base', self::BASE );
			$body = Sources::fetch( $base . '?' . http_build_query( array( 'playlist_id' => $playlist ) ) );
			$rows = null !== $body ? self::read( $body ) : null;
			if ( null === $rows ) {
				if ( Sources::last_reached_host() ) {
					set_transient( $cache, self::FAILED, YouTubeApiSource::FAILURE_SECONDS );
				}
				return array();
			}
			set_transient( $cache, $rows, Settings::cache_seconds() );
		}
		return array_map( static fn ( array $row ) => new VideoItem( 'youtube', $row[0], $row[1], HostedVideo::youtube_poster( $row[0] ) ), $rows );
	}

	/**
	 * The entries of an Atom feed: video id and title. Null when it is not a feed.
	 *
	 * @param string $xml Feed.
	 * @return array<int, array{0: string, 1: string}>|null
	 */
	public static function read( string $xml ): ?array {
		$previous = libxml_use_internal_errors( true );
		// No network and no entity expansion: the feed is data only.
		$feed = simplexml_load_string( $xml, \SimpleXMLElement::class, LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		if ( false === $feed || 'feed' !== $feed->getName() ) {
			return null;
		}
		$rows = array();
		foreach ( $feed->entry as $entry ) {
			$id = (string) $entry->children( 'http://www.youtube.com/xml/schemas/2015' )->videoId;
			if ( preg_match( '/^[A-Za-z0-9_-]{11}$/', $id ) ) {
				$rows[] = array( $id, (string) $entry->title );
			}
		}
		return $rows;
	}
}
