<?php
// A copy of kit/Ajax.php for vista-consent, made by `npm run kit`: change the kit, not this file.
/**
 * admin-ajax.php endpoints (hooked by the plugin's hooks.php): reading the posted fields,
 * checking a nonce (or, from a cached page, a signature and the Origin), and answering with a
 * status and HTML. Each call answers in its own spec shape
 * (HTML blocks, or the JSON of its row), so no shared JSON error shape is offered.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Endpoint plumbing; what an endpoint decides stays in the endpoint.
 */
final class Ajax {

	/**
	 * The posted fields, unslashed. Callers validate each field they read.
	 *
	 * @return array<string, mixed>
	 */
	public static function posted(): array {
		// Every endpoint checks its nonce (or signature) itself, before it acts on a field.
		$fields = wp_unslash( $_POST );
		return is_array( $fields ) ? $fields : array();
	}

	/**
	 * Whether a field holds a valid nonce for an action.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @param string               $action Nonce action.
	 * @param string               $field  The field that carries the nonce.
	 */
	public static function nonce_ok( array $fields, string $action, string $field = 'nonce' ): bool {
		$nonce = isset( $fields[ $field ] ) && is_string( $fields[ $field ] ) ? $fields[ $field ] : '';
		return false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * Whether a public read may be answered from a page a full-page cache may have kept for days
	 * (issue 14; a nonce lasts one or two days, a cached page much longer): a fresh nonce, or a
	 * good server signature that does not expire (the caller checks it: a signed block token, a
	 * signed start time) on a request from a page of this site. The signature is what keeps the
	 * read to what the page may show.
	 *
	 * @param array<string, mixed> $fields   The request's fields.
	 * @param string               $action   Nonce action.
	 * @param bool                 $token_ok Whether the request carries a good server signature.
	 * @param string               $field    The field that carries the nonce.
	 */
	public static function read_allowed( array $fields, string $action, bool $token_ok, string $field = 'nonce' ): bool {
		return self::nonce_ok( $fields, $action, $field ) || ( $token_ok && self::from_this_site() );
	}

	/**
	 * Whether a visitor write may be taken from such a page; its own guards (limits keyed on what
	 * the client cannot renew at will, one vote per visitor, captcha...) still apply. A fresh nonce
	 * is enough. Without one, a logged-out visitor's write needs a good server signature and a page
	 * of this site (no session is at stake); a signed-in user's needs the nonce, which protects
	 * their session.
	 *
	 * @param array<string, mixed> $fields   The request's fields.
	 * @param string               $action   Nonce action.
	 * @param bool                 $token_ok Whether the request carries a good server signature.
	 * @param string               $field    The field that carries the nonce.
	 */
	public static function write_allowed( array $fields, string $action, bool $token_ok = true, string $field = 'nonce' ): bool {
		if ( self::nonce_ok( $fields, $action, $field ) ) {
			return true;
		}
		return $token_ok && ! is_user_logged_in() && self::from_this_site();
	}

	/**
	 * Whether the browser says the request comes from a page of this site: the Origin header a
	 * browser sends with every POST, or for a GET the Referer, naming this site's scheme, host and
	 * port. It stops other sites' pages from posting through a visitor's browser.
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

	/**
	 * Answers with HTML built escaped by the caller, never cached, and ends the request.
	 *
	 * @param int    $status HTTP status.
	 * @param string $html   Escaped HTML.
	 */
	public static function send_html( int $status, string $html ): void {
		status_header( $status );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		nocache_headers();
		echo $html; // Escaped by the caller.
		wp_die( '', '', array( 'response' => $status ) );
	}
}
