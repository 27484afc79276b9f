<?php
/**
 * Embedded media entries (000 §3.3): the player or picture of an entry whose file type is an embed,
 * for the layouts that show media at full size (slideshow, image browser, blog style) and later
 * the lightbox. The frame address is rebuilt from the provider's id parsed out of the stored URL,
 * so nothing but a known provider's player address reaches the page.
 *
 * - FLICKR_VIDEO renders nothing (000 §3.3).
 * - A live stream cannot be framed reliably: it falls back to a link to watch it at the provider.
 * - Any other type is left to an extension: an empty holder with the type and URL, and the script
 *   dispatches `vista-gallery-embed` on it so an add-on can fill it.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;

/**
 * Builds the markup of one embedded entry.
 */
final class EmbedMarkup {

	/** A social post frame is this much taller and wider than the media (000 §9.3). */
	public const POST_EXTRA_HEIGHT = 96;
	public const POST_EXTRA_WIDTH  = 16;

	/** Blog embed ratio, height over width (000 §9.3). */
	public const RATIO = 0.5625;

	/** Types shown as a plain picture from the stored address. */
	private const PICTURES = array( 'FLICKR_IMAGE', 'GOOGLE_PHOTO_IMAGE' );

	/** Types shown in a social post frame (000 §9.3 extra size). */
	private const POSTS = array( 'INSTAGRAM_POST', 'INSTAGRAM_IMAGE', 'INSTAGRAM_VIDEO', 'FACEBOOK_IMAGE' );

	/**
	 * The address of the provider's player for an entry, or null when there is none to frame.
	 *
	 * @param string $filetype Embed type.
	 * @param string $url      Stored address.
	 */
	public static function frame_src( string $filetype, string $url ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host  = strtolower( (string) preg_replace( '/^(www\.|m\.)/', '', $parts['host'] ?? '' ) );
		$path  = (string) ( $parts['path'] ?? '' );
		$query = array();
		wp_parse_str( (string) ( $parts['query'] ?? '' ), $query );
		switch ( $filetype ) {
			case 'OEMBED_YOUTUBE_VIDEO':
				$id = null;
				if ( 'youtu.be' === $host ) {
					$id = trim( $path, '/' );
				} elseif ( in_array( $host, array( 'youtube.com', 'youtube-nocookie.com' ), true ) ) {
					$id = preg_match( '#^/(?:embed|shorts|v)/([^/]+)#', $path, $m ) ? $m[1] : ( is_string( $query['v'] ?? null ) ? $query['v'] : null );
				}
				// enablejsapi: the player reports its state to the lightbox's media check (000 §9.2).
				return self::id( $id, '/^[A-Za-z0-9_-]{6,20}$/' ) ? 'https://www.youtube-nocookie.com/embed/' . $id . '?enablejsapi=1' : null;
			case 'VIMEO_VIDEO':
				$ok = in_array( $host, array( 'vimeo.com', 'player.vimeo.com' ), true ) && preg_match( '#/(?:video/)?([0-9]{1,12})(?:/|$)#', $path, $m );
				return $ok ? 'https://player.vimeo.com/video/' . $m[1] : null;
			case 'DAILYMOTION_VIDEO':
				$id = null;
				if ( 'dai.ly' === $host ) {
					$id = trim( $path, '/' );
				} elseif ( 'dailymotion.com' === $host && preg_match( '#^/(?:embed/)?video/([^/_]+)#', $path, $m ) ) {
					$id = $m[1];
				}
				return self::id( $id, '/^[A-Za-z0-9]{4,20}$/' ) ? 'https://www.dailymotion.com/embed/video/' . $id : null;
			case 'FACEBOOK_VIDEO':
			case 'FACEBOOK_IMAGE':
				if ( ! in_array( $host, array( 'facebook.com', 'fb.watch' ), true ) ) {
					return null;
				}
				$plugin = 'FACEBOOK_VIDEO' === $filetype ? 'video' : 'post';
				return 'https://www.facebook.com/plugins/' . $plugin . '.php?href=' . rawurlencode( 'https://' . $parts['host'] . $path ) . '&show_text=false';
			case 'INSTAGRAM_POST':
			case 'INSTAGRAM_IMAGE':
			case 'INSTAGRAM_VIDEO':
				$ok = 'instagram.com' === $host && preg_match( '#^/(?:[A-Za-z0-9_.]+/)?(p|reel|tv)/([A-Za-z0-9_-]{5,40})#', $path, $m );
				return $ok ? sprintf( 'https://www.instagram.com/%s/%s/embed/%s', $m[1], $m[2], 'INSTAGRAM_POST' === $filetype ? 'captioned/' : '' ) : null;
			case 'IMGUR':
				$ok = 'imgur.com' === $host && preg_match( '#^/(?:a/|gallery/)?([A-Za-z0-9]{5,10})$#', $path, $m );
				return $ok ? 'https://imgur.com/' . ( str_starts_with( $path, '/a/' ) ? 'a/' : '' ) . $m[1] . '/embed' : null;
		}
		return null;
	}

