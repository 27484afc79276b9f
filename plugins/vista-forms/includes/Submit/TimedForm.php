<?php
/**
 * Timed forms (001 §3 duration display, §4 countdown): a form with a time limit shows the time
 * left, which the script counts down every second (001 §9: 1 s tick), and the server refuses an
 * entry sent well after the limit.
 *
 * The start is a time the server signed. A full-page cache may serve a form rendered a week ago,
 * so the script asks this endpoint for the start when the form loads. The first time a visitor
 * asks, the server records it (TimedAttempt); asking again answers that same first start and the
 * seconds left, so a fresh token never lifts the limit (issue 31 item 4). On sending, the recorded
 * start decides; only a visitor the server gave none is judged from the later of the signed starts
 * sent (the fetched one and the one printed in the page). None can be set by the visitor.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Kit;
use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\Messages;
use Vista\Forms\Clock;

/**
 * Time limit: signed start, rendering, checking.
 */
final class TimedForm {

	public const ACTION = 'vista_forms_timer_start';

	/** The hidden input the script fills with the signed start it fetched. */
	public const FIELD = 'vista_forms_timer';

	/** Longest time limit a form may set, in seconds (a day). */
	public const MAX_LIMIT = FormDefinition::TIME_LIMIT_MAX;

	/** Seconds past the limit still accepted: a slow connection is not cheating. */
	public const GRACE_SECONDS = 30;

	/**
	 * The form's time limit in seconds, 0 for none.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function limit( FormDefinition $form ): int {
		return min( self::MAX_LIMIT, max( 0, (int) ( $form->settings()['time_limit'] ?? 0 ) ) );
	}

	/**
	 * Answers the signed start of the visitor's attempt at a published timed form, and the seconds
	 * it has left. No nonce: it must work from a cached page, and it only hands out the server's
	 * own clock, signed.
	 */
	public static function handle(): void {
		$posted  = Kit\Ajax::posted();
		$form_id = absint( is_scalar( $posted['form_id'] ?? null ) ? $posted['form_id'] : 0 );
		$form    = FormDefinition::load( $form_id );
		if ( null === $form || 0 === self::limit( $form ) ) {
			wp_send_json_error( array( 'message' => Messages::server( 'no_form' ) ), 400 );
		}
		nocache_headers();
		$start = TimedAttempt::begin( $form );
		wp_send_json_success(
			array(
				'token'     => self::start_token( $form_id, $start ),
				'limit'     => self::limit( $form ),
				'remaining' => max( 0, self::limit( $form ) - intdiv( Clock::now_ms() - $start, 1000 ) ),
			)
		);
	}

	/**
	 * A signed start of the time limit (SignedTime, for one form).
	 *
	 * @param int      $form_id Form.
	 * @param int|null $ms      Start (default now).
	 */
	public static function start_token( int $form_id, ?int $ms = null ): string {
		return SignedTime::token( 'form-timer', $form_id, $ms );
	}

	/**
	 * The start a valid timer token holds, else null.
	 *
	 * @param mixed $token   Posted token.
	 * @param int   $form_id Form.
	 */
	public static function signed_start( $token, int $form_id ): ?int {
		return SignedTime::read( 'form-timer', $token, $form_id );
	}

	/**
	 * Whether a submission came too late: more than limit + grace after the start of the visitor's
	 * attempt the server recorded, or, when it recorded none, after the latest signed start sent.
	 * A form without a limit is never late; a timed form without any start is.
	 *
	 * @param FormDefinition       $form    Form.
	 * @param array<string, mixed> $request Posted data.
	 */
	public static function is_too_late( FormDefinition $form, array $request ): bool {
		$limit = self::limit( $form );
		if ( 0 === $limit ) {
			return false;
		}
		$now   = Clock::now_ms();
		$first = TimedAttempt::first_start( $form->id );
		if ( null !== $first ) {
			return $now - $first > ( $limit + self::GRACE_SECONDS ) * 1000;
		}
		$starts = array_filter(
			array(
				self::signed_start( $request[ self::FIELD ] ?? null, $form->id ),
				SpamGuard::signed_start( $request[ SpamGuard::SIGNED_START_FIELD ] ?? null, $form->id ),
			),
			static fn ( $start ) => null !== $start && $start <= $now
		);
		if ( array() === $starts ) {
			return true;
		}
		return $now - max( $starts ) > ( $limit + self::GRACE_SECONDS ) * 1000;
	}

	/**
	 * The duration display of a timed form: the time left, counted down by the script (001 §4),
	 * and the text it shows once the time is up.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function display( FormDefinition $form ): string {
		$limit = self::limit( $form );
		if ( 0 === $limit ) {
			return '';
		}
		return sprintf(
			'<p class="evf-duration" id="evf-%1$d-duration" data-expired="%2$s">%3$s <span class="evf-countdown" id="evf_submission_duration" data-duration="%4$d" role="timer">%4$d</span> %5$s</p>',
			$form->id,
			esc_attr( Messages::server( 'time_up' ) ),
			esc_html__( 'Time left:', 'vista-forms' ),
			$limit,
			esc_html__( 'seconds', 'vista-forms' )
		) . sprintf( '<input type="hidden" name="%s" value="">', self::FIELD );
	}
}
