<?php
/**
 * WP Statistics' shortcode, `[wpstatistics stat=… time=… provider=… format=… id=…]`, answered
 * from Vista Statistics' numbers, so pages written for the original keep showing their figures
 * after the switch (imported history included).
 *
 * The attributes and their values are the original's, read from wp-statistics/wp-statistics at
 * commit 57f37970c806a0918a0e65d64bb621108a8d88dc, includes/class-wp-statistics-shortcode.php:
 * `stat` usersonline, visits, visitors, pagevisits, pagevisitors, searches, referrer, postcount,
 * pagecount, commentcount, spamcount, usercount, postaverage, commentaverage, useraverage, lpd;
 * `time` week, month, year, a number of days (e.g. -30), a named period (today, yesterday,
 * 7days, 30days, 90days, 6months, 12months, this_week, last_week, this_month, last_month,
 * this_year, last_year, total) or a date strtotime() reads, from then to today, and no time at
 * all for every recorded day; `provider` a search engine or all; `format` i18n, english,
 * abbreviated or none; `id` the post (else the page the shortcode is on).
 *
 * Days are Vista's (UTC). An unknown stat or an unreadable time prints nothing, as the original
 * prints nothing for an unknown stat. Numbers read from the daily table are cached for as long as
 * the summary block's, and dropped with them (a roll-up, an import).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Dashboard\StatsQuery;
use Vista\Stats\Dashboard\SummaryBlock;
use Vista\Stats\Dashboard\SummaryData;
use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\Schema;
use Vista\Stats\Tracker\Tracker;

/**
 * [wpstatistics].
 */
final class WpStatisticsShortcode {

	/** The first day "every recorded day" covers. */
	private const FIRST_DAY = '2000-01-01';

	/**
	 * Search engines by the original's provider names, as parts of a referring host.
	 */
	private const SEARCH_ENGINES = array(
		'google'     => 'google.',
		'bing'       => 'bing.com',
		'duckduckgo' => 'duckduckgo.com',
		'yahoo'      => 'yahoo.',
		'yandex'     => 'yandex.',
		'baidu'      => 'baidu.com',
		'ask'        => 'ask.com',
		'ecosia'     => 'ecosia.org',
		'qwant'      => 'qwant.com',
	);

	/**
	 * The shortcode's output: a number (or the last post's date), escaped.
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes ('' when none).
	 */
	public static function render( $atts ): string {
		$atts = is_array( $atts ) ? array_change_key_case( $atts ) : array();
		$stat = strtolower( trim( (string) ( $atts['stat'] ?? '' ) ) );
		if ( 'lpd' === $stat ) {
			return esc_html( self::last_post_date() );
		}
		$range = self::range( (string) ( $atts['time'] ?? '' ) );
		if ( null === $range ) {
			return '';
		}
		$value = self::value( $stat, $range, $atts );
		if ( null === $value ) {
			return '';
		}
		return esc_html( self::formatted( $value, strtolower( trim( (string) ( $atts['format'] ?? '' ) ) ) ) );
	}

	/**
	 * The number a stat answers over a range.
	 *
	 * @param string                       $stat  The stat.
	 * @param array{0: string, 1: string}  $range [from, to], Y-m-d.
	 * @param array<string, string>        $atts  The other attributes.
	 */
	public static function value( string $stat, array $range, array $atts ): int|float|null {
		[ $from, $to ] = $range;
		return match ( $stat ) {
			'usersonline' => StatsQuery::online( 1 )['count'],
			'visits' => self::cached( 'site', $range, static fn (): array => StatsQuery::totals( $from, $to ) )['views'],
			'visitors' => self::cached( 'site', $range, static fn (): array => StatsQuery::totals( $from, $to ) )['visitors'],
			'pagevisits', 'pagevisitors' => self::page( $stat, $range, $atts ),
			'searches' => self::cached( 'searches:' . strtolower( (string) ( $atts['provider'] ?? 'all' ) ), $range, static fn (): int => self::searches( strtolower( (string) ( $atts['provider'] ?? 'all' ) ), $from, $to ) ),
			'referrer' => self::cached( 'referrers', $range, static fn (): int => self::referrers( $from, $to ) ),
			'postcount' => (int) ( wp_count_posts( 'post' )->publish ?? 0 ),
			'pagecount' => (int) ( wp_count_posts( 'page' )->publish ?? 0 ),
			'commentcount' => (int) wp_count_comments()->approved,
			'spamcount' => (int) get_option( 'akismet_spam_count', 0 ),
			'usercount' => (int) count_users()['total_users'],
			'postaverage' => self::per_day( self::published_posts(), self::first_date( 'post' ) ),
			'commentaverage' => self::per_day( (int) wp_count_comments()->approved, self::first_date( 'comment' ) ),
			'useraverage' => self::per_day( (int) count_users()['total_users'], self::first_date( 'user' ) ),
			default => null,
		};
	}

