<?php
/**
 * Issue 18 goal 1: signatures and visitor hashes are keyed BLAKE2b (libsodium) instead of
 * HMAC-SHA256, without breaking what a site already has: pages in a full-page cache keep their
 * version-3 signatures for days, and on the day of the upgrade every visitor keeps the hash they
 * had that morning, so no one counts twice.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Kit\VisitorHash;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Tracker\Signer;
use Vista\Tests\VistaTestCase;

/**
 * Signer, across the change of hash.
 */
final class SignerTest extends VistaTestCase {

	private const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';

	protected function tearDown(): void {
		delete_option( Signer::FAST_SINCE_OPTION );
		update_option( Schema::VERSION_OPTION, Schema::VERSION );
		parent::tearDown();
	}

	/** The key version 3 signed and hashed with. */
	private static function version_3_key(): string {
		return hash( 'sha256', AUTH_KEY . '|' . AUTH_SALT . '|vista-stats', true );
	}

	public function test_this_php_signs_with_blake2b(): void {
		$this->assertTrue( extension_loaded( 'sodium' ), 'PHP 8.2 bundles sodium; the fast path is what this suite measures' );
		$signer = Signer::from_constants();
		$issued = Signer::day_number( time() );
		$this->assertSame( bin2hex( sodium_crypto_generichash( 'page|7|' . $issued . '|/a/', sodium_crypto_generichash( AUTH_KEY . '|' . AUTH_SALT . '|vista-stats' ) ) ), $signer->sign( 'page', 7, $issued, '/a/' ) );
	}

	public function test_a_page_printed_before_the_upgrade_still_sends_hits(): void {
		$signer  = Signer::from_constants();
		$issued  = Signer::day_number( time() ) - 3;
		$printed = hash_hmac( 'sha256', 'page|7|' . $issued . '|/cached/', self::version_3_key() );
		$this->assertTrue( $signer->verify( 'page', 7, $issued, '/cached/', $printed ), 'a version-3 signature from a cached page' );
		$this->assertTrue( $signer->verify( 'page', 7, $issued, '/cached/', $signer->sign( 'page', 7, $issued, '/cached/' ) ) );
		$this->assertFalse( $signer->verify( 'page', 8, $issued, '/cached/', $printed ), 'another page' );
		$this->assertFalse( $signer->verify( 'page', 7, $issued, '/other/', $printed ), 'another address' );
		$this->assertFalse( $signer->verify( 'page', 7, $issued, '/cached/', hash_hmac( 'sha256', 'page|7|' . $issued . '|/cached/', 'guess' ) ), 'another key' );
	}

	public function test_on_the_upgrade_day_visitors_keep_their_hash_and_change_from_the_next(): void {
		$today    = gmdate( 'Y-m-d' );
		$tomorrow = gmdate( 'Y-m-d', time() + DAY_IN_SECONDS );
		$upgraded = Signer::from_constants( $tomorrow );
		$this->assertSame( VisitorHash::of( self::version_3_key(), $today, '203.0.113.9', self::BROWSER ), $upgraded->visitor_hash( $today, '203.0.113.9', self::BROWSER ), 'the hash this visitor had this morning' );
		$this->assertSame(
			hash_hmac( 'sha256', 'anonymous|' . str_repeat( 'a', 32 ), hash_hmac( 'sha256', 'day|' . $today, self::version_3_key(), true ) ),
			$upgraded->anonymous_hash( $today, str_repeat( 'a', 32 ) ),
			'an anonymous session online this morning stays one'
		);
		$this->assertNotSame( VisitorHash::of( self::version_3_key(), $tomorrow, '203.0.113.9', self::BROWSER ), $upgraded->visitor_hash( $tomorrow, '203.0.113.9', self::BROWSER ) );
		$this->assertSame( Signer::from_constants()->visitor_hash( $tomorrow, '203.0.113.9', self::BROWSER ), $upgraded->visitor_hash( $tomorrow, '203.0.113.9', self::BROWSER ) );
		$this->assertNotSame( $upgraded->visitor_hash( $tomorrow, '203.0.113.9', self::BROWSER ), $upgraded->visitor_hash( gmdate( 'Y-m-d', time() + 2 * DAY_IN_SECONDS ), '203.0.113.9', self::BROWSER ), 'a new hash every day' );
	}

	public function test_an_upgrade_from_version_3_hashes_the_new_way_from_tomorrow(): void {
		delete_option( Signer::FAST_SINCE_OPTION );
		update_option( Schema::VERSION_OPTION, 3 );
		$tomorrow = gmdate( 'Y-m-d', time() + DAY_IN_SECONDS );
		$this->assertSame( $tomorrow, Signer::fast_since( null, 3, time() ), 'before the upgrade has run, hits already hash as it will' );

		Schema::migrate();

		$this->assertSame( $tomorrow, get_option( Signer::FAST_SINCE_OPTION ) );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$today = gmdate( 'Y-m-d' );
		$this->assertSame( VisitorHash::of( self::version_3_key(), $today, '203.0.113.9', self::BROWSER ), Signer::for_site()->visitor_hash( $today, '203.0.113.9', self::BROWSER ) );
	}

	public function test_a_new_site_hashes_the_new_way_at_once(): void {
		delete_option( Signer::FAST_SINCE_OPTION );
		Schema::migrate();
		$this->assertFalse( get_option( Signer::FAST_SINCE_OPTION ) );
		$this->assertSame( '', Signer::fast_since( null, Schema::VERSION, time() ) );
		$today = gmdate( 'Y-m-d' );
		$this->assertNotSame( VisitorHash::of( self::version_3_key(), $today, '203.0.113.9', self::BROWSER ), Signer::for_site()->visitor_hash( $today, '203.0.113.9', self::BROWSER ) );
	}

	public function test_without_sodium_everything_is_hmac_sha256_as_in_version_3(): void {
		$secret  = AUTH_KEY . '|' . AUTH_SALT . '|vista-stats';
		$without = new Signer( $secret, '', false );
		$issued  = Signer::day_number( time() );
		$today   = gmdate( 'Y-m-d' );
		$this->assertSame( hash_hmac( 'sha256', 'page|7|' . $issued . '|/a/', self::version_3_key() ), $without->sign( 'page', 7, $issued, '/a/' ) );
		$this->assertSame( VisitorHash::of( self::version_3_key(), $today, '203.0.113.9', self::BROWSER ), $without->visitor_hash( $today, '203.0.113.9', self::BROWSER ) );
		$this->assertTrue( $without->verify( 'page', 7, $issued, '/a/', $without->sign( 'page', 7, $issued, '/a/' ) ) );
		// A server with sodium accepts pages its neighbour without it printed; not the other way round.
		$this->assertTrue( Signer::from_constants()->verify( 'page', 7, $issued, '/a/', $without->sign( 'page', 7, $issued, '/a/' ) ) );
		$this->assertFalse( $without->verify( 'page', 7, $issued, '/a/', Signer::from_constants()->sign( 'page', 7, $issued, '/a/' ) ) );
	}
}
