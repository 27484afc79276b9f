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

	/**
	 * The exclusion policy the page was printed with, signed with it, so most hits need no settings
	 * read: b = bots are excluded, i = some IP ranges are excluded (read them).
	 */
	public const POLICY_BOTS = 'b';
	public const POLICY_IPS  = 'i';

	/** @var array<string, mixed>|null Settings, read when a hit needs them. */
	private ?array $settings;

	/**
	 * @param HitStore                  $store    Where rows go.
	 * @param Signer                    $signer   Keys.
	 * @param array<string, mixed>|null $settings Plugin settings; read from the store when needed.
	 */
	public function __construct(
		private readonly HitStore $store,
		private readonly Signer $signer,
		?array $settings = null
	) {
		$this->settings = $settings;
	}

	/**
	 * The exclusion policy of the current settings, as the page prints it.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function policy( array $settings ): string {
		return ( $settings['excludeBots'] ? self::POLICY_BOTS : '' ) . ( $settings['excludedIps'] ? self::POLICY_IPS : '' );
	}

	/**
	 * The settings over their defaults, read once.
	 *
	 * @return array<string, mixed>
	 */
	private function settings(): array {
		$this->settings ??= array_merge( Settings::defaults(), $this->store->settings() );
		return $this->settings;
	}

	/**
	 * Handles a hit or an online ping.
	 *
	 * @param string                $kind   'hit' or 'online'.
	 * @param array<string, mixed>  $post   Posted fields.
	 * @param array<string, mixed>  $server Request environment ($_SERVER).
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and JSON body.
	 */
	public function handle( string $kind, array $post, array $server ): array {
		$source_type = is_string( $post['source_type'] ?? null ) ? $post['source_type'] : '';
		$source_id   = is_string( $post['source_id'] ?? null ) || is_int( $post['source_id'] ?? null ) ? (string) $post['source_id'] : '';
		$signature   = is_string( $post['signature'] ?? null ) ? $post['signature'] : '';
		$page_uri    = self::decoded( $post['page_uri'] ?? null );
		if ( ! preg_match( '/^[a-z_]{1,20}$/', $source_type ) || ! preg_match( '/^\d{1,18}$/', $source_id ) || null === $page_uri || '' === $page_uri || '/' !== $page_uri[0] ) {
			return array( 400, self::refusal( 'Missing or malformed hit fields.' ) );
		}
		// A page printed before policies existed sends none: its hits read the settings.
		$policy = is_string( $post['policy'] ?? null ) ? $post['policy'] : null;
		if ( null !== $policy && ! preg_match( '/^b?i?$/', $policy ) ) {
			return array( 400, self::refusal( 'Missing or malformed hit fields.' ) );
		}
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $signature ) || ! $this->signer->verify( $source_type, (int) $source_id, $signature, (string) $policy ) ) {
			return array( 403, self::refusal( 'The page signature does not match.' ) );
		}
		$policy ??= self::policy( $this->settings() );

		$user_agent = substr( is_string( $server['HTTP_USER_AGENT'] ?? null ) ? $server['HTTP_USER_AGENT'] : '', 0, 512 );
		$ip         = is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '';
		if ( str_contains( $policy, self::POLICY_BOTS ) && UserAgent::is_bot( $user_agent ) ) {
			return array( 200, self::refusal( 'Excluded: bot.' ) );
		}
		if ( str_contains( $policy, self::POLICY_IPS ) && IpRange::matches_any( $ip, (array) $this->settings()['excludedIps'] ) ) {
			return array( 200, self::refusal( 'Excluded: IP address.' ) );
		}

		$now       = time();
		$day       = gmdate( 'Y-m-d', $now );
		$anonymous = '1' === ( $post['anonymous'] ?? null );
		$visitor   = $anonymous ? '' : $this->signer->visitor_hash( $day, $ip, $user_agent );
		$uri       = self::clean( $page_uri, self::MAX_URI );

		if ( 'online' === $kind ) {
			if ( $anonymous ) {
				return array( 200, array( 'status' => true ) );
			}
			$stored = $this->store->touch_online(
				array(
					'visitor_hash' => $visitor,
					'last_seen'    => gmdate( 'Y-m-d H:i:s', $now ),
					'source_type'  => $source_type,
					'source_id'    => (int) $source_id,
					'uri'          => $uri,
					'browser'      => UserAgent::browser( $user_agent ),
					'device'       => UserAgent::device( $user_agent ),
				)
			);
		} else {
			$stored = $this->store->insert_hit(
				array(
					'created_at'    => gmdate( 'Y-m-d H:i:s', $now ),
					'day'           => $day,
					'visitor_hash'  => $visitor,
					'source_type'   => $source_type,
					'source_id'     => (int) $source_id,
					'uri'           => $uri,
					'referrer_host' => self::referrer_host( self::decoded( $post['referred'] ?? '' ) ?? '', (string) ( $server['HTTP_HOST'] ?? '' ) ),
					'browser'       => UserAgent::browser( $user_agent ),
					'os'            => UserAgent::os( $user_agent ),
					'device'        => UserAgent::device( $user_agent ),
				)
			);
		}
		return $stored ? array( 200, array( 'status' => true ) ) : array( 503, self::refusal( 'The hit could not be stored.' ) );
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
	 * A posted, URI-encoded value (001 §3: encoded referrer and page_uri), decoded; null if not text.
	 *
	 * @param mixed $value Posted value.
	 */
	private static function decoded( $value ): ?string {
		if ( ! is_string( $value ) || strlen( $value ) > 4096 ) {
			return null;
		}
		$decoded = rawurldecode( $value );
		return mb_check_encoding( $decoded, 'UTF-8' ) ? $decoded : null;
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
