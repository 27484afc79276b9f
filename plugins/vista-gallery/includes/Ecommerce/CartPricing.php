<?php
/**
 * Turns a cart item sent by the panel (000 §3.7) into cart lines priced by the server from the
 * image's price list. The client's `price` is never read; every parameter id and value, item id
 * and quantity is checked against the list, and anything unknown refuses the whole item.
 *
 * - manual: `count`, `parameters` keyed by parameter id (text, textarea, select or radio value, or
 *   a list of checkbox values), `item` (the manual item's id; ours, where the list has items).
 *   Unit price: the item's price (or the list's manual price when it has no items) plus the price
 *   difference of every chosen value.
 * - downloads: a list of `{ id, count, price }`, one line per known download item.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Pricing of cart items.
 */
final class CartPricing {

	/**
	 * The quantity rule of 000 §5 for a number sent by the client: below 1 becomes 1; a whole number
	 * above the cart's limit, or anything that is not a whole number, is refused (null).
	 *
	 * @param mixed $raw Quantity.
	 */
	public static function quantity( $raw ): ?int {
		if ( null === $raw || '' === $raw ) {
			return 1;
		}
		if ( is_string( $raw ) ) {
			$raw = trim( $raw );
			if ( ! preg_match( '/^[+-]?\d{1,12}$/', $raw ) ) {
				return null;
			}
			$raw = (int) $raw;
		}
		if ( is_float( $raw ) && floor( $raw ) === $raw && abs( $raw ) < 1e12 ) {
			$raw = (int) $raw;
		}
		if ( ! is_int( $raw ) || $raw > CartStore::MAX_QUANTITY ) {
			return null;
		}
		return max( 1, $raw );
	}

	/**
	 * Lines of a cart item, or the message telling the visitor what is wrong.
	 *
	 * @param array<string, mixed> $list     The image's price list.
	 * @param \WP_Post             $image    The image.
	 * @param string               $type     manual or downloads.
	 * @param mixed                $data     The decoded cart item.
	 * @return array<int, array<string, mixed>>|string
	 */
	public static function lines( array $list, \WP_Post $image, string $type, $data ) {
		if ( ! in_array( $type, PriceList::SECTIONS, true ) ) {
			return __( 'Please select Prints and products or Downloads', 'vista-gallery' );
		}
		if ( ! in_array( $type, $list['sections'], true ) ) {
			return __( 'This image is not sold that way.', 'vista-gallery' );
		}
		if ( ! is_array( $data ) ) {
			return __( 'The cart item could not be read.', 'vista-gallery' );
		}
		$common = array(
			'image_id'        => $image->ID,
			'pricelist_id'    => (int) $list['id'],
			'type'            => $type,
			'currency'        => (string) $list['currency'],
			'currency_symbol' => (string) $list['currency_symbol'],
		);
		return 'manual' === $type ? self::manual( $list, $image, $data, $common ) : self::downloads( $list, $image, $data, $common );
	}

	/**
	 * A manual print or product.
	 *
	 * @param array<string, mixed> $list   Price list.
	 * @param \WP_Post             $image  Image.
	 * @param array<mixed>         $data   Cart item.
	 * @param array<string, mixed> $common Fields of every line.
	 * @return array<int, array<string, mixed>>|string
	 */
	private static function manual( array $list, \WP_Post $image, array $data, array $common ) {
		$quantity = self::quantity( $data['count'] ?? 1 );
		if ( null === $quantity ) {
			/* translators: %d: the most of one item */
			return sprintf( __( 'Enter a quantity from 1 to %d.', 'vista-gallery' ), CartStore::MAX_QUANTITY );
		}

		$unit  = (int) $list['manual_price'];
		$label = $image->post_title;
		$item  = 0;
		if ( array() !== $list['manual_items'] ) {
			$wanted = $data['item'] ?? ( 1 === count( $list['manual_items'] ) ? $list['manual_items'][0]['id'] : null );
			$found  = is_numeric( $wanted ) ? self::by_id( $list['manual_items'], (int) $wanted ) : null;
			if ( null === $found ) {
				return __( 'Please choose a print or product.', 'vista-gallery' );
			}
			$item  = (int) $found['id'];
			$unit  = (int) $found['price'];
			$label = $found['name'];
		}

		$chosen     = $data['parameters'] ?? array();
		$options    = array();
		$parameters = array();
		foreach ( $list['parameters'] as $parameter ) {
			$parameters[ (string) $parameter['id'] ] = $parameter;
		}
		if ( ! is_array( $chosen ) ) {
			return __( 'The chosen options could not be read.', 'vista-gallery' );
		}
		foreach ( $chosen as $id => $value ) {
			$parameter = $parameters[ (string) $id ] ?? null;
			if ( null === $parameter ) {
				return __( 'One of the chosen options is not offered for this image.', 'vista-gallery' );
			}
			$picked = self::parameter_value( $parameter, $value );
			if ( is_string( $picked ) ) {
				return $picked;
			}
			[ $shown, $difference ] = $picked;
			$unit                  += $difference;
			if ( '' !== $shown ) {
				$options[] = array(
					'id'    => (int) $parameter['id'],
					'title' => $parameter['title'],
					'value' => $shown,
				);
			}
		}

		return array(
			$common + array(
				'item_id'    => $item,
				'label'      => $label,
				'options'    => $options,
				'quantity'   => $quantity,
				'unit_cents' => max( 0, $unit ),
			),
		);
	}

