<?php
/**
 * The signed block token (`shortcode_id`, 000 §3.10): the block's view options, signed by the
 * server, so the gallery view call and the lightbox data call render the same view without
 * trusting the client. The envelope is the kit's (Kit\SignedToken: base64url JSON, a dot, 32 hex
 * of a MAC keyed for the purpose 'gallery-view'). Tokens signed before the kit had it carry a MAC
 * under the nonce salt itself, with no purpose: cached pages keep those for days, so they still
 * verify (legacy_mac()). The JSON holds the options that differ from their defaults (compact());
 * older tokens, which hold them all, verify the same.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit\SignedToken;

/**
 * Signs and verifies the view options of a block.
 */
final class BlockToken {

	/** The use the kit keys the signature for. */
	private const PURPOSE = 'gallery-view';

	/**
	 * The block options, signed, so the gallery view call can render the same view without trusting the client
	 * (000 §3.10 `shortcode_id`).
	 *
	 * @param array<string, mixed> $options Validated options.
	 */
	public static function sign( array $options ): string {
		return SignedToken::sign( self::PURPOSE, self::compact( $options ) );
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
		$data = SignedToken::verify( self::PURPOSE, $token, 4000, array( self::class, 'legacy_mac' ) );
		return null !== $data ? GalleryRequest::options( $data ) : null;
	}

	/**
	 * The MAC tokens carried before the kit signed them (no purpose, the nonce salt as the key),
	 * still held by cached pages.
	 *
	 * @param string $payload Encoded payload.
	 */
	public static function legacy_mac( string $payload ): string {
		return SignedToken::legacy_mac( '', $payload, 32 );
	}
}
