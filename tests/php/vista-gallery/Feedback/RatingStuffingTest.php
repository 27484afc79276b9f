<?php
/**
 * Issue 13 item 3 and issue 31 item 7, as an attacker tries them: votes from one address with no
 * cookie, a new cookie or a new browser string each time, and values above the gallery's stars (000 §3.4 `lightbox_rate_stars_count`,
 * §7 call 8). One visitor is one vote; the value is bounded by the signed block's star count.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\HitCounter;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Feedback\RatingVisitor;

/**
 * Ratings under attack.
 */
final class RatingStuffingTest extends RatingTestCase {

	/**
	 * A rating call as a script sends it.
	 *
	 * @param string               $rate  Value.
	 * @param array<string, mixed> $block The block's attributes, signed as the page signs them.
	 * @param array<string, mixed> $extra Fields over those.
	 * @return array{int, string}
	 */
	private function vote( string $rate, array $block = array(), array $extra = array() ): array {
		return RatingAjax::respond(
			array_merge(
				array(
					'image_id'     => (string) $this->images[0],
					'rate'         => $rate,
					'ajax_task'    => 'save_rate',
					'nonce'        => self::nonce(),
					'shortcode_id' => BlockToken::sign( GalleryRequest::options( $block + array( 'galleryId' => $this->gallery ) ) ),
				),
				$extra
			)
		);
	}

	public function test_twenty_cookie_less_votes_from_one_address_count_once(): void {
		for ( $i = 0; $i < 20; $i++ ) {
			$this->visitor( '203.0.113.7' );
			$this->vote( '5' );
		}
		$this->assertSame( array( 'average' => 5.0, 'count' => 1 ), RatingStore::summary( $this->images[0] ) );
	}

	public function test_a_new_random_cookie_each_time_is_still_one_voter(): void {
		for ( $i = 0; $i < 20; $i++ ) {
			$this->visitor( '203.0.113.7' );
			$_COOKIE[ RatingVisitor::COOKIE ] = bin2hex( random_bytes( 16 ) );
			[ $status, $html ] = $this->vote( '1' );
			$this->assertSame( 200, $status );
		}
		$this->assertSame( 'already', self::data( $html, 'result' ) );
		$this->assertSame( 1, RatingStore::summary( $this->images[0] )['count'] );
	}

	public function test_another_address_is_another_voter(): void {
		$this->vote( '4' );
		$this->visitor( '198.51.100.2' );
		$this->vote( '2' );
		$this->assertSame( array( 'average' => 3.0, 'count' => 2 ), RatingStore::summary( $this->images[0] ) );
	}

	public function test_item_7_a_new_user_agent_per_request_buys_no_new_vote_or_hit(): void {
		$hit = array(
			'image_id'  => (string) $this->images[1],
			'ajax_task' => 'save_hit_count',
			'nonce'     => '',
		);
		for ( $i = 0; $i < 20; $i++ ) {
			$this->visitor( '203.0.113.7' );
			$_SERVER['HTTP_USER_AGENT'] = "Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/{$i}.0";
			$this->vote( '5' );
			RatingAjax::respond( array_merge( $hit, array( 'nonce' => self::nonce() ) ) );
		}
		// An IPv6 client picking a new address of its /64 with every request is one network too.
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->visitor( '2001:db8:7:1::' . dechex( $i * 4099 ) );
			$_SERVER['HTTP_USER_AGENT'] = "Agent {$i}";
			$this->vote( '1', array(), array( 'image_id' => (string) $this->images[2] ) );
		}
		unset( $_SERVER['HTTP_USER_AGENT'] );
		$this->assertSame( 1, RatingStore::summary( $this->images[0] )['count'], '20 browser strings, one vote' );
		$this->assertSame( 1, HitCounter::count( $this->images[1] ), '20 browser strings, one hit' );
		$this->assertSame( 1, RatingStore::summary( $this->images[2] )['count'], 'five addresses of one /64, one vote' );
	}

	public function test_a_ten_is_refused_on_a_five_star_gallery_and_taken_on_a_ten_star_one(): void {
		[ $status, $html ] = $this->vote( '10', array( 'lightboxRateStarsCount' => 5 ) );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'not valid', $html );
		[ $six ] = $this->vote( '6', array( 'lightboxRateStarsCount' => 5 ) );
		$this->assertSame( 400, $six );
		$this->assertSame( 0, RatingStore::summary( $this->images[0] )['count'] );
		$this->assertArrayNotHasKey( RatingVisitor::COOKIE, $_COOKIE, 'a refused vote gives no cookie' );

		[ $status ] = $this->vote( '10', array( 'lightboxRateStarsCount' => 10 ) );
		$this->assertSame( 200, $status );
		$this->assertSame( array( 'average' => 10.0, 'count' => 1 ), RatingStore::summary( $this->images[0] ) );
	}

	public function test_the_star_count_cannot_be_raised_by_the_client(): void {
		$token = BlockToken::sign( GalleryRequest::options( array( 'lightboxRateStarsCount' => 5 ) ) );
		[ $forged ] = $this->vote( '9', array(), array( 'shortcode_id' => substr( $token, 0, -2 ) . '00', 'lightbox_rate_stars_count' => '10' ) );
		$this->assertSame( 400, $forged );
		[ $missing ] = $this->vote( '4', array(), array( 'shortcode_id' => '' ) );
		$this->assertSame( 400, $missing );
		[ $off ] = $this->vote( '4', array( 'lightboxRating' => false ) );
		$this->assertSame( 403, $off );
		$this->assertSame( 0, RatingStore::summary( $this->images[0] )['count'] );
	}
}
