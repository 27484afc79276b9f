<?php
/**
 * The video gallery's signed spec on the kit's envelope (issue 30 item 6): a token signed before
 * the change, as week-old cached pages hold it in their paging buttons, still verifies; the new
 * tokens are keyed for video galleries only, so a photo gallery's token does not verify here.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Video;

use Vista\Tests\VistaTestCase;
use Vista\Video\BlockToken;
use Vista\Video\GallerySpec;

/**
 * Vista\Video\BlockToken.
 */
final class BlockTokenTest extends VistaTestCase {

	/**
	 * A spec.
	 *
	 * @return array<string, mixed>
	 */
	private static function spec(): array {
		return GallerySpec::from(
			array(
				'source'     => 'youtube',
				'playlistId' => 'PLabcdefghijklmnop',
				'pageSize'   => 6,
			)
		);
	}

	/**
	 * The token as the code before the kit signed it: base64url JSON, a dot, 32 hex of
	 * HMAC-SHA256 of 'vista-video|' and the payload under the nonce salt.
	 *
	 * @param array<string, mixed> $spec Spec.
	 */
	private static function signed_the_old_way( array $spec ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $spec ) ), '+/', '-_' ), '=' );
		return $payload . '.' . substr( hash_hmac( 'sha256', 'vista-video|' . $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}

	public function test_a_token_in_a_page_cached_before_the_change_still_verifies(): void {
		$spec = self::spec();
		$old  = self::signed_the_old_way( $spec );
		$this->assertSame( $spec, BlockToken::verify( $old ) );
		$other = self::signed_the_old_way( GallerySpec::from( array( 'playlistId' => 'PLzzzzzzzzzzzzzzzz' ) + $spec ) );
		$this->assertNull( BlockToken::verify( strtok( $other, '.' ) . '.' . substr( $old, -32 ) ) );
	}

	public function test_a_new_token_verifies_and_keeps_the_wire_format(): void {
		$spec  = self::spec();
		$token = BlockToken::sign( $spec );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+\.[a-f0-9]{32}$/', $token );
		$this->assertSame( strtok( self::signed_the_old_way( $spec ), '.' ), strtok( $token, '.' ), 'the same payload' );
		$this->assertSame( $spec, BlockToken::verify( $token ) );
	}

	public function test_a_photo_gallery_token_is_not_a_video_gallery_token(): void {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( self::spec() ) ), '+/', '-_' ), '=' );
		$gallery = $payload . '.' . substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 32 );
		$this->assertNull( BlockToken::verify( $gallery ) );
	}
}
