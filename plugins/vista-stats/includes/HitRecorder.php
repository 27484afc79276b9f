<?php
/**
 * Records hits and online pings (001 §3 tracker payloads, §7 calls 1-2): validates the posted
 * fields, checks the page signature, applies the exclusions (bots, IP ranges), and writes one row.
 * Pure PHP on a HitStore, so the lean endpoint and the admin-ajax route share it.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats;

defined( 'ABSPATH' ) || exit;

/**
 * One request of the hit path.
 */
final class HitRecorder {

	private const MAX_URI = 255;

	/** @var array<string, mixed>|null Settings, read when a hit needs them. */
	private ?array $settings;

	/**
	 * @param HitStore                  $store    Where rows go.
	 * @param Signer                    $signer   Keys.
	 * @param array<string, mixed>|null $settings Plugin settings; read from the store when null.
	 * @param int|null                  $now      Unix time of the request (tests set it).
	 */
	public function __construct(
		private readonly HitStore $store,
		private readonly Signer $signer,
		?array $settings = null,
		private readonly ?int $now = null
	) {
		$this->settings = $settings;
	}

	/**
	 * The settings over their defaults, read once per request: exclusions apply as they are when
	 * the hit arrives, not as they were when the page was printed (issue 13).
	 *
	 * @return array<string, mixed>
	 */
	private function settings(): array {
		$this->settings ??= array_merge( Settings::defaults(), $this->store->settings() );
		return $this->settings;
	}

