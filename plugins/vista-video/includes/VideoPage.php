<?php
/**
 * One page of a gallery: its videos and the tokens of the pages before and after it (000 §3.11
 * `pageToken`); an empty token means there is no such page.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * A page of videos.
 */
final class VideoPage {

	/**
	 * @param VideoItem[] $items  Videos.
	 * @param string      $prev   Token of the previous page ('' for none).
	 * @param string      $next   Token of the next page ('' for none).
	 * @param int         $number Page number, from 1.
	 * @param bool        $failed Whether the source could not be read.
	 */
	public function __construct(
		public readonly array $items,
		public readonly string $prev = '',
		public readonly string $next = '',
		public readonly int $number = 1,
		public readonly bool $failed = false
	) {}

	/**
	 * A page of a list held whole (Media Library, hand-picked list, feed), by a page token that is
	 * a page number.
	 *
	 * @param VideoItem[] $all   Every video.
	 * @param string      $token Page token ('' for the first).
	 * @param int         $size  Page size.
	 */
	public static function slice( array $all, string $token, int $size ): self {
		$pages  = max( 1, (int) ceil( count( $all ) / $size ) );
		$number = min( $pages, max( 1, (int) $token ) );
		return new self(
			array_slice( $all, ( $number - 1 ) * $size, $size ),
			$number > 1 ? (string) ( $number - 1 ) : '',
			$number < $pages ? (string) ( $number + 1 ) : '',
			$number
		);
	}
}
