<?php
/**
 * A stand-in for graph.instagram.com and Instagram's CDN, answering through `pre_http_request`
 * with the documented response shapes (Instagram API with Instagram Login: `/me`, `/me/media`
 * with `paging.next`, `/refresh_access_token`, the Graph error object), so no request leaves the
 * machine. Each test sets the posts, the errors and the token lifetime it needs.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

/**
 * The stand-in's state and its answers.
 */
final class InstagramStandIn {

	public const USER_ID  = '17841400000000001';
	public const USERNAME = 'vista_demo';
	public const TOKEN    = 'IGAAStandInToken0123456789abcdefXYZ';

	/** @var array<int, array<string, mixed>> Posts, newest first. */
	public array $posts = array();

	/** Posts a page when the request asks for more (Instagram's default is 25). */
	public int $page_size = 25;

	/** @var array<string, mixed>|null A Graph error every API call answers with. */
	public ?array $error = null;

	/** @var array<string, mixed>|null A Graph error only the refresh answers with. */
	public ?array $refresh_error = null;

	/** @var array<int, array<string, mixed>>|null A page answered as is, whatever was asked. */
	public ?array $forced_page = null;

	/** An address for `paging.next` on another host (ignored when null). */
	public ?string $foreign_next = null;

	/** @var string[] Addresses asked, in order. */
	public array $requests = array();

	/**
	 * Starts answering.
	 */
	public function start(): void {
		add_filter( 'pre_http_request', array( $this, 'answer' ), 10, 3 );
	}

	/**
	 * Stops answering.
	 */
	public function stop(): void {
		remove_filter( 'pre_http_request', array( $this, 'answer' ), 10 );
	}

	/**
	 * A post of the documented shape.
	 *
	 * @param int    $n       Number, for the ids.
	 * @param string $type    IMAGE, VIDEO or CAROUSEL_ALBUM.
	 * @param string $caption Caption.
	 * @param int    $children Children of a carousel.
	 * @return array<string, mixed>
	 */
	public static function post( int $n, string $type = 'IMAGE', string $caption = '', int $children = 0 ): array {
		$post = array(
			'id'         => (string) ( 18000000000000000 + $n ),
			'caption'    => '' !== $caption ? $caption : "Post {$n}",
			'media_type' => $type,
			'media_url'  => "https://scontent.cdninstagram.com/v/t51/{$n}.jpg?stp=dst-jpg",
			'permalink'  => 'https://www.instagram.com/p/Cpost' . str_pad( (string) $n, 5, '0', STR_PAD_LEFT ) . '/',
			'timestamp'  => gmdate( 'Y-m-d\TH:i:sO', 1700000000 - $n * 3600 ),
		);
		if ( 'VIDEO' === $type ) {
			$post['media_url']     = "https://scontent.cdninstagram.com/o1/v/{$n}.mp4";
			$post['thumbnail_url'] = "https://scontent.cdninstagram.com/v/t51/{$n}-thumb.jpg";
		}
		if ( 'CAROUSEL_ALBUM' === $type ) {
			$post['children'] = array( 'data' => array() );
			for ( $c = 1; $c <= $children; $c++ ) {
				$post['children']['data'][] = array(
					'id'         => (string) ( 19000000000000000 + $n * 100 + $c ),
					'media_type' => 'IMAGE',
					'media_url'  => "https://scontent.cdninstagram.com/v/t51/{$n}-{$c}.jpg",
				);
			}
		}
		return $post;
	}

	/**
	 * The answer to a request.
	 *
	 * @param false|array $pre  Earlier short-circuit.
	 * @param array       $args Request arguments.
	 * @param string      $url  Address.
	 * @return array<string, mixed>|false
	 */
	public function answer( $pre, $args, $url ) {
		$this->requests[] = $url;
		$parts            = wp_parse_url( $url );
		$path             = $parts['path'] ?? '';
		$query            = array();
		wp_parse_str( $parts['query'] ?? '', $query );
		if ( 'scontent.cdninstagram.com' === ( $parts['host'] ?? '' ) ) {
			return self::response( 200, self::jpeg(), 'image/jpeg' );
		}
		if ( 'graph.instagram.com' !== ( $parts['host'] ?? '' ) ) {
			return $pre;
		}
		if ( ( $query['access_token'] ?? '' ) === '' ) {
			return self::json( 400, array( 'error' => array( 'message' => 'An active access token must be used.', 'type' => 'OAuthException', 'code' => 2500 ) ) );
		}
		if ( null !== $this->error ) {
			return self::json( 400, array( 'error' => $this->error ) );
		}
		if ( '/refresh_access_token' === $path ) {
			return null !== $this->refresh_error
				? self::json( 400, array( 'error' => $this->refresh_error ) )
				: self::json( 200, array( 'access_token' => 'IGAARefreshed' . wp_generate_password( 24, false ), 'token_type' => 'bearer', 'expires_in' => 5183944 ) );
		}
		if ( str_ends_with( $path, '/me' ) ) {
			return self::json( 200, array( 'user_id' => self::USER_ID, 'username' => self::USERNAME, 'id' => '9' . self::USER_ID ) );
		}
		if ( str_ends_with( $path, '/media' ) ) {
			return self::json( 200, $this->media_page( $query ) );
		}
		return self::json( 404, array( 'error' => array( 'message' => 'Unknown path', 'type' => 'OAuthException', 'code' => 803 ) ) );
	}

	/**
	 * A page of `/me/media`, with `paging.next` while posts remain.
	 *
	 * @param array<string, string> $query Query.
	 * @return array<string, mixed>
	 */
	private function media_page( array $query ): array {
		if ( null !== $this->forced_page ) {
			return array( 'data' => $this->forced_page );
		}
		$limit = min( (int) ( $query['limit'] ?? 25 ), $this->page_size );
		$after = (int) ( $query['after'] ?? 0 );
		$page  = array(
			'data'   => array_slice( $this->posts, $after, $limit ),
			'paging' => array( 'cursors' => array( 'before' => (string) $after, 'after' => (string) ( $after + $limit ) ) ),
		);
		if ( $after + $limit < count( $this->posts ) ) {
			$page['paging']['next'] = $this->foreign_next ?? 'https://graph.instagram.com/v25.0/18000000000000000/media?access_token=' . rawurlencode( $query['access_token'] ) . '&fields=' . rawurlencode( $query['fields'] ?? '' ) . '&limit=' . $limit . '&after=' . ( $after + $limit );
		}
		return $page;
	}

	/**
	 * A small real JPEG.
	 */
	public static function jpeg(): string {
		$image = imagecreatetruecolor( 32, 24 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 200, 120, 40 ) );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A JSON response.
	 *
	 * @param int   $status Status.
	 * @param array $body   Body.
	 * @return array<string, mixed>
	 */
	private static function json( int $status, array $body ): array {
		return self::response( $status, (string) wp_json_encode( $body ), 'application/json' );
	}

	/**
	 * A response as WP_Http returns it.
	 *
	 * @param int    $status Status.
	 * @param string $body   Body.
	 * @param string $type   Content type.
	 * @return array<string, mixed>
	 */
	private static function response( int $status, string $body, string $type ): array {
		return array(
			'headers'  => array( 'content-type' => $type ),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => 200 === $status ? 'OK' : 'Bad Request',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}
}