	/**
	 * The days a `time` attribute names, [from, to] (Y-m-d, UTC), or null when it names none.
	 *
	 * @param string $time The attribute ('' for every recorded day).
	 * @return array{0: string, 1: string}|null
	 */
	public static function range( string $time ): ?array {
		$time  = strtolower( trim( $time ) );
		$today = gmdate( 'Y-m-d' );
		$utc   = new \DateTimeZone( 'UTC' );
		$now   = new \DateTimeImmutable( $today, $utc );
		$back  = static fn ( string $modify ): array => array( $now->modify( $modify )->format( 'Y-m-d' ), $today );
		$named = array(
			''           => array( self::FIRST_DAY, $today ),
			'total'      => array( self::FIRST_DAY, $today ),
			'today'      => array( $today, $today ),
			'yesterday'  => array_fill( 0, 2, $now->modify( '-1 day' )->format( 'Y-m-d' ) ),
			'week'       => $back( '-6 days' ),
			'7days'      => $back( '-6 days' ),
			'month'      => $back( '-29 days' ),
			'30days'     => $back( '-29 days' ),
			'90days'     => $back( '-89 days' ),
			'6months'    => $back( '-6 months' ),
			'year'       => $back( '-12 months' ),
			'12months'   => $back( '-12 months' ),
			'this_week'  => self::week( $now, 0 ),
			'last_week'  => self::week( $now, 1 ),
			'this_month' => array( $now->format( 'Y-m-01' ), $now->format( 'Y-m-t' ) ),
			'last_month' => array( $now->modify( 'first day of last month' )->format( 'Y-m-d' ), $now->modify( 'last day of last month' )->format( 'Y-m-d' ) ),
			'this_year'  => array( $now->format( 'Y-01-01' ), $now->format( 'Y-12-31' ) ),
			'last_year'  => array( ( (int) $now->format( 'Y' ) - 1 ) . '-01-01', ( (int) $now->format( 'Y' ) - 1 ) . '-12-31' ),
		);
		if ( isset( $named[ $time ] ) ) {
			return $named[ $time ];
		}
		if ( preg_match( '/^[+-]?\d{1,5}$/', $time ) ) {
			// A number of days, counted back from today as the original does ("-30" and "30" alike).
			return $back( '-' . abs( (int) $time ) . ' days' );
		}
		$stamp = strlen( $time ) <= 100 ? strtotime( $time, (int) $now->format( 'U' ) ) : false;
		if ( false === $stamp ) {
			return null;
		}
		$from = gmdate( 'Y-m-d', $stamp );
		return array( max( self::FIRST_DAY, min( $from, $today ) ), $today );
	}

	/**
	 * A week of the site (its first day of the week), `$ago` weeks back.
	 *
	 * @param \DateTimeImmutable $today Today.
	 * @param int                $ago   Weeks back.
	 * @return array{0: string, 1: string}
	 */
	private static function week( \DateTimeImmutable $today, int $ago ): array {
		$back  = ( (int) $today->format( 'w' ) - StatsQuery::week_start() + 7 ) % 7 + 7 * $ago;
		$start = $today->modify( '-' . $back . ' days' );
		return array( $start->format( 'Y-m-d' ), $start->modify( '+6 days' )->format( 'Y-m-d' ) );
	}

	/**
	 * Views or visitors of one page: the post `id` names, else the page being shown.
	 *
	 * @param string                      $stat  pagevisits or pagevisitors.
	 * @param array{0: string, 1: string} $range [from, to].
	 * @param array<string, string>       $atts  The attributes.
	 */
	private static function page( string $stat, array $range, array $atts ): ?int {
		$id = $atts['id'] ?? '';
		if ( '' !== $id && ! ctype_digit( (string) $id ) ) {
			return null;
		}
		if ( '' !== $id ) {
			// Any author may write the shortcode: it never tells how often an unpublished,
			// private or password-protected post was read.
			$post = get_post( (int) $id );
			if ( ! $post instanceof \WP_Post || 'publish' !== $post->post_status || '' !== $post->post_password || ! is_post_publicly_viewable( $post ) ) {
				return 0;
			}
			$item = SummaryData::post_item( $post->ID );
		} elseif ( in_the_loop() || is_singular() ) {
			$item = SummaryData::post_item( (int) get_the_ID() );
		} else {
			[ $type, $source ] = Tracker::current_source();
			$item              = $source > 0 ? $type . ':' . $source : null;
		}
		if ( null === $item ) {
			return 0;
		}
		$totals = self::cached( 'page:' . $item, $range, static fn (): array => SummaryData::totals( $item, $range[0], $range[1] ) );
		return 'pagevisits' === $stat ? $totals['views'] : $totals['visitors'];
	}

