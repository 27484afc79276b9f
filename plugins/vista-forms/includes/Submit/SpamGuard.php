<?php
/**
 * Spam without a third-party service: a honeypot field people never see, a least time between
 * loading and sending the form, and a per-client rate limit.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Clock;
use Vista\Forms\Entries\EntryStore;
use Vista\Forms\Kit;

/**
 * Honeypot, minimum duration and rate limits.
 */
final class SpamGuard {

	/** Least time, in milliseconds, between showing the form and sending it. */
	public const MIN_DURATION_MS = 3000;

	/**
	 * Whether the hidden honeypot field was filled: only robots fill it.
	 *
	 * @param array<string, mixed> $everest_forms The posted `everest_forms` array.
	 */
	public static function is_honeypot( array $everest_forms ): bool {
		$trap = $everest_forms['hp'] ?? '';
		return is_array( $trap ) || '' !== trim( (string) $trap );
	}

	/** The hidden input with the start time the server signed when it rendered the form. */
	public const SIGNED_START_FIELD = 'vista_forms_started';

	/** What SignedTime signs this start for. */
	private const PURPOSE = 'form-start';

	/**
	 * The signed start time printed in a form (SignedTime, for this form only).
	 *
	 * @param int      $form_id Form.
	 * @param int|null $ms      Start time (default: now).
	 */
	public static function start_token( int $form_id, ?int $ms = null ): string {
		return SignedTime::token( self::PURPOSE, $form_id, $ms );
	}

	/**
	 * The time a valid token was signed, or null for a missing, malformed or forged one.
	 *
	 * @param mixed $token   The posted token.
	 * @param int   $form_id The form it was posted to.
	 */
	public static function signed_start( $token, int $form_id ): ?int {
		return SignedTime::read( self::PURPOSE, $token, $form_id );
	}

	/**
	 * Whether the form was sent sooner after it was shown than a person can fill it in. The server
	 * decides when that was: the time it signed when rendering the form. A token that is missing,
	 * forged, for another form or from the future fails. The visitor's own start time (001 §3,
	 * evf_submission_start_time, set by the script on load) only counts when it lies between the
	 * signed time and now: it makes the check stricter on a cached page, never looser.
	 *
	 * @param mixed    $token    The signed start time as posted.
	 * @param mixed    $start_ms `evf_submission_start_time` as posted.
	 * @param int      $form_id  The form.
	 * @param int|null $now_ms   Current time (tests).
	 */
	public static function is_too_fast( $token, $start_ms, int $form_id, ?int $now_ms = null ): bool {
		$now_ms = $now_ms ?? Clock::now_ms();
		$signed = self::signed_start( $token, $form_id );
		if ( null === $signed || $signed > $now_ms ) {
			return true;
		}
		$start = $signed;
		if ( is_scalar( $start_ms ) && preg_match( '/^\d{1,15}$/', (string) $start_ms ) && (int) $start_ms >= $signed && (int) $start_ms <= $now_ms ) {
			$start = (int) $start_ms;
		}
		/** Filters the least time in milliseconds between loading a form and sending it. */
		$minimum = (int) apply_filters( 'vista_forms_min_duration_ms', self::MIN_DURATION_MS );
		return $now_ms - $start < $minimum;
	}

	/**
	 * The rate limits: window in seconds => most entries a client may store in it for one form.
	 *
	 * @return array<int, int>
	 */
	public static function limits(): array {
		/**
		 * Filters the per-client, per-form rate limits (seconds => most submissions).
		 *
		 * @param array<int, int> $limits Defaults: 10 a minute, 50 a second.
		 */
		$limits = (array) apply_filters(
			'vista_forms_rate_limits',
			array(
				60 => 10,
				1  => 50,
			)
		);
		$valid  = array();
		foreach ( $limits as $seconds => $most ) {
			if ( (int) $seconds > 0 && (int) $most > 0 ) {
				$valid[ (int) $seconds ] = (int) $most;
			}
		}
		return $valid;
	}

	/**
	 * Whether a client is over a limit. Before storing (no entry id), having reached a limit is
	 * enough; after storing, the entry counts itself and the ones stored before it, so concurrent
	 * requests agree which of them went over.
	 *
	 * @param int    $form_id  Form.
	 * @param string $ip_hash  Client.
	 * @param int    $entry_id The entry just stored (0 before storing).
	 */
	public static function is_over_limit( int $form_id, string $ip_hash, int $entry_id = 0 ): bool {
		foreach ( self::limits() as $seconds => $most ) {
			$count = EntryStore::count_recent( $form_id, $ip_hash, Clock::now() - $seconds, $entry_id );
			if ( $entry_id > 0 ? $count > $most : $count >= $most ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The client as a keyed hash of its network: the address, or its /64 for IPv6 (one line is
	 * handed a whole /64, so a client could take a new address for every entry). The rate limit and
	 * the "send again" rule need to recognise it, nobody needs to read it. An IPv4 address hashes
	 * as it always did.
	 */
	public static function ip_hash(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client address the rate limit uses (behind a trusted proxy, the forwarded one).
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		$ip      = (string) apply_filters( 'vista_forms_client_ip', $ip );
		$network = Kit\VisitorHash::network( array( 'REMOTE_ADDR' => $ip ) );
		return hash_hmac( 'sha256', '' !== $network ? $network : $ip, wp_salt( 'auth' ) );
	}
}
