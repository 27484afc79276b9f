<?php
/**
 * How many requests the site may send to video hosts in a day, for one visitor and for the whole
 * site (issue 31 item 1). Cached answers cost nothing; only a request that leaves the server is
 * counted, before it is sent. A visitor is their network (VisitorHash::network_today: the address,
 * or its /64 for IPv6), not their browser string, so a client that changes every header it controls
 * still gets one quota. Work without a visitor (WP-Cron, WP-CLI) only counts against the site's.
 *
 * The counters are transients that expire with the day: a race between two requests may let one
 * request more through, which a cap can afford; it never lets a visitor spend the day's quota.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The day's budget of provider requests.
 */
final class ProviderBudget {

	/** Requests one visitor's network may cause in a day (filter vista_video_provider_requests_per_visitor). */
	public const PER_VISITOR = 100;

	/** Requests the whole site may send in a day (filter vista_video_provider_requests_per_site). */
	public const PER_SITE = 3000;

	/**
	 * Takes one request from today's budget: true when it may be sent, false when the visitor's or
	 * the site's budget is spent (nothing is taken then).
	 */
	public static function take(): bool {
		$site    = 'vista_video_budget_site_' . gmdate( 'Ymd' );
		$visitor = self::visitor_counter();
		$limit   = (int) apply_filters( 'vista_video_provider_requests_per_visitor', self::PER_VISITOR );
		if ( self::count( $site ) >= (int) apply_filters( 'vista_video_provider_requests_per_site', self::PER_SITE ) ) {
			return false;
		}
		if ( null !== $visitor && self::count( $visitor ) >= $limit ) {
			return false;
		}
		self::add( $site );
		if ( null !== $visitor ) {
			self::add( $visitor );
		}
		return true;
	}

	/**
	 * The current visitor's counter of today, or null when the request has no client address.
	 */
	private static function visitor_counter(): ?string {
		if ( '' === Kit\VisitorHash::network( $_SERVER ) ) {
			return null;
		}
		// Hashed under a key of the day: no address is stored.
		return 'vista_video_budget_' . substr( Kit\VisitorHash::network_today( wp_salt( 'auth' ), $_SERVER ), 0, 32 );
	}

	/**
	 * A counter's value today.
	 *
	 * @param string $name Transient name.
	 */
	private static function count( string $name ): int {
		return (int) get_transient( $name );
	}

	/**
	 * Adds one to a counter that lives until the day is over.
	 *
	 * @param string $name Transient name.
	 */
	private static function add( string $name ): void {
		set_transient( $name, self::count( $name ) + 1, DAY_IN_SECONDS );
	}
}
