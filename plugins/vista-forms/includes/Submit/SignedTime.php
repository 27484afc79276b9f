<?php
/**
 * A time the server signed for one form: "{milliseconds}.{MAC}", the MAC keyed by the kit for the
 * purpose ('forms-form-start', 'forms-form-timer'; Kit\SignedToken::mac()). The least time before
 * sending (SpamGuard) and the time limit (TimedForm) both rest on one; the purpose keeps a token of
 * one kind from passing as the other. Times signed before the kit keyed them (an HMAC of the
 * purpose, form and time under the nonce salt) are still in cached pages and still read.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;

use Vista\Forms\Kit\SignedToken;

/**
 * Signs and reads server times bound to a form and a purpose.
 */
final class SignedTime {

	/**
	 * A signed time for a form. It carries no expiry: a page served from a full-page cache a week
	 * after it was made still holds a valid one, simply an old one (issue 13 item 9).
	 *
	 * @param string   $purpose What the time is for ('form-start', 'form-timer').
	 * @param int      $form_id Form.
	 * @param int|null $ms      Time in milliseconds (default: now).
	 */
	public static function token( string $purpose, int $form_id, ?int $ms = null ): string {
		$ms = $ms ?? Clock::now_ms();
		return $ms . '.' . self::signature( $purpose, $form_id, $ms );
	}

	/**
	 * The time a valid token holds, or null for a missing, malformed, forged one or one signed for
	 * another form or purpose.
	 *
	 * @param string $purpose What the time is for.
	 * @param mixed  $token   The posted token.
	 * @param int    $form_id The form it was posted to.
	 */
	public static function read( string $purpose, $token, int $form_id ): ?int {
		if ( ! is_string( $token ) || ! preg_match( '/^(\d{1,15})\.([a-f0-9]{64})$/', $token, $parts ) ) {
			return null;
		}
		$ms = (int) $parts[1];
		$ok = SignedToken::mac_matches( 'forms-' . $purpose, "{$form_id}|{$ms}", $parts[2] )
			|| hash_equals( self::legacy_signature( $purpose, $form_id, $ms ), $parts[2] );
		return $ok ? $ms : null;
	}

	/**
	 * The MAC of a time.
	 *
	 * @param string $purpose What the time is for.
	 * @param int    $form_id Form.
	 * @param int    $ms      Time.
	 */
	private static function signature( string $purpose, int $form_id, int $ms ): string {
		return SignedToken::mac( 'forms-' . $purpose, "{$form_id}|{$ms}" );
	}

	/**
	 * The MAC times carried before the kit keyed them by purpose, still in cached pages.
	 *
	 * @param string $purpose What the time is for.
	 * @param int    $form_id Form.
	 * @param int    $ms      Time.
	 */
	private static function legacy_signature( string $purpose, int $form_id, int $ms ): string {
		return hash_hmac( 'sha256', "{$purpose}|{$form_id}|{$ms}", wp_salt( 'nonce' ) );
	}
}
