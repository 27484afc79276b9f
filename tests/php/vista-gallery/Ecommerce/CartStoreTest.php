<?php
/**
 * The server-side cart: one visitor's token never reaches another's lines, quantities and line
 * counts are bounded, the cart page form changes only its own cart.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\CartPage;
use Vista\Gallery\Ecommerce\CartStore;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\NewCartLimit;

/**
 * CartStore and the cart page.
 */
final class CartStoreTest extends EcommerceTestCase {

	private function add( string $token, int $count = 1, int $item = 1 ): void {
		[ $status ] = EcommerceAjax::add_cart( $this->cart_fields( 'manual', array( 'item' => $item, 'count' => $count ) ), $token );
		$this->assertSame( 200, $status );
	}

	public function test_one_visitor_cannot_see_or_change_another_visitors_cart(): void {
		$alice = self::token();
		$bob   = self::token();
		$this->add( $alice, 2 );
		$this->assertSame( array(), CartStore::lines( $bob ) );
		$this->assertSame( 0, CartStore::count( $bob ) );
		$line = CartStore::lines( $alice )[0]['id'];
		$nonce = wp_create_nonce( CartPage::NONCE_ACTION );
		CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'remove' => (string) $line ), $bob );
		CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'quantity' => array( $line => '9' ) ), $bob );
		CartStore::set_quantity( $bob, $line, 9 );
		CartStore::clear( $bob );
		$this->assertSame( 2, CartStore::lines( $alice )[0]['quantity'] );
		$this->assertSame( array(), CartStore::lines( 'not-a-token' ) );
	}

	public function test_the_table_keeps_no_token(): void {
		global $wpdb;
		$token = self::token();
		$this->add( $token );
		$table = CartStore::table();
		// SQL: own table name, a test.
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE cart_hash = %s", $token ) ) );
		CartStore::clear( $token );
		$this->assertSame( array(), CartStore::lines( $token ) );
	}

	public function test_the_cart_form_updates_removes_and_refuses_bad_quantities(): void {
		$token = self::token();
		$this->add( $token, 1, 1 );
		$this->add( $token, 1, 2 );
		[ $first, $second ] = array_column( CartStore::lines( $token ), 'id' );
		$nonce = wp_create_nonce( CartPage::NONCE_ACTION );
		$this->assertSame( 'updated', CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'quantity' => array( $first => '4', $second => '0' ) ), $token ) );
		$this->assertSame( array( 4, 1 ), array_column( CartStore::lines( $token ), 'quantity' ) );
		$this->assertSame( 'invalid', CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'quantity' => array( $first => '5000' ) ), $token ) );
		$this->assertSame( 'invalid', CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'quantity' => array( $first => '2', $second => 'abc' ) ), $token ) );
		$this->assertSame( array( 4, 1 ), array_column( CartStore::lines( $token ), 'quantity' ) );
		$this->assertSame( 'expired', CartPage::handle( array( '_vista_cart_nonce' => 'forged', 'remove' => (string) $first ), $token ) );
		$this->assertCount( 2, CartStore::lines( $token ) );
		$this->assertSame( 'removed', CartPage::handle( array( '_vista_cart_nonce' => $nonce, 'remove' => (string) $first ), $token ) );
		$this->assertSame( array( $second ), array_column( CartStore::lines( $token ), 'id' ) );
	}

	public function test_a_line_never_passes_the_quantity_limit(): void {
		$token = self::token();
		$this->add( $token, 600 );
		[ $status, $body ] = EcommerceAjax::add_cart( $this->cart_fields( 'manual', array( 'item' => 1, 'count' => 600 ) ), $token );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( '1000', $body['msg'] );
		$this->assertSame( 600, CartStore::count( $token ) );
	}

	public function test_the_cart_page_shows_totals_with_comma_thousands_and_escapes(): void {
		$token = self::token();
		$this->add( $token, 3, 2 );
		CartStore::use_token( $token );
		wp_update_post( array( 'ID' => $this->images[0], 'post_title' => '<script>x</script>Sea' ) );
		$html = CartPage::render( 'class="vista-cart"' );
		$this->assertStringContainsString( '$3,600.00', $html );
		$this->assertStringContainsString( '$1,200.00', $html );
		$this->assertStringContainsString( 'name="quantity[', $html );
		$this->assertStringContainsString( 'name="remove"', $html );
		$this->assertStringContainsString( '_vista_cart_nonce', $html );
		$this->assertStringNotContainsString( '<script>x', $html );
		CartStore::use_token( self::token() );
		$this->assertStringContainsString( 'Your cart is empty.', CartPage::render() );
	}

	/**
	 * Moves every stored cart line back in time, as if $seconds had passed.
	 *
	 * @param int $seconds Seconds.
	 */
	private static function age_carts( int $seconds ): void {
		global $wpdb;
		$table = CartStore::table();
		foreach ( (array) $wpdb->get_results( "SELECT id, updated_at FROM {$table}", ARRAY_A ) as $row ) { // SQL: own table name, no input.
			$wpdb->update( $table, array( 'updated_at' => gmdate( 'Y-m-d H:i:s', (int) strtotime( $row['updated_at'] . ' UTC' ) - $seconds ) ), array( 'id' => (int) $row['id'] ) );
		}
	}

	public function test_item_12_cookie_less_adds_start_few_carts_and_those_go_within_a_day(): void {
		$saved_ip               = $_SERVER['REMOTE_ADDR'] ?? null;
		$saved_agent            = $_SERVER['HTTP_USER_AGENT'] ?? null;
		$_SERVER['REMOTE_ADDR'] = '203.0.113.50';
		$kept                   = self::token();
		$this->add( $kept );
		$this->add( $kept, 2 ); // Its visitor came back: a cart to keep.
		$changed = self::token();
		$this->add( $changed );
		CartStore::set_quantity( $changed, CartStore::lines( $changed )[0]['id'], 4 ); // Changed on the cart page: kept too.

		// A script that keeps no cookie, with a new browser string each time.
		$started = array();
		for ( $i = 0; $i < 60; $i++ ) {
			$_SERVER['HTTP_USER_AGENT'] = "Script {$i}";
			$token                      = self::token();
			[ $status, $body ]          = EcommerceAjax::add_cart( $this->cart_fields( 'manual', array( 'item' => 1, 'count' => 1 ) ), $token );
			if ( 200 === $status ) {
				$started[] = $token;
			} else {
				$this->assertSame( 400, $status );
				$this->assertStringContainsString( 'Too many new carts', $body['msg'] );
				$this->assertSame( 0, CartStore::count( $token ), 'a refused cart stores nothing' );
			}
		}
		$this->assertCount( NewCartLimit::PER_DAY - 2, $started, 'one network starts PER_DAY carts a day, the kept ones included' );

		// A day later the carts nobody came back to are gone; the one its visitor kept stays.
		self::age_carts( CartStore::FRESH_LIFETIME + 60 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.60';
		$this->add( self::token() );
		foreach ( $started as $token ) {
			$this->assertSame( 0, CartStore::count( $token ), 'a cart of one request lives a day' );
		}
		$this->assertSame( 3, CartStore::count( $kept ), 'a cart its visitor came back to lives on' );
		$this->assertSame( 4, CartStore::count( $changed ), 'a cart changed on the cart page lives on' );

		$_SERVER['REMOTE_ADDR'] = $saved_ip;
		unset( $_SERVER['HTTP_USER_AGENT'] );
		if ( null !== $saved_agent ) {
			$_SERVER['HTTP_USER_AGENT'] = $saved_agent;
		}
		CartStore::clear( $kept );
		CartStore::clear( $changed );
	}
}
