<?php
/**
 * Empties a full-page cache that nginx keeps on disk (FastCGI or proxy cache) when the site's
 * content changes, so an edit shows at once instead of when the copies expire. Set
 * `VISTA_PAGE_CACHE_DIR` in wp-config.php to the cache's folder (nginx's `fastcgi_cache_path`) on a
 * disk this server's PHP may write; without it nothing happens.
 *
 * The whole cache is emptied, once per request however many changes it made: a gallery, a form,
 * a menu or a widget shows on pages other than its own, and each page has a copy per consent answer,
 * so no list of addresses would be complete. Only files laid out as nginx's cache lays them out
 * (names of 32 hexadecimal digits, in folders of one or two) are deleted, never anything else a
 * wrong setting might point at. nginx takes a missing file for a miss and asks PHP again.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The purge.
 */
final class PageCachePurge {

	/** Post types whose changes show on no page. */
	private const QUIET_TYPES = array( 'revision', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_font_face', 'wp_font_family' );

	/** Whether this request changed something pages show. */
	private static bool $due = false;

	/**
	 * The cache folder: VISTA_PAGE_CACHE_DIR, filtered (tests point it elsewhere), when it exists.
	 */
	public static function folder(): ?string {
		$folder = defined( 'VISTA_PAGE_CACHE_DIR' ) && is_string( VISTA_PAGE_CACHE_DIR ) ? VISTA_PAGE_CACHE_DIR : '';
		/**
		 * Filters the folder of the page cache that content changes empty.
		 *
		 * @param string $folder VISTA_PAGE_CACHE_DIR, or '' when it is not set.
		 */
		$folder = (string) apply_filters( 'vista_speed_page_cache_dir', $folder );
		$real   = '' !== $folder ? realpath( $folder ) : false;
		return false !== $real && is_dir( $real ) && '/' !== $real ? $real : null;
	}

	/**
	 * Notes that pages changed.
	 */
	public static function mark(): void {
		self::$due = true;
	}

	/**
	 * A post saved or deleted: pages change unless it is a revision, an auto-draft or the like.
	 *
	 * @param mixed $post_id Post.
	 * @param mixed $post    The post.
	 */
	public static function post_changed( $post_id, $post = null ): void {
		$post = $post instanceof \WP_Post ? $post : get_post( (int) $post_id );
		if ( $post instanceof \WP_Post && ! in_array( $post->post_type, self::QUIET_TYPES, true ) && 'auto-draft' !== $post->post_status ) {
			self::$due = true;
		}
	}

	/**
	 * A new comment shows when it is approved at once.
	 *
	 * @param mixed $comment_id Comment.
	 * @param mixed $approved   1, 0, 'spam' or 'trash'.
	 */
	public static function comment_posted( $comment_id, $approved ): void {
		unset( $comment_id );
		if ( 1 === $approved || '1' === $approved ) {
			self::$due = true;
		}
	}

	/**
	 * Empties the cache at the end of a request that changed pages.
	 */
	public static function purge_if_due(): void {
		if ( self::$due ) {
			self::$due = false;
			self::purge();
		}
	}

	/**
	 * Deletes every cached copy; answers how many.
	 */
	public static function purge(): int {
		$folder = self::folder();
		if ( null === $folder ) {
			return 0;
		}
		$deleted = 0;
		foreach ( self::cache_files( $folder, 0 ) as $file ) {
			// A copy nginx is writing meanwhile is renamed into place later and simply stays.
			if ( @unlink( $file ) ) { // phpcs:ignore Generic.PHP.NoSilencedErrors -- a copy deleted meanwhile is fine.
				++$deleted;
			}
		}
		return $deleted;
	}

	/**
	 * The cache's files under a folder: in folders named with one or two hexadecimal digits (up to
	 * nginx's three levels), files named with 32; links are never followed.
	 *
	 * @param string $folder Folder.
	 * @param int    $depth  Levels below the cache's folder.
	 * @return string[]
	 */
	private static function cache_files( string $folder, int $depth ): array {
		$files   = array();
		$entries = @scandir( $folder ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a folder removed meanwhile has no files.
		foreach ( is_array( $entries ) ? $entries : array() as $entry ) {
			$path = $folder . '/' . $entry;
			if ( is_link( $path ) ) {
				continue;
			}
			if ( $depth > 0 && is_file( $path ) && preg_match( '/^[0-9a-f]{32}$/D', $entry ) ) {
				$files[] = $path;
			} elseif ( $depth < 3 && is_dir( $path ) && preg_match( '/^[0-9a-f]{1,2}$/D', $entry ) ) {
				$files = array_merge( $files, self::cache_files( $path, $depth + 1 ) );
			}
		}
		return $files;
	}
}
