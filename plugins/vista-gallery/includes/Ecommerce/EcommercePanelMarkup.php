<?php
/**
 * The HTML of the shop panel call: the ecommerce panel's sections for one image's price list. Every input
 * carries its price (`data-price`, plain decimals) so the panel shows a live total; the server
 * prices the cart itself (CartPricing).
 *
 * - .bwg_ecommerce_manual: the print or product (when the list has items), one input per parameter
 *   by type (2 text, 3 textarea, 4 select, 5 radio, 6 checkboxes), the quantity, the total;
 * - .bwg_ecommerce_downloads: a checkbox per download item with its price, the total;
 * - .bwg_ecommerce_options: the currency and how payment works;
 * - .bwg_add_to_cart: the add-to-cart button and the count of products in the cart.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Markup of the panel.
 */
final class EcommercePanelMarkup {

	private const ID = 'vista-ecommerce-';

	/**
	 * The sections.
	 *
	 * @param array<string, mixed> $list             Price list.
	 * @param \WP_Post             $image            Image.
	 * @param int                  $products_in_cart Products already in the visitor's cart.
	 */
	public static function html( array $list, \WP_Post $image, int $products_in_cart ): string {
		$symbol = (string) $list['currency_symbol'];
		$html   = sprintf(
			'<div class="bwg_ecommerce_container" data-pricelist="%d" data-image-id="%d" data-currency-symbol="%s">',
			(int) $list['id'],
			$image->ID,
			esc_attr( $symbol )
		);
		if ( in_array( 'manual', $list['sections'], true ) ) {
			$html .= self::manual( $list );
		}
		if ( in_array( 'downloads', $list['sections'], true ) ) {
			$html .= self::downloads( $list );
		}
		$html .= sprintf(
			'<div class="bwg_ecommerce_options"><p>%s</p><p>%s</p></div>',
			/* translators: 1: ISO currency code, 2: currency symbol */
			esc_html( sprintf( __( 'Prices in %1$s (%2$s).', 'vista-gallery' ), $list['currency'], $symbol ) ),
			esc_html__( 'Online payment is not available yet: after checkout the owner will contact you about payment and delivery.', 'vista-gallery' )
		);
		$html .= sprintf(
			'<div class="bwg_add_to_cart"><button type="submit" class="wp-element-button bwg_add_to_cart_button">%s</button><p class="bwg_products_in_cart_row">%s <span class="bwg_products_in_cart">%d</span></p></div>',
			esc_html__( 'Add to cart', 'vista-gallery' ),
			esc_html__( 'Products in cart:', 'vista-gallery' ),
			$products_in_cart
		);
		return $html . '</div>';
	}

	/**
	 * A price as data-price carries it.
	 *
	 * @param int $cents Price.
	 */
	private static function plain( int $cents ): string {
		return number_format( $cents / 100, 2, '.', '' );
	}

	/**
	 * Prints and products.
	 *
	 * @param array<string, mixed> $list Price list.
	 */
	private static function manual( array $list ): string {
		$symbol = (string) $list['currency_symbol'];
		$html   = sprintf( '<div class="bwg_ecommerce_manual" id="%smanual" data-base-price="%s">', self::ID, esc_attr( self::plain( (int) $list['manual_price'] ) ) );
		if ( array() !== $list['manual_items'] ) {
			$options = '';
			foreach ( $list['manual_items'] as $item ) {
				$options .= sprintf(
					'<option value="%d" data-price="%s">%s</option>',
					(int) $item['id'],
					esc_attr( self::plain( (int) $item['price'] ) ),
					esc_html( $item['name'] . ' — ' . Money::with_symbol( (int) $item['price'], $symbol ) )
				);
			}
			$html .= sprintf(
				'<p class="bwg_ecommerce_field"><label for="%1$sitem">%2$s</label><select id="%1$sitem" name="item" data-role="item">%3$s</select></p>',
				self::ID,
				esc_html__( 'Print or product', 'vista-gallery' ),
				$options
			);
		} else {
			$html .= sprintf(
				'<p class="bwg_ecommerce_field">%s <span class="bwg_ecommerce_price">%s</span></p>',
				esc_html__( 'Price:', 'vista-gallery' ),
				esc_html( Money::with_symbol( (int) $list['manual_price'], $symbol ) )
			);
		}
		foreach ( $list['parameters'] as $parameter ) {
			$html .= self::parameter( $parameter );
		}
		$html .= sprintf(
			'<p class="bwg_ecommerce_field"><label for="%1$scount">%2$s</label><input type="number" id="%1$scount" name="count" class="bwg_ecommerce_count" min="1" max="%3$d" step="1" value="1" inputmode="numeric"></p>',
			self::ID,
			esc_html__( 'Quantity', 'vista-gallery' ),
			CartStore::MAX_QUANTITY
		);
		return $html . self::total( 'manual', PriceLookup::lowest_manual_price( $list ), $symbol ) . '</div>';
	}

