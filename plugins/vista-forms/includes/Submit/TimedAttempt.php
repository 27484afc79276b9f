<?php
/**
 * A visitor's attempt at a timed form, held by the server (issue 31 item 4). Signed starts are
 * handed out to anyone who asks, so a start the client sends proves only that the server signed it
 * at some point: judged from the latest one, a fresh one lifted the limit. The first start the
 * server gave this visitor for this form is therefore kept on the server, keyed on what the
 * client cannot renew at will (their account, else their network: the address, or its /64 for
 * IPv6, hashed), and both the start endpoint and the check on sending use it.
 *
 * The attempt ends when an entry of it is stored, if the form allows sending again (the next try
 * then has its own time); otherwise it is remembered for a day. Its time running out does not end
 * it: a fresh start then would be exactly the lifted limit. The record is a transient: a hash and
 * a time, nothing about the visitor.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Clock;
use Vista\Forms\Entries\SendAgain;

/**
 * The first start of an attempt.
 */
final class TimedAttempt {

	/** How long an attempt is remembered (it also ends as described above). */
	public const KEEP_SECONDS = DAY_IN_SECONDS;

	/**
	 * The start of the visitor's attempt, in milliseconds: the one already begun, or now.
	 *
	 * @param FormDefinition $form A timed form.
	 */
	public static function begin( FormDefinition $form ): int {
		$first = self::first_start( $form->id );
		if ( null !== $first ) {
			return $first;
		}
		$now = Clock::now_ms();
		set_transient( self::name( $form->id ), $now, self::KEEP_SECONDS );
		return $now;
	}

	/**
	 * The first start of the visitor's attempt, or null when the server gave them none.
	 *
	 * @param int $form_id Form.
	 */
	public static function first_start( int $form_id ): ?int {
		$start = get_transient( self::name( $form_id ) );
		return is_numeric( $start ) ? (int) $start : null;
	}

	/**
	 * Ends the visitor's attempt once an entry of it is stored, when the form may be sent again
	 * (a next try then starts its own time).
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function finish( FormDefinition $form ): void {
		if ( SendAgain::allowed( $form ) ) {
			delete_transient( self::name( $form->id ) );
		}
	}

	/**
	 * The transient of the visitor's attempt at a form.
	 *
	 * @param int $form_id Form.
	 */
	private static function name( int $form_id ): string {
		return 'vista_forms_attempt_' . substr( hash( 'sha256', $form_id . '|' . SendAgain::sender() ), 0, 32 );
	}
}
