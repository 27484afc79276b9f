<?php
/**
 * A year of a busy site's traffic for the bench's scale row (issue 36 goal 1): about 12 million
 * page views over the 365 days that end today (1 million a month; weekdays busier than weekends,
 * growing through the year; today as far as the clock has come), by some 2.4 views a visitor.
 * Pages, referrers, browsers, systems, devices and countries follow skewed (Zipf-like) weights,
 * as real sites' do: a few pages and search engines take most views, with a long tail.
 *
 * The traffic is random but the same on every run of a day (a fixed seed per day). It is made one
 * visitor at a time and handed to sinks (ScaleStatsSinks.php), which write Vista's tables and the
 * peers' tables from the same visitors.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

namespace Vista\Tools\Bench;

/**
 * The year's traffic, day by day.
 */
final class ScaleStatsYear {

	/** Days of traffic, today included. */
	public const DAYS = 365;

	/** Page views in the year (about; today counts only its hours so far). */
	public const VIEWS = 12000000;

	/** Posts viewed (Zipf weights, exponent 1). */
	public const PAGES = 2000;

	/** Referring hosts besides none (Zipf weights). */
	public const REFERRERS = 300;

	/** Views per visitor in a day, and their weights (2.4 on average). */
	private const VIEWS_PER_VISITOR = array( 1 => 45, 2 => 20, 3 => 12, 4 => 8, 5 => 6, 6 => 4, 7 => 3, 8 => 2 );

	/** Vista's browser names and their weights. */
	private const BROWSERS = array( 'Chrome' => 58, 'Safari' => 22, 'Firefox' => 6, 'Edge' => 7, 'Samsung Internet' => 4, 'Opera' => 2, 'Other' => 1 );

	/** Systems and their weights. */
	private const SYSTEMS = array( 'Android' => 38, 'iOS' => 24, 'Windows' => 25, 'macOS' => 8, 'Linux' => 3, 'Chrome OS' => 1, 'Other' => 1 );

	/** Devices and their weights. */
	private const DEVICES = array( 'mobile' => 58, 'desktop' => 36, 'tablet' => 6 );

	/** Countries and their weights (WP Statistics keeps one per visitor; Vista none). */
	private const COUNTRIES = array( 'US' => 30, 'DE' => 12, 'GB' => 10, 'FR' => 8, 'IN' => 9, 'BR' => 7, 'JP' => 6, 'NL' => 5, 'CA' => 4, '000' => 9 );

	/** The most common referring hosts, then a tail of made-up ones. */
	private const KNOWN_HOSTS = array( 'www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.facebook.com', 't.co', 'www.reddit.com', 'news.ycombinator.com', 'www.linkedin.com', 'search.yahoo.com', 'www.pinterest.com', 'yandex.ru', 'www.ecosia.org' );

	/** Share of visitors that come with no referrer. */
	private const DIRECT_SHARE = 0.48;

	/** Share of visitors that click a link to another site (one click). */
	private const LINK_SHARE = 0.04;

	/** A lookup table of 65536 draws per weighted list: one random index picks from it. */
	private array $tables = array();

