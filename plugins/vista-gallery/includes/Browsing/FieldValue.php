<?php
/**
 * What a block attribute, an address parameter or a form field may be: each check bounds a value
 * the visitor or the editor sent to a type and a range, and gives a fallback for anything else.
 * GalleryRequest, AlbumPath and the admin-ajax calls read every value through these.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * Bounded values from untrusted input.
 */
final class FieldValue {

	/**
	 * Comma-separated positive integers; anything else in the list is ignored.
	 *
	 * @param mixed $value Value.
	 * @return int[]
	 */
	public static function tag_list( $value ): array {
		if ( is_array( $value ) ) {
			$value = implode( ',', array_filter( $value, 'is_scalar' ) );
		}
		if ( ! is_scalar( $value ) ) {
			return array();
		}
		$ids = array();
		foreach ( explode( ',', substr( (string) $value, 0, 2000 ) ) as $part ) {
			$part = trim( $part );
			if ( preg_match( '/^[1-9][0-9]{0,9}$/', $part ) && (int) $part <= GalleryRequest::MAX_SEED ) {
				$ids[ (int) $part ] = (int) $part;
			}
		}
		return array_slice( array_values( $ids ), 0, GalleryRequest::MAX_TAGS );
	}

	/**
	 * An integer in [min, max]; anything not a plain integer gives the fallback, out of range is clamped.
	 *
	 * @param mixed $value    Value.
	 * @param int   $min      Lowest.
	 * @param int   $max      Highest.
	 * @param int   $fallback When not an integer.
	 */
	public static function int_between( $value, int $min, int $max, int $fallback ): int {
		if ( is_int( $value ) ) {
			return max( $min, min( $max, $value ) );
		}
		if ( ! is_string( $value ) || ! preg_match( '/^\s*-?[0-9]{1,30}\s*$/', $value ) ) {
			return $fallback;
		}
		$value = trim( $value );
		if ( strlen( ltrim( $value, '-0' ) ) > 18 ) {
			return str_starts_with( $value, '-' ) ? $min : $max;
		}
		return max( $min, min( $max, (int) $value ) );
	}

	/**
	 * A number of seconds in [min, max] to a hundredth; anything not a plain number gives the
	 * fallback, out of range is clamped.
	 *
	 * @param mixed     $value    Value.
	 * @param int|float $min      Lowest.
	 * @param int|float $max      Highest.
	 * @param int|float $fallback When not a number.
	 */
	public static function number_between( $value, int|float $min, int|float $max, int|float $fallback ): float {
		if ( is_string( $value ) && preg_match( '/^\s*-?[0-9]{1,12}(\.[0-9]{1,12})?\s*$/', $value ) ) {
			$value = (float) $value;
		}
		if ( ( ! is_int( $value ) && ! is_float( $value ) ) || ! is_finite( (float) $value ) ) {
			return (float) $fallback;
		}
		return round( max( (float) $min, min( (float) $max, (float) $value ) ), 2 );
	}

	/**
	 * One of the allowed integers (given as an integer or its digits), or the fallback.
	 *
	 * @param mixed $value    Value.
	 * @param int[] $allowed  Allowed values.
	 * @param int   $fallback Otherwise.
	 */
	public static function int_one_of( $value, array $allowed, int $fallback ): int {
		if ( is_string( $value ) && preg_match( '/^[0-9]{1,9}$/', $value ) ) {
			$value = (int) $value;
		}
		return is_int( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * One of the allowed strings, or the fallback.
	 *
	 * @param mixed    $value    Value.
	 * @param string[] $allowed  Allowed values.
	 * @param string   $fallback Otherwise.
	 */
	public static function one_of( $value, array $allowed, string $fallback ): string {
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * A boolean from a block attribute or a form field.
	 *
	 * @param mixed $value Value.
	 */
	public static function flag( $value ): bool {
		return true === $value || 1 === $value || '1' === $value || 'true' === $value;
	}

	/**
	 * Plain text of at most $max characters.
	 *
	 * @param mixed $value Value.
	 * @param int   $max   Characters.
	 */
	public static function text( $value, int $max ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		return trim( mb_substr( sanitize_text_field( mb_substr( $value, 0, $max * 4 ) ), 0, $max ) );
	}
}
