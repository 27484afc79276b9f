<?php
/**
 * Calls 4 and 9 (000 §7): the panel's HTML for every parameter type, and the cart item priced by
 * the server whatever the client sends, with every refusal leaving the cart as it was.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/EcommerceTestCase.php';

use Vista\Gallery\Ecommerce\CartStore;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\EcommerceSettings;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\PostTypes;

/**
 * The ecommerce endpoints.
 */
final class EcommerceAjaxTest extends EcommerceTestCase {

	private function panel( array $extra = array() ): array {
		return EcommerceAjax::panel(
			array_merge(
				array(
					'action'    => 'vista_gallery_ecommerce',
					'ajax_task' => 'display',
					'image_id'  => (string) $this->images[0],
					'nonce'     => wp_create_nonce( EcommerceAjax::NONCE_ACTION ),
				),
				$extra
			)
		);
	}

	private function manual( array $data, string $token, array $extra = array() ): array {
		return EcommerceAjax::add_cart( $this->cart_fields( 'manual', $data, $extra ), $token );
	}

	public function test_the_endpoints_are_registered_for_visitors_and_users(): void {
		// admin-ajax.php binds its group of hooks.php (see Kit\Hooks).
		self::with_group(
			'ajax',
			function (): void {
				foreach ( array( 'vista_gallery_ecommerce', 'add_cart' ) as $action ) {
					$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $action ) );
					$this->assertNotFalse( has_action( 'wp_ajax_' . $action ) );
				}
			}
		);
	}

	public function test_call_4_renders_every_section_and_parameter_type(): void {
		[ $status, $html ] = $this->panel();
		$this->assertSame( 200, $status );
		foreach ( array( 'bwg_ecommerce_manual', 'bwg_ecommerce_downloads', 'bwg_ecommerce_options', 'bwg_add_to_cart' ) as $section ) {
			$this->assertStringContainsString( 'class="' . $section . '"', $html );
		}
		$this->assertMatchesRegularExpression( '#data-parameter-type="2">.*?<input type="text"[^>]*name="parameter_1" maxlength="200"#s', $html );
		$this->assertMatchesRegularExpression( '#data-parameter-type="3">.*?<textarea[^>]*name="parameter_2"[^>]*maxlength="1000"#s', $html );
		$this->assertMatchesRegularExpression( '#<select id="[^"]+" name="parameter_3">.*?<option value="Matte" data-price="2.00">Matte \(\+2.00\)</option>#s', $html );
		$this->assertMatchesRegularExpression( '#<input type="radio" name="parameter_4" value="Oak" data-price="30.00"> Oak \(\+30.00\)#', $html );
		$this->assertMatchesRegularExpression( '#<input type="checkbox" name="parameter_5\[\]" value="Discount card" data-price="-3.00"> Discount card \(-3.00\)#', $html );
		$this->assertStringContainsString( '<option value="2" data-price="1200.00">Canvas — $1,200.00</option>', $html );
		$this->assertMatchesRegularExpression( '#<input type="checkbox" name="download" value="1" data-price="5.00"> Web 1024 px \(1024 px\) — \$5.00#', $html );
		$this->assertStringContainsString( 'name="count"', $html );
		$this->assertStringContainsString( 'not available yet', $html );
	}

	public function test_call_4_escapes_the_owner_texts(): void {
		$list                            = self::full_list();
		$list['parameters'][2]['values'][0]['value'] = 'a"><script>x</script>';
		$list['parameters'][0]['title']  = '<b>Bold</b>';
		$list['manual_items'][0]['name'] = '"><img src=x onerror=alert(1)>';
		$id                              = $this->make_list( $list );
		update_post_meta( $this->images[0], PriceList::META_IMAGE, $id );
		[ , $html ] = $this->panel();
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<b>Bold', $html );
	}

	public function test_call_4_refuses_a_forged_nonce_an_unknown_task_and_unsold_or_hidden_images(): void {
		$this->assertSame( 403, $this->panel( array( 'nonce' => 'forged' ) )[0] );
		$this->assertSame( 400, $this->panel( array( 'ajax_task' => 'other' ) )[0] );
		$this->assertSame( 404, $this->panel( array( 'image_id' => '0' ) )[0] );
		$this->assertSame( 404, $this->panel( array( 'image_id' => '1 OR 1=1' ) )[0] );
		delete_post_meta( $this->gallery, PriceList::META_GALLERY );
		$this->assertSame( 404, $this->panel()[0] );
	}

	public function test_call_9_prices_every_parameter_type_on_the_server(): void {
		$token = self::token();
		[ $status, $body ] = $this->manual(
			array(
				'count'      => 3,
				'item'       => 1,
				'price'      => '0.01',
				'parameters' => array(
					'1' => 'For <b>Ann</b>',
					'2' => "Line one\nLine two",
					'3' => 'Matte',
					'4' => 'Oak',
					'5' => array( 'Signed', 'Discount card' ),
				),
			),
			$token
		);
		$this->assertSame( 200, $status, $body['msg'] );
		$this->assertSame( 3, $body['products_in_cart'] );
		$this->assertSame( 0, $body['redirect'] );
		$lines = CartStore::lines( $token );
		$this->assertCount( 1, $lines );
		// 12.50 + 2.00 + 30.00 + 5.25 - 3.00 = 46.75; the client's 0.01 is never read.
		$this->assertSame( 4675, $lines[0]['unit_cents'] );
		$this->assertSame( 'Print 20x30', $lines[0]['label'] );
		$this->assertSame( 3, $lines[0]['quantity'] );
		$values = array_column( $lines[0]['options'], 'value', 'title' );
		$this->assertSame( 'For Ann', $values['Dedication'] );
		$this->assertSame( "Line one\nLine two", $values['Instructions'] );
		$this->assertSame( 'Signed, Discount card', $values['Extras'] );
	}

	public function test_call_9_adds_downloads_at_the_list_prices(): void {
		$token         = self::token();
		[ $status, $body ] = EcommerceAjax::add_cart(
			$this->cart_fields(
				'downloads',
				array(
					array( 'id' => 1, 'count' => 1, 'price' => -100 ),
					array( 'id' => 2, 'count' => 1, 'price' => 0 ),
				)
			),
			$token
		);
		$this->assertSame( 200, $status, $body['msg'] );
		$this->assertSame( array( 500, 2500 ), array_column( CartStore::lines( $token ), 'unit_cents' ) );
		$this->assertSame( 3000, CartStore::total( CartStore::lines( $token ) ) );
	}

	public function test_the_spec_messages_for_a_missing_type_and_no_download(): void {
		$token = self::token();
		[ $status, $body ] = EcommerceAjax::add_cart( $this->cart_fields( '', array( 'count' => 1 ) ), $token );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Please select Prints and products or Downloads', $body['msg'] );
		[ , $body ] = EcommerceAjax::add_cart( $this->cart_fields( 'downloads', array() ), $token );
		$this->assertSame( 'You must select at least one item.', $body['msg'] );
		$this->assertSame( array(), CartStore::lines( $token ) );
	}

	public function test_quantities_below_one_become_one_and_huge_or_odd_ones_are_refused(): void {
		$token = self::token();
		$this->assertSame( 200, $this->manual( array( 'count' => -5, 'item' => 1 ), $token )[0] );
		$this->assertSame( 1, CartStore::lines( $token )[0]['quantity'] );
		foreach ( array( 1001, 99999999999, '1e9', 'ten', 2.5, '3; DROP TABLE', array( 1 ) ) as $count ) {
			[ $status, $body ] = $this->manual( array( 'count' => $count, 'item' => 1 ), $token );
			$this->assertSame( 400, $status, (string) wp_json_encode( $count ) );
			$this->assertStringContainsString( '1 to 1000', $body['msg'] );
		}
		$this->assertSame( 1, CartStore::count( $token ) );
		$this->assertSame( 400, EcommerceAjax::add_cart( $this->cart_fields( 'downloads', array( array( 'id' => 1, 'count' => 5000 ) ) ), $token )[0] );
		$this->assertSame( 1, CartStore::count( $token ) );
	}

	public function test_unknown_parameters_values_and_items_are_refused(): void {
		$token = self::token();
		$bad   = array(
			array( 'item' => 1, 'parameters' => array( '99' => 'x' ) ),
			array( 'item' => 1, 'parameters' => array( '3' => 'Velvet' ) ),
			array( 'item' => 1, 'parameters' => array( '4' => array( 'Oak' ) ) ),
			array( 'item' => 1, 'parameters' => array( '5' => array( 'Signed', 'Free print' ) ) ),
			array( 'item' => 1, 'parameters' => array( '5' => array( 'Signed', 'Signed' ) ) ),
			array( 'item' => 1, 'parameters' => array( '5' => 'Signed' ) ),
			array( 'item' => 1, 'parameters' => array( '1' => str_repeat( 'a', 201 ) ) ),
			array( 'item' => 1, 'parameters' => array( '2' => str_repeat( 'a', 1001 ) ) ),
			array( 'item' => 1, 'parameters' => array( '1' => array( 'x' ) ) ),
			array( 'item' => 1, 'parameters' => 'Matte' ),
			array( 'item' => 7 ),
			array(),
		);
		foreach ( $bad as $data ) {
			$this->assertSame( 400, $this->manual( $data, $token )[0], (string) wp_json_encode( $data ) );
		}
		$this->assertSame( 400, EcommerceAjax::add_cart( $this->cart_fields( 'downloads', array( array( 'id' => 9 ) ) ), $token )[0] );
		$this->assertSame( 400, EcommerceAjax::add_cart( $this->cart_fields( 'downloads', array( array( 'id' => 1 ), array( 'id' => 1 ) ) ), $token )[0] );
		$this->assertSame( 400, EcommerceAjax::add_cart( $this->cart_fields( 'posters', array( 'count' => 1 ) ), $token )[0] );
		$this->assertSame( 400, EcommerceAjax::add_cart( $this->cart_fields( 'manual', 'x', array( 'data' => '{not json' ) ), $token )[0] );
		$this->assertSame( array(), CartStore::lines( $token ) );
	}

	public function test_a_forged_nonce_or_a_wrong_task_adds_nothing(): void {
		$token = self::token();
		$this->assertSame( 403, $this->manual( array( 'item' => 1 ), $token, array( 'nonce' => 'forged' ) )[0] );
		$this->assertSame( 403, $this->manual( array( 'item' => 1 ), '' )[0] );
		$this->assertSame( 400, $this->manual( array( 'item' => 1 ), $token, array( 'task' => 'empty_cart' ) )[0] );
		$this->assertSame( 400, $this->manual( array( 'item' => 1 ), $token, array( 'controller' => 'admin' ) )[0] );
		$this->assertSame( array(), CartStore::lines( $token ) );
	}

	public function test_images_outside_a_published_gallery_or_of_a_private_post_are_refused(): void {
		$token = self::token();
		// An image in no gallery, with a price list of its own.
		$loose = (int) wp_insert_attachment( array( 'post_title' => 'Loose', 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), 'loose.jpg' );
		$this->made[] = $loose;
		update_post_meta( $loose, PriceList::META_IMAGE, $this->pricelist );
		$this->assertSame( 404, $this->manual( array( 'item' => 1 ), $token, array( 'image_id' => (string) $loose ) )[0] );
		$this->assertSame( 404, $this->panel( array( 'image_id' => (string) $loose ) )[0] );

		// An image of a draft gallery.
		$draft        = (int) wp_insert_post( array( 'post_type' => PostTypes::GALLERY, 'post_status' => 'draft', 'post_title' => 'Draft', 'meta_input' => array( PostTypes::META_IMAGES => array( $loose ) ) ) );
		$this->made[] = $draft;
		$this->assertSame( 404, $this->manual( array( 'item' => 1 ), $token, array( 'image_id' => (string) $loose ) )[0] );

		// An image attached to a private post, even inside a published gallery.
		$private      = (int) wp_insert_post( array( 'post_status' => 'private', 'post_title' => 'Private' ) );
		$this->made[] = $private;
		wp_update_post( array( 'ID' => $this->images[1], 'post_parent' => $private ) );
		$this->assertSame( 404, $this->manual( array( 'item' => 1 ), $token, array( 'image_id' => (string) $this->images[1] ) )[0] );
		$this->assertSame( 404, $this->panel( array( 'image_id' => (string) $this->images[1] ) )[0] );

		$this->assertSame( array(), CartStore::lines( $token ) );
	}

	public function test_an_image_override_and_another_gallerys_list_decide_the_price(): void {
		$token         = self::token();
		$other         = self::full_list();
		$other['manual_items'] = array( array( 'name' => 'Poster', 'price' => '3.00' ) );
		$other_id      = $this->make_list( $other );
		update_post_meta( $this->images[2], PriceList::META_IMAGE, $other_id );
		// The client cannot pick the list: item 2 of the gallery's list does not exist in the image's own list.
		$this->assertSame( 400, $this->manual( array( 'item' => 2 ), $token, array( 'image_id' => (string) $this->images[2] ) )[0] );
		$this->assertSame( 200, $this->manual( array( 'item' => 1 ), $token, array( 'image_id' => (string) $this->images[2] ) )[0] );
		$this->assertSame( 300, CartStore::lines( $token )[0]['unit_cents'] );
	}

	public function test_the_same_item_twice_adds_to_its_quantity_and_redirect_follows_the_setting(): void {
		$token = self::token();
		update_option( EcommerceSettings::OPTION_REDIRECT, 1 );
		try {
			$this->manual( array( 'item' => 1, 'count' => 2, 'parameters' => array( '3' => 'Matte' ) ), $token );
			[ , $body ] = $this->manual( array( 'item' => 1, 'count' => 3, 'parameters' => array( '3' => 'Matte' ) ), $token );
		} finally {
			delete_option( EcommerceSettings::OPTION_REDIRECT );
		}
		$this->assertSame( 1, $body['redirect'] );
		$this->assertSame( 5, $body['products_in_cart'] );
		$this->assertCount( 1, CartStore::lines( $token ) );
	}

	public function test_the_lightbox_filters_fill_the_ecommerce_fields(): void {
		$entry = EcommerceSettings::lightbox_entry( array( 'id' => $this->images[0] ), get_post( $this->images[0] ) );
		$this->assertSame( $this->pricelist, $entry['pricelist'] );
		$this->assertSame( 'manual,downloads', $entry['pricelist_sections'] );
		$this->assertSame( '$12.50', $entry['pricelist_manual_price'] );
		$loose = EcommerceSettings::lightbox_entry( array(), get_post( $this->gallery ) );
		$this->assertSame( 0, $loose['pricelist'] );
		$this->assertSame( 0, EcommerceSettings::lightbox_settings( array( 'enable_image_ecommerce' => 0 ), array() )['enable_image_ecommerce'] );
		$settings = EcommerceSettings::lightbox_settings( array( 'enable_image_ecommerce' => 1 ), array() );
		$this->assertSame( 1, $settings['enable_image_ecommerce'] );
		$this->assertSame( 1, $settings['ecommerceACtive'] );
		$this->assertSame( EcommerceSettings::page_url( 'cart' ), $settings['checkout_url'] );
		$this->assertNotSame( '', $settings['checkout_url'] );
	}
}
