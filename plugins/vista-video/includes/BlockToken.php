<?php
/**
 * The signed gallery: a block's spec, signed by the server when it renders the page, and sent back
 * as call 13's security field (000 §6, §7 call 13). Call 13 serves only the playlist a block on a
 * page shows, with that block's page size. The signature does not expire, so a week-old cached page
 * still pages; the format is the gallery plugin's (base64url JSON, a dot, 32 hex of HMAC-SHA256 with
 * the nonce salt) and must not change while cached pages hold tokens.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * Signs and verifies a gallery spec.
 */
final class BlockToken {

	/** Longest token accepted (50 addresses fit well below it). */
	private const MAX_LENGTH = 12000;

	/**
	 * The spec, signed.
	 *
	 * @param array<string, mixed> $spec Normalised spec (GallerySpec::from()).
	 */
	public static function sign( array $spec ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $spec ) ), '+/', '-_' ), '=' ); // Transport encoding.
		return $payload . '.' . self::mac( $payload );
	}

	/**
	 * The spec a token carries, normalised again, or null when the token is not one we signed.
	 *
	 * @param mixed $token Token.
	 * @return array<string, mixed>|null
	 */
	public static function verify( $token ): ?array {
		if ( ! is_string( $token ) || strlen( $token ) > self::MAX_LENGTH || ! preg_match( '/^([A-Za-z0-9_-]+)\.([a-f0-9]{32})$/', $token, $m ) ) {
			return null;
		}
		if ( ! hash_equals( self::mac( $m[1] ), $m[2] ) ) {
			return null;
		}
		$json = base64_decode( strtr( $m[1], '-_', '+/' ), true ); // Transport encoding.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $data ) ? GallerySpec::from( $data ) : null;
	}

	/**
	 * The signature of a payload.
	 *
	 * @param string $payload Encoded payload.
	 */
	private static function mac( string $payload ): string {
		return substr( hash_hmac( 'sha256', 'vista-video|' . $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}
}
