<?php
/**
 * What every hit and online ping must pass (001 §3 payloads, §7 calls 1-2), and the row a page view
 * becomes: the posted fields' shapes, the two addresses, the page signature and its age, the
 * exclusions (Do Not Track, bots, IP ranges). The lean hit path calls it without WordPress and HitRecorder calls
 * it for admin-ajax and online pings, so both apply the same rules.
 *
 * The lean path runs them on every page view of the site, so they decode each address once and
 * use string functions where a pattern is not needed (issue 18 goal 1; the README's statistics
 * section has the figures).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Tracker;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\HitStore;

/**
 * The checks of a hit and the row of a page view.
 */
final class PageView {

	/** Longest address stored (the hits table's uri column). */
	private const MAX_URI = 255;

	/**
	 * The signed page a request is about, or why it is refused.
	 *
	 * The page is named by what the server printed and signed (kind, id, address), never by the
	 * posted page_uri, so a hit cannot rename a page on the dashboard (issue 13); page_uri and
	 * referred are still checked, and what no browser sends is refused outright. Exclusions apply
	 * as the settings are when the hit arrives, not as they were when the page was printed.
	 *
	 * @param array<string, mixed> $post     Posted fields.
	 * @param array<string, mixed> $server   Request environment ($_SERVER).
	 * @param Signer               $signer   The site's keys.
	 * @param array<string, mixed> $settings Plugin settings over their defaults.
	 * @param int                  $now      Unix time.
	 * @return array{0: int, 1: string}|array<string, string|int> A status and message, or the page:
	 *         source_type, source_id, uri, referrer, user_agent, ip, at (Y-m-d H:i:s) and day.
	 */
	public static function accept( array $post, array $server, Signer $signer, array $settings, int $now ): array {
		$source_type = $post['source_type'] ?? '';
		$source_id   = $post['source_id'] ?? '';
		$issued      = $post['issued'] ?? '';
		$page_path   = $post['page_path'] ?? '';
		$signature   = $post['signature'] ?? '';
		// Whole numbers of at most 18 digits; the page's address is a path and query of this site.
		$source_id = is_int( $source_id ) ? (string) $source_id : $source_id;
		$issued    = is_int( $issued ) ? (string) $issued : $issued;
		$shapes_ok = is_string( $source_type ) && is_string( $source_id ) && is_string( $issued ) && is_string( $page_path )
			&& ctype_digit( $source_id ) && strlen( $source_id ) <= 18 && ctype_digit( $issued ) && strlen( $issued ) <= 18
			&& '' !== $page_path && '/' === $page_path[0] && ! str_starts_with( $page_path, '//' ) && strlen( $page_path ) <= 4096
			&& preg_match( '/^[a-z_]{1,20}$/', $source_type );
		if ( ! $shapes_ok ) {
			return array( 400, 'Missing or malformed hit fields.' );
		}

		$path     = PageAddress::decode( $post['page_uri'] ?? null );
		$referrer = PageAddress::decode( $post['referred'] ?? '' );
		$valid    = null !== $path && null !== $referrer && str_starts_with( $path, '/' ) && ! str_starts_with( $path, '//' )
			&& ( '' === $referrer || preg_match( '#^[a-z][a-z0-9+.-]*://#i', $referrer ) ) && ! preg_match( PageAddress::NEVER_RAW, $path . $referrer );
		if ( ! $valid ) {
			return array( 400, 'page_uri or referred is not an address encoded as the tracker sends it.' );
		}
		if ( ! is_string( $signature ) || ! $signer->verify( $source_type, (int) $source_id, (int) $issued, $page_path, $signature ) ) {
			return array( 403, 'The page signature does not match.' );
		}
		if ( ! Signer::still_fresh( (int) $issued, $now ) ) {
			return array( 403, 'The page signature has expired; reload the page.' );
		}

		$user_agent = substr( is_string( $server['HTTP_USER_AGENT'] ?? null ) ? $server['HTTP_USER_AGENT'] : '', 0, 512 );
		$ip         = is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '';
		$excluded   = self::excluded( $user_agent, $ip, $server, $settings );
		if ( null !== $excluded ) {
			return array( 200, $excluded );
		}
		$at = gmdate( 'Y-m-d H:i:s', $now );
		// Stored without control characters, cut to the column. Most addresses are printable ASCII
		// (ctype_print in PHP's C locale), which needs neither.
		$uri = strlen( $page_path ) <= self::MAX_URI && ctype_print( $page_path )
			? $page_path
			: mb_substr( (string) preg_replace( '/[\x00-\x1F\x7F]/u', '', $page_path ), 0, self::MAX_URI );
		return array(
			'source_type' => $source_type,
			'source_id'   => (int) $source_id,
			'uri'         => $uri,
			'referrer'    => $referrer,
			'user_agent'  => $user_agent,
			'ip'          => $ip,
			'at'          => $at,
			'day'         => substr( $at, 0, 10 ),
		);
	}

