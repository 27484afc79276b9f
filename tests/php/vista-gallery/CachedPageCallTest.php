<?php
/**
 * Issue 14, public reads and visitor writes from a page a full-page cache made days ago: its
 * nonces have expired (made here with a one-second `nonce_life`, as if days had passed). Reads
 * (000 §7 calls 12 and 3) and a logged-out visitor's writes (call 8) from a page of this site are
 * answered, kept safe by the signed block token and the writes' own guards; a request from another
 * site, or a signed-in user's write, still needs a fresh nonce.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Lightbox\LightboxAjax;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * Calls from an eight-day-old page.
 */
final class CachedPageCallTest extends RatingTestCase {

	/** @var array<string, string> Nonces printed in the cached page. */
	private array $old = array();

	protected function setUp(): void {
		parent::setUp();
		// The page is made now; every later check runs as if its nonces had aged past their life.
		$this->old = array(
			'view'     => wp_create_nonce( GalleryRenderer::NONCE_ACTION ),
			'lightbox' => wp_create_nonce( LightboxSettings::NONCE_ACTION ),
			'rate'     => wp_create_nonce( RatingAjax::NONCE_ACTION ),
		);
		// A one-second life counts ticks of half a second: no tick of a nonce made under the usual
		// day-long life is recent any more, as after days in a cache (no waiting needed).
		add_filter( 'nonce_life', array( self::class, 'one_second' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'nonce_life', array( self::class, 'one_second' ) );
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_REFERER'] );
		parent::tearDown();
	}

	public static function one_second(): int {
		return 1;
	}

	private function token(): string {
		return BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery, 'imagesPerPage' => 2 ) ) );
	}

	private function view(): int {
		return GalleryAjax::respond(
			array(
				'nonce'         => $this->old['view'],
				'shortcode_id'  => $this->token(),
				'bwg'           => '1',
				'page_number_1' => '2',
			)
		)[0];
	}

	private function lightbox(): int {
		return LightboxAjax::respond(
			array(
				'nonce'        => $this->old['lightbox'],
				'shortcode_id' => $this->token(),
				'gallery_id'   => (string) $this->gallery,
				'image_id'     => (string) $this->images[0],
			)
		)[0];
	}

	private function rate(): int {
		return RatingAjax::respond(
			array(
				'nonce'        => $this->old['rate'],
				'shortcode_id' => $this->token(),
				'image_id'     => (string) $this->images[0],
				'rate'         => '4',
				'ajax_task'    => 'save_rate',
			)
		)[0];
	}

	public function test_the_nonces_of_the_cached_page_have_expired(): void {
		$this->assertFalse( wp_verify_nonce( $this->old['view'], GalleryRenderer::NONCE_ACTION ) );
		$this->assertSame( 403, $this->view(), 'without the browser naming the page, an expired nonce is refused' );
	}

	public function test_reads_and_a_visitors_vote_work_from_a_page_of_this_site(): void {
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$this->assertSame( 200, $this->view() );
		$this->assertSame( 200, $this->rate() );
		$this->assertSame( 1, RatingStore::summary( $this->images[0] )['count'] );
		unset( $_SERVER['HTTP_ORIGIN'] );
		// The lightbox data call is a GET: the browser names the page in the Referer.
		$_SERVER['HTTP_REFERER'] = home_url( '/gallery-page/' );
		$this->assertSame( 200, $this->lightbox() );
	}

	public function test_another_site_is_refused(): void {
		$_SERVER['HTTP_ORIGIN'] = 'https://attacker.example';
		$this->assertSame( 403, $this->view() );
		$this->assertSame( 403, $this->lightbox() );
		$this->assertSame( 403, $this->rate() );
		$this->assertSame( 0, RatingStore::summary( $this->images[0] )['count'] );
	}

	public function test_a_signed_in_users_write_still_needs_a_fresh_nonce(): void {
		$this->sign_in( 'subscriber' );
		$_SERVER['HTTP_ORIGIN'] = untrailingslashit( home_url() );
		$this->assertSame( 403, $this->rate() );
		$this->assertSame( 0, RatingStore::summary( $this->images[0] )['count'] );
	}
}
