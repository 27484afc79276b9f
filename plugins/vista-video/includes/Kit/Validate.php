<?php
// A copy of kit/Validate.php for vista-video, made by `npm run kit`: change the kit, not this file.
/**
 * The checks settings screens and endpoints share, with one answer for every plugin: what an
 * integer is, what "one of" means, what a list of strings is, and what a JSON object is.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Pure value checks; each returns the normalised value, or null / a WP_Error saying what is allowed.
 */
final class Validate {

	/**
	 * An integer within bounds, or null. A JSON number, or a string of at most 18 digits with an
	 * optional minus sign (form fields post strings); surrounding spaces are allowed, anything else
	 * (decimals, exponents, "12abc", booleans) is not an integer.
	 *
	 * @param mixed $value Value.
	 * @param int   $min   Lowest allowed.
	 * @param int   $max   Highest allowed.
	 */
	public static function integer_in( $value, int $min, int $max ): ?int {
		if ( is_string( $value ) && preg_match( '/^\s*-?\d{1,18}\s*$/', $value ) ) {
			$value = (int) trim( $value );
		}
		return is_int( $value ) && $value >= $min && $value <= $max ? $value : null;
	}

	/**
	 * One of the listed strings.
	 *
	 * @param mixed    $value   Value.
	 * @param string[] $allowed Allowed values.
	 * @return string|\WP_Error
	 */
	public static function one_of( $value, array $allowed ) {
		return is_string( $value ) && in_array( $value, $allowed, true )
			? $value
			/* translators: %s: the allowed values, comma separated. */
			: self::error( sprintf( __( 'Choose one of: %s.', 'vista-video' ), implode( ', ', $allowed ) ) );
	}

	/**
	 * On or off: a JSON boolean only.
	 *
	 * @param mixed $value Value.
	 * @return bool|\WP_Error
	 */
	public static function boolean( $value ) {
		return is_bool( $value ) ? $value : self::error( __( 'This setting is either on or off.', 'vista-video' ) );
	}

	/**
	 * A JSON list of distinct strings, each matching a pattern once normalised. A JSON object (an
	 * array with keys) is not a list.
	 *
	 * @param mixed         $value     Value.
	 * @param string        $pattern   Each item's pattern.
	 * @param int           $max_items Longest list.
	 * @param string        $message   What is allowed, shown when anything is not.
	 * @param callable|null $normalise Applied to each item before the pattern (items are trimmed).
	 * @return string[]|\WP_Error
	 */
	public static function list_of( $value, string $pattern, int $max_items, string $message, ?callable $normalise = null ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) > $max_items ) {
			return self::error( $message );
		}
		$items = array();
		foreach ( $value as $item ) {
			$item = is_string( $item ) ? trim( $normalise ? $normalise( $item ) : $item ) : null;
			if ( null === $item || ! preg_match( $pattern, $item ) ) {
				return self::error( $message );
			}
			$items[] = $item;
		}
		return array_values( array_unique( $items ) );
	}

	/**
	 * Whether a decoded JSON body is an object of fields: a list (`[1, 2]`) is not. PHP decodes
	 * `{}` and `[]` alike, and both mean "no change".
	 *
	 * @param mixed $value Decoded body.
	 */
	public static function is_json_object( $value ): bool {
		return is_array( $value ) && ( array() === $value || ! array_is_list( $value ) );
	}

	/**
	 * A refused value.
	 *
	 * @param string $message What is allowed.
	 */
	public static function error( string $message ): \WP_Error {
		return new \WP_Error( 'vista_video_invalid_setting', $message );
	}
}
