<?php
/**
 * Keys of the hit path, derived from the site's secret keys in wp-config.php, so the lean endpoint
 * (which does not load WordPress) and WordPress compute the same values: page parameters are
 * signed so a hit cannot claim another page, and a visitor is known only by a salted hash that
 * changes every day.
 *
 * Where PHP has its sodium extension (bundled with PHP since 7.2), every value is keyed BLAKE2b,
 * libsodium's MAC, which costs a hit a tenth of the HMAC-SHA256 it replaces (issue 18 goal 1:
 * hashing was a fifth of a hit's instructions). HMAC-SHA256 stays where sodium is missing, for
 * signatures on pages printed before the change (a full-page cache keeps them for days), and for
 * visitors on the day a site upgrades, so nobody seen that day counts twice (see FAST_SINCE_OPTION).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\Schema;
use Vista\Stats\Kit;

/**
 * Page signatures and visitor hashes.
 */
final class Signer {

	/**
	 * The option holding the first day (Y-m-d, UTC) whose visitor hashes are BLAKE2b; a site that
	 * upgraded from HMAC-SHA256 hashes sets it to the next day (Schema::migrate), a new site has none.
	 */
	public const FAST_SINCE_OPTION = 'vista_stats_fast_hash_since';

	/** The BLAKE2b key, when sodium is here. */
	private readonly ?string $fast_key;

	/** The HMAC-SHA256 key, derived when first needed. */
	private ?string $legacy_key = null;

	/**
	 * @param string    $secret     Secret material (from wp-config.php's keys).
	 * @param string    $fast_since First day (Y-m-d) whose visitor hashes are BLAKE2b ('' for all).
	 * @param bool|null $sodium     Whether to use sodium (null: where its extension is loaded).
	 */
	public function __construct( private readonly string $secret, private readonly string $fast_since = '', ?bool $sodium = null ) {
		// A native extension only: WordPress's pure-PHP stand-in (sodium_compat) is slower than HMAC.
		$this->fast_key = ( $sodium ?? extension_loaded( 'sodium' ) ) ? sodium_crypto_generichash( $secret ) : null;
	}

	/**
	 * The signer of this site, when wp-config.php defines its secret keys; null otherwise.
	 *
	 * @param string $fast_since The FAST_SINCE_OPTION option's value (see the constructor).
	 */
	public static function from_constants( string $fast_since = '' ): ?self {
		if ( ! defined( 'AUTH_KEY' ) || ! defined( 'AUTH_SALT' ) || strlen( AUTH_KEY . AUTH_SALT ) < 32 ) {
			return null;
		}
		return new self( AUTH_KEY . '|' . AUTH_SALT . '|vista-stats', $fast_since );
	}

	/**
	 * The signer of this site inside WordPress, with the option that says since when visitor hashes
	 * are BLAKE2b.
	 */
	public static function for_site(): ?self {
		return self::from_constants( self::fast_since( get_option( self::FAST_SINCE_OPTION, null ), (int) get_option( Schema::VERSION_OPTION, 0 ), time() ) );
	}

	/**
	 * The first day of BLAKE2b visitor hashes: the stored option's, or while the upgrade from
	 * version 3 or before has not run yet (the lean endpoint can see new files first), tomorrow, as
	 * the upgrade will store; '' on a site that never hashed otherwise.
	 *
	 * @param mixed $stored     The FAST_SINCE_OPTION option's value (null when there is none).
	 * @param int   $db_version The stored schema version (0 before the first activation).
	 * @param int   $now        Unix time.
	 */
	public static function fast_since( $stored, int $db_version, int $now ): string {
		if ( is_string( $stored ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', $stored ) ) {
			return $stored;
		}
		return $db_version > 0 && $db_version < 4 ? self::day_after( $now ) : '';
	}

	/**
	 * The first day of BLAKE2b visitor hashes on a site that upgrades now: the next day (UTC).
	 *
	 * @param int $now Unix time.
	 */
	public static function day_after( int $now ): string {
		return gmdate( 'Y-m-d', $now + 86400 );
	}

	/**
	 * A message's MAC in hex: keyed BLAKE2b-256, or HMAC-SHA256 without sodium.
	 *
	 * @param string $message Message.
	 */
	private function mac( string $message ): string {
		return null !== $this->fast_key ? bin2hex( sodium_crypto_generichash( $message, $this->fast_key ) ) : hash_hmac( 'sha256', $message, $this->legacy_key() );
	}

	/**
	 * The key of the HMAC-SHA256 values of version 3 and before.
	 */
	private function legacy_key(): string {
		$this->legacy_key ??= hash( 'sha256', $this->secret, true );
		return $this->legacy_key;
	}

	/**
	 * A value keyed by the secret and the day, so it changes every day: MAC of kind, day and the two
	 * parts, or before the site's FAST_SINCE day, version 3's value: the kit's daily hash of the
	 * address and browser string, or of "anonymous" and the token.
	 *
	 * @param string $day    Y-m-d (UTC).
	 * @param string $kind   What is hashed ('visitor', 'anonymous').
	 * @param string $first  Address, or for an anonymous session nothing.
	 * @param string $second Browser string, or the session's token.
	 */
	private function day_hash( string $day, string $kind, string $first, string $second ): string {
		if ( null !== $this->fast_key && $day >= $this->fast_since ) {
			return $this->mac( $kind . '|' . $day . '|' . ( 'visitor' === $kind ? $first . '|' : '' ) . $second );
		}
		return Kit\VisitorHash::of( $this->legacy_key(), $day, 'visitor' === $kind ? $first : $kind, $second );
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
		return $this->mac( self::page_message( $source_type, $source_id, $issued, $page_path ) );
	}

	/**
	 * What a page signature covers.
	 *
	 * @param string $source_type Kind of page.
	 * @param int    $source_id   Its id.
	 * @param int    $issued      Day number printed.
	 * @param string $page_path   The page's address.
	 */
	private static function page_message( string $source_type, int $source_id, int $issued, string $page_path ): string {
		return $source_type . '|' . $source_id . '|' . $issued . '|' . $page_path;
	}

	/**
	 * Whether a signature is the one of that page and day: the current kind, or the HMAC-SHA256 of
	 * a page printed before sodium signed (cached pages live for days; both are MACs of the same
	 * secret, so accepting both lets no one forge either).
	 *
	 * @param string $source_type Kind of page.
	 * @param int    $source_id   Its id.
	 * @param int    $issued      Day number sent.
	 * @param string $page_path   Address sent.
	 * @param string $signature   Signature sent.
	 */
	public function verify( string $source_type, int $source_id, int $issued, string $page_path, string $signature ): bool {
		$message = self::page_message( $source_type, $source_id, $issued, $page_path );
		return hash_equals( $this->mac( $message ), $signature )
			|| ( null !== $this->fast_key && hash_equals( hash_hmac( 'sha256', $message, $this->legacy_key() ), $signature ) );
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
		return $this->day_hash( $day, 'anonymous', '', $token );
	}

	/**
	 * The key a per-address limit counts under on a day: the address, an IPv6 one by its /64, with
	 * the day's key; the browser string plays no part (issue 31 item 7).
	 *
	 * @param string $day Y-m-d (UTC).
	 * @param string $ip  Remote address.
	 */
	public function network_hash( string $day, string $ip ): string {
		return $this->day_hash( $day, 'network', '', Kit\VisitorHash::network( array( 'REMOTE_ADDR' => $ip ) ) );
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
		return $this->day_hash( $day, 'visitor', $ip, $user_agent );
	}
}