	/**
	 * Page views one address may add an hour: VISTA_STATS_HITS_PER_ADDRESS_HOUR when wp-config.php
	 * defines it (0: no limit, for a server that sees every visitor under one address, such as a
	 * benchmark on loopback), else HitStore::MAX_HITS_PER_NETWORK_HOUR.
	 */
	public static function hits_per_address_hour(): int {
		return defined( 'VISTA_STATS_HITS_PER_ADDRESS_HOUR' ) && is_int( VISTA_STATS_HITS_PER_ADDRESS_HOUR ) && VISTA_STATS_HITS_PER_ADDRESS_HOUR >= 0
			? VISTA_STATS_HITS_PER_ADDRESS_HOUR
			: HitStore::MAX_HITS_PER_NETWORK_HOUR;
	}

	/**
	 * Why the settings exclude a visitor (Do Not Track, bots, IP ranges), or null when they count.
	 * Do Not Track is judged from the request's own header, so a hit sent by other code than the
	 * tracker (which stays silent under it) is not counted either (issue 31 item 15).
	 *
	 * @param string               $user_agent Browser string.
	 * @param string               $ip         Remote address.
	 * @param array<string, mixed> $server     Request environment (its DNT header).
	 * @param array<string, mixed> $settings   Plugin settings over their defaults.
	 */
	private static function excluded( string $user_agent, string $ip, array $server, array $settings ): ?string {
		if ( $settings['respectDnt'] && '1' === ( $server['HTTP_DNT'] ?? null ) ) {
			return 'Excluded: Do Not Track.';
		}
		if ( $settings['excludeBots'] && UserAgent::is_bot( $user_agent ) ) {
			return 'Excluded: bot.';
		}
		if ( $settings['excludedIps'] && IpRange::matches_any( $ip, (array) $settings['excludedIps'] ) ) {
			return 'Excluded: IP address.';
		}
		return null;
	}

	/**
	 * The row of a page view (HitSpool::FIELDS): the page, the visitor of the day (empty for an
	 * anonymous view, 001 §4), the referrer's host, the browser string, which the store classifies
	 * (UserAgent::classified), and the address's key, which its hourly quota counts by (also for an
	 * anonymous view: the key is of the day, and no hits row holds it).
	 *
	 * @param array<string, string|int> $page      What accept() returned for the request.
	 * @param Signer                    $signer    The site's keys.
	 * @param bool                      $anonymous Whether the view is anonymous.
	 * @param string                    $site_host Host of this request (a referrer of the site itself is none).
	 * @return array<string, string|int>
	 */
	public static function row( array $page, Signer $signer, bool $anonymous, string $site_host ): array {
		$host = strtolower( (string) parse_url( (string) $page['referrer'], PHP_URL_HOST ) ); // No WordPress here.
		$colon = strrpos( $site_host, ':' ); // A port after the host is no part of it.
		$site  = strtolower( false !== $colon && ctype_digit( substr( $site_host, $colon + 1 ) ) ? substr( $site_host, 0, $colon ) : $site_host );
		if ( '' === $host || $host === $site || ! preg_match( '/^[a-z0-9.-]{1,191}$/', $host ) ) {
			$host = '';
		} elseif ( str_starts_with( $host, 'www.' ) ) {
			$host = substr( $host, 4 );
		}
		return array(
			'created_at'    => $page['at'],
			'day'           => $page['day'],
			'visitor_hash'  => $anonymous ? '' : $signer->visitor_hash( (string) $page['day'], (string) $page['ip'], (string) $page['user_agent'] ),
			'source_type'   => $page['source_type'],
			'source_id'     => $page['source_id'],
			'uri'           => $page['uri'],
			'referrer_host' => $host,
			'user_agent'    => $page['user_agent'],
			'network_hash'  => $signer->network_hash( (string) $page['day'], (string) $page['ip'] ),
		);
	}
}
