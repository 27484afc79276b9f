<?php
/**
 * Tools → Export and Erase Personal Data: print orders found by the buyer's address are exported
 * and anonymised (kept for the accounts); ratings made signed in are exported and untied from the
 * account while their votes stay in the average; a visitor's rating ties to nobody.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/RatingTestCase.php';

use Vista\Gallery\Ecommerce\Orders;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Feedback\RatingVisitor;
use Vista\Gallery\Privacy\OrdersPersonalData;
use Vista\Gallery\Privacy\RatingsPersonalData;

/**
 * The gallery's exporters and erasers.
 */
final class GalleryPersonalDataTest extends RatingTestCase {

	/** @var int[] */
	private array $orders = array();

	protected function setUp(): void {
		parent::setUp();
		RatingStore::upgrade();
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->orders as $id ) {
			wp_delete_post( $id, true );
		}
		$wpdb->query( 'DELETE FROM ' . RatingStore::table() ); // SQL: own table name, no input.
		parent::tearDown();
	}

	/**
	 * An order of two prints of the first image, as the checkout records it.
	 *
	 * @param string $name  Buyer.
	 * @param string $email Buyer's address.
	 */
	private function order( string $name, string $email ): int {
		[ $id ] = Orders::create(
			array(
				array(
					'image_id'        => $this->images[0],
					'type'            => 'manual',
					'item_id'         => 1,
					'label'           => 'Print 20x30',
					'options'         => array(),
					'quantity'        => 2,
					'unit_cents'      => 1250,
					'currency'        => 'USD',
					'currency_symbol' => '$',
				),
			),
			array( 'name' => $name, 'email' => $email, 'address' => '1 Analytical Way', 'note' => 'Ring twice' )
		);
		$this->orders[] = $id;
		return $id;
	}

	public function test_the_exporters_and_erasers_are_registered_for_the_privacy_tools(): void {
		self::with_group(
			'admin',
			function (): void {
				$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
				$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );
				foreach ( array( OrdersPersonalData::ID, RatingsPersonalData::ID ) as $id ) {
					$this->assertArrayHasKey( $id, $exporters );
					$this->assertArrayHasKey( $id, $erasers );
				}
			}
		);
	}

	public function test_an_order_is_exported_by_the_buyers_address_only(): void {
		$mine = $this->order( 'Ada Lovelace', 'Ada@example.org' );
		$this->order( 'Grace Hopper', 'grace@example.org' );
		$this->order( 'Someone', 'xada@example.org' );

		$export = OrdersPersonalData::export( 'ada@example.org', 1 );
		$this->assertTrue( $export['done'] );
		$this->assertSame( array( 'vista-order-' . $mine ), array_column( $export['data'], 'item_id' ) );
		$values = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Ada Lovelace', $values['Name'] );
		$this->assertSame( '1 Analytical Way', $values['Address'] );
		$this->assertSame( 'Ring twice', $values['Note'] );
		$this->assertStringContainsString( '2 × ', $values['Prints'] );
		$this->assertSame( '$25.00', $values['Total'] );
	}

	public function test_erasure_anonymises_the_buyer_and_keeps_the_sale(): void {
		$mine   = $this->order( 'Ada Lovelace', 'ada@example.org' );
		$theirs = $this->order( 'Grace Hopper', 'grace@example.org' );

		$answer = OrdersPersonalData::erase( 'ada@example.org', 1 );
		$this->assertTrue( $answer['items_removed'] );
		$this->assertTrue( $answer['done'] );
		$order = Orders::get( $mine );
		$this->assertSame( 'deleted@site.invalid', $order['buyer']['email'] );
		$this->assertSame( '', $order['buyer']['note'] );
		$this->assertStringNotContainsString( 'Analytical', (string) wp_json_encode( $order ) );
		$this->assertStringNotContainsString( 'Ada', get_the_title( $mine ) );
		$this->assertSame( 2500, $order['total_cents'], 'the sale stays in the accounts' );
		$this->assertSame( 'grace@example.org', Orders::get( $theirs )['buyer']['email'] );
		$this->assertSame( array(), OrdersPersonalData::export( 'ada@example.org', 1 )['data'] );
	}

	public function test_ratings_made_signed_in_are_exported_and_untied_and_stay_in_the_average(): void {
		$user = $this->sign_in( 'subscriber' );
		$this->assertTrue( RatingStore::rate( $this->images[0], RatingVisitor::key( true ), 4 ) );
		$this->visitor( '198.51.100.9' );
		$this->assertTrue( RatingStore::rate( $this->images[0], RatingVisitor::key( true ), 2 ) );
		$email = get_userdata( $user )->user_email;

		$export = RatingsPersonalData::export( $email, 1 );
		$this->assertCount( 1, $export['data'], 'the visitor\'s rating is not anyone\'s' );
		$this->assertSame( '4', array_column( $export['data'][0]['data'], 'value', 'name' )['Rating'] );

		$answer = RatingsPersonalData::erase( $email, 1 );
		$this->assertTrue( $answer['items_removed'] );
		$this->assertSame( array(), RatingsPersonalData::export( $email, 1 )['data'] );
		$this->assertSame( 0, RatingStore::own_rate( $this->images[0], 'user:' . $user ) );
		RatingStore::refresh_summary( $this->images[0] );
		$this->assertSame( array( 'average' => 3.0, 'count' => 2 ), RatingStore::summary( $this->images[0] ), 'both votes still count' );
	}
}