	/**
	 * The shown value and price difference of one parameter, or the message of a bad value.
	 *
	 * @param array<string, mixed> $parameter Parameter of the list.
	 * @param mixed                $value     What the visitor chose or typed.
	 * @return array{0: string, 1: int}|string
	 */
	private static function parameter_value( array $parameter, $value ) {
		$bad = sprintf(
			/* translators: %s: the parameter's title */
			__( 'Choose one of the offered values for “%s”.', 'vista-gallery' ),
			$parameter['title']
		);
		switch ( (int) $parameter['type'] ) {
			case PriceList::TYPE_TEXT:
			case PriceList::TYPE_TEXTAREA:
				$textarea = PriceList::TYPE_TEXTAREA === (int) $parameter['type'];
				if ( ! is_string( $value ) && ! is_int( $value ) ) {
					return $bad;
				}
				$text = $textarea ? sanitize_textarea_field( (string) $value ) : sanitize_text_field( (string) $value );
				$max  = $textarea ? PriceList::MAX_TEXTAREA : PriceList::MAX_TEXT;
				if ( mb_strlen( $text ) > $max ) {
					/* translators: 1: the parameter's title, 2: the most characters */
					return sprintf( __( '“%1$s” is at most %2$d characters.', 'vista-gallery' ), $parameter['title'], $max );
				}
				return array( $text, 0 );
			case PriceList::TYPE_SELECT:
			case PriceList::TYPE_RADIO:
				if ( '' === $value || null === $value ) {
					return array( '', 0 );
				}
				$found = is_string( $value ) ? self::by_value( $parameter['values'], $value ) : null;
				return null === $found ? $bad : array( $found['value'], (int) $found['price'] );
			case PriceList::TYPE_CHECKBOXES:
				if ( '' === $value || null === $value ) {
					return array( '', 0 );
				}
				if ( ! is_array( $value ) || count( $value ) > count( $parameter['values'] ) ) {
					return $bad;
				}
				$shown      = array();
				$difference = 0;
				foreach ( array_values( array_unique( array_filter( $value, 'is_string' ) ) ) as $one ) {
					$found = self::by_value( $parameter['values'], $one );
					if ( null === $found ) {
						return $bad;
					}
					$shown[]     = $found['value'];
					$difference += (int) $found['price'];
				}
				if ( count( $shown ) !== count( $value ) ) {
					return $bad;
				}
				return array( implode( ', ', $shown ), $difference );
		}
		return $bad;
	}

	/**
	 * Downloads: one line per chosen item.
	 *
	 * @param array<string, mixed> $list   Price list.
	 * @param \WP_Post             $image  Image.
	 * @param array<mixed>         $data   Cart item.
	 * @param array<string, mixed> $common Fields of every line.
	 * @return array<int, array<string, mixed>>|string
	 */
	private static function downloads( array $list, \WP_Post $image, array $data, array $common ) {
		if ( array() === $data || ! array_is_list( $data ) ) {
			return __( 'You must select at least one item.', 'vista-gallery' );
		}
		$lines = array();
		$seen  = array();
		foreach ( $data as $chosen ) {
			$found = is_array( $chosen ) && is_numeric( $chosen['id'] ?? null ) ? self::by_id( $list['downloads'], (int) $chosen['id'] ) : null;
			if ( null === $found || isset( $seen[ $found['id'] ] ) ) {
				return __( 'One of the chosen downloads is not offered for this image.', 'vista-gallery' );
			}
			$seen[ $found['id'] ] = true;
			$quantity             = self::quantity( $chosen['count'] ?? 1 );
			if ( null === $quantity ) {
				/* translators: %d: the most of one item */
				return sprintf( __( 'Enter a quantity from 1 to %d.', 'vista-gallery' ), CartStore::MAX_QUANTITY );
			}
			$lines[] = $common + array(
				'item_id'    => (int) $found['id'],
				'label'      => $found['name'],
				'options'    => array(
					array(
						'id'    => 0,
						'title' => __( 'Longest side', 'vista-gallery' ),
						/* translators: %d: pixels */
						'value' => sprintf( __( '%d px', 'vista-gallery' ), (int) $found['longest_side'] ),
					),
				),
				'quantity'   => $quantity,
				'unit_cents' => (int) $found['price'],
			);
		}
		return $lines;
	}

	/**
	 * A row of a list by id.
	 *
	 * @param array<int, array<string, mixed>> $rows Rows.
	 * @param int                              $id   Id.
	 * @return array<string, mixed>|null
	 */
	private static function by_id( array $rows, int $id ): ?array {
		foreach ( $rows as $row ) {
			if ( (int) $row['id'] === $id ) {
				return $row;
			}
		}
		return null;
	}

	/**
	 * A parameter's value row by its text.
	 *
	 * @param array<int, array<string, mixed>> $values Values.
	 * @param string                           $value  Text.
	 * @return array<string, mixed>|null
	 */
	private static function by_value( array $values, string $value ): ?array {
		foreach ( $values as $row ) {
			if ( $row['value'] === $value ) {
				return $row;
			}
		}
		return null;
	}
}
