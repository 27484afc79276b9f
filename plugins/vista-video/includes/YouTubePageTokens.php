<?php
/**
 * The page tokens YouTube has given the site for a playlist and page size (issue 31 item 1). Call 13
 * asks YouTube only for a page whose token came from YouTube itself (an earlier answer's next or
 * previous page), so a made-up token costs no request. YouTube's tokens name a position in the
 * playlist and do not expire, so they are kept for 30 days: a page held by a full-page cache for a
 * week still pages. At most 500 are kept per playlist and size, the oldest dropped first.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The known page tokens.
 */
final class YouTubePageTokens {

	/** How long a token YouTube gave is honoured without being seen again. */
	private const KEEP_SECONDS = 30 * DAY_IN_SECONDS;

	/** Most tokens kept for one playlist and size. */
	private const MAX_TOKENS = 500;

	/**
	 * Whether YouTube gave this token for the playlist and size ('' is the first page, always known).
	 *
	 * @param string $playlist Playlist id.
	 * @param int    $size     Page size.
	 * @param string $token    Page token.
	 */
	public static function known( string $playlist, int $size, string $token ): bool {
		return '' === $token || in_array( $token, self::all( $playlist, $size ), true );
	}

	/**
	 * Remembers the tokens of an answer.
	 *
	 * @param string   $playlist Playlist id.
	 * @param int      $size     Page size.
	 * @param string[] $tokens   Tokens of the previous and next pages ('' for none).
	 */
	public static function learn( string $playlist, int $size, array $tokens ): void {
		$known = self::all( $playlist, $size );
		$new   = array_diff( array_filter( $tokens ), $known );
		if ( ! $new ) {
			return;
		}
		$known = array_slice( array_merge( $known, array_values( $new ) ), -self::MAX_TOKENS );
		set_transient( self::name( $playlist, $size ), $known, self::KEEP_SECONDS );
	}

	/**
	 * The tokens kept for a playlist and size.
	 *
	 * @param string $playlist Playlist id.
	 * @param int    $size     Page size.
	 * @return string[]
	 */
	private static function all( string $playlist, int $size ): array {
		$known = get_transient( self::name( $playlist, $size ) );
		return is_array( $known ) ? array_values( array_filter( $known, 'is_string' ) ) : array();
	}

	/**
	 * The transient of a playlist and size.
	 *
	 * @param string $playlist Playlist id.
	 * @param int    $size     Page size.
	 */
	private static function name( string $playlist, int $size ): string {
		return 'vista_video_yt_tokens_' . md5( $playlist . '|' . $size );
	}
}
