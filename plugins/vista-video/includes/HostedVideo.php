<?php
/**
 * Addresses of YouTube, Vimeo and Dailymotion videos: which video an address names, where its
 * privacy-enhanced player is, and its title and thumbnail from the host's oEmbed (000 §7 call 14,
 * made by the server through WordPress's oEmbed and cached; a failure is ignored, §8).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Hosted video addresses.
 */
final class HostedVideo {

	/** The providers, by the pattern of their addresses. */
	private const PATTERNS = array(
		'youtube'     => '#^https?://(?:www\.|m\.)?(?:youtube\.com/(?:watch\?(?:.*&)?v=|embed/|shorts/|live/)|youtu\.be/)([A-Za-z0-9_-]{11})#',
		'vimeo'       => '#^https?://(?:www\.|player\.)?vimeo\.com/(?:video/)?(\d{1,12})(?:[/?\#]|$)#',
		'dailymotion' => '#^https?://(?:www\.)?(?:dailymotion\.com/(?:embed/)?video/|dai\.ly/)([A-Za-z0-9]{5,12})#',
	);

	/** The name a visitor knows each host by. */
	public const NAMES = array(
		'youtube'     => 'YouTube',
		'vimeo'       => 'Vimeo',
		'dailymotion' => 'Dailymotion',
	);

	/**
	 * The provider and id an address names, or null.
	 *
	 * @param string $url Address.
	 * @return array{provider: string, id: string}|null
	 */
	public static function parse( string $url ): ?array {
		foreach ( self::PATTERNS as $provider => $pattern ) {
			if ( preg_match( $pattern, $url, $m ) ) {
				return array(
					'provider' => $provider,
					'id'       => $m[1],
				);
			}
		}
		return null;
	}

	/**
	 * The player of a video, on the host's privacy-enhanced address, set to play at once.
	 *
	 * @param string $provider Provider.
	 * @param string $id       Video id.
	 */
	public static function embed_url( string $provider, string $id ): string {
		return match ( $provider ) {
			'youtube' => 'https://www.youtube-nocookie.com/embed/' . rawurlencode( $id ) . '?autoplay=1&playsinline=1&enablejsapi=1&rel=0',
			'vimeo'   => 'https://player.vimeo.com/video/' . rawurlencode( $id ) . '?autoplay=1&dnt=1',
			default   => 'https://www.dailymotion.com/embed/video/' . rawurlencode( $id ) . '?autoplay=1',
		};
	}

	/**
	 * A hosted video as a gallery item: title and thumbnail from oEmbed when the host answers; a
	 * YouTube thumbnail is known without asking.
	 *
	 * @param string $url Address (already parsed as supported).
	 */
	public static function item( string $url ): ?VideoItem {
		$video = self::parse( $url );
		if ( null === $video ) {
			return null;
		}
		$data  = self::oembed( $url );
		$thumb = 'youtube' === $video['provider'] ? self::youtube_poster( $video['id'] ) : (string) ( $data['thumbnail_url'] ?? '' );
		/* translators: %s: a video host, such as YouTube. */
		$title = (string) ( $data['title'] ?? sprintf( __( 'Video on %s', 'vista-video' ), self::NAMES[ $video['provider'] ] ) );
		return new VideoItem( $video['provider'], $video['id'], $title, $thumb );
	}

	/**
	 * The high-resolution poster of a YouTube video (the facade upgrades it to the maximum one when
	 * shown taller than 200 px, 000 §9.3).
	 *
	 * @param string $id Video id.
	 * @param string $size hqdefault or maxresdefault.
	 */
	public static function youtube_poster( string $id, string $size = 'hqdefault' ): string {
		return 'https://i.ytimg.com/vi/' . rawurlencode( $id ) . '/' . $size . '.jpg';
	}

	/**
	 * The oEmbed data of an address (`title`, `thumbnail_url`), cached; an empty array when the
	 * host does not answer (also cached, for a shorter time, so a page does not wait on it again).
	 *
	 * @param string $url Address.
	 * @return array<string, string>
	 */
	public static function oembed( string $url ): array {
		$key    = 'vista_video_oembed_' . md5( $url );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$data   = _wp_oembed_get_object()->get_data( $url, array( 'discover' => false ) );
		$fields = array();
		foreach ( array( 'title', 'thumbnail_url' ) as $field ) {
			if ( is_object( $data ) && isset( $data->$field ) && is_string( $data->$field ) ) {
				$fields[ $field ] = $data->$field;
			}
		}
		set_transient( $key, $fields, $fields ? Settings::cache_seconds() : 10 * MINUTE_IN_SECONDS );
		return $fields;
	}
}