	/**
	 * The days of the year, oldest first, Y-m-d (UTC), the last being today.
	 *
	 * @return list<string>
	 */
	public static function days(): array {
		$today = new \DateTimeImmutable( gmdate( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
		$days  = array();
		for ( $ago = self::DAYS - 1; $ago >= 0; $ago-- ) {
			$days[] = $today->modify( "-{$ago} days" )->format( 'Y-m-d' );
		}
		return $days;
	}

	/**
	 * A post's address (what Vista labels its row with, and WP Statistics and Koko store).
	 *
	 * @param int $page Page index, 0 to PAGES - 1.
	 */
	public static function uri( int $page ): string {
		return sprintf( '/%d/%02d/a-story-of-the-year-number-%d/', 2025 + intdiv( $page, 1000 ), 1 + $page % 12, $page );
	}

	/**
	 * A referring host.
	 *
	 * @param int $referrer Referrer index, 0 to REFERRERS - 1.
	 */
	public static function host( int $referrer ): string {
		return self::KNOWN_HOSTS[ $referrer ] ?? 'blog' . $referrer . '.example.org';
	}

	/**
	 * A link target some visitors click.
	 *
	 * @param int $link Link index, 0 to 49.
	 */
	public static function link( int $link ): string {
		return 'https://partner' . $link . '.example.com/offer/' . $link;
	}

	/**
	 * Makes the weighted draw tables.
	 */
	public function __construct() {
		$zipf = static function ( int $count ): array {
			$weights = array();
			for ( $i = 0; $i < $count; $i++ ) {
				$weights[ $i ] = 1 / ( $i + 1 );
			}
			return $weights;
		};
		$this->tables = array(
			'views'    => $this->draws( self::VIEWS_PER_VISITOR ),
			'page'     => $this->draws( $zipf( self::PAGES ) ),
			'referrer' => $this->draws( $zipf( self::REFERRERS ) ),
			'browser'  => $this->draws( self::BROWSERS ),
			'os'       => $this->draws( self::SYSTEMS ),
			'device'   => $this->draws( self::DEVICES ),
			'country'  => $this->draws( self::COUNTRIES ),
			'link'     => $this->draws( $zipf( 50 ) ),
		);
	}

	/**
	 * Page views of a day of the year.
	 *
	 * @param int    $index Day's index, 0 (a year ago) to DAYS - 1 (today).
	 * @param string $day   The day, Y-m-d.
	 */
	public static function views_on( int $index, string $day ): int {
		mt_srand( crc32( 'views ' . $day ) );
		$weekend = (int) gmdate( 'N', (int) strtotime( $day . ' 12:00:00 UTC' ) ) >= 6;
		$views   = self::VIEWS / self::DAYS * ( $weekend ? 0.8 : 1.08 ) * ( 0.85 + 0.3 * $index / ( self::DAYS - 1 ) ) * ( 0.95 + mt_rand( 0, 100 ) / 1000 );
		if ( gmdate( 'Y-m-d' ) === $day ) {
			// Today as far as the clock has come, at least a little so that it has something to show.
			$views *= max( 0.05, ( time() % DAY_IN_SECONDS ) / DAY_IN_SECONDS );
		}
		return (int) round( $views );
	}

	/**
	 * Hands a day's visitors to a callback, one at a time, until the day's views are spent.
	 * A visitor: hash (64 hex), referrer host ('' for none), browser, os, device, country, the page
	 * index of each view in order, the seconds into the day of each view, and a clicked link or null.
	 *
	 * @param int                                                    $index Day's index.
	 * @param string                                                 $day   The day, Y-m-d.
	 * @param callable(array{hash: string, referrer: string, browser: string, os: string, device: string, country: string, pages: list<int>, seconds: list<int>, link: ?string}): void $visit Callback.
	 * @return int The day's views.
	 */
	public function each_visitor( int $index, string $day, callable $visit ): int {
		$views = self::views_on( $index, $day );
		mt_srand( crc32( 'visitors ' . $day ) );
		$span   = gmdate( 'Y-m-d' ) === $day ? max( 1, time() % DAY_IN_SECONDS ) : DAY_IN_SECONDS;
		$t      = $this->tables;
		$left   = $views;
		$number = 0;
		while ( $left > 0 ) {
			$count   = min( $left, $t['views'][ mt_rand( 0, 65535 ) ] );
			$left   -= $count;
			$pages   = array();
			$seconds = array();
			$start   = mt_rand( 0, $span - 1 );
			for ( $i = 0; $i < $count; $i++ ) {
				$pages[]   = $t['page'][ mt_rand( 0, 65535 ) ];
				$seconds[] = min( $span - 1, $start + 40 * $i );
			}
			$visit(
				array(
					'hash'     => hash( 'sha256', $day . ' ' . ( $number++ ) ),
					'referrer' => mt_rand( 0, 999 ) < 1000 * self::DIRECT_SHARE ? '' : self::host( $t['referrer'][ mt_rand( 0, 65535 ) ] ),
					'browser'  => $t['browser'][ mt_rand( 0, 65535 ) ],
					'os'       => $t['os'][ mt_rand( 0, 65535 ) ],
					'device'   => $t['device'][ mt_rand( 0, 65535 ) ],
					'country'  => $t['country'][ mt_rand( 0, 65535 ) ],
					'pages'    => $pages,
					'seconds'  => $seconds,
					'link'     => mt_rand( 0, 999 ) < 1000 * self::LINK_SHARE ? self::link( $t['link'][ mt_rand( 0, 65535 ) ] ) : null,
				)
			);
		}
		return $views;
	}

	/**
	 * A table of 65536 draws from weighted choices, in proportion to their weights.
	 *
	 * @param array<int|string, float|int> $weights Choice => weight.
	 * @return list<int|string>
	 */
	private function draws( array $weights ): array {
		$total = array_sum( $weights );
		$draws = array();
		$sum   = 0.0;
		$made  = 0;
		foreach ( $weights as $choice => $weight ) {
			$sum += $weight;
			for ( $end = (int) round( 65536 * $sum / $total ); $made < $end; $made++ ) {
				$draws[] = $choice;
			}
		}
		for ( ; $made < 65536; $made++ ) {
			$draws[] = array_key_last( $weights );
		}
		return $draws;
	}
}
