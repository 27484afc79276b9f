<?php
/**
 * Who is rating or viewing, as the server decides it (never the client): a signed-in user by id,
 * anyone else by a first-party cookie id together with the address it comes from, salted and
 * hashed so that no raw IP address is stored.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Feedback;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The visitor key of ratings and hit throttling.
 */
final class RatingVisitor {

	public const COOKIE = 'vista_gallery_visitor';
	/** A year: a rating is meant to be remembered. */
	private const COOKIE_LIFETIME = YEAR_IN_SECONDS;

	/**
	 * The visitor's key: 'user:{id}' when signed in, else a 64-hex-digit hash, or '' for a visitor
	 * without a cookie when none may be given ($assign false: reading must not set cookies).
	 *
	 * @param bool $assign Give an anonymous visitor a cookie id when they have none.
	 */
	public static function key( bool $assign ): string {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return 'user:' . $user;
		}
		$id = self::cookie_id();
		if ( '' === $id ) {
			if ( ! $assign ) {
				return '';
			}
			$id = self::assign_cookie();
		}
		return hash_hmac( 'sha256', $id . '|' . self::ip(), wp_salt( 'auth' ) );
	}

	/**
	 * A key for throttling that needs no cookie (a hit must not set one, and a client may send a
	 * new cookie with every request): the user when signed in, else the day's network key.
	 */
	public static function throttle_key(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'user:' . $user : self::daily_hash();
	}

	/**
	 * The anonymous visitor of today as a limit counts them, whatever cookies and headers they
	 * send: the connecting address (its /64 for IPv6), hashed with a key that changes every day
	 * (UTC), so no address is stored and nobody is followed across days. The browser string is
	 * left out: a client that sent a new one with every request got a new vote and a new hit each
	 * time (issue 31 item 7). The cookie id (key()) still tells apart browsers behind one address
	 * for whose rating is whose.
	 */
	public static function daily_hash(): string {
		return Kit\VisitorHash::network_today( wp_salt( 'auth' ), $_SERVER ); // Hashed, never stored or shown as sent.
	}

	/**
	 * Seconds until the visitor hash of today changes.
	 */
	public static function seconds_left_today(): int {
		return max( 1, DAY_IN_SECONDS - ( time() % DAY_IN_SECONDS ) );
	}

	/**
	 * The visitor's cookie id when it is well formed, else ''.
	 */
	private static function cookie_id(): string {
		$value = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? $_COOKIE[ self::COOKIE ] : '';
		return preg_match( '/^[a-f0-9]{32}$/', $value ) ? $value : '';
	}

	/**
	 * Gives the visitor a new cookie id, visible to the rest of this request too.
	 */
	private static function assign_cookie(): string {
		$id                      = bin2hex( random_bytes( 16 ) );
		$_COOKIE[ self::COOKIE ] = $id;
		if ( ! headers_sent() ) {
			setcookie(
				self::COOKIE,
				$id,
				array(
					'expires'  => time() + self::COOKIE_LIFETIME,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
		return $id;
	}

	/**
	 * The connecting address. Forwarded-for headers are ignored: any client can write them.
	 */
	private static function ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? $_SERVER['REMOTE_ADDR'] : '';
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
	}
}
