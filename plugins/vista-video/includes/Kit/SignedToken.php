<?php
// A copy of kit/SignedToken.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * What the server signs and later takes back from a visitor: a JSON payload and its MAC, in one
 * envelope, `<base64url JSON>.<32 hex>` (or `<base64url JSON>.<expiry>.<32 hex>` for a use that
 * asks for an expiry). Cached pages are normal, so a token has no expiry unless its use asks for
 * one: a week-old page still works.
 *
 * Every use names its purpose ('gallery-view', 'video-gallery', ...). The MAC is keyed by a key
 * derived from the site's secret and that purpose, so a token or MAC made for one use never
 * verifies for another, whatever the payloads look like. mac() and mac_matches() give the same
 * keyed MAC for a use that signs fields rather than a payload.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-token envelope and purpose-keyed MACs.
 */
final class SignedToken {

	/** Hex digits of the MAC in a token: 128 bits. */
	public const MAC_LENGTH = 32;

	/** Longest token verify() reads unless its use says otherwise. */
	public const MAX_LENGTH = 4000;

	/**
	 * The key of a purpose: derived from the site's secret, so no two uses share one.
	 *
	 * @param string $purpose The use, e.g. 'gallery-view'.
	 */
	private static function key( string $purpose ): string {
		if ( '' === $purpose ) {
			throw new \InvalidArgumentException( 'A signature needs a purpose.' );
		}
		return hash_hmac( 'sha256', 'vista-signed|' . $purpose, wp_salt( 'nonce' ), true );
	}

	/**
	 * The MAC of a message for a purpose (hex).
	 *
	 * @param string $purpose The use.
	 * @param string $message What is signed.
	 * @param int    $length  Hex digits kept (at most 64).
	 */
	public static function mac( string $purpose, string $message, int $length = 64 ): string {
		return substr( hash_hmac( 'sha256', $message, self::key( $purpose ) ), 0, max( self::MAC_LENGTH, min( 64, $length ) ) );
	}

	/**
	 * Whether a MAC is the one of the message for the purpose (compared in constant time).
	 *
	 * @param string $purpose The use.
	 * @param string $message What was signed.
	 * @param mixed  $mac     The MAC to check, as the client sent it.
	 */
	public static function mac_matches( string $purpose, string $message, $mac ): bool {
		return is_string( $mac ) && '' !== $mac && hash_equals( self::mac( $purpose, $message, strlen( $mac ) ), $mac );
	}

	/**
	 * The MAC pages printed before the kit keyed MACs by purpose: an HMAC under the nonce salt of
	 * the use's own prefix and the message. Only for verifying what cached pages still hold (as
	 * verify()'s $legacy_mac, or beside mac_matches()); never for signing anything new.
	 *
	 * @param string $prefix  What the use put before the message ('' for none).
	 * @param string $message What was signed.
	 * @param int    $length  Hex digits the use kept (at most 64).
	 */
	public static function legacy_mac( string $prefix, string $message, int $length = 64 ): string {
		return substr( hash_hmac( 'sha256', $prefix . $message, wp_salt( 'nonce' ) ), 0, min( 64, $length ) );
	}

	/**
	 * A payload, signed.
	 *
	 * @param string               $purpose    The use.
	 * @param array<string, mixed> $payload    What the token carries (JSON-encodable).
	 * @param int|null             $expires_at Unix time after which the token is refused; null for never.
	 */
	public static function sign( string $purpose, array $payload, ?int $expires_at = null ): string {
		$message = rtrim( strtr( base64_encode( (string) wp_json_encode( $payload ) ), '+/', '-_' ), '=' ); // Transport encoding.
		if ( null !== $expires_at ) {
			$message .= '.' . $expires_at;
		}
		return $message . '.' . self::mac( $purpose, $message, self::MAC_LENGTH );
	}

	/**
	 * The payload of a token signed for the purpose, or null when it is not one (malformed, too
	 * long, signed for another use or with another secret, or expired).
	 *
	 * @param string                       $purpose    The use.
	 * @param mixed                        $token      The token, as the client sent it.
	 * @param int                          $max_length Longest token read.
	 * @param (callable(string): string)|null $legacy_mac The MAC an earlier version of this use put
	 *                                                 on a payload without expiry, for tokens still
	 *                                                 held by cached pages; null when there was none.
	 * @return array<mixed>|null
	 */
	public static function verify( string $purpose, $token, int $max_length = self::MAX_LENGTH, ?callable $legacy_mac = null ): ?array {
		if ( ! is_string( $token ) || strlen( $token ) > $max_length || ! preg_match( '/^([A-Za-z0-9_-]+)(?:\.([0-9]{1,12}))?\.([a-f0-9]{32})$/D', $token, $m ) ) {
			return null;
		}
		$message = '' !== $m[2] ? $m[1] . '.' . $m[2] : $m[1];
		$valid   = hash_equals( self::mac( $purpose, $message, self::MAC_LENGTH ), $m[3] )
			|| ( '' === $m[2] && null !== $legacy_mac && hash_equals( $legacy_mac( $m[1] ), $m[3] ) );
		if ( ! $valid || ( '' !== $m[2] && (int) $m[2] < time() ) ) {
			return null;
		}
		$json = base64_decode( strtr( $m[1], '-_', '+/' ), true ); // Transport encoding.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $data ) ? $data : null;
	}
}
