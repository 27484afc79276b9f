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
	 * The signature of a page's identity and of the exclusion policy it was printed with.
	 *
	 * @param string $source_type Kind of page (page, post, home, archive, ...).
	 * @param int    $source_id   Its id (0 when it has none).
	 * @param string $policy      Exclusions to apply (see HitRecorder::POLICY_*).
	 */
	public function sign( string $source_type, int $source_id, string $policy = '' ): string {
		return hash_hmac( 'sha256', $source_type . '|' . $source_id . '|' . $policy, $this->key );
	}

	/**
	 * Whether a signature is the one of that page and policy.
	 *
	 * @param string $source_type Kind of page.
	 * @param int    $source_id   Its id.
	 * @param string $signature   Signature sent.
	 * @param string $policy      Policy sent.
	 */
	public function verify( string $source_type, int $source_id, string $signature, string $policy = '' ): bool {
		return hash_equals( $this->sign( $source_type, $source_id, $policy ), $signature );
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
		return hash_hmac( 'sha256', $ip . '|' . $user_agent, hash_hmac( 'sha256', 'day|' . $day, $this->key, true ) );
	}
}
