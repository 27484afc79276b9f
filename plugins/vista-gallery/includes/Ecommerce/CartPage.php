<?php
/**
 * The cart page (block vista/gallery-cart, the view-cart call, 000 §7 call 10): the visitor's lines with their
 * options, price, quantity and total, in a plain form that works without JavaScript: change the
 * quantities and update, or remove a line. Totals show two decimals and comma thousands (000 §5).
 * The form posts to the page itself with a nonce; the page answers with a redirect (no resubmit
 * on reload) carrying a notice code.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Rendering and form handling of the cart.
 */
final class CartPage {

	public const NONCE_ACTION = 'vista_gallery_cart';
	public const NOTICE_ARG   = 'vista_cart';

	/**
	 * Handles a post of the cart form, and keeps shop pages out of caches.
	 */
	public static function handle_request(): void {
		$pages = EcommerceSettings::page_ids();
		if ( ! is_page() || ! in_array( get_queried_object_id(), array_filter( $pages ), true ) ) {
			return;
		}
		nocache_headers();
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['vista_cart_action'] ) ) { // Nonce checked in handle().
			return;
		}
		$notice = self::handle( wp_unslash( $_POST ), CartStore::current_token() ); // Nonce checked in handle().
		wp_safe_redirect( add_query_arg( self::NOTICE_ARG, $notice, (string) get_permalink( get_queried_object_id() ) ), 303 );
		exit;
	}

	/**
	 * Applies a post of the cart form to the visitor's cart.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @param string               $token  The visitor's cart token.
	 * @return string The notice code: updated, removed, expired, invalid.
	 */
	public static function handle( array $fields, string $token ): string {
		$nonce = is_string( $fields['_vista_cart_nonce'] ?? null ) ? $fields['_vista_cart_nonce'] : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! CartStore::valid_token( $token ) ) {
			return 'expired';
		}
		if ( isset( $fields['remove'] ) && is_string( $fields['remove'] ) && ctype_digit( $fields['remove'] ) ) {
			CartStore::remove( $token, (int) $fields['remove'] );
			return 'removed';
		}
		$quantities = is_array( $fields['quantity'] ?? null ) ? $fields['quantity'] : array();
		$changes    = array();
		foreach ( $quantities as $line_id => $raw ) {
			$quantity = CartPricing::quantity( $raw );
			if ( ! is_int( $line_id ) && ! ctype_digit( (string) $line_id ) || null === $quantity ) {
				return 'invalid';
			}
			$changes[ (int) $line_id ] = $quantity;
		}
		foreach ( $changes as $line_id => $quantity ) {
			CartStore::set_quantity( $token, $line_id, $quantity );
		}
		return 'updated';
	}

	/**
	 * The notice of a code.
	 *
	 * @param string $code Code.
	 */
	private static function notice( string $code ): string {
		$notices = array(
			'updated' => __( 'Your cart was updated.', 'vista-gallery' ),
			'removed' => __( 'The item was removed from your cart.', 'vista-gallery' ),
			'expired' => __( 'This page had expired: please try again.', 'vista-gallery' ),
			/* translators: %d: the most of one item */
			'invalid' => sprintf( __( 'Enter a quantity from 1 to %d.', 'vista-gallery' ), CartStore::MAX_QUANTITY ),
		);
		return $notices[ $code ] ?? '';
	}

	/**
	 * The options of a line as a list ("Paper: Matte").
	 *
	 * @param array<int, array<string, mixed>> $options Options.
	 */
	public static function options_list( array $options ): string {
		if ( array() === $options ) {
			return '';
		}
		$items = '';
		foreach ( $options as $option ) {
			$items .= sprintf( '<li>%s: %s</li>', esc_html( (string) ( $option['title'] ?? '' ) ), esc_html( (string) ( $option['value'] ?? '' ) ) );
		}
		return '<ul class="vista-cart__options">' . $items . '</ul>';
	}

	/**
	 * The page.
	 *
	 * @param string $wrapper_attributes The block wrapper's attributes.
	 */
	public static function render( string $wrapper_attributes = '' ): string {
		$code   = isset( $_GET[ self::NOTICE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::NOTICE_ARG ] ) ) : ''; // A notice code only.
		$notice = self::notice( $code );
		$html   = '<div ' . $wrapper_attributes . '>';
		$html  .= sprintf( '<div class="vista-cart__notice" role="status">%s</div>', '' === $notice ? '' : '<p>' . esc_html( $notice ) . '</p>' );
		$lines  = CartStore::lines( CartStore::current_token() );
		if ( array() === $lines ) {
			return $html . '<p class="vista-cart__empty">' . esc_html__( 'Your cart is empty.', 'vista-gallery' ) . '</p></div>';
		}
		// The server applies the quantity rule (below 1 becomes 1), which the browser's min would block.
		$html .= sprintf( '<form method="post" action="%s" class="vista-cart__form" novalidate>', esc_url( (string) get_permalink() ) );
		$html .= wp_nonce_field( self::NONCE_ACTION, '_vista_cart_nonce', false, false );
		$html .= '<input type="hidden" name="vista_cart_action" value="update">';
		// Enter in a quantity submits the form's first button: make that "update", not a remove.
		$html .= sprintf( '<button type="submit" class="screen-reader-text" tabindex="-1" aria-hidden="true">%s</button>', esc_html__( 'Update cart', 'vista-gallery' ) );
		$html .= self::table( $lines, true );
		$html .= sprintf( '<p class="vista-cart__actions"><button type="submit" class="wp-element-button">%s</button>', esc_html__( 'Update cart', 'vista-gallery' ) );
		$checkout = EcommerceSettings::page_url( 'checkout' );
		if ( '' !== $checkout ) {
			$html .= sprintf( ' <a class="wp-element-button vista-cart__checkout" href="%s">%s</a>', esc_url( $checkout ), esc_html__( 'Proceed to checkout', 'vista-gallery' ) );
		}
		return $html . '</p></form></div>';
	}

	/**
	 * The lines as a table, editable on the cart page, read-only on the checkout page.
	 *
	 * @param array<int, array<string, mixed>> $lines    Lines.
	 * @param bool                             $editable Quantity inputs and remove buttons.
	 */
	public static function table( array $lines, bool $editable ): string {
		$symbol = (string) $lines[0]['currency_symbol'];
		$html   = sprintf(
			'<table class="vista-cart__lines"><thead><tr><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th><th scope="col">%s</th>%s</tr></thead><tbody>',
			esc_html__( 'Image', 'vista-gallery' ),
			esc_html__( 'Item', 'vista-gallery' ),
			esc_html__( 'Price', 'vista-gallery' ),
			esc_html__( 'Quantity', 'vista-gallery' ),
			esc_html__( 'Total', 'vista-gallery' ),
			$editable ? '<th scope="col"><span class="screen-reader-text">' . esc_html__( 'Remove', 'vista-gallery' ) . '</span></th>' : ''
		);
		foreach ( $lines as $line ) {
			$title = (string) get_the_title( $line['image_id'] );
			$thumb = wp_get_attachment_image( $line['image_id'], 'thumbnail', false, array( 'loading' => 'lazy', 'alt' => $title ) );
			$html .= sprintf(
				'<tr class="vista-cart__line" data-line-id="%d"><td>%s<span class="vista-cart__image-title">%s</span></td><td>%s%s</td><td>%s</td><td>%s</td><td class="vista-cart__line-total">%s</td>%s</tr>',
				(int) $line['id'],
				$thumb,
				esc_html( $title ),
				esc_html( (string) $line['label'] ),
				self::options_list( $line['options'] ),
				esc_html( Money::with_symbol( (int) $line['unit_cents'], $symbol ) ),
				$editable
					? sprintf(
						'<label class="screen-reader-text" for="vista-cart-quantity-%1$d">%2$s</label><input type="number" id="vista-cart-quantity-%1$d" name="quantity[%1$d]" value="%3$d" min="1" max="%4$d" step="1" inputmode="numeric" class="vista-cart__quantity">',
						(int) $line['id'],
						/* translators: %s: item name */
						esc_html( sprintf( __( 'Quantity of %s', 'vista-gallery' ), $line['label'] ) ),
						(int) $line['quantity'],
						CartStore::MAX_QUANTITY
					)
					: (string) (int) $line['quantity'],
				esc_html( Money::with_symbol( (int) $line['unit_cents'] * (int) $line['quantity'], $symbol ) ),
				$editable
					? sprintf(
						'<td><button type="submit" name="remove" value="%d" class="vista-cart__remove">%s<span class="screen-reader-text"> %s</span></button></td>',
						(int) $line['id'],
						esc_html__( 'Remove', 'vista-gallery' ),
						esc_html( $line['label'] )
					)
					: ''
			);
		}
		return $html . sprintf(
			'</tbody><tfoot><tr><th scope="row" colspan="4">%s</th><td class="vista-cart__total">%s</td>%s</tr></tfoot></table>',
			esc_html__( 'Total', 'vista-gallery' ),
			esc_html( Money::with_symbol( CartStore::total( $lines ), $symbol ) ),
			$editable ? '<td></td>' : ''
		);
	}
}
