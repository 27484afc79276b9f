<?php
/**
 * Instagram posts as gallery entries (000 §3.3 file types): with `whole_post` = 1 one
 * INSTAGRAM_POST embed a post; otherwise one INSTAGRAM_IMAGE or INSTAGRAM_VIDEO entry a picture,
 * a carousel (CAROUSEL_ALBUM) giving one entry for each of its children. Each entry keeps the
 * post's address (what the embed frames), its caption, and the picture the gallery's thumbnail is
 * made from (`media_url`, or `thumbnail_url` for a video). Entries without a usable address or
 * picture are left out.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

/**
 * From the API's media to entries.
 */
final class InstagramEntries {

	/** Most children read from one carousel (Instagram allows 20). */
	private const MAX_CHILDREN = 20;

	/**
	 * The entries the posts give, at most $number.
	 *
	 * @param array<int, array<string, mixed>> $posts      Media of the API, newest first.
	 * @param bool                             $whole_post One embed a post.
	 * @param int                              $number     Most entries.
	 * @return array<int, array{media_id: string, filetype: string, permalink: string, picture: string, caption: string, timestamp: string}>
	 */
	public static function from_posts( array $posts, bool $whole_post, int $number ): array {
		$entries = array();
		foreach ( $posts as $post ) {
			foreach ( self::of_post( $post, $whole_post ) as $entry ) {
				if ( count( $entries ) >= $number ) {
					return $entries;
				}
				$entries[] = $entry;
			}
		}
		return $entries;
	}

	/**
	 * The entries of one post.
	 *
	 * @param array<string, mixed> $post       One media object.
	 * @param bool                 $whole_post One embed a post.
	 * @return array<int, array{media_id: string, filetype: string, permalink: string, picture: string, caption: string, timestamp: string}>
	 */
	private static function of_post( array $post, bool $whole_post ): array {
		$id        = self::id( $post['id'] ?? null );
		$permalink = self::permalink( $post['permalink'] ?? null );
		if ( null === $id || null === $permalink ) {
			return array();
		}
		$children = self::children( $post );
		$common = array(
			'permalink' => $permalink,
			'caption'   => is_string( $post['caption'] ?? null ) ? self::plain_text( $post['caption'] ) : '',
			'timestamp' => is_string( $post['timestamp'] ?? null ) && strtotime( $post['timestamp'] ) ? $post['timestamp'] : '',
		);
		if ( $whole_post ) {
			// A carousel's own media_url is its first picture; its first child's when that is missing.
			$picture = self::picture( $post ) ?? ( $children ? self::picture( $children[0] ) : null );
			return null === $picture ? array() : array( array( 'media_id' => $id, 'filetype' => 'INSTAGRAM_POST', 'picture' => $picture ) + $common );
		}
		$items = 'CAROUSEL_ALBUM' === ( $post['media_type'] ?? '' ) ? $children : array( $post );
		$out   = array();
		foreach ( $items as $item ) {
			$item_id = self::id( $item['id'] ?? null );
			$picture = self::picture( $item );
			if ( null === $item_id || null === $picture ) {
				continue;
			}
			$out[] = array(
				'media_id' => $item_id,
				'filetype' => 'VIDEO' === ( $item['media_type'] ?? '' ) ? 'INSTAGRAM_VIDEO' : 'INSTAGRAM_IMAGE',
				'picture'  => $picture,
			) + $common;
		}
		return $out;
	}

	/**
	 * A carousel's children (the first MAX_CHILDREN).
	 *
	 * @param array<string, mixed> $post Media object.
	 * @return array<int, array<string, mixed>>
	 */
	private static function children( array $post ): array {
		$children = $post['children']['data'] ?? array();
		return is_array( $children ) ? array_slice( array_values( array_filter( $children, 'is_array' ) ), 0, self::MAX_CHILDREN ) : array();
	}

	/**
	 * The picture of an image (its media) or of a video (its thumbnail).
	 *
	 * @param array<string, mixed> $item Media object.
	 */
	private static function picture( array $item ): ?string {
		$url = 'VIDEO' === ( $item['media_type'] ?? '' ) ? ( $item['thumbnail_url'] ?? null ) : ( $item['media_url'] ?? null );
		return is_string( $url ) && preg_match( '#^https?://#i', $url ) && strlen( $url ) <= 4096 ? $url : null;
	}

	/**
	 * A media id: digits.
	 *
	 * @param mixed $id Value.
	 */
	private static function id( $id ): ?string {
		return is_scalar( $id ) && preg_match( '/^\d{1,30}$/D', (string) $id ) ? (string) $id : null;
	}

	/**
	 * A post's address on instagram.com (a post, a reel or a video).
	 *
	 * @param mixed $url Value.
	 */
	private static function permalink( $url ): ?string {
		if ( ! is_string( $url ) || ! preg_match( '#^https://(?:www\.)?instagram\.com/(?:[A-Za-z0-9_.]+/)?(p|reel|tv)/([A-Za-z0-9_-]{5,40})/?#', $url, $m ) ) {
			return null;
		}
		return sprintf( 'https://www.instagram.com/%s/%s/', $m[1], $m[2] );
	}

	/**
	 * A caption as text: valid UTF-8, no control characters, at most 2,200 characters (Instagram's
	 * own limit). Markup in it stays text; every view escapes it.
	 *
	 * @param string $text Caption.
	 */
	private static function plain_text( string $text ): string {
		$text = wp_check_invalid_utf8( $text, true );
		$text = (string) preg_replace( '/[^\P{Cc}\n\t]/u', '', $text );
		return mb_substr( trim( $text ), 0, 2200 );
	}
}
