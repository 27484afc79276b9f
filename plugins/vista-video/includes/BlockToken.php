<?php
/**
 * The signed gallery: a block's spec, signed by the server when it renders the page, and sent back
 * as call 13's security field (000 §6, §7 call 13). Call 13 serves only the playlist a block on a
 * page shows, with that block's page size. The signature does not expire, so a week-old cached page
 * still pages. The envelope is the kit's (Kit\SignedToken: base64url JSON, a dot, 32 hex of a MAC
 * keyed for the purpose 'video-gallery'); tokens signed before the kit had it (a MAC of
 * 'vista-video|' and the payload under the nonce salt) are still held by cached pages and still
 * verify (legacy_mac()).
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

use Vista\Video\Kit\SignedToken;

/**
 * Signs and verifies a gallery spec.
 */
final class BlockToken {

	/** Longest token accepted (50 addresses fit well below it). */
	private const MAX_LENGTH = 12000;

	/** The use the kit keys the signature for. */
	private const PURPOSE = 'video-gallery';

	/**
	 * The spec, signed.
	 *
	 * @param array<string, mixed> $spec Normalised spec (GallerySpec::from()).
	 */
	public static function sign( array $spec ): string {
		return SignedToken::sign( self::PURPOSE, $spec );
	}

	/**
	 * The spec a token carries, normalised again, or null when the token is not one we signed.
	 *
	 * @param mixed $token Token.
	 * @return array<string, mixed>|null
	 */
	public static function verify( $token ): ?array {
		$data = SignedToken::verify( self::PURPOSE, $token, self::MAX_LENGTH, array( self::class, 'legacy_mac' ) );
		return null !== $data ? GallerySpec::from( $data ) : null;
	}

	/**
	 * The MAC tokens carried before the kit signed them, still held by cached pages.
	 *
	 * @param string $payload Encoded payload.
	 */
	public static function legacy_mac( string $payload ): string {
		return SignedToken::legacy_mac( 'vista-video|', $payload, 32 );
	}
}