	/**
	 * One parameter's input, by type.
	 *
	 * @param array<string, mixed> $parameter Parameter.
	 */
	private static function parameter( array $parameter ): string {
		$id    = (int) $parameter['id'];
		$field = self::ID . 'parameter-' . $id;
		$name  = 'parameter_' . $id;
		$title = esc_html( $parameter['title'] );
		$open  = sprintf( '<div class="bwg_ecommerce_field bwg_ecommerce_parameter" data-parameter-id="%d" data-parameter-type="%d">', $id, (int) $parameter['type'] );
		switch ( (int) $parameter['type'] ) {
			case PriceList::TYPE_TEXT:
				return $open . sprintf( '<label for="%1$s">%2$s</label><input type="text" id="%1$s" name="%3$s" maxlength="%4$d"></div>', $field, $title, $name, PriceList::MAX_TEXT );
			case PriceList::TYPE_TEXTAREA:
				return $open . sprintf( '<label for="%1$s">%2$s</label><textarea id="%1$s" name="%3$s" rows="3" maxlength="%4$d"></textarea></div>', $field, $title, $name, PriceList::MAX_TEXTAREA );
			case PriceList::TYPE_SELECT:
				$options = '<option value="" data-price="0.00">' . esc_html__( '— Choose —', 'vista-gallery' ) . '</option>';
				foreach ( $parameter['values'] as $value ) {
					$options .= sprintf( '<option value="%s" data-price="%s">%s</option>', esc_attr( $value['value'] ), esc_attr( self::plain( (int) $value['price'] ) ), esc_html( self::value_label( $value ) ) );
				}
				return $open . sprintf( '<label for="%1$s">%2$s</label><select id="%1$s" name="%3$s">%4$s</select></div>', $field, $title, $name, $options );
			case PriceList::TYPE_RADIO:
			case PriceList::TYPE_CHECKBOXES:
				$radio  = PriceList::TYPE_RADIO === (int) $parameter['type'];
				$inputs = '';
				foreach ( $parameter['values'] as $index => $value ) {
					$inputs .= sprintf(
						'<label class="bwg_ecommerce_choice"><input type="%1$s" name="%2$s" value="%3$s" data-price="%4$s"%5$s> %6$s</label>',
						$radio ? 'radio' : 'checkbox',
						esc_attr( $radio ? $name : $name . '[]' ),
						esc_attr( $value['value'] ),
						esc_attr( self::plain( (int) $value['price'] ) ),
						$radio && 0 === $index ? ' checked' : '',
						esc_html( self::value_label( $value ) )
					);
				}
				return $open . sprintf( '<fieldset><legend>%s</legend>%s</fieldset></div>', $title, $inputs );
		}
		return '';
	}

	/**
	 * A value with its price difference when it has one ("Matte (+2.00)").
	 *
	 * @param array<string, mixed> $value Value.
	 */
	private static function value_label( array $value ): string {
		return 0 === (int) $value['price'] ? (string) $value['value'] : sprintf( '%s (%s)', $value['value'], Money::difference( (int) $value['price'] ) );
	}

	/**
	 * Downloads.
	 *
	 * @param array<string, mixed> $list Price list.
	 */
	private static function downloads( array $list ): string {
		$symbol = (string) $list['currency_symbol'];
		$inputs = '';
		foreach ( $list['downloads'] as $item ) {
			$inputs .= sprintf(
				'<label class="bwg_ecommerce_choice"><input type="checkbox" name="download" value="%d" data-price="%s"> %s</label>',
				(int) $item['id'],
				esc_attr( self::plain( (int) $item['price'] ) ),
				/* translators: 1: download name, 2: longest side in pixels, 3: price */
				esc_html( sprintf( __( '%1$s (%2$d px) — %3$s', 'vista-gallery' ), $item['name'], (int) $item['longest_side'], Money::with_symbol( (int) $item['price'], $symbol ) ) )
			);
		}
		return sprintf(
			'<div class="bwg_ecommerce_downloads" id="%sdownloads"><fieldset><legend>%s</legend>%s</fieldset>%s</div>',
			self::ID,
			esc_html__( 'Choose the sizes to download', 'vista-gallery' ),
			$inputs,
			self::total( 'downloads', 0, $symbol )
		);
	}

	/**
	 * The total of a section (updated by the panel as inputs change).
	 *
	 * @param string $section manual or downloads.
	 * @param int    $cents   Starting total.
	 * @param string $symbol  Currency symbol.
	 */
	private static function total( string $section, int $cents, string $symbol ): string {
		return sprintf(
			'<p class="bwg_ecommerce_total_row">%s <output class="bwg_ecommerce_total" data-section="%s">%s</output></p>',
			esc_html__( 'Total:', 'vista-gallery' ),
			esc_attr( $section ),
			esc_html( Money::with_symbol( $cents, $symbol ) )
		);
	}
}