	/**
	 * The signed page a hit is about: kind, id, address and day printed; or why it is refused.
	 *
	 * @param array<string, mixed> $post Posted fields.
	 * @param int                  $now  Unix time.
	 * @return array{0: string, 1: int, 2: string}|array{0: int, 1: string} The page, or a status and message.
	 */
	private function signed_page( array $post, int $now ): array {
		$source_type = is_string( $post['source_type'] ?? null ) ? $post['source_type'] : '';
		$source_id   = self::digits( $post['source_id'] ?? null );
		$issued      = self::digits( $post['issued'] ?? null );
		$page_path   = is_string( $post['page_path'] ?? null ) ? $post['page_path'] : '';
		$signature   = is_string( $post['signature'] ?? null ) ? $post['signature'] : '';
		if ( ! preg_match( '/^[a-z_]{1,20}$/', $source_type ) || null === $source_id || null === $issued || ! self::is_path( $page_path ) ) {
			return array( 400, 'Missing or malformed hit fields.' );
		}
		// Checked though the page is named by page_path: what no browser sends is refused outright.
		if ( null === PageAddress::page_uri( $post['page_uri'] ?? null ) || null === PageAddress::referrer( $post['referred'] ?? null ) ) {
			return array( 400, 'page_uri or referred is not an address encoded as the tracker sends it.' );
		}
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $signature ) || ! $this->signer->verify( $source_type, (int) $source_id, (int) $issued, $page_path, $signature ) ) {
			return array( 403, 'The page signature does not match.' );
		}
		if ( ! Signer::still_fresh( (int) $issued, $now ) ) {
			return array( 403, 'The page signature has expired; reload the page.' );
		}
		return array( $source_type, (int) $source_id, $page_path );
	}

	/**
	 * Handles a hit or an online ping.
	 *
	 * The page is named by what the server printed and signed (kind, id, address), never by the
	 * posted page_uri, so a hit cannot rename a page on the dashboard (issue 13). A route change of
	 * a single-page site (001 §4) keeps the printed page's signature and so counts as a view of it.
	 *
	 * @param string                $kind   'hit' or 'online'.
	 * @param array<string, mixed>  $post   Posted fields.
	 * @param array<string, mixed>  $server Request environment ($_SERVER).
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and JSON body.
	 */
	public function handle( string $kind, array $post, array $server ): array {
		$now  = $this->now ?? time();
		$page = $this->signed_page( $post, $now );
		if ( is_int( $page[0] ) ) {
			return array( $page[0], self::refusal( (string) $page[1] ) );
		}
		[ $source_type, $source_id, $page_path ] = $page;

		$user_agent = substr( is_string( $server['HTTP_USER_AGENT'] ?? null ) ? $server['HTTP_USER_AGENT'] : '', 0, 512 );
		$ip         = is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '';
		$settings   = $this->settings();
		if ( $settings['excludeBots'] && UserAgent::is_bot( $user_agent ) ) {
			return array( 200, self::refusal( 'Excluded: bot.' ) );
		}
		if ( $settings['excludedIps'] && IpRange::matches_any( $ip, (array) $settings['excludedIps'] ) ) {
			return array( 200, self::refusal( 'Excluded: IP address.' ) );
		}

		$day       = gmdate( 'Y-m-d', $now );
		$anonymous = '1' === ( $post['anonymous'] ?? null );
		$uri       = self::clean( $page_path, self::MAX_URI );

		if ( 'online' === $kind ) {
			// 001 §4: anonymous sessions are online too, known only by the page view's random token.
			$online_key = $anonymous ? self::anonymous_online_key( $post, $day ) : $this->signer->online_hash( $day, $ip, $user_agent );
			if ( null === $online_key ) {
				return array( 400, self::refusal( 'An anonymous online ping needs the page view\'s online_token: 32 hexadecimal digits.' ) );
			}
			$stored = $this->store->touch_online(
				array(
					'visitor_hash' => $online_key,
					'last_seen'    => gmdate( 'Y-m-d H:i:s', $now ),
					'source_type'  => $source_type,
					'source_id'    => $source_id,
					'uri'          => $uri,
					'browser'      => $anonymous ? '' : UserAgent::browser( $user_agent ),
					'device'       => $anonymous ? '' : UserAgent::device( $user_agent ),
				)
			);
		} else {
			$stored = $this->store->insert_hit(
				array(
					'created_at'    => gmdate( 'Y-m-d H:i:s', $now ),
					'day'           => $day,
					'visitor_hash'  => $anonymous ? '' : $this->signer->visitor_hash( $day, $ip, $user_agent ),
					'source_type'   => $source_type,
					'source_id'     => $source_id,
					'uri'           => $uri,
					'referrer_host' => self::referrer_host( (string) PageAddress::referrer( $post['referred'] ?? null ), (string) ( $server['HTTP_HOST'] ?? '' ) ),
					// Classified into browser, system and device by the store (UserAgent::classified).
					'user_agent'    => $user_agent,
				)
			);
		}
		return $stored ? array( 200, array( 'status' => true ) ) : array( 503, self::refusal( 'The hit could not be stored.' ) );
	}

	/**
	 * The online row's key of an anonymous session: the page view's random token (made in the
	 * browser's memory, stored nowhere there), hashed with the day's key. Nothing of the address or
	 * the browser goes in, so the row tells only that someone is reading the page.
	 *
	 * @param array<string, mixed> $post Posted fields.
	 * @param string               $day  Y-m-d (UTC).
	 */
	private function anonymous_online_key( array $post, string $day ): ?string {
		$token = $post['online_token'] ?? null;
		return is_string( $token ) && preg_match( '/^[a-f0-9]{32}$/', $token ) ? $this->signer->anonymous_hash( $day, $token ) : null;
	}

	/**
	 * A posted whole number of at most 18 digits, as text; null otherwise.
	 *
	 * @param mixed $value Posted value.
	 */
	private static function digits( $value ): ?string {
		$text = is_int( $value ) ? (string) $value : $value;
		return is_string( $text ) && preg_match( '/^\d{1,18}$/', $text ) ? $text : null;
	}

	/**
	 * Whether a value is an address on this site: a path and query, not another host.
	 *
	 * @param string $value Address.
	 */
	private static function is_path( string $value ): bool {
		return '' !== $value && '/' === $value[0] && ! str_starts_with( $value, '//' ) && strlen( $value ) <= 4096;
	}

	/**
	 * The host of an external referrer; empty for none, for the site itself and for junk.
	 *
	 * @param string $referred  Referrer address.
	 * @param string $site_host Host of this request.
	 */
	public static function referrer_host( string $referred, string $site_host ): string {
		$host = strtolower( (string) parse_url( $referred, PHP_URL_HOST ) ); // No WordPress here.
		$site = strtolower( (string) preg_replace( '/:\d+$/', '', $site_host ) );
		if ( '' === $host || $host === $site || ! preg_match( '/^[a-z0-9.-]{1,191}$/', $host ) ) {
			return '';
		}
		return str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
	}

	/**
	 * Text without control characters, cut to a length.
	 *
	 * @param string $value Text.
	 * @param int    $max   Longest.
	 */
	private static function clean( string $value, int $max ): string {
		return mb_substr( (string) preg_replace( '/[\x00-\x1F\x7F]/u', '', $value ), 0, $max );
	}

	/**
	 * A refusal body: status false stops the tracker's online pings (001 §4).
	 *
	 * @param string $message Why.
	 * @return array<string, mixed>
	 */
	private static function refusal( string $message ): array {
		return array(
			'status'  => false,
			'message' => $message,
		);
	}
}
