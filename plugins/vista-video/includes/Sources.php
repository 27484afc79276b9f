<?php
/**
 * Where a gallery's videos come from (the block's source): the Media Library, the YouTube Data API,
 * YouTube's public playlist feed, or a hand-picked list of addresses.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Reads one page of a gallery from its source.
 */
final class Sources {

	/**
	 * A page of a gallery.
	 *
	 * @param array<string, mixed> $spec  Normalised spec.
	 * @param string               $token Page token ('' for the first page).
	 */
	public static function page( array $spec, string $token ): VideoPage {
		$size = (int) $spec['pageSize'];
		return match ( $spec['source'] ) {
			'youtube' => YouTubeApiSource::page( (string) $spec['playlistId'], $token, $size ),
			'feed'    => VideoPage::slice( YouTubeFeedSource::items( (string) $spec['playlistId'] ), $token, $size ),
			'urls'    => VideoPage::slice( self::url_items( $spec['urls'] ), $token, $size ),
			'live'    => LiveSource::page( $spec ),
			default   => VideoPage::slice( self::media_items( $spec['ids'] ), $token, $size ),
		};
	}

	/**
	 * Media Library videos (mp4, webm...) with their posters (the attachment's featured image).
	 *
	 * @param int[] $ids Attachment ids.
	 * @return VideoItem[]
	 */
	public static function media_items( array $ids ): array {
		$items = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post || 'attachment' !== $post->post_type || ! str_starts_with( (string) $post->post_mime_type, 'video/' ) ) {
				continue;
			}
			$thumb   = (int) get_post_meta( $id, '_thumbnail_id', true );
			$poster  = $thumb ? (string) wp_get_attachment_image_url( $thumb, 'large' ) : '';
			$items[] = new VideoItem( 'media', (string) $id, get_the_title( $post ), $poster, (string) wp_get_attachment_url( $id ), (string) $post->post_mime_type );
		}
		return $items;
	}

	/**
	 * Hand-picked addresses, titled and thumbnailed through oEmbed.
	 *
	 * @param string[] $urls Addresses.
	 * @return VideoItem[]
	 */
	private static function url_items( array $urls ): array {
		return array_values( array_filter( array_map( array( HostedVideo::class, 'item' ), $urls ) ) );
	}

	/** Whether the last fetch() reached the host (false when the day's budget refused it). */
	private static bool $sent = false;

	/**
	 * The body of a remote JSON or XML answer, or null when the host did not answer with 200 or the
	 * day's budget of requests is spent (ProviderBudget). Addresses are fixed hosts of ours (or a
	 * test's stand-in), so the plain HTTP API is used.
	 *
	 * @param string $url Address.
	 */
	public static function fetch( string $url ): ?string {
		self::$sent = ProviderBudget::take();
		if ( ! self::$sent ) {
			return null;
		}
		$response = wp_remote_get(
			$url,
			array(
				'timeout'             => 5,
				'redirection'         => 2,
				'limit_response_size' => 2 * MB_IN_BYTES,
			)
		);
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			return null;
		}
		return wp_remote_retrieve_body( $response );
	}

	/**
	 * Whether the last fetch() reached the host. A request the budget refused says nothing about
	 * the host, so its failure is not cached: other visitors still get the page.
	 */
	public static function last_reached_host(): bool {
		return self::$sent;
	}
}
