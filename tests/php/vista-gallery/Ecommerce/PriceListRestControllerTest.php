<?php
/**
 * The price lists' REST routes: administrators only, every field validated with its own message
 * and nothing written on a refusal, galleries assigned, deletion.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\PriceListField;
use Vista\Gallery\Ecommerce\EcommerceSettings;
use Vista\Gallery\Ecommerce\Money;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\Ecommerce\PriceLookup;

/**
 * /vista-gallery/v1/pricelists and /ecommerce.
 */
final class PriceListRestControllerTest extends EcommerceTestCase {

	/** @var int[] */
	private array $users = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->user( 'administrator' ) );
	}

	protected function tearDown(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_set_current_user( 0 );
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		$this->users = array();
		parent::tearDown();
	}

	private function user( string $role ): int {
		$id            = (int) wp_insert_user(
			array(
				'user_login' => 'vista-prices-' . $role . '-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->users[] = $id;
		return $id;
	}

	private function send( string $method, string $path, $body = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, '/vista-gallery/v1' . $path );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	public function test_only_administrators_may_read_or_write(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->send( 'GET', '/pricelists' )->get_status() );
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( 403, $this->send( 'POST', '/pricelists', self::full_list() )->get_status() );
		$this->assertSame( 403, $this->send( 'DELETE', '/pricelists/' . $this->pricelist )->get_status() );
		$this->assertNotNull( PriceList::get( $this->pricelist ) );
	}

	public function test_creates_a_list_with_every_type_and_assigns_galleries(): void {
		$body              = self::full_list();
		$body['title']     = 'Created';
		$body['galleries'] = array( $this->gallery );
		$response          = $this->send( 'POST', '/pricelists', $body );
		$this->assertSame( 201, $response->get_status() );
		$data         = $response->get_data();
		$this->made[] = $data['id'];
		$this->assertSame( 'Created', $data['title'] );
		$this->assertSame( '10.00', $data['manual_price'] );
		$this->assertSame( array( 2, 3, 4, 5, 6 ), array_column( $data['parameters'], 'type' ) );
		$this->assertSame( array( '+5.25', '+1.00', '-3.00' ), array_column( $data['parameters'][4]['values'], 'price' ) );
		$this->assertSame( '1200.00', $data['manual_items'][1]['price'] );
		$this->assertSame( array( $this->gallery ), $data['galleries'] );
		$this->assertSame( $data['id'], (int) get_post_meta( $this->gallery, PriceList::META_GALLERY, true ) );

		$listed = $this->send( 'GET', '/pricelists' )->get_data();
		$this->assertContains( $data['id'], array_column( $listed['pricelists'], 'id' ) );
		$this->assertContains( $this->gallery, array_column( $listed['galleries'], 'id' ) );
	}

	public function test_every_bad_field_is_named_and_nothing_is_written(): void {
		$before                                       = PriceList::get( $this->pricelist );
		$body                                         = self::full_list();
		$body['title']                                = '';
		$body['currency']                             = 'dollars';
		$body['currency_symbol']                      = '';
		$body['manual_price']                         = '-1';
		$body['manual_items'][1]['price']             = '12.345';
		$body['parameters'][0]['type']                = 7;
		$body['parameters'][2]['values'][0]['price']  = 'two';
		$body['parameters'][3]['values']              = array();
		$body['parameters'][4]['values'][1]['value']  = 'Signed';
		$body['downloads'][0]['longest_side']         = 0;
		$body['downloads'][1]['price']                = '99999999';
		$body['galleries']                            = array( 999999 );
		$response                                     = $this->send( 'PUT', '/pricelists/' . $this->pricelist, $body );
		$this->assertSame( 400, $response->get_status() );
		$errors = $response->get_data()['data']['errors'];
		foreach ( array( 'title', 'currency', 'currency_symbol', 'manual_price', 'manual_items.1.price', 'parameters.0.type', 'parameters.2.values.0.price', 'parameters.3.values', 'parameters.4.values', 'downloads.0.longest_side', 'downloads.1.price', 'galleries' ) as $field ) {
			$this->assertArrayHasKey( $field, $errors, $field );
		}
		$this->assertEquals( $before, PriceList::get( $this->pricelist ) );
		$this->assertSame( 400, $this->send( 'POST', '/pricelists', array( 'sections' => array( 'posters' ) ) + self::full_list() )->get_status() );
		$this->assertSame( 400, $this->send( 'POST', '/pricelists', array( 'downloads' => array() ) + self::full_list() )->get_status() );
	}

	public function test_saving_keeps_row_ids_and_numbers_new_rows_after_them(): void {
		$list                 = PriceList::get( $this->pricelist );
		$body                 = self::full_list();
		$body['parameters']   = array(
			array( 'id' => 5, 'title' => 'Extras', 'type' => 2 ),
			array( 'title' => 'New', 'type' => 2 ),
		);
		$data = $this->send( 'PUT', '/pricelists/' . $this->pricelist, $body )->get_data();
		$this->assertSame( array( 5, 6 ), array_column( $data['parameters'], 'id' ) );
		$this->assertNotNull( $list );
	}

	public function test_delete_leaves_galleries_and_images_without_a_list(): void {
		update_post_meta( $this->images[0], PriceList::META_IMAGE, $this->pricelist );
		$this->assertSame( 200, $this->send( 'DELETE', '/pricelists/' . $this->pricelist )->get_status() );
		$this->assertNull( PriceList::get( $this->pricelist ) );
		$this->assertFalse( metadata_exists( 'post', $this->gallery, PriceList::META_GALLERY ) );
		$this->assertFalse( metadata_exists( 'post', $this->images[0], PriceList::META_IMAGE ) );
		$this->assertNull( PriceLookup::for_image( $this->images[0] ) );
		$this->assertSame( 404, $this->send( 'GET', '/pricelists/' . $this->pricelist )->get_status() );
	}

	public function test_the_cart_redirect_setting_is_saved_and_checked(): void {
		try {
			$this->assertTrue( $this->send( 'POST', '/ecommerce', array( 'cart_redirect' => true ) )->get_data()['cart_redirect'] );
			$this->assertTrue( EcommerceSettings::redirect_after_add() );
			$this->assertSame( 400, $this->send( 'POST', '/ecommerce', array( 'cart_redirect' => 'maybe' ) )->get_status() );
			$this->assertTrue( EcommerceSettings::redirect_after_add() );
		} finally {
			delete_option( EcommerceSettings::OPTION_REDIRECT );
		}
	}

	public function test_the_media_modal_sets_an_image_override_to_a_known_list_only(): void {
		$fields = PriceListField::attachment_field( array(), get_post( $this->images[0] ) );
		$this->assertStringContainsString( 'name="attachments[' . $this->images[0] . '][vista_pricelist]"', $fields['vista_pricelist']['html'] );
		$this->assertStringContainsString( '<option value="' . $this->pricelist . '">Test prices</option>', $fields['vista_pricelist']['html'] );
		$post = array( 'ID' => $this->images[0] );
		PriceListField::save_attachment_field( $post, array( 'vista_pricelist' => '999999' ) );
		$this->assertFalse( metadata_exists( 'post', $this->images[0], PriceList::META_IMAGE ) );
		PriceListField::save_attachment_field( $post, array( 'vista_pricelist' => (string) $this->pricelist ) );
		$this->assertSame( $this->pricelist, (int) get_post_meta( $this->images[0], PriceList::META_IMAGE, true ) );
		PriceListField::save_attachment_field( $post, array( 'vista_pricelist' => '0' ) );
		$this->assertFalse( metadata_exists( 'post', $this->images[0], PriceList::META_IMAGE ) );
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( array(), PriceListField::attachment_field( array(), get_post( $this->images[0] ) ) );
		PriceListField::save_attachment_field( $post, array( 'vista_pricelist' => (string) $this->pricelist ) );
		$this->assertFalse( metadata_exists( 'post', $this->images[0], PriceList::META_IMAGE ) );
	}

	public function test_money_has_two_decimals_and_comma_thousands(): void {
		$this->assertSame( '1,234.50', Money::format( 123450 ) );
		$this->assertSame( '$1,000,000.00', Money::with_symbol( 100000000, '$' ) );
		$this->assertSame( '0.05', Money::format( 5 ) );
		$this->assertSame( '-1.50', Money::difference( -150 ) );
		$this->assertSame( 250, Money::cents( '2.5' ) );
		$this->assertNull( Money::cents( '+2' ) );
		$this->assertSame( 200, Money::cents( '+2', true ) );
		$this->assertNull( Money::cents( '1e3' ) );
	}
}
