<?php
/**
 * How often one client may ask a gateway for a payment on one form (issue 37): each PaymentIntent
 * asked for and each card charged counts, declined or not, so a page cannot test stolen cards by
 * the hundred. Keyed on the client's network (SpamGuard::ip_hash, which a visitor cannot renew at
 * will) and the form; counted per minute in a transient. Over the limit the request is refused
 * with 429 before the gateway is asked, and nothing is kept.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;
use Vista\Forms\Submit\SpamGuard;

/**
 * Counts payment attempts.
 */
final class PaymentRateLimit {

	/** Attempts a client may make on a form in a minute. */
	public const PER_MINUTE = 10;

	/**
	 * Counts an attempt: false when the client is over the limit (the attempt is then refused).
	 *
	 * @param int $form_id Form.
	 */
	public static function allow( int $form_id ): bool {
		/**
		 * Filters how many payment attempts a client may make on one form in a minute.
		 *
		 * @param int $most Default 10.
		 */
		$most   = max( 1, (int) apply_filters( 'vista_forms_payment_rate_limit', self::PER_MINUTE ) );
		$minute = intdiv( Clock::now(), 60 );
		$key    = 'vista_forms_pay_' . substr( hash( 'sha256', SpamGuard::ip_hash() . '|' . $form_id . '|' . $minute ), 0, 32 );
		$count  = (int) get_transient( $key );
		if ( $count >= $most ) {
			return false;
		}
		set_transient( $key, $count + 1, 2 * MINUTE_IN_SECONDS );
		return true;
	}

	/**
	 * The refusal, for a REST route.
	 */
	public static function refusal(): \WP_Error {
		return new \WP_Error( 'vista_forms_payment_rate_limited', self::message(), array( 'status' => 429 ) );
	}

	/**
	 * What the visitor reads.
	 */
	public static function message(): string {
		return __( 'Too many payment attempts from your connection. Please wait a minute and try again.', 'vista-forms' );
	}
}
