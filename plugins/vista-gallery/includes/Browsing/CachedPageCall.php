<?php
/**
 * Who may make the gallery's admin-ajax calls from a page that a full-page cache may have kept
 * for days (issue 14): a WordPress nonce lasts one or two days, a cached page much longer.
 *
 * - Public reads (the gallery view call, the lightbox data call, 000 §7 calls 12 and 3) show only
 *   what the page may show; the signed block token (BlockToken, no expiry) is what keeps them to
 *   that. A fresh nonce is enough; without one, the request must come from a page of this site
 *   and carry a good token (else the old answer stands: the page has expired).
 * - Visitor writes (rating, hit count, comment, cart) have their own guards (one vote per visitor
 *   decided by the server, throttles, captcha, WordPress's comment rules). For a logged-out visitor
 *   no session is at stake, so a page of this site is enough there too; for a signed-in user the
 *   nonce is required, as it protects their session.
 *
 * "A page of this site" is the Origin header a browser sends with every POST, or for a GET the
 * Referer, naming this site's scheme, host and port.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The nonce-or-same-site rule of the gallery's calls.
 */
final class CachedPageCall {

	/**
	 * Whether a public read may be answered.
	 *
	 * @param array<string, mixed> $fields   The request's fields.
	 * @param string               $action   Nonce action.
	 * @param bool                 $token_ok Whether it carries a good block token.
	 */
	public static function read_allowed( array $fields, string $action, bool $token_ok ): bool {
		return Kit\Ajax::nonce_ok( $fields, $action ) || ( $token_ok && self::from_this_site() );
	}

	/**
	 * Whether a visitor write may be taken (its own guards still apply).
	 *
	 * @param array<string, mixed> $fields The request's fields.
	 * @param string               $action Nonce action.
	 */
	public static function write_allowed( array $fields, string $action ): bool {
		if ( Kit\Ajax::nonce_ok( $fields, $action ) ) {
			return true;
		}
		return ! is_user_logged_in() && self::from_this_site();
	}

	/**
	 * Whether the browser says the request comes from a page of this site.
	 */
	public static function from_this_site(): bool {
		$origin = isset( $_SERVER['HTTP_ORIGIN'] ) && is_string( $_SERVER['HTTP_ORIGIN'] ) ? $_SERVER['HTTP_ORIGIN'] : '';
		if ( '' === $origin || 'null' === $origin ) {
			$origin = isset( $_SERVER['HTTP_REFERER'] ) && is_string( $_SERVER['HTTP_REFERER'] ) ? $_SERVER['HTTP_REFERER'] : '';
		}
		return '' !== $origin && strlen( $origin ) <= 2000 && self::origin_of( $origin ) === self::origin_of( home_url( '/' ) );
	}

	/**
	 * scheme://host:port of an address, or '' when it has none.
	 *
	 * @param string $url Address.
	 */
	private static function origin_of( string $url ): string {
		$part = wp_parse_url( $url );
		if ( ! is_array( $part ) || ! isset( $part['scheme'], $part['host'] ) ) {
			return '';
		}
		$scheme = strtolower( $part['scheme'] );
		$port   = $part['port'] ?? ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $part['host'] ) . ':' . $port;
	}
}
