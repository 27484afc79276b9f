<?php
/**
 * Checking a price list sent by the admin screen (000 §2.3, §3.7): every field, row and price,
 * with a message per refused field.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Validation of price lists.
 */
final class PriceListValidator {

	/**
	 * Checks a list sent by the admin screen and gives it in stored form (prices in cents, ids
	 * given to new rows), or the messages by field ("parameters.2.values.0.price").
	 *
	 * @param array<string, mixed> $raw The fields: title, currency, currency_symbol, manual_price,
	 *                                  sections, manual_items, parameters, downloads.
	 * @return array{0: array<string, mixed>, 1: array<string, string>} The list and the errors.
	 */
	public static function validate( array $raw ): array {
		$errors = array();
		$list   = array();

		$title = is_string( $raw['title'] ?? null ) ? sanitize_text_field( $raw['title'] ) : '';
		if ( '' === $title ) {
			$errors['title'] = __( 'Give the price list a name.', 'vista-gallery' );
		}
		$list['title'] = mb_substr( $title, 0, 200 );

		$currency = is_string( $raw['currency'] ?? null ) ? strtoupper( trim( $raw['currency'] ) ) : '';
		if ( ! preg_match( '/^[A-Z]{3}$/', $currency ) ) {
			$errors['currency'] = __( 'The currency is a three-letter ISO code, such as USD or EUR.', 'vista-gallery' );
		}
		$list['currency'] = $currency;

		$symbol = is_string( $raw['currency_symbol'] ?? null ) ? sanitize_text_field( $raw['currency_symbol'] ) : '';
		if ( '' === $symbol || mb_strlen( $symbol ) > 8 ) {
			$errors['currency_symbol'] = __( 'The currency symbol is 1 to 8 characters, such as $ or €.', 'vista-gallery' );
		}
		$list['currency_symbol'] = $symbol;

		$sections = is_array( $raw['sections'] ?? null ) ? array_values( array_intersect( PriceList::SECTIONS, $raw['sections'] ) ) : array();
		if ( array() === $sections ) {
			$errors['sections'] = __( 'Sell prints and products, downloads, or both.', 'vista-gallery' );
		}
		$list['sections'] = $sections;

		$manual_price = Money::cents( $raw['manual_price'] ?? '0' );
		if ( null === $manual_price ) {
			$errors['manual_price'] = self::price_message();
		}
		$list['manual_price'] = (int) $manual_price;

		$row_checks = array(
			'manual_items' => self::manual_item( ... ),
			'parameters'   => self::parameter( ... ),
			'downloads'    => self::download( ... ),
		);
		foreach ( $row_checks as $key => $check ) {
			$list[ $key ] = self::rows( $raw[ $key ] ?? array(), $key, $errors, $check );
		}
		if ( in_array( 'downloads', $sections, true ) && array() === $list['downloads'] && ! isset( $errors['downloads'] ) ) {
			$errors['downloads'] = __( 'Add at least one download, or do not sell downloads.', 'vista-gallery' );
		}

		return array( $list, $errors );
	}

	/**
	 * A manual item (print or product) of the list.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("manual_items.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function manual_item( array $row, string $field, array &$errors ): array {
		$item          = array( 'name' => self::name( $row['name'] ?? null, "{$field}.name", $errors ) );
		$item['price'] = (int) self::price( $row['price'] ?? null, "{$field}.price", $errors, false );
		return $item;
	}

	/**
	 * A parameter of the list, with its values when its type has them.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("parameters.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function parameter( array $row, string $field, array &$errors ): array {
		$parameter = array(
			'title' => self::name( $row['title'] ?? null, "{$field}.title", $errors ),
			'type'  => (int) ( is_numeric( $row['type'] ?? null ) ? $row['type'] : 0 ),
		);
		if ( ! in_array( $parameter['type'], PriceList::TYPES, true ) ) {
			$errors[ "{$field}.type" ] = __( 'Choose a parameter type.', 'vista-gallery' );
		}
		$parameter['values'] = array();
		if ( in_array( $parameter['type'], PriceList::TYPES_WITH_VALUES, true ) ) {
			$parameter['values'] = self::rows( $row['values'] ?? array(), "{$field}.values", $errors, self::parameter_value( ... ) );
			if ( array() === $parameter['values'] && ! isset( $errors[ "{$field}.values" ] ) ) {
				$errors[ "{$field}.values" ] = __( 'A select, radio or checkboxes parameter needs at least one value.', 'vista-gallery' );
			}
			$names = array_column( $parameter['values'], 'value' );
			if ( count( $names ) !== count( array_unique( $names ) ) ) {
				$errors[ "{$field}.values" ] = __( 'Each value of a parameter must be different.', 'vista-gallery' );
			}
		}
		return $parameter;
	}

	/**
	 * A value of a select, radio or checkboxes parameter, with its price difference.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("parameters.0.values.1").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function parameter_value( array $row, string $field, array &$errors ): array {
		return array(
			'value' => self::name( $row['value'] ?? null, "{$field}.value", $errors ),
			'price' => (int) self::price( $row['price'] ?? '0', "{$field}.price", $errors, true ),
		);
	}

	/**
	 * A download of the list: a size and its price.
	 *
	 * @param array<string, mixed>  $row    The row sent.
	 * @param string                $field  Field name of the row ("downloads.0").
	 * @param array<string, string> $errors Errors.
	 * @return array<string, mixed>
	 */
	private static function download( array $row, string $field, array &$errors ): array {
		$item = array( 'name' => self::name( $row['name'] ?? null, "{$field}.name", $errors ) );
		$side = $row['longest_side'] ?? null;
		if ( ! is_numeric( $side ) || (int) $side != $side || (int) $side < 1 || (int) $side > 20000 ) { // "1024" equals 1024.
			$errors[ "{$field}.longest_side" ] = __( 'The longest side is a whole number of pixels from 1 to 20000.', 'vista-gallery' );
			$side = 0;
		}
		$item['longest_side'] = (int) $side;
		$item['price']        = (int) self::price( $row['price'] ?? null, "{$field}.price", $errors, false );
		return $item;
	}

