<?php
/**
 * A cached page may name copies that are gone (undone, or the image deleted or edited since the
 * page was cached), and a browser does not fall back from a <source> that fails. Such a request
 * reaches WordPress as a 404 (the file does not exist, so the server's rewrite rules hand it to
 * index.php), and is sent on to the original image, so week-old cached pages keep their images.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Images;

defined( 'ABSPATH' ) || exit;

/**
 * The redirect.
 */
final class MissingCopy {

	/**
	 * Sends a 404 for a missing copy to its original.
	 */
	public static function redirect(): void {
		if ( ! is_404() ) {
			return;
		}
		// Only compared with the uploads address below, and redirected to a file that exists.
		$path     = (string) wp_parse_url( isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '', PHP_URL_PATH );
		$original = self::original_for( $path );
		if ( null !== $original ) {
			wp_safe_redirect( $original, 302, 'Vista Speed' );
			exit;
		}
	}

	/**
	 * The address of the original of a copy's path, when the path is a copy's in the uploads
	 * folder and its original exists; else null.
	 *
	 * @param string $path The request's path, such as /wp-content/uploads/2026/11/a.jpg.webp.
	 */
	public static function original_for( string $path ): ?string {
		$uploads = wp_get_upload_dir();
		$base    = (string) wp_parse_url( $uploads['baseurl'], PHP_URL_PATH );
		$path    = rawurldecode( $path );
		if ( ! preg_match( '#\.(jpe?g|jpe|png)\.(webp|avif)$#i', $path ) || ! str_starts_with( $path, $base . '/' ) || str_contains( $path, '..' ) ) {
			return null;
		}
		$relative = substr( $path, strlen( $base ) + 1, - ( strlen( (string) pathinfo( $path, PATHINFO_EXTENSION ) ) + 1 ) );
		return is_file( $uploads['basedir'] . '/' . $relative ) ? $uploads['baseurl'] . '/' . implode( '/', array_map( 'rawurlencode', explode( '/', $relative ) ) ) : null;
	}
}
