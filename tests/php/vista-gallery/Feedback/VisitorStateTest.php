<?php
/**
 * Issue 13 item 4, as an attacker tries it: a thousand cookie-less (or fresh-cookie) hit and
 * captcha requests. Hits are throttled by the hashed visitor (000 §4.1: one count per visitor and
 * image in ten seconds), and the short-lived state they leave stays out of wp_options, in a table
 * whose rows expire and whose size is bounded. Issue 31 item 2: a full table evicts its oldest rows,
 * and one address (whatever cookie or browser string it sends) holds only a few captcha codes, so
 * it can neither lock everyone out nor flood other visitors' vote marks out of the table.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\CaptchaImage;
use Vista\Gallery\Feedback\HitCounter;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Feedback\RatingVisitor;
use Vista\Gallery\Feedback\StateOwner;
use Vista\Gallery\Feedback\VisitorState;

/**
 * Anonymous state under load.
 */
final class VisitorStateTest extends RatingTestCase {

	private ?string $saved_user_agent = null;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_user_agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? (string) $_SERVER['HTTP_USER_AGENT'] : null;
	}

	protected function tearDown(): void {
		if ( null === $this->saved_user_agent ) {
			unset( $_SERVER['HTTP_USER_AGENT'] );
		} else {
			$_SERVER['HTTP_USER_AGENT'] = $this->saved_user_agent;
		}
		global $wpdb;
		$table = VisitorState::table();
		$wpdb->query( "DELETE FROM {$table}" ); // SQL: own table name, no input.
		remove_all_filters( 'vista_gallery_visitor_state_max_rows' );
		parent::tearDown();
	}

	private static function options_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ); // SQL: core table, no input.
	}

	private function vote( int $image ): string {
		[ , $html ] = RatingAjax::respond(
			array(
				'image_id'     => (string) $image,
				'rate'         => '4',
				'ajax_task'    => 'save_rate',
				'nonce'        => self::nonce(),
				'shortcode_id' => BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) ),
			)
		);
		return self::data( $html, 'result' );
	}

	private function hit(): void {
		RatingAjax::respond(
			array(
				'image_id'  => (string) $this->images[2],
				'ajax_task' => 'save_hit_count',
				'nonce'     => self::nonce(),
			)
		);
	}

	public function test_a_thousand_cookie_less_requests_do_not_grow_wp_options(): void {
		$options = self::options_rows();
		$started = time();
		for ( $i = 0; $i < 1000; $i++ ) {
			$this->visitor( '203.0.113.7' );
			if ( 0 === $i % 2 ) {
				// Half of them with a new random cookie, as a script defeating a cookie throttle would.
				$_COOKIE[ RatingVisitor::COOKIE ]  = bin2hex( random_bytes( 16 ) );
				$_COOKIE[ CaptchaImage::COOKIE ]   = bin2hex( random_bytes( 16 ) );
			}
			$this->hit();
			CaptchaImage::issue();
		}
		$this->assertSame( $options, self::options_rows(), 'no option or transient was added' );
		// One visitor: one hit per ten seconds (HitCounter::THROTTLE) that the loop took, however
		// slow the machine; a throttle by cookie counted about 500 here.
		$windows = 1 + intdiv( time() - $started, HitCounter::THROTTLE ) + 1;
		$this->assertGreaterThanOrEqual( 1, HitCounter::count( $this->images[2] ) );
		$this->assertLessThanOrEqual( $windows, HitCounter::count( $this->images[2] ), 'one visitor, one hit in ten seconds' );
	}

	public function test_item_2_a_full_visitor_table_evicts_the_oldest_rows_instead_of_locking_everyone_out(): void {
		add_filter( 'vista_gallery_visitor_state_max_rows', static fn () => 50 );
		// Clients across the site fill the table: a captcha code for every cookie-less request.
		for ( $i = 0; $i < 200; $i++ ) {
			$this->visitor( '203.0.113.' . ( 1 + $i % 100 ) );
			CaptchaImage::issue();
		}
		$this->assertSame( 50, VisitorState::rows(), 'the table stays bounded' );

		// Everyone else still votes, is counted and gets a captcha code that works.
		$this->visitor( '198.51.100.2' );
		$this->hit();
		$this->assertSame( 1, HitCounter::count( $this->images[2] ), 'a hit counts in a full table' );
		[ , $html ] = RatingAjax::respond(
			array(
				'image_id'     => (string) $this->images[2],
				'rate'         => '4',
				'ajax_task'    => 'save_rate',
				'nonce'        => self::nonce(),
				'shortcode_id' => BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) ),
			)
		);
		$this->assertSame( 'rated', self::data( $html, 'result' ), 'a new vote is a vote, not "already"' );
		$this->assertSame( 1, RatingStore::summary( $this->images[2] )['count'] );
		$code = CaptchaImage::issue();
		$this->assertTrue( CaptchaImage::verify( $code ), 'a new captcha code is kept' );
		$this->assertLessThanOrEqual( 50, VisitorState::rows() );
	}

	public function test_item_2_one_address_cannot_flood_the_visitor_table_with_captcha_codes(): void {
		// A table of 300 rows stands for the real 100,000; the flood is five times its size.
		add_filter( 'vista_gallery_visitor_state_max_rows', static fn () => 300 );
		$this->visitor( '198.51.100.2' );
		$_SERVER['HTTP_USER_AGENT'] = 'Honest browser';
		$this->assertSame( 'rated', $this->vote( $this->images[2] ) );

		// The attacker: cookie-less captcha requests, each with a new browser string.
		for ( $i = 0; $i < 1500; $i++ ) {
			$this->visitor( '203.0.113.7' );
			$_SERVER['HTTP_USER_AGENT'] = 'Flood/' . $i . ' ' . bin2hex( random_bytes( 4 ) );
			CaptchaImage::issue();
		}

		// The honest visitor's vote mark of today survived: a new cookie and browser string, from the
		// same address, do not make a second vote.
		$this->visitor( '198.51.100.2' );
		$_SERVER['HTTP_USER_AGENT'] = 'Another browser';
		$this->assertSame( 'already', $this->vote( $this->images[2] ), 'the flood did not evict the vote mark' );
		$this->assertSame( 1, RatingStore::summary( $this->images[2] )['count'] );

		$this->visitor( '203.0.113.7' );
		$codes = StateOwner::current( 'captcha', CaptchaImage::PER_VISITOR );
		$this->assertLessThanOrEqual( CaptchaImage::PER_VISITOR, VisitorState::rows_of( $codes ), 'the address holds at most its cap of codes' );
		$this->assertLessThanOrEqual( CaptchaImage::PER_VISITOR + 1, VisitorState::rows(), 'its codes and the vote mark: nothing else' );
		// Its newest code still works: a new code replaces the address's oldest, it is not refused.
		$code = CaptchaImage::issue();
		$this->assertTrue( CaptchaImage::verify( $code ) );
	}

	public function test_item_2_an_ipv6_network_shares_one_cap_of_captcha_codes(): void {
		for ( $i = 0; $i < 100; $i++ ) {
			$this->visitor( '2001:db8:5:7:' . dechex( random_int( 0, 0xffff ) ) . '::' . dechex( $i + 1 ) );
			CaptchaImage::issue();
		}
		$this->assertLessThanOrEqual( CaptchaImage::PER_VISITOR, VisitorState::rows(), 'one /64, one cap' );
		$this->visitor( '2001:db8:5:8::1' );
		CaptchaImage::issue();
		$this->assertSame( CaptchaImage::PER_VISITOR + 1, VisitorState::rows(), 'the next /64 is another visitor' );
	}

	public function test_the_newest_state_survives_eviction_and_the_oldest_goes(): void {
		add_filter( 'vista_gallery_visitor_state_max_rows', static fn () => 3 );
		foreach ( array( 'a', 'b', 'c', 'd' ) as $name ) {
			VisitorState::put( VisitorState::key( 'test', $name ), $name, 60 );
		}
		$this->assertNull( VisitorState::get( VisitorState::key( 'test', 'a' ) ), 'the oldest row made room' );
		$this->assertSame( 'd', VisitorState::get( VisitorState::key( 'test', 'd' ) ) );
		$this->assertSame( 3, VisitorState::rows() );
	}

	public function test_expired_state_is_swept_by_the_next_write(): void {
		for ( $i = 0; $i < 30; $i++ ) {
			$this->visitor( '203.0.113.7' );
			CaptchaImage::issue();
		}
		global $wpdb;
		$table = VisitorState::table();
		$wpdb->query( "UPDATE {$table} SET expires = 0" ); // SQL: own table name; as if their lifetime had passed.
		$this->hit();
		$this->assertSame( 1, VisitorState::rows(), 'only the new hit throttle is left' );
	}

	public function test_a_captcha_code_serves_once_and_not_after_it_expired(): void {
		$code = CaptchaImage::issue();
		$this->assertTrue( CaptchaImage::verify( $code ) );
		$this->assertFalse( CaptchaImage::verify( $code ) );
		$code = CaptchaImage::issue();
		global $wpdb;
		$table = VisitorState::table();
		$wpdb->query( "UPDATE {$table} SET expires = 0" ); // SQL: own table name; as if ten minutes had passed.
		$this->assertFalse( CaptchaImage::verify( $code ) );
	}
}
