<?php
/**
 * A visitor of one day, known without storing who they are: the connecting address and browser
 * string, hashed under a key derived from a secret and the date (UTC). Visits and votes can be
 * counted per day; no address is stored and nobody is followed from one day to the next. The
 * statistics' hits and online pings and the gallery's rating and hit throttles use it. Free of
 * WordPress calls: the statistics' lean hit endpoint, which does not load WordPress, uses it too.
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The daily visitor hash.
 */
final class VisitorHash {

	/**
	 * The hash of a visitor on a day.
	 *
	 * @param string $secret     The plugin's secret key (binary or text).
	 * @param string $day        Y-m-d (UTC).
	 * @param string $ip         Connecting address.
	 * @param string $user_agent Browser string.
	 */
	public static function of( string $secret, string $day, string $ip, string $user_agent ): string {
		return hash_hmac( 'sha256', $ip . '|' . $user_agent, hash_hmac( 'sha256', 'day|' . $day, $secret, true ) );
	}

	/**
	 * The current request's visitor of today (UTC). Forwarded-for headers are ignored: any client
	 * can write them. The browser string is cut to 512 characters.
	 *
	 * @param string               $secret The plugin's secret key.
	 * @param array<string, mixed> $server The request's server variables.
	 */
	public static function today( string $secret, array $server ): string {
		$ip         = isset( $server['REMOTE_ADDR'] ) && is_string( $server['REMOTE_ADDR'] ) ? $server['REMOTE_ADDR'] : '';
		$ip         = false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
		$user_agent = isset( $server['HTTP_USER_AGENT'] ) && is_string( $server['HTTP_USER_AGENT'] ) ? $server['HTTP_USER_AGENT'] : '';
		$user_agent = substr( trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/', '', $user_agent ) ), 0, 512 );
		return self::of( $secret, gmdate( 'Y-m-d' ), $ip, $user_agent );
	}

	/**
	 * The key a per-visitor limit counts under today (UTC): the connecting address alone, or its /64
	 * network for IPv6 (one subscriber line is handed a whole /64 and can pick any address in it).
	 * The browser string is left out on purpose: a client can send a new one with every request and
	 * would get a fresh quota each time (issue 31 item 7). Use today() where telling browsers apart
	 * refines a count (visitors, online rows); use this where a limit must hold.
	 *
	 * @param string               $secret The plugin's secret key.
	 * @param array<string, mixed> $server The request's server variables.
	 */
	public static function network_today( string $secret, array $server ): string {
		return self::of( $secret, gmdate( 'Y-m-d' ), 'net|' . self::network( $server ), '' );
	}

	/**
	 * The connecting address as a limit sees it: an IPv4 address whole, an IPv6 address cut to its
	 * /64 prefix (an IPv4-mapped IPv6 address counts as the IPv4 address), '' when there is none.
	 *
	 * @param array<string, mixed> $server The request's server variables.
	 */
	public static function network( array $server ): string {
		$ip = isset( $server['REMOTE_ADDR'] ) && is_string( $server['REMOTE_ADDR'] ) ? trim( $server['REMOTE_ADDR'] ) : '';
		if ( false !== filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return $ip;
		}
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			return '';
		}
		$packed = (string) inet_pton( $ip );
		if ( str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return (string) inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}
}
