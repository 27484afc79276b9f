<?php
/**
 * Calls 4 and 9 of 000 §7, for visitors and users alike:
 *
 * - The shop panel call (000 §7 call 4): POST admin-ajax.php, action=vista_gallery_ecommerce, ajax_task=display, image_id,
 *   nonce → HTML of the panel's sections (.bwg_ecommerce_manual, .bwg_ecommerce_downloads,
 *   .bwg_ecommerce_options, .bwg_add_to_cart) for the image's price list.
 * - The add-to-cart call (000 §7 call 9): POST admin-ajax.php, action=add_cart, task=add_cart, controller=checkout, image_id,
 *   type (manual | downloads), data (JSON of the 000 §3.7 cart item), nonce → JSON { msg,
 *   products_in_cart, redirect }. Prices come from the price list (CartPricing), never the client.
 *
 * Both refuse, with nothing written, a bad nonce and an image a visitor may not see in a lightbox
 * (LightboxEntry::visible_image()).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use Vista\Gallery\Lightbox\LightboxEntry;
use Vista\Gallery\Lightbox\LightboxSettings;

/**
 * The two endpoints.
 */
final class EcommerceAjax {

	/** The nonce of every lightbox call (LightboxSettings.nonce). */
	public const NONCE_ACTION = LightboxSettings::NONCE_ACTION;

	public const ACTION_PANEL = LightboxSettings::ACTION_ECOMMERCE;
	public const ACTION_CART  = 'add_cart';

	/**
	 * The shop panel call.
	 */
	public static function handle_panel(): void {
		// The nonce is verified in panel(); the HTML is escaped where built.
		[ $status, $html ] = self::panel( Kit\Ajax::posted() );
		Kit\Ajax::send_html( $status, $html );
	}

	/**
	 * The add-to-cart call.
	 */
	public static function handle_add_cart(): void {
		// The nonce is verified in add_cart().
		$fields            = Kit\Ajax::posted();
		$token             = self::nonce_ok( $fields ) ? CartStore::token_or_create() : '';
		[ $status, $body ] = self::add_cart( $fields, $token );
		wp_send_json( $body, $status );
	}

	/**
	 * Whether the fields carry a valid lightbox nonce.
	 *
	 * @param array<string, mixed> $fields Fields.
	 */
	private static function nonce_ok( array $fields ): bool {
		return Kit\Ajax::write_allowed( $fields, self::NONCE_ACTION );
	}

	/**
	 * The image of the request when a visitor may see it in a lightbox.
	 *
	 * @param array<string, mixed> $fields Fields.
	 */
	private static function image( array $fields ): ?\WP_Post {
		$raw = $fields['image_id'] ?? '';
		if ( ! is_string( $raw ) && ! is_int( $raw ) || ! preg_match( '/^\d{1,19}$/', (string) $raw ) ) {
			return null;
		}
		return LightboxEntry::visible_image( (int) $raw );
	}

	/**
	 * Answer of the shop panel call.
	 *
	 * @param array<string, mixed> $fields Request fields.
	 * @return array{0: int, 1: string} Status and HTML.
	 */
	public static function panel( array $fields ): array {
		if ( ! self::nonce_ok( $fields ) ) {
			return array( 403, esc_html__( 'This page has expired: reload it and try again.', 'vista-gallery' ) );
		}
		if ( 'display' !== ( $fields['ajax_task'] ?? '' ) ) {
			return array( 400, esc_html__( 'Unknown task.', 'vista-gallery' ) );
		}
		$image = self::image( $fields );
		if ( null === $image ) {
			return array( 404, esc_html__( 'This image cannot be found.', 'vista-gallery' ) );
		}
		$list = PriceLookup::for_image( $image->ID );
		if ( null === $list ) {
			return array( 404, esc_html__( 'This image is not for sale.', 'vista-gallery' ) );
		}
		return array( 200, EcommercePanelMarkup::html( $list, $image, CartStore::count( CartStore::current_token() ) ) );
	}

	/**
	 * Answer of the add-to-cart call.
	 *
	 * @param array<string, mixed> $fields Request fields.
	 * @param string               $token  The visitor's cart token ('' when the nonce failed).
	 * @return array{0: int, 1: array{msg: string, products_in_cart: int, redirect: int}} Status and JSON.
	 */
	public static function add_cart( array $fields, string $token ): array {
		$refuse = static fn ( int $status, string $msg ) => array(
			$status,
			array(
				'msg'              => $msg,
				'products_in_cart' => CartStore::count( $token ),
				'redirect'         => 0,
			),
		);
		if ( ! self::nonce_ok( $fields ) || ! CartStore::valid_token( $token ) ) {
			return $refuse( 403, __( 'This page has expired: reload it and try again.', 'vista-gallery' ) );
		}
		if ( 'add_cart' !== ( $fields['task'] ?? '' ) || 'checkout' !== ( $fields['controller'] ?? '' ) ) {
			return $refuse( 400, __( 'Unknown task.', 'vista-gallery' ) );
		}
		$image = self::image( $fields );
		if ( null === $image ) {
			return $refuse( 404, __( 'This image cannot be found.', 'vista-gallery' ) );
		}
		$list = PriceLookup::for_image( $image->ID );
		if ( null === $list ) {
			return $refuse( 404, __( 'This image is not for sale.', 'vista-gallery' ) );
		}
		$type = is_string( $fields['type'] ?? null ) ? $fields['type'] : '';
		$data = is_string( $fields['data'] ?? null ) && strlen( $fields['data'] ) <= 20000 ? json_decode( $fields['data'], true ) : null;
		if ( '' === $type ) {
			return $refuse( 400, __( 'Please select Prints and products or Downloads', 'vista-gallery' ) );
		}
		$lines = CartPricing::lines( $list, $image, $type, $data );
		if ( is_string( $lines ) ) {
			return $refuse( 400, $lines );
		}
		$added = CartStore::add( $token, $lines );
		if ( true !== $added ) {
			return $refuse( 400, $added );
		}
		return array(
			200,
			array(
				'msg'              => __( 'Product added to cart.', 'vista-gallery' ),
				'products_in_cart' => CartStore::count( $token ),
				'redirect'         => EcommerceSettings::redirect_after_add() ? 1 : 0,
			),
		);
	}
}
