<?php
/**
 * Posters of hosted videos, served from the site (000 §4.4 facade): the server fetches a poster
 * once, keeps it in the uploads folder, and the page links to that copy, so a visitor's browser
 * makes no request to a video host before the press. The route only fetches addresses the server
 * itself signed into a page; a poster that cannot be fetched is a neutral placeholder image.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The poster route and the addresses of posters.
 */
final class Posters {

	/** Hosts posters are fetched from. */
	private const HOSTS = array( 'i.ytimg.com', 'i.vimeocdn.com', 's1.dmcdn.net', 's2.dmcdn.net' );

	/** The neutral placeholder: a dark 16:9 image. */
	public const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9"><rect width="16" height="9" fill="#2c3338"/></svg>';

	/**
	 * Declares the route (rest_api_init).
	 */
	public static function register_routes(): void {
		register_rest_route(
			'vista-video/v1',
			'/poster',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => array( self::class, 'serve' ),
			)
		);
	}

	/**
	 * Where the page loads a poster from: the site's copy when it is kept, else the route that
	 * fetches it. '' for no poster.
	 *
	 * @param string $remote The host's address of the poster.
	 */
	public static function url( string $remote ): string {
		if ( '' === $remote || ! self::allowed( $remote ) ) {
			return '';
		}
		$file = self::file( $remote );
		if ( is_readable( $file['path'] ) ) {
			return $file['url'];
		}
		return add_query_arg(
			array(
				'u' => rawurlencode( $remote ),
				's' => self::sign( $remote ),
			),
			rest_url( 'vista-video/v1/poster' )
		);
	}

	/**
	 * GET /vista-video/v1/poster?u&s: the poster, fetched once and kept; the placeholder when it
	 * cannot be fetched or the address was not signed by this site.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public static function serve( \WP_REST_Request $request ): void {
		[ $status, $type, $body, $max_age ] = self::answer( $request->get_param( 'u' ), $request->get_param( 's' ) );
		status_header( $status );
		header( 'Content-Type: ' . $type );
		header( 'X-Content-Type-Options: nosniff' );
		header( $max_age ? 'Cache-Control: public, max-age=' . $max_age : 'Cache-Control: no-store' );
		echo $body; // An image, not HTML.
		exit;
	}

	/**
	 * What the route answers: status, content type, body and how long a browser may keep it.
	 *
	 * @param mixed $remote The host's address of the poster.
	 * @param mixed $sign   Its signature.
	 * @return array{0: int, 1: string, 2: string, 3: int}
	 */
	public static function answer( $remote, $sign ): array {
		$remote = is_string( $remote ) ? $remote : '';
		if ( ! is_string( $sign ) || ! self::allowed( $remote ) || ! hash_equals( self::sign( $remote ), $sign ) ) {
			return array( 400, 'image/svg+xml', self::PLACEHOLDER, 0 );
		}
		$file = self::file( $remote );
		if ( ! is_readable( $file['path'] ) && ! self::fetch( $remote, $file['path'] ) ) {
			return array( 200, 'image/svg+xml', self::PLACEHOLDER, HOUR_IN_SECONDS );
		}
		return array( 200, 'image/jpeg', (string) file_get_contents( $file['path'] ), WEEK_IN_SECONDS );
	}

	/**
	 * Fetches and keeps a poster; false when the host gave no image. A failure is remembered for
	 * ten minutes, so a page with many broken posters does not wait on the host each time.
	 *
	 * @param string $remote Address.
	 * @param string $path   Where to keep it.
	 */
	private static function fetch( string $remote, string $path ): bool {
		$failed = 'vista_video_poster_failed_' . md5( $remote );
		if ( get_transient( $failed ) ) {
			return false;
		}
		$response = wp_safe_remote_get(
			$remote,
			array(
				'timeout'             => 5,
				'limit_response_size' => 2 * MB_IN_BYTES,
			)
		);
		$body     = is_wp_error( $response ) ? '' : wp_remote_retrieve_body( $response );
		$is_image = '' !== $body && 200 === wp_remote_retrieve_response_code( $response ) && in_array( ( new \finfo( FILEINFO_MIME_TYPE ) )->buffer( $body ), array( 'image/jpeg', 'image/png', 'image/webp' ), true );
		if ( ! $is_image ) {
			set_transient( $failed, 1, 10 * MINUTE_IN_SECONDS );
			return false;
		}
		wp_mkdir_p( dirname( $path ) );
		return false !== file_put_contents( $path, $body );
	}

	/**
	 * Whether an address is an https poster of a known host.
	 *
	 * @param string $remote Address.
	 */
	private static function allowed( string $remote ): bool {
		$parts = wp_parse_url( $remote );
		return is_array( $parts ) && 'https' === ( $parts['scheme'] ?? '' ) && in_array( $parts['host'] ?? '', self::HOSTS, true );
	}

	/**
	 * The kept copy's path and address.
	 *
	 * @param string $remote Address.
	 * @return array{path: string, url: string}
	 */
	private static function file( string $remote ): array {
		$uploads = wp_get_upload_dir();
		$name    = 'vista-video/posters/' . sha1( $remote ) . '.jpg';
		return array(
			'path' => $uploads['basedir'] . '/' . $name,
			'url'  => $uploads['baseurl'] . '/' . $name,
		);
	}

	/**
	 * The signature of an address.
	 *
	 * @param string $remote Address.
	 */
	private static function sign( string $remote ): string {
		return substr( hash_hmac( 'sha256', 'vista-video-poster|' . $remote, wp_salt( 'nonce' ) ), 0, 20 );
	}
}