	/**
	 * The message of a price that is not one.
	 */
	private static function price_message(): string {
		/* translators: %s: the highest price, e.g. 1,000,000.00 */
		return sprintf( __( 'Enter a price from 0 to %s with at most two decimals, such as 12.50.', 'vista-gallery' ), Money::format( PriceList::MAX_CENTS ) );
	}

	/**
	 * A price or price difference, with its error.
	 *
	 * @param mixed                 $raw    Value.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 * @param bool                  $signed Price difference.
	 */
	private static function price( $raw, string $field, array &$errors, bool $signed ): ?int {
		$cents = Money::cents( $raw, $signed );
		if ( null === $cents ) {
			$errors[ $field ] = $signed
				/* translators: %s: the largest difference, e.g. 1,000,000.00 */
				? sprintf( __( 'Enter a price difference such as +2.00 or -1.50, at most %s either way.', 'vista-gallery' ), Money::format( PriceList::MAX_CENTS ) )
				: self::price_message();
		}
		return $cents;
	}

	/**
	 * A required short name, with its error.
	 *
	 * @param mixed                 $raw    Value.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 */
	private static function name( $raw, string $field, array &$errors ): string {
		$name = is_string( $raw ) ? sanitize_text_field( $raw ) : '';
		if ( '' === $name ) {
			$errors[ $field ] = __( 'This field is required.', 'vista-gallery' );
		} elseif ( mb_strlen( $name ) > 200 ) {
			$errors[ $field ] = __( 'At most 200 characters.', 'vista-gallery' );
		}
		return mb_substr( $name, 0, 200 );
	}

	/**
	 * A list of rows, each checked by $check, keeping a row's id when it is a distinct positive
	 * integer (so cart lines and orders keep pointing at it) and numbering new rows after the rest.
	 *
	 * @param mixed                 $raw    Rows.
	 * @param string                $field  Field name.
	 * @param array<string, string> $errors Errors.
	 * @param callable              $check  ( array $row, string $field, array &$errors ): array.
	 * @return array<int, array<string, mixed>>
	 */
	private static function rows( $raw, string $field, array &$errors, callable $check ): array {
		if ( ! is_array( $raw ) ) {
			$errors[ $field ] = __( 'This must be a list.', 'vista-gallery' );
			return array();
		}
		if ( count( $raw ) > PriceList::MAX_ROWS ) {
			/* translators: %d: the most rows */
			$errors[ $field ] = sprintf( __( 'At most %d rows.', 'vista-gallery' ), PriceList::MAX_ROWS );
			return array();
		}
		$rows = array();
		$used = array();
		foreach ( array_values( $raw ) as $index => $row ) {
			$row      = is_array( $row ) ? $row : array();
			$id       = isset( $row['id'] ) && is_numeric( $row['id'] ) ? (int) $row['id'] : 0;
			$id       = $id > 0 && ! isset( $used[ $id ] ) ? $id : 0;
			$rows[]   = array( 'id' => $id ) + $check( $row, "{$field}.{$index}", $errors );
			$used[ $id ] = true;
		}
		$next = max( array( 0, ...array_keys( $used ) ) ) + 1;
		foreach ( $rows as &$row ) {
			if ( 0 === $row['id'] ) {
				$row['id'] = $next++;
			}
		}
		return $rows;
	}
}
