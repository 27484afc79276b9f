<?php
/**
 * The shop's wiring: the cart table and the cart and checkout pages made on activation or upgrade
 * (their ids kept in an option), the owner's "go to the cart after adding" setting, and what the
 * lightbox learns through its filters: `enable_image_ecommerce`, `ecommerceACtive`,
 * `checkout_url` (settings), and each image's `pricelist`,
 * `pricelist_sections`, `pricelist_manual_price` (entries).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Install, options and lightbox filters.
 */
final class EcommerceSettings {

	public const INSTALL_VERSION        = 1;
	public const INSTALL_VERSION_OPTION = 'vista_gallery_ecommerce_version';
	public const OPTION_PAGES           = 'vista_gallery_ecommerce_pages';
	public const OPTION_REDIRECT        = 'vista_gallery_cart_redirect';

	public const CART_BLOCK     = 'vista/gallery-cart';
	public const CHECKOUT_BLOCK = 'vista/gallery-checkout';

	/**
	 * Creates the cart table and the missing pages when this part was never installed or is older.
	 */
	public static function install(): void {
		CartStore::migrate();
		if ( (int) get_option( self::INSTALL_VERSION_OPTION, 0 ) >= self::INSTALL_VERSION ) {
			return;
		}
		self::ensure_pages();
		update_option( self::INSTALL_VERSION_OPTION, self::INSTALL_VERSION );
	}

	/**
	 * Makes the cart and checkout pages that do not exist (or were deleted).
	 */
	public static function ensure_pages(): void {
		$pages   = self::page_ids();
		$wanted  = array(
			'cart'     => array( __( 'Cart', 'vista-gallery' ), self::CART_BLOCK ),
			'checkout' => array( __( 'Checkout', 'vista-gallery' ), self::CHECKOUT_BLOCK ),
		);
		$changed = false;
		foreach ( $wanted as $key => [ $title, $block ] ) {
			if ( $pages[ $key ] > 0 && 'publish' === get_post_status( $pages[ $key ] ) ) {
				continue;
			}
			$id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $title,
					'post_content' => '<!-- wp:' . $block . ' /-->',
				)
			);
			if ( ! is_wp_error( $id ) && $id > 0 ) {
				$pages[ $key ] = (int) $id;
				$changed       = true;
			}
		}
		if ( $changed ) {
			update_option( self::OPTION_PAGES, $pages );
		}
	}

	/**
	 * Ids of the cart and checkout pages (0 when none).
	 *
	 * @return array{cart: int, checkout: int}
	 */
	public static function page_ids(): array {
		$stored = get_option( self::OPTION_PAGES, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'cart'     => absint( $stored['cart'] ?? 0 ),
			'checkout' => absint( $stored['checkout'] ?? 0 ),
		);
	}

	/**
	 * Address of the cart or checkout page, '' when it is not published.
	 *
	 * @param string $which cart or checkout.
	 */
	public static function page_url( string $which ): string {
		$id = self::page_ids()[ $which ] ?? 0;
		return $id > 0 && 'publish' === get_post_status( $id ) ? (string) get_permalink( $id ) : '';
	}

	/**
	 * Whether the owner wants visitors taken to the cart after each addition.
	 */
	public static function redirect_after_add(): bool {
		return (bool) get_option( self::OPTION_REDIRECT, 0 );
	}

	/**
	 * The settings the price lists screen shows.
	 *
	 * @return array<string, mixed>
	 */
	public static function admin_settings(): array {
		return array(
			'cart_redirect' => self::redirect_after_add(),
			'cart_url'      => self::page_url( 'cart' ),
			'checkout_url'  => self::page_url( 'checkout' ),
			'orders_url'    => admin_url( 'edit.php?post_type=' . Orders::POST_TYPE ),
		);
	}

	/**
	 * The lightbox settings: the shop is active when a price list exists, and shown in a popup
	 * when its block also allows it.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param mixed                $options  Block options (unused: the shop is site-wide).
	 * @return array<string, mixed>
	 */
	public static function lightbox_settings( $settings, $options = array() ) {
		unset( $options );
		$settings                           = is_array( $settings ) ? $settings : array();
		$active                             = array() !== PriceList::all() ? 1 : 0;
		// The block's "ecommerce" option (lightboxEcommerce) stays the owner's choice per gallery.
		$settings['enable_image_ecommerce'] = (int) ( ! empty( $settings['enable_image_ecommerce'] ) && $active );
		$settings['ecommerceACtive']        = $active;
		$settings['checkout_url']           = self::page_url( 'cart' );
		return $settings;
	}

	/**
	 * An image's price list fields (000 §3.1).
	 *
	 * @param array<string, mixed> $entry      Entry.
	 * @param mixed                $attachment The image.
	 * @return array<string, mixed>
	 */
	public static function lightbox_entry( $entry, $attachment = null ) {
		$entry = is_array( $entry ) ? $entry + array(
			'pricelist'              => 0,
			'pricelist_sections'     => '',
			'pricelist_manual_price' => '',
		) : array();
		if ( ! $attachment instanceof \WP_Post ) {
			return $entry;
		}
		$list = PriceLookup::for_image( $attachment->ID );
		if ( null === $list ) {
			return $entry;
		}
		$entry['pricelist']              = (int) $list['id'];
		$entry['pricelist_sections']     = implode( ',', $list['sections'] );
		$entry['pricelist_manual_price'] = in_array( 'manual', $list['sections'], true )
			? Money::with_symbol( PriceLookup::lowest_manual_price( $list ), (string) $list['currency_symbol'] )
			: '';
		return $entry;
	}
}
