<?php
/**
 * The checkout: an order recorded with the server's totals, the cart emptied, the form checked
 * with a message per field, the confirmation shown to the buyer only, and the page saying that
 * online payment is not available yet.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\CartStore;
use Vista\Gallery\Ecommerce\CheckoutPage;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\Orders;

/**
 * CheckoutPage and Orders.
 */
final class CheckoutPageTest extends EcommerceTestCase {

	private function buyer( array $extra = array() ): array {
		return array_merge(
			array(
				'_vista_checkout_nonce' => wp_create_nonce( CheckoutPage::NONCE_ACTION ),
				'vista_checkout'        => '1',
				'vista_name'            => 'Ann Buyer',
				'vista_email'                 => 'ann@example.com',
				'vista_address'               => "1 Sea Road\nPort",
				'vista_note'                  => 'Thanks',
			),
			$extra
		);
	}

	private function fill( string $token ): void {
		EcommerceAjax::add_cart( $this->cart_fields( 'manual', array( 'item' => 2, 'count' => 2, 'price' => 1, 'parameters' => array( '4' => 'Oak' ) ) ), $token );
		EcommerceAjax::add_cart( $this->cart_fields( 'downloads', array( array( 'id' => 1, 'price' => 0 ) ) ), $token );
	}

	public function test_checkout_records_an_order_with_server_totals_and_empties_the_cart(): void {
		$token = self::token();
		$this->fill( $token );
		$result = CheckoutPage::submit( $this->buyer(), $token );
		$this->assertArrayHasKey( 'order', $result, (string) wp_json_encode( $result ) );
		$this->made[] = $result['order'];
		$this->assertSame( array(), CartStore::lines( $token ) );
		$this->assertSame( Orders::STATUS_PENDING, get_post_status( $result['order'] ) );
		$order = Orders::get( $result['order'] );
		// (1200.00 + 30.00) × 2 + 5.00.
		$this->assertSame( 246500, $order['total_cents'] );
		$this->assertSame( array( 123000, 500 ), array_column( $order['lines'], 'unit_cents' ) );
		$this->assertSame( 'ann@example.com', $order['buyer']['email'] );
		$this->assertTrue( Orders::key_matches( $result['order'], $result['key'] ) );
		$this->assertFalse( Orders::key_matches( $result['order'], 'guess' ) );

		$summary = Orders::summary( $order, true );
		$this->assertStringContainsString( '$2,465.00', $summary );
		$this->assertStringContainsString( 'Pending payment', $summary );
		$this->assertStringContainsString( 'Frame: Oak', $summary );
	}

	public function test_bad_fields_are_named_and_nothing_is_recorded(): void {
		$token = self::token();
		$this->fill( $token );
		$before = wp_count_posts( Orders::POST_TYPE );
		$result = CheckoutPage::submit( $this->buyer( array( 'vista_name' => '', 'vista_email' => 'not-an-email', 'vista_address' => ' ', 'vista_note' => str_repeat( 'x', 2001 ) ) ), $token );
		$this->assertSame( array( 'name', 'email', 'address', 'note' ), array_keys( $result['errors'] ) );
		$this->assertArrayHasKey( 'form', CheckoutPage::submit( $this->buyer( array( '_vista_checkout_nonce' => 'forged' ) ), $token )['errors'] );
		$this->assertArrayHasKey( 'form', CheckoutPage::submit( $this->buyer(), self::token() )['errors'] );
		$this->assertCount( 2, CartStore::lines( $token ) );
		$this->assertEquals( $before, wp_count_posts( Orders::POST_TYPE ) );
	}

	public function test_the_page_shows_the_cart_the_form_and_the_payment_notice(): void {
		$token = self::token();
		$this->fill( $token );
		CartStore::use_token( $token );
		$html = CheckoutPage::render( 'class="vista-checkout"' );
		$this->assertStringContainsString( 'Online payment is not available yet', $html );
		$this->assertStringContainsString( 'the owner will contact you', $html );
		$this->assertStringContainsString( '$2,465.00', $html );
		foreach ( array( 'name', 'email', 'address', 'note' ) as $field ) {
			$this->assertStringContainsString( 'name="vista_' . $field . '"', $html );
		}
		$this->assertStringContainsString( '_vista_checkout_nonce', $html );
	}

	public function test_the_confirmation_needs_the_buyers_key(): void {
		$token = self::token();
		$this->fill( $token );
		$result       = CheckoutPage::submit( $this->buyer( array( 'vista_name' => '<b>Ann</b>' ) ), $token );
		$this->made[] = $result['order'];
		$_GET['vista_order'] = (string) $result['order'];
		$_GET['vista_key']   = 'guess';
		try {
			$this->assertStringContainsString( 'cannot be shown', CheckoutPage::render() );
			$_GET['vista_key'] = $result['key'];
			$html        = CheckoutPage::render();
		} finally {
			unset( $_GET['vista_order'], $_GET['vista_key'] );
		}
		$this->assertStringContainsString( 'your order was received', $html );
		$this->assertStringContainsString( 'ann@example.com', $html );
		$this->assertStringContainsString( '$2,465.00', $html );
		$this->assertStringContainsString( 'not available yet', $html );
	}
}
