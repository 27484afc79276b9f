<?php
/**
 * A YouTube playlist (or a channel's uploads) through the YouTube Data API v3 `playlistItems`,
 * paged by YouTube's `pageToken`, with the site's key. Answers are cached by playlist, page and
 * size, so a busy page costs no quota; a failed answer is cached too, for two minutes, so asking
 * again at once costs none either. Only the first page and tokens YouTube gave are asked for
 * (YouTubePageTokens), and every request is taken from the day's budget (ProviderBudget).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The Data API source.
 */
final class YouTubeApiSource {

	/** The API's address; only the tests point it at a stand-in (filter vista_video_youtube_api_base). */
	private const BASE = 'https://www.googleapis.com/youtube/v3';

	/** How long a failed answer is kept: long enough to absorb a burst, short enough to recover. */
	public const FAILURE_SECONDS = 2 * MINUTE_IN_SECONDS;

	/**
	 * A page of a playlist; a failed page when there is no key or YouTube does not answer.
	 *
	 * @param string $playlist Playlist id.
	 * @param string $token    YouTube's page token ('' for the first page).
	 * @param int    $size     Page size (maxResults).
	 */
	public static function page( string $playlist, string $token, int $size ): VideoPage {
		$key = ApiKey::get();
		if ( '' === $playlist || '' === $key ) {
			return new VideoPage( array(), '', '', 1, true );
		}
		$cache  = 'vista_video_yt_' . md5( $playlist . '|' . $token . '|' . $size );
		$cached = get_transient( $cache );
		if ( is_array( $cached ) ) {
			return isset( $cached['items'] ) ? self::to_page( $cached ) : new VideoPage( array(), '', '', 1, true );
		}
		if ( ! YouTubePageTokens::known( $playlist, $size, $token ) ) {
			return new VideoPage( array(), '', '', 1, true );
		}
		$body = Sources::fetch(
			self::base() . '/playlistItems?' . http_build_query(
				array(
					'part'       => 'snippet',
					'playlistId' => $playlist,
					'maxResults' => $size,
					'pageToken'  => $token,
					'key'        => $key,
				)
			)
		);
		$data = null !== $body ? json_decode( $body, true ) : null;
		if ( ! is_array( $data ) || ! isset( $data['items'] ) || ! is_array( $data['items'] ) ) {
			if ( Sources::last_reached_host() ) {
				set_transient( $cache, array( 'failed' => true ), self::FAILURE_SECONDS );
			}
			return new VideoPage( array(), '', '', 1, true );
		}
		$page = self::read( $data );
		YouTubePageTokens::learn( $playlist, $size, array( $page['prev'], $page['next'] ) );
		set_transient( $cache, $page, Settings::cache_seconds() );
		return self::to_page( $page );
	}

	/**
	 * What is kept of an answer: each playable item's id, title and best thumbnail, and the tokens.
	 *
	 * @param array<string, mixed> $data Decoded answer.
	 * @return array{items: array<int, array{0: string, 1: string, 2: string}>, prev: string, next: string}
	 */
	private static function read( array $data ): array {
		$items = array();
		foreach ( $data['items'] as $item ) {
			$snippet = is_array( $item ) && isset( $item['snippet'] ) && is_array( $item['snippet'] ) ? $item['snippet'] : array();
			$id      = $snippet['resourceId']['videoId'] ?? null;
			if ( ! is_string( $id ) || ! preg_match( '/^[A-Za-z0-9_-]{11}$/', $id ) ) {
				continue;
			}
			$title = is_string( $snippet['title'] ?? null ) ? $snippet['title'] : '';
			// Private and deleted videos stay in a playlist but cannot be played.
			if ( in_array( $title, array( 'Private video', 'Deleted video' ), true ) ) {
				continue;
			}
			$items[] = array( $id, $title, HostedVideo::youtube_poster( $id ) );
		}
		return array(
			'items' => $items,
			'prev'  => self::token( $data['prevPageToken'] ?? '' ),
			'next'  => self::token( $data['nextPageToken'] ?? '' ),
		);
	}

	/**
	 * A page token as YouTube writes them, or ''.
	 *
	 * @param mixed $token Token.
	 */
	private static function token( $token ): string {
		return is_string( $token ) && preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $token ) ? $token : '';
	}

	/**
	 * A cached page as a VideoPage.
	 *
	 * @param array{items: array<int, array{0: string, 1: string, 2: string}>, prev: string, next: string} $page Page.
	 */
	private static function to_page( array $page ): VideoPage {
		$items = array_map( static fn ( array $item ) => new VideoItem( 'youtube', $item[0], $item[1], $item[2] ), $page['items'] );
		return new VideoPage( $items, $page['prev'], $page['next'] );
	}

	/**
	 * Whether a key works: true, or YouTube's reason.
	 *
	 * @param string $key Key.
	 * @return true|string
	 */
	public static function probe( string $key ) {
		$response = wp_remote_get( self::base() . '/videos?' . http_build_query( array( 'part' => 'id', 'id' => 'M7lc1UVf-VE', 'key' => $key ) ), array( 'timeout' => 5 ) );
		if ( is_wp_error( $response ) ) {
			return __( 'YouTube could not be reached from this server.', 'vista-video' );
		}
		if ( 200 === wp_remote_retrieve_response_code( $response ) ) {
			return true;
		}
		$data = json_decode( wp_remote_retrieve_body( $response ), true );
		$why  = is_array( $data ) && is_string( $data['error']['message'] ?? null ) ? wp_strip_all_tags( $data['error']['message'] ) : '';
		/* translators: %s: YouTube's reason. */
		return sprintf( __( 'YouTube refused the key: %s', 'vista-video' ), mb_substr( $why, 0, 200 ) );
	}

	/**
	 * The API's address.
	 */
	private static function base(): string {
		return untrailingslashit( (string) apply_filters( 'vista_video_youtube_api_base', self::BASE ) );
	}
}
