<?php
/**
 * The kit's signed-token envelope (issue 30 item 6), in every plugin's copy: a token verifies for
 * the purpose it was signed for and no other, a changed payload or MAC is refused, there is no
 * expiry unless the signer asks for one, and a use can keep verifying the MAC it used before.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * Kit\SignedToken in each plugin's namespace.
 */
final class KitSignedTokenTest extends VistaTestCase {

	/**
	 * The plugin's copy of the class.
	 *
	 * @param string $slug Plugin.
	 * @return class-string
	 */
	private static function token( string $slug ): string {
		foreach ( vista_suite()['plugins'] as $plugin ) {
			if ( $plugin['slug'] === $slug ) {
				return $plugin['namespace'] . '\\Kit\\SignedToken';
			}
		}
		throw new \LogicException( "{$slug} is not in suite.json" );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_token_carries_its_payload_for_its_purpose_only( string $slug ): void {
		$token   = self::token( $slug );
		$payload = array(
			'galleryId' => 7,
			'title'     => 'Été <b>"quoted"</b>',
			'list'      => array( 1, 2 ),
		);
		$signed  = $token::sign( 'test-view', $payload );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9_-]+\.[a-f0-9]{32}$/', $signed, 'no expiry: payload and MAC only' );
		$this->assertSame( $payload, $token::verify( 'test-view', $signed ) );
		$this->assertNull( $token::verify( 'test-other', $signed ), 'signed for another use' );

		// Another payload under the same MAC, a changed MAC, extra text, a non-string.
		$forged = $token::sign( 'test-view', array( 'galleryId' => 8 ) );
		$this->assertNull( $token::verify( 'test-view', strtok( $forged, '.' ) . '.' . substr( $signed, -32 ) ) );
		$this->assertNull( $token::verify( 'test-view', substr( $signed, 0, -1 ) . ( str_ends_with( $signed, '0' ) ? '1' : '0' ) ) );
		$this->assertNull( $token::verify( 'test-view', $signed . "\n" ) );
		$this->assertNull( $token::verify( 'test-view', array( $signed ) ) );
		$this->assertNull( $token::verify( 'test-view', $signed, strlen( $signed ) - 1 ), 'longer than the use allows' );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_token_expires_only_when_its_signer_says_so( string $slug ): void {
		$token = self::token( $slug );
		$live  = $token::sign( 'test-link', array( 'entry' => 3 ), time() + 60 );
		$dead  = $token::sign( 'test-link', array( 'entry' => 3 ), time() - 1 );
		$this->assertSame( array( 'entry' => 3 ), $token::verify( 'test-link', $live ) );
		$this->assertNull( $token::verify( 'test-link', $dead ) );
		// The expiry is signed: moving it on breaks the MAC.
		$parts = explode( '.', $dead );
		$this->assertNull( $token::verify( 'test-link', $parts[0] . '.' . ( time() + 3600 ) . '.' . $parts[2] ) );
		// Nor can it be dropped to make a token that never expires.
		$this->assertNull( $token::verify( 'test-link', $parts[0] . '.' . $parts[2] ) );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_use_keeps_verifying_the_mac_it_used_before( string $slug ): void {
		$token   = self::token( $slug );
		$legacy  = static fn ( string $payload ): string => substr( hash_hmac( 'sha256', 'old|' . $payload, wp_salt( 'nonce' ) ), 0, 32 );
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( array( 'a' => 1 ) ) ), '+/', '-_' ), '=' );
		$old     = $payload . '.' . $legacy( $payload );
		$this->assertSame( array( 'a' => 1 ), $token::verify( 'test-view', $old, 4000, $legacy ) );
		$this->assertSame( $legacy( $payload ), $token::legacy_mac( 'old|', $payload, 32 ), 'the kit names the pre-kit MAC once' );
		$this->assertNull( $token::verify( 'test-view', $old ), 'only where the use asks for it' );
		$this->assertNotSame( $old, $token::sign( 'test-view', array( 'a' => 1 ) ), 'new tokens carry the purpose-keyed MAC' );
	}

	/**
	 * @dataProvider plugins
	 */
	public function test_a_mac_is_keyed_by_its_purpose( string $slug ): void {
		$token = self::token( $slug );
		$mac   = $token::mac( 'test-time', 'form|7|1700000000' );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $mac );
		$this->assertTrue( $token::mac_matches( 'test-time', 'form|7|1700000000', $mac ) );
		$this->assertTrue( $token::mac_matches( 'test-time', 'form|7|1700000000', substr( $mac, 0, 32 ) ) );
		$this->assertFalse( $token::mac_matches( 'test-time', 'form|7|1700000000', substr( $mac, 0, 8 ) ), 'too short to mean anything' );
		$this->assertFalse( $token::mac_matches( 'test-other', 'form|7|1700000000', $mac ) );
		$this->assertFalse( $token::mac_matches( 'test-time', 'form|8|1700000000', $mac ) );
		$this->assertFalse( $token::mac_matches( 'test-time', 'form|7|1700000000', null ) );
		$this->assertNotSame( hash_hmac( 'sha256', 'form|7|1700000000', wp_salt( 'nonce' ) ), $mac, 'not the bare salt' );
	}
}
