<?php
/**
 * Call 8, save_rate (000 §3.5, §4.1, §7): one rating per visitor and image, decided by the
 * server; refused values, nonces and images change nothing.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/RatingTestCase.php';

use Vista\Gallery\Browsing\BlockToken;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;

/**
 * Ratings.
 */
final class RatingAjaxTest extends RatingTestCase {

	private function rate( $rate, array $extra = array() ): array {
		return RatingAjax::respond(
			array_merge(
				array(
					'action'    => 'vista_gallery_rate',
					'image_id'  => (string) $this->images[0],
					'rate'      => $rate,
					'ajax_task' => 'save_rate',
					'nonce'     => self::nonce(),
					// The block token the lightbox sends back: a gallery of the default five stars.
					'shortcode_id' => BlockToken::sign( GalleryRequest::options( array( 'galleryId' => $this->gallery ) ) ),
				),
				$extra
			)
		);
	}

	private function votes( int $image ): int {
		global $wpdb;
		$table = RatingStore::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE image_id = %d", $image ) ); // SQL: own table name.
	}

	public function test_the_endpoint_is_registered_for_visitors(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				$this->assertNotFalse( has_action( 'wp_ajax_nopriv_vista_gallery_rate' ) );
				$this->assertNotFalse( has_action( 'wp_ajax_vista_gallery_rate' ) );
			}
		);
	}

	public function test_a_visitor_rates_once_then_is_told_they_already_rated(): void {
		[ $status, $html ] = $this->rate( '4' );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'class="bwg_rate_form"', $html );
		$this->assertSame( 'rated', self::data( $html, 'result' ) );
		$this->assertSame( '4', self::data( $html, 'current-rate' ) );
		$this->assertSame( '1', self::data( $html, 'current-rate-count' ) );
		$this->assertSame( '4', self::data( $html, 'current-avg-rating' ) );
		$this->assertSame( '1', self::data( $html, 'rated' ) );
		$this->assertStringContainsString( 'Votes: 1', $html );

		[ $status, $again ] = $this->rate( '1' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'already', self::data( $again, 'result' ) );
		$this->assertStringContainsString( 'You have already rated.', $again );
		$this->assertSame( '4', self::data( $again, 'current-rate' ) );
		$this->assertSame( '1', self::data( $again, 'current-rate-count' ) );
		$this->assertSame( 1, $this->votes( $this->images[0] ) );
	}

	public function test_the_average_counts_every_visitor_and_is_cached_in_meta(): void {
		$this->rate( '5' );
		$this->visitor( '198.51.100.2' );
		[ , $html ] = $this->rate( '2' );
		$this->assertSame( '3.5', self::data( $html, 'current-avg-rating' ) );
		$this->assertSame( '2', self::data( $html, 'current-rate-count' ) );
		$this->assertSame( array( 'average' => 3.5, 'count' => 2 ), RatingStore::summary( $this->images[0] ) );
	}

	public function test_a_signed_in_user_rates_once_whatever_their_cookies(): void {
		$this->sign_in( 'subscriber' );
		$this->assertSame( 'rated', self::data( $this->rate( '3', array( 'nonce' => self::nonce() ) )[1], 'result' ) );
		unset( $_COOKIE['vista_gallery_visitor'] );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$this->assertSame( 'already', self::data( $this->rate( '5', array( 'nonce' => self::nonce() ) )[1], 'result' ) );
		$this->assertSame( 1, $this->votes( $this->images[0] ) );
	}

	public function test_the_visitor_is_stored_as_a_hash_never_as_an_address(): void {
		$this->rate( '4' );
		global $wpdb;
		$table   = RatingStore::table();
		$visitor = (string) $wpdb->get_var( $wpdb->prepare( "SELECT visitor FROM {$table} WHERE image_id = %d", $this->images[0] ) ); // SQL: own table name.
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $visitor );
		$this->assertStringNotContainsString( '203.0.113.7', $visitor );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $_COOKIE['vista_gallery_visitor'] );
	}

	public function test_the_table_refuses_a_second_row_for_the_same_visitor(): void {
		$this->assertTrue( RatingStore::rate( $this->images[1], 'visitor-key', 3 ) );
		$this->assertFalse( RatingStore::rate( $this->images[1], 'visitor-key', 5 ) );
		global $wpdb;
		$wpdb->suppress_errors( true );
		$inserted = $wpdb->insert( RatingStore::table(), array( 'image_id' => $this->images[1], 'visitor' => 'visitor-key', 'rate' => 1, 'created' => current_time( 'mysql', true ) ) );
		$wpdb->suppress_errors( false );
		$this->assertFalse( $inserted, 'the unique key (image_id, visitor) holds' );
		$this->assertSame( 1, $this->votes( $this->images[1] ) );
	}

	public static function bad_rates(): array {
		return array(
			'zero without a rating' => array( '0' ),
			'above ten'             => array( '11' ),
			'negative'              => array( '-1' ),
			'trailing letters'      => array( '3abc' ),
			'a fraction'            => array( '2.5' ),
			'an array'              => array( array( '3' ) ),
			'empty'                 => array( '' ),
			'huge'                  => array( '99999999999999999999' ),
		);
	}

	/**
	 * @dataProvider bad_rates
	 */
	public function test_values_outside_one_to_ten_are_refused_with_no_side_effect( $rate ): void {
		[ $status, $html ] = $this->rate( $rate );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'not valid', $html );
		$this->assertSame( 0, $this->votes( $this->images[0] ) );
		$this->assertArrayNotHasKey( 'vista_gallery_visitor', $_COOKIE );
		$this->assertSame( array( 'average' => 0.0, 'count' => 0 ), RatingStore::summary( $this->images[0] ) );
	}

	public function test_rate_zero_cancels_ones_own_rating_only(): void {
		$this->rate( '2' );
		$mine = $_COOKIE['vista_gallery_visitor'];
		$this->visitor( '198.51.100.2' );
		$this->rate( '4' );
		$this->visitor( '203.0.113.7' );
		$_COOKIE['vista_gallery_visitor'] = $mine;
		[ $status, $html ] = $this->rate( '0' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'cancelled', self::data( $html, 'result' ) );
		$this->assertSame( '0', self::data( $html, 'rated' ) );
		$this->assertSame( '1', self::data( $html, 'current-rate-count' ) );
		$this->assertSame( '4', self::data( $html, 'current-avg-rating' ) );
		$this->assertSame( 'rated', self::data( $this->rate( '5' )[1], 'result' ), 'after cancelling, one may rate again' );
	}

	public function test_a_forged_nonce_is_refused_and_records_nothing(): void {
		[ $status, $html ] = $this->rate( '4', array( 'nonce' => 'forged' ) );
		$this->assertSame( 403, $status );
		$this->assertStringContainsString( 'expired', $html );
		$this->assertSame( 0, $this->votes( $this->images[0] ) );
	}

	public function test_an_image_of_a_private_gallery_or_not_an_image_is_refused(): void {
		$private = $this->private_image();
		[ $status ] = $this->rate( '4', array( 'image_id' => (string) $private ) );
		$this->assertSame( 404, $status );
		$this->assertSame( 0, $this->votes( $private ) );
		$this->assertSame( 404, $this->rate( '4', array( 'image_id' => (string) $this->gallery ) )[0] );
		$this->assertSame( 404, $this->rate( '4', array( 'image_id' => '-5' ) )[0] );
		$this->assertSame( 404, $this->rate( '4', array( 'image_id' => array( $this->images[0] ) ) )[0] );
		$this->assertSame( 0, $this->votes( $this->images[0] ) );
	}

	public function test_an_unknown_task_is_refused(): void {
		$this->assertSame( 400, $this->rate( '4', array( 'ajax_task' => 'drop_table' ) )[0] );
		$this->assertSame( 0, $this->votes( $this->images[0] ) );
	}

	public function test_lightbox_entries_carry_the_visitors_rate_and_the_summary(): void {
		$this->rate( '3' );
		$entry = $this->entry( $this->images[0] );
		$this->assertSame( 3, $entry['rate'] );
		$this->assertSame( 1, $entry['rate_count'] );
		$this->assertSame( 3.0, $entry['avg_rating'] );
		$this->assertSame( 0, $entry['comment_count'] );
		$this->visitor( '198.51.100.2' );
		$entry = $this->entry( $this->images[0] );
		$this->assertSame( 0, $entry['rate'], 'another visitor has not rated' );
		$this->assertArrayNotHasKey( 'vista_gallery_visitor', $_COOKIE, 'reading gives no cookie' );
	}

	public function test_deleting_an_image_removes_its_ratings(): void {
		$this->rate( '3' );
		$image = array_shift( $this->images );
		wp_delete_attachment( $image, true );
		$this->assertSame( 0, $this->votes( $image ) );
	}
}