	/**
	 * Whether the address is a live stream (framed players of those fail or need sign-in).
	 *
	 * @param string $url Address.
	 */
	public static function is_live( string $url ): bool {
		return (bool) preg_match( '#^https?://(?:www\.)?(?:youtube\.com/live/|twitch\.tv/|facebook\.com/[^?]*/live)#i', $url );
	}

	/**
	 * The markup of an embedded entry at a width and height.
	 *
	 * @param array<string, mixed> $item   Entry (000 §3.2: filetype, image_url, alt, thumb_url).
	 * @param int                  $width  Width of the media box.
	 * @param int                  $height Height of the media box.
	 */
	public static function html( array $item, int $width, int $height ): string {
		$type = (string) ( $item['filetype'] ?? '' );
		$url  = (string) ( $item['image_url'] ?? '' );
		$alt  = (string) ( $item['alt'] ?? '' );
		if ( 'FLICKR_VIDEO' === $type || '' === $type ) {
			return '';
		}
		if ( self::is_live( $url ) ) {
			return sprintf(
				'<div class="vista-embed vista-embed--live" style="aspect-ratio:%1$d/%2$d"><a class="vista-embed__fallback" href="%3$s" target="_blank" rel="noopener noreferrer">%4$s</a></div>',
				$width,
				$height,
				esc_url( $url ),
				esc_html__( 'Watch the live stream', 'vista-gallery' )
			);
		}
		if ( in_array( $type, self::PICTURES, true ) || ( 'IMGUR' === $type && preg_match( '#^https://i\.imgur\.com/[A-Za-z0-9]+\.(?:jpe?g|png|gif|webp)$#i', $url ) ) ) {
			return sprintf(
				'<img class="vista-embed vista-embed--picture" src="%s" alt="%s" width="%d" height="%d" loading="lazy" decoding="async" referrerpolicy="no-referrer">',
				esc_url( $url ),
				esc_attr( $alt ),
				$width,
				$height
			);
		}
		$src = self::frame_src( $type, $url );
		if ( null === $src ) {
			if ( in_array( $type, PostTypes::EMBED_TYPES, true ) ) {
				return '';
			}
			return sprintf(
				'<div class="vista-embed vista-embed--extension" data-filetype="%s" data-url="%s"></div>',
				esc_attr( $type ),
				esc_url( $url )
			);
		}
		$post = in_array( $type, self::POSTS, true );
		return sprintf(
			'<iframe class="vista-embed vista-embed--%1$s" src="%2$s" title="%3$s" width="%4$d" height="%5$d" loading="lazy" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>',
			$post ? 'post' : 'player',
			esc_url( $src ),
			esc_attr( '' !== $alt ? $alt : __( 'Embedded media', 'vista-gallery' ) ),
			$width + ( $post ? self::POST_EXTRA_WIDTH : 0 ),
			$height + ( $post ? self::POST_EXTRA_HEIGHT : 0 )
		);
	}

	/**
	 * Whether a provider id is present and well formed.
	 *
	 * @param mixed  $id      Id.
	 * @param string $pattern Allowed form.
	 */
	private static function id( $id, string $pattern ): bool {
		return is_string( $id ) && (bool) preg_match( $pattern, $id );
	}
}
