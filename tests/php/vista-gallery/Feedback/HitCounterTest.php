<?php
/**
 * Call 8, save_hit_count (000 §4.1, §7): every image change counts a hit, once per visitor and
 * image in ten seconds.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Feedback\HitCounter;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\VisitorState;

/**
 * Hit counts.
 */
final class HitCounterTest extends RatingTestCase {

	private function hit( array $extra = array() ): array {
		return RatingAjax::respond(
			array_merge(
				array(
					'image_id'  => (string) $this->images[2],
					'ajax_task' => 'save_hit_count',
					'nonce'     => self::nonce(),
				),
				$extra
			)
		);
	}

	/**
	 * Lets the throttle of every visitor and image run out, as ten seconds would.
	 */
	private function ten_seconds_later(): void {
		global $wpdb;
		$table = VisitorState::table();
		$wpdb->query( "UPDATE {$table} SET expires = 0" ); // SQL: own table name, no input.
	}

	protected function tearDown(): void {
		$this->ten_seconds_later();
		parent::tearDown();
	}

	public function test_a_hit_counts_and_answers_the_new_count(): void {
		[ $status, $html ] = $this->hit();
		$this->assertSame( 200, $status );
		$this->assertSame( '1', self::data( $html, 'hit-count' ) );
		$this->assertSame( 1, HitCounter::count( $this->images[2] ) );
	}

	public function test_the_same_visitor_counts_once_in_ten_seconds(): void {
		$this->hit();
		[ , $html ] = $this->hit();
		$this->assertSame( '1', self::data( $html, 'hit-count' ) );
		$this->ten_seconds_later();
		[ , $html ] = $this->hit();
		$this->assertSame( '2', self::data( $html, 'hit-count' ) );
	}

	public function test_other_visitors_and_other_images_count_separately(): void {
		$this->hit();
		$this->visitor( '198.51.100.2' );
		$this->hit();
		$this->hit( array( 'image_id' => (string) $this->images[3] ) );
		$this->assertSame( 2, HitCounter::count( $this->images[2] ) );
		$this->assertSame( 1, HitCounter::count( $this->images[3] ) );
	}

	public function test_a_hit_gives_no_cookie(): void {
		$this->hit();
		$this->assertArrayNotHasKey( 'vista_gallery_visitor', $_COOKIE );
	}

	public function test_forged_nonce_and_hidden_images_count_nothing(): void {
		$this->assertSame( 403, $this->hit( array( 'nonce' => 'forged' ) )[0] );
		$private = $this->private_image();
		$this->assertSame( 404, $this->hit( array( 'image_id' => (string) $private ) )[0] );
		$this->assertSame( 0, HitCounter::count( $this->images[2] ) );
		$this->assertSame( 0, HitCounter::count( $private ) );
	}

	public function test_lightbox_entries_carry_the_hit_count(): void {
		$this->hit();
		$entry = $this->entry( $this->images[2] );
		$this->assertSame( 1, $entry['hit_count'] );
	}
}
