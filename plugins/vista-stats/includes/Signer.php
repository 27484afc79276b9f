<?php
/**
 * Keys of the hit path, derived from the site's secret keys in wp-config.php, so the lean endpoint
 * (which does not load WordPress) and WordPress compute the same values: page parameters are
 * signed so a hit cannot claim another page, and a visitor is known only by a salted hash that
 * changes every day.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

/**
 * HMAC signatures and visitor hashes.
 */
final class Signer {

	/**
	 * @param string $key Secret key.
	 */
	public function __construct( private readonly string $key ) {}

	/**
	 * The signer of this site, when wp-config.php defines its secret keys; null otherwise.
	 */
	public static function from_constants(): ?self {
		if ( ! defined( 'AUTH_KEY' ) || ! defined( 'AUTH_SALT' ) || strlen( AUTH_KEY . AUTH_SALT ) < 32 ) {
			return null;
		}
		return new self( hash( 'sha256', AUTH_KEY . '|' . AUTH_SALT . '|vista-stats', true ) );
	}

	/**
	 * How many days a printed signature stays good: longer than a full-page cache keeps a page (a
	 * week is common), short enough that a signature copied once cannot feed hits for ever (issue 13).
	 */
	public const SIGNATURE_DAYS = 10;

	/**
	 * The day number (days since 1970-01-01, UTC) a page printed now carries.
	 *
	 * @param int $now Unix time.
	 */
	public static function day_number( int $now ): int {
		return intdiv( $now, 86400 );
	}

	/**
	 * The signature of a page's identity: its kind, id and address as the server printed them, and
	 * the day it was printed.
	 *
	 * @param string $source_type Kind of page (page, post, home, archive, ...).
	 * @param int    $source_id   Its id (0 when it has none).
	 * @param int    $issued      Day number it was printed (see day_number()).
	 * @param string $page_path   The page's address on this site (path and query).
	 */
	public function sign( string $source_type, int $source_id, int $issued, string $page_path ): string {
		return hash_hmac( 'sha256', $source_type . '|' . $source_id . '|' . $issued . '|' . $page_path, $this->key );
	}

	/**
	 * Whether a signature is the one of that page and day.
	 *
	 * @param string $source_type Kind of page.
	 * @param int    $source_id   Its id.
	 * @param int    $issued      Day number sent.
	 * @param string $page_path   Address sent.
	 * @param string $signature   Signature sent.
	 */
	public function verify( string $source_type, int $source_id, int $issued, string $page_path, string $signature ): bool {
		return hash_equals( $this->sign( $source_type, $source_id, $issued, $page_path ), $signature );
	}

	/**
	 * Whether a page printed on a day may still send hits: not before that day (one day of clock
	 * difference between servers allowed), nor more than SIGNATURE_DAYS after it.
	 *
	 * @param int $issued Day number the page was printed.
	 * @param int $now    Unix time.
	 */
	public static function still_fresh( int $issued, int $now ): bool {
		$today = self::day_number( $now );
		return $issued <= $today + 1 && $today - $issued <= self::SIGNATURE_DAYS;
	}

	/**
	 * The key of an online visitor: the address and one of ONLINE_SLOTS slots chosen by the browser
	 * string, so one address counts as at most that many people online however many browser strings
	 * it sends (issue 13), while a household or office behind one address still shows several.
	 *
	 * @param string $day        Y-m-d (UTC).
	 * @param string $ip         Remote address.
	 * @param string $user_agent User agent.
	 */
	public function online_hash( string $day, string $ip, string $user_agent ): string {
		return $this->visitor_hash( $day, $ip, 'online-slot-' . ( crc32( $user_agent ) % self::ONLINE_SLOTS ) );
	}

	/** Online visitors one address can count as. */
	public const ONLINE_SLOTS = 8;

	/**
	 * The key of an anonymous session's online row: its random token with the day's key, so the
	 * stored key leads neither to the token nor to anyone.
	 *
	 * @param string $day   Y-m-d (UTC).
	 * @param string $token The page view's random token.
	 */
	public function anonymous_hash( string $day, string $token ): string {
		return hash_hmac( 'sha256', 'anonymous|' . $token, hash_hmac( 'sha256', 'day|' . $day, $this->key, true ) );
	}

	/**
	 * A visitor's identity for one day: the IP address and browser, hashed with a key that includes
	 * the date, so visits can be counted without storing an address or following anyone across days.
	 *
	 * @param string $day        Y-m-d (UTC).
	 * @param string $ip         Remote address.
	 * @param string $user_agent User agent.
	 */
	public function visitor_hash( string $day, string $ip, string $user_agent ): string {
		return Kit\VisitorHash::of( $this->key, $day, $ip, $user_agent );
	}
}