	/**
	 * Visits referred by search engines: one provider, or all of them.
	 *
	 * @param string $provider A provider of SEARCH_ENGINES, or all.
	 * @param string $from     First day.
	 * @param string $to       Last day.
	 */
	private static function searches( string $provider, string $from, string $to ): int {
		$engines = 'all' === $provider || '' === $provider ? self::SEARCH_ENGINES : array_intersect_key( self::SEARCH_ENGINES, array( $provider => true ) );
		$views   = 0;
		foreach ( self::referrer_views( $from, $to ) as $host => $count ) {
			foreach ( $engines as $part ) {
				if ( str_contains( '.' . $host, '.' . $part ) ) {
					$views += $count;
					break;
				}
			}
		}
		return $views;
	}

	/**
	 * How many sites referred visitors (the original counts distinct referring hosts).
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 */
	private static function referrers( string $from, string $to ): int {
		return count( self::referrer_views( $from, $to ) );
	}

	/**
	 * Views by referring host over the range.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array<string, int>
	 */
	private static function referrer_views( string $from, string $to ): array {
		global $wpdb;
		$daily = Schema::table( 'days' );
		$names = Schema::table( 'items' );
		// SQL: own tables, values prepared. The key finds the range's referrer rows.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT i.item AS item, SUM(d.views) AS sum_views FROM {$daily} d INNER JOIN {$names} i ON i.id = d.item_id WHERE d.metric = %d AND d.day >= %s AND d.day <= %s GROUP BY i.item", ItemIds::code( 'referrer' ), $from, $to ), ARRAY_A );
		$hosts = array();
		foreach ( (array) $rows as $row ) {
			$hosts[ strtolower( (string) $row['item'] ) ] = (int) $row['sum_views'];
		}
		return $hosts;
	}

	/**
	 * A number from the daily table, cached like the summary block's (dropped with them).
	 *
	 * @param string                      $what    What is counted.
	 * @param array{0: string, 1: string} $range   [from, to].
	 * @param callable(): mixed           $compute The query.
	 * @return mixed
	 */
	private static function cached( string $what, array $range, callable $compute ): mixed {
		$key   = 'vista_stats_wps_' . md5( (string) wp_json_encode( array( (int) get_option( SummaryBlock::GENERATION_OPTION, 0 ), $what, $range ) ) );
		$value = get_transient( $key );
		if ( false !== $value ) {
			return $value;
		}
		$value = $compute();
		set_transient( $key, $value, SummaryBlock::CACHE_SECONDS );
		return $value;
	}

	/**
	 * How many per day since the first (the original's averages).
	 *
	 * @param int         $count How many.
	 * @param string|null $first The first one's date.
	 */
	private static function per_day( int $count, ?string $first ): float {
		$days = null === $first ? 0 : intdiv( max( 0, time() - (int) strtotime( $first ) ), DAY_IN_SECONDS );
		return round( $count / max( 1, $days ), 2 );
	}

	/**
	 * Published posts.
	 */
	private static function published_posts(): int {
		return (int) ( wp_count_posts( 'post' )->publish ?? 0 );
	}

	/**
	 * The date of the first published post, approved comment or registered user.
	 *
	 * @param string $of post, comment or user.
	 */
	private static function first_date( string $of ): ?string {
		global $wpdb;
		// SQL: core tables, no input.
		$date = match ( $of ) {
			'post' => $wpdb->get_var( "SELECT MIN(post_date_gmt) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" ),
			'comment' => $wpdb->get_var( "SELECT MIN(comment_date_gmt) FROM {$wpdb->comments} WHERE comment_approved = '1'" ),
			default => $wpdb->get_var( "SELECT MIN(user_registered) FROM {$wpdb->users}" ),
		};
		return is_string( $date ) && '' !== $date ? $date . ' UTC' : null;
	}

	/**
	 * The date of the last published post, in the site's date format.
	 */
	private static function last_post_date(): string {
		$posts = get_posts(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'posts_per_page' => 1,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'fields'         => 'ids',
			)
		);
		return array() === $posts ? '' : (string) get_the_date( '', (int) $posts[0] );
	}

	/**
	 * A number as the `format` attribute asks.
	 *
	 * @param int|float $value  The number.
	 * @param string    $format i18n, english, abbreviated, or anything else for none.
	 */
	public static function formatted( int|float $value, string $format ): string {
		$decimals = is_float( $value ) && floor( $value ) !== $value ? 2 : 0;
		return match ( $format ) {
			'i18n' => number_format_i18n( $value, $decimals ),
			'english' => number_format( $value, $decimals ),
			'abbreviated' => self::abbreviated( $value ),
			default => (string) $value,
		};
	}

	/**
	 * 1.2K, 3.4M, 5B.
	 *
	 * @param int|float $value The number.
	 */
	private static function abbreviated( int|float $value ): string {
		foreach ( array(
			'B' => 1000000000,
			'M' => 1000000,
			'K' => 1000,
		) as $symbol => $size ) {
			if ( $value >= $size ) {
				return round( $value / $size, 1 ) . $symbol;
			}
		}
		return (string) $value;
	}
}
