<?php
/**
 * The two addresses a hit carries, page_uri and referred (001 §3): base64 of their UTF-8 bytes, as
 * the original tracker sends them (and ours, issue 14), or URI-encoded, as older Vista pages did.
 * Both give the same text. What a browser never sends is refused: invalid base64, more than 4 KB,
 * text that is not UTF-8, and characters a browser always escapes in an address (white space,
 * quotes, angle brackets, backquote), which is how script arrives.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

/**
 * Decoding and checking page_uri and referred.
 */
final class PageAddress {

	/** Longest encoded value accepted. */
	public const MAX_ENCODED = 4096;

	/** Characters a browser escapes in every address it serialises. */
	public const NEVER_RAW = '/[\s"\'<>`\x00-\x1F\x7F]/u';

	/**
	 * A posted address decoded, or null when it is not one of the two encodings of UTF-8 text.
	 *
	 * URI-encoded addresses hold "/", "%" or ":" at once (a path, an escaped path, a scheme); base64
	 * holds no "%" or ":", and the base64 of a path starts with "L" (the encoding of "/").
	 *
	 * @param mixed $value Posted value.
	 */
	public static function decode( $value ): ?string {
		if ( ! is_string( $value ) || strlen( $value ) > self::MAX_ENCODED ) {
			return null;
		}
		if ( '' === $value ) {
			return '';
		}
		if ( str_starts_with( $value, '/' ) || str_contains( $value, '%' ) || str_contains( $value, ':' ) ) {
			$decoded = rawurldecode( $value );
		} else {
			// Strict base64_decode refuses letters outside the alphabet and misplaced padding, but skips
			// white space: refused here (without a pattern: every hit decodes two of these).
			$decoded = 0 === strlen( $value ) % 4 && false === strpbrk( $value, " \t\n\r" ) ? base64_decode( $value, true ) : false;
		}
		return is_string( $decoded ) && mb_check_encoding( $decoded, 'UTF-8' ) ? $decoded : null;
	}
}
