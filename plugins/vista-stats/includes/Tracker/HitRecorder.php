<?php
/**
 * Records hits and online pings (001 §3 tracker payloads, §7 calls 1-2): PageView's checks (fields,
 * page signature, exclusions), then one row.
 * Pure PHP on a HitStore, so the lean endpoint and the admin-ajax route share it.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\HitStore;
use Vista\Stats\Settings\Settings;
use Vista\Stats\Kit;

/**
 * One request of the hit path.
 */
final class HitRecorder {

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
	 * Handles a hit or an online ping: PageView's checks, then one row.
	 *
	 * A route change of a single-page site (001 §4) keeps the printed page's signature and so
	 * counts as a view of it.
	 *
	 * @param string                $kind   'hit' or 'online'.
	 * @param array<string, mixed>  $post   Posted fields.
	 * @param array<string, mixed>  $server Request environment ($_SERVER).
	 * @return array{0: int, 1: array<string, mixed>} HTTP status and JSON body.
	 */
	public function handle( string $kind, array $post, array $server ): array {
		$page = PageView::accept( $post, $server, $this->signer, $this->settings(), $this->now ?? time() );
		if ( isset( $page[0] ) ) {
			return array( (int) $page[0], self::refusal( (string) $page[1] ) );
		}
		$anonymous = '1' === ( $post['anonymous'] ?? null );
		if ( $anonymous && ! $this->settings()['anonymousTracking'] ) {
			// The tracker sends anonymous requests only while the setting is on (issue 31 item 8).
			return array( 403, self::refusal( 'Anonymous tracking is turned off.' ) );
		}
		if ( 'online' !== $kind ) {
			$stored = $this->store->insert_hit( PageView::row( $page, $this->signer, $anonymous, (string) ( $server['HTTP_HOST'] ?? '' ) ) );
			return $stored ? array( 200, array( 'status' => true ) ) : array( 503, self::refusal( 'The hit could not be stored.' ) );
		}
		$day        = (string) $page['day'];
		$user_agent = (string) $page['user_agent'];
		// 001 §4: anonymous sessions are online too, known by the slot of their address their token picks.
		$network    = Kit\VisitorHash::network( $server );
		$online_key = $anonymous ? $this->anonymous_online_key( $post, $day, $network ) : $this->signer->online_hash( $day, $network, $user_agent );
		if ( null === $online_key ) {
			return array( 400, self::refusal( 'An anonymous online ping needs the page view\'s online_token: 32 hexadecimal digits.' ) );
		}
		$stored = $this->store->touch_online(
			array(
				'visitor_hash' => $online_key,
				'last_seen'    => $page['at'],
				'source_type'  => $page['source_type'],
				'source_id'    => $page['source_id'],
				'uri'          => $page['uri'],
				'browser'      => $anonymous ? '' : UserAgent::browser( $user_agent ),
				'device'       => $anonymous ? '' : UserAgent::device( $user_agent ),
			)
		);
		return $stored ? array( 200, array( 'status' => true ) ) : array( 503, self::refusal( 'The hit could not be stored.' ) );
	}

	/**
	 * The online row's key of an anonymous session: one of Signer::ONLINE_SLOTS slots of its address
	 * (an IPv6 /64), chosen by the page view's random token (made in the browser's memory, stored
	 * nowhere there), hashed with the day's key. The token alone let one address fill the table
	 * with fresh tokens ("online now" went from 8 to 208, issue 31 item 8); with the slot, an address
	 * counts as at most as many people as a signed-in or consenting one. Nothing of the browser goes
	 * in, and the key leads back to neither the address nor the token.
	 *
	 * @param array<string, mixed> $post    Posted fields.
	 * @param string               $day     Y-m-d (UTC).
	 * @param string               $network The connecting address or its /64 (VisitorHash::network).
	 */
	private function anonymous_online_key( array $post, string $day, string $network ): ?string {
		$token = $post['online_token'] ?? null;
		if ( ! is_string( $token ) || ! preg_match( '/^[a-f0-9]{32}$/', $token ) ) {
			return null;
		}
		return $this->signer->anonymous_hash( $day, $network . '|slot-' . ( crc32( $token ) % Signer::ONLINE_SLOTS ) );
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
