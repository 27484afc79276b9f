<?php
/**
 * Amounts of the price lists and the cart: held as cents so that sums never drift, shown with
 * two decimals and comma thousands (000 §2.3, §3.7), read from what the owner types.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Cents: formatting and parsing.
 */
final class Money {

	/**
	 * An amount of cents as the spec shows totals: two decimals, comma thousands ("1,234.50").
	 *
	 * @param int $cents Amount.
	 */
	public static function format( int $cents ): string {
		$sign = $cents < 0 ? '-' : '';
		return $sign . number_format( abs( $cents ) / 100, 2, '.', ',' );
	}

	/**
	 * An amount with the currency symbol.
	 *
	 * @param int    $cents  Amount.
	 * @param string $symbol Currency symbol.
	 */
	public static function with_symbol( int $cents, string $symbol ): string {
		return $cents < 0 ? '-' . $symbol . self::format( -$cents ) : $symbol . self::format( $cents );
	}

	/**
	 * A price difference with its sign ("+2.00", "-1.50").
	 *
	 * @param int $cents Difference.
	 */
	public static function difference( int $cents ): string {
		return ( $cents < 0 ? '-' : '+' ) . self::format( abs( $cents ) );
	}

	/**
	 * Cents of a price typed by the owner: "12", "12.5", "12.50", with a sign when $signed.
	 *
	 * @param mixed $raw    Value.
	 * @param bool  $signed Whether a sign is allowed (price differences).
	 * @return int|null Null when it is not such a number or beyond MAX_CENTS.
	 */
	public static function cents( $raw, bool $signed = false ): ?int {
		if ( is_int( $raw ) || is_float( $raw ) ) {
			$raw = number_format( (float) $raw, 2, '.', '' );
		}
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$pattern = $signed ? '/^([+-]?)(\d{1,9})(?:\.(\d{1,2}))?$/' : '/^()(\d{1,9})(?:\.(\d{1,2}))?$/';
		if ( ! preg_match( $pattern, trim( $raw ), $match ) ) {
			return null;
		}
		$cents = (int) $match[2] * 100 + (int) str_pad( $match[3] ?? '', 2, '0' );
		if ( $cents > PriceList::MAX_CENTS ) {
			return null;
		}
		return '-' === $match[1] ? -$cents : $cents;
	}
}
