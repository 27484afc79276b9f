<?php
/**
 * Orders in the admin: administrators only, never created from the admin, listed with their
 * buyer, total and status.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\Orders;

/**
 * The order post type.
 */
final class OrdersTest extends EcommerceTestCase {

	public function test_orders_are_for_administrators_only(): void {
		$type = get_post_type_object( Orders::POST_TYPE );
		$this->assertFalse( $type->public );
		$this->assertSame( 'do_not_allow', $type->cap->create_posts );
		$this->assertSame( 'manage_options', $type->cap->edit_posts );
		$this->assertSame( 'Pending payment', get_post_status_object( Orders::STATUS_PENDING )->label );
	}

	public function test_the_list_columns_show_email_total_and_status(): void {
		[ $id ] = Orders::create(
			array(
				array(
					'image_id'        => $this->images[0],
					'type'            => 'downloads',
					'item_id'         => 1,
					'label'           => 'Web',
					'options'         => array(),
					'quantity'        => 2,
					'unit_cents'      => 123456,
					'currency'        => 'EUR',
					'currency_symbol' => '€',
				),
			),
			array( 'name' => 'Bo', 'email' => 'bo@example.com', 'address' => 'Here', 'note' => '' )
		);
		$this->made[] = $id;
		$this->assertArrayHasKey( 'vista_order_total', Orders::columns( array( 'cb' => '' ) ) );
		ob_start();
		Orders::column( 'vista_order_total', $id );
		Orders::column( 'vista_order_email', $id );
		Orders::column( 'vista_order_state', $id );
		$this->assertSame( '€2,469.12bo@example.comPending payment', ob_get_clean() );
	}
}
