<?php
/**
 * The Instagram API with Instagram Login (graph.instagram.com), which replaced the Basic Display
 * API that Meta shut down on 4 December 2024: the professional account behind a token (`/me`), its
 * media (`/me/media`, following `paging.next`) and the refresh of a long-lived token
 * (`/refresh_access_token`, 60 days). Errors of the Graph error shape (`error.code`, `error.message`)
 * become clear messages: code 190 is an expired or revoked token, 4 / 17 / 32 / 613 / 80002 are
 * rate limits.
 *
 * The base address is the filter `vista_gallery_instagram_api_base`, which only the tests set (a
 * loopback stand-in answering the documented shapes).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Instagram;

defined( 'ABSPATH' ) || exit;

/**
 * Read-only calls to Instagram through WordPress's HTTP API.
 */
final class InstagramApi {

	public const BASE    = 'https://graph.instagram.com';
	public const VERSION = 'v25.0';

	/** The media fields read (carousels with their children). */
	public const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp,children{id,media_type,media_url,thumbnail_url}';

	/** Most posts Instagram returns a page; a page holding more than was asked for is refused. */
	public const MAX_PAGE_SIZE = 100;

	/** Most pages one import follows. */
	public const MAX_PAGES = 20;

	/** Largest JSON answer read (a page of 100 posts is far below). */
	private const MAX_JSON_BYTES = 2 * 1024 * 1024;

	/** Error codes of Graph rate limits. */
	private const RATE_LIMIT_CODES = array( 4, 17, 32, 613, 80002 );

	/**
	 * The API's base address, without a trailing slash.
	 */
	public static function base(): string {
		return untrailingslashit( (string) apply_filters( 'vista_gallery_instagram_api_base', self::BASE ) );
	}

	/**
	 * The professional account of a token.
	 *
	 * @param string $token Access token.
	 * @return array{user_id: string, username: string}|\WP_Error
	 */
	public static function account( string $token ) {
		$answer = self::get( self::base() . '/' . self::VERSION . '/me', array( 'fields' => 'user_id,username' ), $token );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$user_id  = $answer['user_id'] ?? $answer['id'] ?? '';
		$username = $answer['username'] ?? '';
		if ( ! is_scalar( $user_id ) || ! preg_match( '/^\d{1,30}$/', (string) $user_id ) || ! is_string( $username ) || ! InstagramInput::username_ok( $username ) ) {
			return self::unreadable();
		}
		return array(
			'user_id'  => (string) $user_id,
			'username' => $username,
		);
	}

	/**
	 * The account's latest posts, newest first, following `paging.next` until enough are read.
	 *
	 * @param string   $token  Access token.
	 * @param int      $wanted Posts wanted.
	 * @param callable $enough Told the posts read so far; true stops the paging.
	 * @return array<int, array<string, mixed>>|\WP_Error
	 */
	public static function media( string $token, int $wanted, callable $enough ) {
		$limit = min( self::MAX_PAGE_SIZE, max( 1, $wanted ) );
		$url   = self::base() . '/' . self::VERSION . '/me/media';
		$query = array(
			'fields' => self::MEDIA_FIELDS,
			'limit'  => $limit,
		);
		$posts = array();
		for ( $page = 0; $page < self::MAX_PAGES && null !== $url; $page++ ) {
			$answer = self::get( $url, $query, $token );
			if ( is_wp_error( $answer ) ) {
				return $answer;
			}
			$data = $answer['data'] ?? null;
			if ( ! is_array( $data ) || ! array_is_list( $data ) ) {
				return self::unreadable();
			}
			if ( count( $data ) > $limit ) {
				// Instagram never sends more than the limit asked for: this is not its answer.
				return new \WP_Error( 'vista_instagram_oversized', __( 'Instagram answered with more posts than were asked for. Nothing was imported.', 'vista-gallery' ) );
			}
			array_push( $posts, ...array_values( array_filter( $data, 'is_array' ) ) );
			if ( $enough( $posts ) ) {
				break;
			}
			$url   = self::next_page( $answer['paging']['next'] ?? null );
			$query = array();
		}
		return $posts;
	}

