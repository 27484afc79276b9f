<?php
/**
 * The checkout page (block vista/gallery-checkout): the cart as the server priced it, a form
 * (name, email, address, note) that records an order "Pending payment" for the owner and empties
 * the cart, and the confirmation. Online payment does not exist yet: the page says so, and that
 * the owner will contact the buyer. Works without JavaScript; the form posts with a nonce.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Rendering and form handling of the checkout.
 */
final class CheckoutPage {

	public const NONCE_ACTION = 'vista_gallery_checkout';

	/** Longest values of the form's fields. */
	public const LIMITS = array(
		'name'    => 200,
		'email'   => 200,
		'address' => 1000,
		'note'    => 2000,
	);

	/**
	 * Prefix of the form's field names: WordPress reads "name" and other public query vars from a
	 * POST too, and would answer the page with a 404.
	 */
	public const FIELD_PREFIX = 'vista_';

	/**
	 * Errors and values of a refused post in this request, shown by render().
	 *
	 * @var array{errors: array<string, string>, values: array<string, string>}|null
	 */
	private static ?array $refused = null;

	/**
	 * Handles a post of the checkout form on the checkout page.
	 */
	public static function handle_request(): void {
		$page = EcommerceSettings::page_ids()['checkout'];
		if ( 0 === $page || ! is_page( $page ) || ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['vista_checkout'] ) ) { // Nonce checked in submit().
			return;
		}
		$result = self::submit( wp_unslash( $_POST ), CartStore::current_token() ); // Nonce checked in submit().
		if ( isset( $result['order'] ) ) {
			wp_safe_redirect(
				add_query_arg(
					array(
						// Not "order": that is a public query var of WordPress, and the page would 404.
						'vista_order' => $result['order'],
						'vista_key'   => $result['key'],
					),
					(string) get_permalink( $page )
				),
				303
			);
			exit;
		}
		self::$refused = $result;
	}

	/**
	 * Checks the form and records the order.
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 * @param string               $token  The visitor's cart token.
	 * @return array{order: int, key: string}|array{errors: array<string, string>, values: array<string, string>}
	 */
	public static function submit( array $fields, string $token ): array {
		$values = array();
		foreach ( self::LIMITS as $field => $limit ) {
			$raw              = is_string( $fields[ self::FIELD_PREFIX . $field ] ?? null ) ? $fields[ self::FIELD_PREFIX . $field ] : '';
			$values[ $field ] = in_array( $field, array( 'address', 'note' ), true ) ? sanitize_textarea_field( $raw ) : sanitize_text_field( $raw );
		}
		$errors = array();
		$nonce  = is_string( $fields['_vista_checkout_nonce'] ?? null ) ? $fields['_vista_checkout_nonce'] : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			$errors['form'] = __( 'This page had expired: please send the form again.', 'vista-gallery' );
		}
		$lines = CartStore::lines( $token );
		if ( array() === $lines ) {
			$errors['form'] = __( 'Your cart is empty.', 'vista-gallery' );
		}
		if ( '' === $values['name'] ) {
			$errors['name'] = __( 'Enter your name.', 'vista-gallery' );
		}
		if ( ! is_email( $values['email'] ) ) {
			$errors['email'] = __( 'Enter a valid email address.', 'vista-gallery' );
		}
		if ( '' === trim( $values['address'] ) ) {
			$errors['address'] = __( 'Enter your address.', 'vista-gallery' );
		}
		foreach ( self::LIMITS as $field => $limit ) {
			if ( mb_strlen( $values[ $field ] ) > $limit ) {
				/* translators: %d: the most characters */
				$errors[ $field ] = sprintf( __( 'At most %d characters.', 'vista-gallery' ), $limit );
			}
		}
		if ( array() !== $errors ) {
			return array(
				'errors' => $errors,
				'values' => $values,
			);
		}
		[ $order, $key ] = Orders::create( $lines, $values );
		if ( 0 === $order ) {
			return array(
				'errors' => array( 'form' => __( 'Your order could not be recorded: please try again.', 'vista-gallery' ) ),
				'values' => $values,
			);
		}
		CartStore::clear( $token );
		return array(
			'order' => $order,
			'key'   => $key,
		);
	}

	/**
	 * The page: a confirmation, or the cart with the form.
	 *
	 * @param string $wrapper_attributes The block wrapper's attributes.
	 */
	public static function render( string $wrapper_attributes = '' ): string {
		$html    = '<div ' . $wrapper_attributes . '>';
		$payment = '<p class="vista-checkout__payment">' . esc_html__( 'Online payment is not available yet. Send your order and the owner will contact you by email about payment and delivery.', 'vista-gallery' ) . '</p>';
		// The key is the buyer's proof.
		$order_id = isset( $_GET['vista_order'] ) ? absint( $_GET['vista_order'] ) : 0;
		$key      = isset( $_GET['vista_key'] ) ? sanitize_text_field( wp_unslash( $_GET['vista_key'] ) ) : '';
		if ( $order_id > 0 ) {
			$order = Orders::key_matches( $order_id, $key ) ? Orders::get( $order_id ) : null;
			if ( null === $order ) {
				return $html . '<p role="alert">' . esc_html__( 'This order cannot be shown.', 'vista-gallery' ) . '</p></div>';
			}
			return $html . sprintf(
				'<div class="vista-checkout__confirmation" role="status"><h2>%s</h2><p>%s</p></div>%s%s</div>',
				esc_html__( 'Thank you: your order was received.', 'vista-gallery' ),
				/* translators: 1: order number, 2: buyer's email */
				esc_html( sprintf( __( 'Order number %1$d is pending payment. The owner will contact you at %2$s.', 'vista-gallery' ), $order_id, (string) $order['buyer']['email'] ) ),
				Orders::summary( $order, false ),
				$payment
			);
		}

		$lines   = CartStore::lines( CartStore::current_token() );
		$errors  = self::$refused['errors'] ?? array();
		$values  = self::$refused['values'] ?? array();
		$summary = '' === ( $errors['form'] ?? '' ) ? '' : '<p role="alert" class="vista-checkout__error">' . esc_html( $errors['form'] ) . '</p>';
		if ( array() === $lines ) {
			$cart = EcommerceSettings::page_url( 'cart' );
			return $html . $summary . '<p class="vista-cart__empty">' . esc_html__( 'Your cart is empty.', 'vista-gallery' ) . '</p>'
				. ( '' === $cart ? '' : sprintf( '<p><a href="%s">%s</a></p>', esc_url( $cart ), esc_html__( 'Back to the cart', 'vista-gallery' ) ) ) . '</div>';
		}
		$html .= $summary . CartPage::table( $lines, false ) . $payment;
		$html .= sprintf( '<form method="post" action="%s" class="vista-checkout__form" novalidate>', esc_url( (string) get_permalink() ) );
		$html .= wp_nonce_field( self::NONCE_ACTION, '_vista_checkout_nonce', false, false );
		$html .= '<input type="hidden" name="vista_checkout" value="1">';
		$labels = array(
			'name'    => __( 'Name', 'vista-gallery' ),
			'email'   => __( 'Email', 'vista-gallery' ),
			'address' => __( 'Address', 'vista-gallery' ),
			'note'    => __( 'Note (optional)', 'vista-gallery' ),
		);
		foreach ( $labels as $field => $label ) {
			$id        = 'vista-checkout-' . $field;
			$error     = $errors[ $field ] ?? '';
			$described = '' === $error ? '' : sprintf( ' aria-invalid="true" aria-describedby="%s-error"', $id );
			$required  = 'note' === $field ? '' : ' required';
			$value     = (string) ( $values[ $field ] ?? '' );
			$input     = in_array( $field, array( 'address', 'note' ), true )
				? sprintf( '<textarea id="%1$s" name="%2$s" rows="3" maxlength="%3$d"%4$s%5$s>%6$s</textarea>', $id, self::FIELD_PREFIX . $field, self::LIMITS[ $field ], $required, $described, esc_textarea( $value ) )
				: sprintf( '<input type="%1$s" id="%2$s" name="%3$s" maxlength="%4$d" value="%5$s" autocomplete="%6$s"%7$s%8$s>', 'email' === $field ? 'email' : 'text', $id, self::FIELD_PREFIX . $field, self::LIMITS[ $field ], esc_attr( $value ), 'email' === $field ? 'email' : 'name', $required, $described );
			$html     .= sprintf(
				'<p class="vista-checkout__field"><label for="%s">%s</label>%s%s</p>',
				$id,
				esc_html( $label ),
				$input,
				'' === $error ? '' : sprintf( '<span class="vista-checkout__field-error" id="%s-error">%s</span>', $id, esc_html( $error ) )
			);
		}
		return $html . sprintf( '<p><button type="submit" class="wp-element-button">%s</button></p></form></div>', esc_html__( 'Place order', 'vista-gallery' ) );
	}
}
