<?php
/**
 * The gallery's signed block token on the kit's envelope (issue 30 item 6): a token signed before
 * the change, as week-old cached pages hold it, still verifies; the new tokens are keyed for the
 * gallery's view only, so the video plugin's tokens do not verify here.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Tests\VistaTestCase;

/**
 * Browsing\BlockToken.
 */
final class BlockTokenTest extends VistaTestCase {

	/**
	 * Some options, validated.
	 *
	 * @return array<string, mixed>
	 */
	private static function options(): array {
		return GalleryRequest::options(
			array(
				'galleryId'     => 3,
				'imagesPerPage' => 4,
				'layout'        => 'masonry',
			)
		);
	}

	/**
	 * The token as the code before the kit signed it: base64url of the compact options' JSON, a dot,
	 * 32 hex of HMAC-SHA256 of that under the nonce salt.
	 *
	 * @param array<string, mixed> $options Options.
	 */
	private static function signed_the_old_way( array $options ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( BlockToken::compact( $options ) ) ), '+/', '-_' ), '=' );
		return $payload . '.' . substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}

	public function test_a_token_in_a_page_cached_before_the_change_still_verifies(): void {
		$options = self::options();
		$old     = self::signed_the_old_way( $options );
		$this->assertSame( $options, BlockToken::verify( $old ) );
		// Its options cannot be changed under the old MAC either.
		$widened = self::signed_the_old_way( GalleryRequest::options( array( 'galleryId' => 4 ) + $options ) );
		$this->assertNull( BlockToken::verify( strtok( $widened, '.' ) . '.' . substr( $old, -32 ) ) );
	}

	public function test_a_new_token_verifies_and_keeps_the_wire_format(): void {
		$options = self::options();
		$token   = BlockToken::sign( $options );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+\.[a-f0-9]{32}$/', $token );
		$this->assertSame( strtok( self::signed_the_old_way( $options ), '.' ), strtok( $token, '.' ), 'the same payload' );
		$this->assertSame( $options, BlockToken::verify( $token ) );
	}

	public function test_a_video_gallery_token_is_not_a_gallery_token(): void {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( array( 'galleryId' => 3 ) ) ), '+/', '-_' ), '=' );
		$video   = $payload . '.' . substr( hash_hmac( 'sha256', 'vista-video|' . $payload, wp_salt( 'nonce' ) ), 0, 32 );
		$this->assertNull( BlockToken::verify( $video ) );
		if ( class_exists( \Vista\Video\BlockToken::class ) ) {
			$this->assertNull( BlockToken::verify( \Vista\Video\BlockToken::sign( array( 'galleryId' => 3 ) ) ) );
		}
	}
}
