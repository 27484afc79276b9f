<?php
/**
 * Records hits and online pings (001 §3 tracker payloads, §7 calls 1-2): PageView's checks (fields,
 * page signature, exclusions), then one row.
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
		if ( 'online' !== $kind ) {
			$stored = $this->store->insert_hit( PageView::row( $page, $this->signer, $anonymous, (string) ( $server['HTTP_HOST'] ?? '' ) ) );
			return $stored ? array( 200, array( 'status' => true ) ) : array( 503, self::refusal( 'The hit could not be stored.' ) );
		}
		$day        = (string) $page['day'];
		$user_agent = (string) $page['user_agent'];
		// 001 §4: anonymous sessions are online too, known only by the page view's random token.
		$online_key = $anonymous ? self::anonymous_online_key( $post, $day ) : $this->signer->online_hash( $day, (string) $page['ip'], $user_agent );
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