	/**
	 * Refreshes a long-lived token (at least 24 hours old and not expired) for another 60 days.
	 *
	 * @param string $token Access token.
	 * @return array{token: string, expires_at: int}|\WP_Error
	 */
	public static function refresh( string $token ) {
		$answer = self::get( self::base() . '/refresh_access_token', array( 'grant_type' => 'ig_refresh_token' ), $token );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$fresh   = $answer['access_token'] ?? null;
		$seconds = $answer['expires_in'] ?? null;
		if ( ! is_string( $fresh ) || ! InstagramInput::token_ok( $fresh ) || ! is_int( $seconds ) || $seconds <= 0 ) {
			return self::unreadable();
		}
		return array(
			'token'      => $fresh,
			'expires_at' => time() + $seconds,
		);
	}

	/**
	 * The next page's address, followed only on the API's own host: the token travels with it.
	 *
	 * @param mixed $next `paging.next`.
	 */
	private static function next_page( $next ): ?string {
		if ( ! is_string( $next ) || '' === $next ) {
			return null;
		}
		$base = wp_parse_url( self::base() );
		$url  = wp_parse_url( $next );
		if ( ! is_array( $base ) || ! is_array( $url ) ) {
			return null;
		}
		foreach ( array( 'scheme', 'host', 'port' ) as $part ) {
			if ( ( $base[ $part ] ?? null ) !== ( $url[ $part ] ?? null ) ) {
				return null;
			}
		}
		return $next;
	}

	/**
	 * One GET of the API, its JSON decoded, or the error it stands for.
	 *
	 * @param string               $url   Address (may already carry a query, as `paging.next` does).
	 * @param array<string, mixed> $query Query arguments to add.
	 * @param string               $token Access token.
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function get( string $url, array $query, string $token ) {
		$query['access_token'] = $token;
		$response              = wp_remote_get(
			add_query_arg( array_map( 'rawurlencode', array_map( 'strval', $query ) ), $url ),
			array(
				'timeout'             => 20,
				'redirection'         => 0,
				'limit_response_size' => self::MAX_JSON_BYTES,
				'headers'             => array( 'Accept' => 'application/json' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_instagram_unreachable', __( 'Instagram cannot be reached from this site. Try again later.', 'vista-gallery' ) );
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( is_array( $body ) && isset( $body['error'] ) ) {
			return self::graph_error( is_array( $body['error'] ) ? $body['error'] : array() );
		}
		if ( 200 !== (int) wp_remote_retrieve_response_code( $response ) || ! is_array( $body ) ) {
			return self::unreadable();
		}
		return $body;
	}

	/**
	 * A Graph error as a message an administrator can act on.
	 *
	 * @param array<string, mixed> $error `error` of the answer.
	 */
	private static function graph_error( array $error ): \WP_Error {
		$code = (int) ( $error['code'] ?? 0 );
		if ( 190 === $code ) {
			return new \WP_Error(
				'vista_instagram_token',
				__( 'Instagram refused the access token: it has expired or was revoked. Tokens of the old Basic Display API stopped working on 4 December 2024. Create a new long-lived token with Instagram Login for your professional account and import again.', 'vista-gallery' )
			);
		}
		if ( in_array( $code, self::RATE_LIMIT_CODES, true ) ) {
			return new \WP_Error( 'vista_instagram_rate_limit', __( 'Instagram limits how often it can be asked, and the limit is reached. Try again in an hour.', 'vista-gallery' ) );
		}
		$message = is_string( $error['message'] ?? null ) ? wp_strip_all_tags( $error['message'] ) : '';
		/* translators: %s: Instagram's own message. */
		return new \WP_Error( 'vista_instagram_refused', sprintf( __( 'Instagram refused the request: %s', 'vista-gallery' ), '' !== $message ? mb_substr( $message, 0, 300 ) : __( 'no reason given.', 'vista-gallery' ) ) );
	}

	/**
	 * An answer that is not of the documented shape.
	 */
	private static function unreadable(): \WP_Error {
		return new \WP_Error( 'vista_instagram_unreadable', __( 'Instagram answered in a way this plugin does not understand. Nothing was imported.', 'vista-gallery' ) );
	}
}
