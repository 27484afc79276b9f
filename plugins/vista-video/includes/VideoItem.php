<?php
/**
 * One video of a gallery page: its `videoid` (000 §3.11), title and poster, and how it plays.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * A video, as a source found it.
 */
final class VideoItem {

	/** Longest title kept: a hostile answer's huge title is cut. */
	public const MAX_TITLE = 200;

	public readonly string $title;

	/**
	 * @param string $kind     media, youtube, vimeo or dailymotion.
	 * @param string $videoid  The host's id, or the attachment id.
	 * @param string $title    Title (plain text).
	 * @param string $poster   The poster's remote address ('' for none); hosted posters are served
	 *                         from the site (Posters).
	 * @param string $src      The file of a Media Library video.
	 * @param string $mime     Its type.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $videoid,
		string $title,
		public readonly string $poster = '',
		public readonly string $src = '',
		public readonly string $mime = ''
	) {
		$title       = trim( wp_strip_all_tags( $title ) );
		$this->title = mb_substr( '' !== $title ? $title : __( 'Untitled video', 'vista-video' ), 0, self::MAX_TITLE );
	}

	/**
	 * Whether it plays from a video host (and so needs the facade and, maybe, consent).
	 */
	public function hosted(): bool {
		return 'media' !== $this->kind;
	}
}
