<?php
/**
 * Fixtures of the ecommerce tests: the test gallery of GalleryTestCase with a price list of every
 * parameter type, two manual items and two downloads, and a fresh cart token per test.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once __DIR__ . '/GalleryTestCase.php';

use Vista\Gallery\Ecommerce\CartStore;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\Ecommerce\PriceListValidator;
use Vista\Gallery\Feedback\VisitorState;

/**
 * A gallery for sale.
 */
abstract class EcommerceTestCase extends GalleryTestCase {

	protected int $pricelist = 0;

	/** @var int[] Price lists and posts made by a test. */
	protected array $made = array();

	protected function setUp(): void {
		parent::setUp();
		CartStore::migrate();
		$this->pricelist = $this->make_list( self::full_list() );
		update_post_meta( $this->gallery, PriceList::META_GALLERY, $this->pricelist );
		CartStore::use_token( null );
	}

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		$this->made = array();
		CartStore::use_token( null );
		// The new-cart quotas these tests spent (NewCartLimit), so that later tests start afresh.
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . VisitorState::table() ); // SQL: own table name, no input.
		parent::tearDown();
	}

	/**
	 * A list of every parameter type: ids are those PriceList gives in order (1, 2, …).
	 *
	 * @return array<string, mixed>
	 */
	protected static function full_list(): array {
		return array(
			'title'           => 'Test prices',
			'currency'        => 'USD',
			'currency_symbol' => '$',
			'manual_price'    => '10.00',
			'sections'        => array( 'manual', 'downloads' ),
			'manual_items'    => array(
				array( 'name' => 'Print 20x30', 'price' => '12.50' ),
				array( 'name' => 'Canvas', 'price' => '1200' ),
			),
			'parameters'      => array(
				array( 'title' => 'Dedication', 'type' => 2 ),
				array( 'title' => 'Instructions', 'type' => 3 ),
				array(
					'title'  => 'Paper',
					'type'   => 4,
					'values' => array(
						array( 'value' => 'Matte', 'price' => '+2.00' ),
						array( 'value' => 'Glossy', 'price' => '0' ),
					),
				),
				array(
					'title'  => 'Frame',
					'type'   => 5,
					'values' => array(
						array( 'value' => 'None', 'price' => '0' ),
						array( 'value' => 'Oak', 'price' => '+30.00' ),
					),
				),
				array(
					'title'  => 'Extras',
					'type'   => 6,
					'values' => array(
						array( 'value' => 'Signed', 'price' => '+5.25' ),
						array( 'value' => 'Gift wrap', 'price' => '+1.00' ),
						array( 'value' => 'Discount card', 'price' => '-3.00' ),
					),
				),
			),
			'downloads'       => array(
				array( 'name' => 'Web 1024 px', 'longest_side' => 1024, 'price' => '5.00' ),
				array( 'name' => 'Print 4000 px', 'longest_side' => 4000, 'price' => '25.00' ),
			),
		);
	}

	/**
	 * Stores a valid list.
	 *
	 * @param array<string, mixed> $raw Fields.
	 */
	protected function make_list( array $raw ): int {
		[ $list, $errors ] = PriceListValidator::validate( $raw );
		$this->assertSame( array(), $errors );
		$id           = PriceList::save( 0, $list );
		$this->made[] = $id;
		return $id;
	}

	/**
	 * Fields of call 9.
	 *
	 * @param string $type  manual or downloads.
	 * @param mixed  $data  Cart item (JSON-encoded here).
	 * @param array  $extra Overrides.
	 * @return array<string, mixed>
	 */
	protected function cart_fields( string $type, $data, array $extra = array() ): array {
		return array_merge(
			array(
				'action'     => 'add_cart',
				'task'       => 'add_cart',
				'controller' => 'checkout',
				'image_id'   => (string) $this->images[0],
				'type'       => $type,
				'data'       => (string) wp_json_encode( $data ),
				'nonce'      => wp_create_nonce( EcommerceAjax::NONCE_ACTION ),
			),
			$extra
		);
	}

	protected static function token(): string {
		return bin2hex( random_bytes( 24 ) );
	}
}
