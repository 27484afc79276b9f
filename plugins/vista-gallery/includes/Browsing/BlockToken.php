<?php
/**
 * The signed block token (`shortcode_id`, 000 §3.10): the block's view options, signed by the
 * server, so the gallery view call and the lightbox data call render the same view without
 * trusting the client. The format (base64url JSON, a dot, 32 hex of HMAC-SHA256 with the nonce
 * salt) must not change: cached pages keep their tokens for days. The JSON holds the options that
 * differ from their defaults (compact()); older tokens, which hold them all, verify the same.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * Signs and verifies the view options of a block.
 */
final class BlockToken {

	/**
	 * The block options, signed, so the gallery view call can render the same view without trusting the client
	 * (000 §3.10 `shortcode_id`).
	 *
	 * @param array<string, mixed> $options Validated options.
	 */
	public static function sign( array $options ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( self::compact( $options ) ) ), '+/', '-_' ), '=' ); // Transport encoding.
		return $payload . '.' . substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}

	/**
	 * The options without those at their default, which verify() restores as the block's own
	 * attributes are (a block saves only what differs from its defaults). Every option went into
	 * the token before, 2.8 KB a gallery on every page (issue 18 goal 3); tokens of either form
	 * verify. Kept whole when leaving one out would not give the same options back.
	 *
	 * @param array<string, mixed> $options Validated options.
	 * @return array<string, mixed>
	 */
	public static function compact( array $options ): array {
		$compact = array();
		foreach ( $options as $name => $value ) {
			$default = GalleryRequest::DEFAULTS[ $name ] ?? null;
			// Times are floats (5.0) where their defaults are written as whole numbers (5).
			$same = is_int( $default ) && is_float( $value ) ? (float) $default === $value : $default === $value;
			if ( ! $same || ! array_key_exists( $name, GalleryRequest::DEFAULTS ) ) {
				$compact[ $name ] = $value;
			}
		}
		return GalleryRequest::options( $compact ) === GalleryRequest::options( $options ) ? $compact : $options;
	}

	/**
	 * The options a signed token carries, validated again, or null when the signature is wrong.
	 *
	 * @param mixed $token Token.
	 * @return array<string, mixed>|null
	 */
	public static function verify( $token ): ?array {
		if ( ! is_string( $token ) || strlen( $token ) > 4000 || ! preg_match( '/^([A-Za-z0-9_-]+)\.([a-f0-9]{32})$/', $token, $m ) ) {
			return null;
		}
		if ( ! hash_equals( substr( hash_hmac( 'sha256', $m[1], wp_salt( 'nonce' ) ), 0, 32 ), $m[2] ) ) {
			return null;
		}
		$json = base64_decode( strtr( $m[1], '-_', '+/' ), true ); // Transport encoding.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $data ) ? GalleryRequest::options( $data ) : null;
	}
}
