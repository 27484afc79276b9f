<?php
/**
 * The public statistics block, vista/stats-summary (issue 20): the views and visitors of the site
 * or of the page it is on, for the periods its settings choose, and a list of popular posts.
 * Rendered on the server, with no script: what it shows is cached for a few minutes, keyed by its
 * settings (and the page, for a page's own numbers), so a page that shows it makes no statistics
 * query, only a cache read (a transient). The daily roll-up (cron) drops every cached summary; the short lifetime keeps today's
 * numbers moving in between.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\Rollup;
use Vista\Stats\Tracker\Tracker;

/**
 * Settings, cache and markup of the summary block.
 */
final class SummaryBlock {

	/** How long a summary is kept, in seconds. */
	public const CACHE_SECONDS = 5 * MINUTE_IN_SECONDS;

	/** Bumped to drop every cached summary at once. */
	public const GENERATION_OPTION = 'vista_stats_summary_generation';

	/** Held while one request rolls today up for the block, so concurrent renders do not repeat it. */
	private const REFRESH_LOCK = 'vista_stats_summary_refreshing';

	/** The longest popular list. */
	public const MAX_POPULAR = 20;

	/**
	 * Drops every cached summary.
	 */
	public static function flush(): void {
		update_option( self::GENERATION_OPTION, (int) get_option( self::GENERATION_OPTION, 0 ) + 1, true );
	}

	/**
	 * The block's attributes, checked: whatever the post holds, the block shows only what it can.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array{scope: string, periods: list<string>, popular: int, popularPeriod: string}
	 */
	public static function settings( array $attributes ): array {
		$periods = array();
		foreach ( array(
			'today' => 'showToday',
			'week'  => 'showWeek',
			'all'   => 'showAllTime',
		) as $period => $name ) {
			if ( false !== ( $attributes[ $name ] ?? true ) ) {
				$periods[] = $period;
			}
		}
		$count          = is_numeric( $attributes['popularCount'] ?? null ) ? (int) $attributes['popularCount'] : 5;
		$popular_period = $attributes['popularPeriod'] ?? 'week';
		return array(
			'scope'         => 'page' === ( $attributes['scope'] ?? 'site' ) ? 'page' : 'site',
			'periods'       => $periods,
			'popular'       => false === ( $attributes['showPopular'] ?? true ) ? 0 : max( 1, min( self::MAX_POPULAR, $count ) ),
			'popularPeriod' => in_array( $popular_period, SummaryData::PERIODS, true ) ? $popular_period : 'week',
		);
	}

	/**
	 * The numbers a block with these settings shows, from the cache when there.
	 *
	 * @param array{scope: string, periods: list<string>, popular: int, popularPeriod: string} $settings Checked settings.
	 * @param string|null                                                                        $item     The page's item for a page's numbers; null for the site's.
	 * @return array{totals: array<string, array{views: int, visitors: int}>, popular: list<array{title: string, url: string, views: int}>}
	 */
	public static function data( array $settings, ?string $item ): array {
		$today = gmdate( 'Y-m-d' );
		$key   = 'vista_stats_summary_' . md5( (string) wp_json_encode( array( (int) get_option( self::GENERATION_OPTION, 0 ), $today, $settings, $item ) ) );
		$data  = get_transient( $key );
		if ( is_array( $data ) && isset( $data['totals'], $data['popular'] ) ) {
			return $data;
		}
		self::refresh();
		$data = array(
			'totals'  => array(),
			'popular' => array(),
		);
		foreach ( $settings['periods'] as $period ) {
			[ $from, $to ]              = SummaryData::range( $period, $today );
			$data['totals'][ $period ] = SummaryData::totals( $item, $from, $to );
		}
		if ( $settings['popular'] > 0 ) {
			[ $from, $to ]   = SummaryData::range( $settings['popularPeriod'], $today );
			$data['popular'] = SummaryData::popular( $settings['popular'], $from, $to );
		}
		set_transient( $key, $data, self::CACHE_SECONDS );
		return $data;
	}

	/**
	 * The page item the block's numbers are about when it shows its page's: the post it is part of
	 * (the post being rendered, also in the editor's preview), else the page of the request.
	 *
	 * @param \WP_Block|null $block The block being rendered.
	 */
	public static function page_item( ?\WP_Block $block ): ?string {
		$post_id = (int) ( $block->context['postId'] ?? 0 );
		if ( $post_id > 0 ) {
			return SummaryData::post_item( $post_id );
		}
		[ $type, $id ] = Tracker::current_source();
		return $id > 0 ? $type . ':' . $id : null;
	}

	/**
	 * The block's inner markup, escaped.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block being rendered.
	 */
	public static function render( array $attributes, ?\WP_Block $block ): string {
		$settings = self::settings( $attributes );
		$item     = 'page' === $settings['scope'] ? self::page_item( $block ) : null;
		$data     = self::data( $settings, $item );
		return SummaryMarkup::totals( $data['totals'], null !== $item ) . ( $settings['popular'] > 0 ? SummaryMarkup::popular( $data['popular'], $settings['popularPeriod'] ) : '' );
	}

	/**
	 * Rolls today up so the numbers are fresh, unless another request is doing it right now.
	 */
	private static function refresh(): void {
		// Best effort: a render that finds the lock taken shows the daily table as it is. A lock left
		// by a request that died is taken over after a minute.
		$now = time();
		if ( ! add_option( self::REFRESH_LOCK, $now, '', false ) ) {
			if ( (int) get_option( self::REFRESH_LOCK, 0 ) > $now - MINUTE_IN_SECONDS ) {
				return;
			}
			update_option( self::REFRESH_LOCK, $now, false );
		}
		try {
			StatsQuery::refresh();
		} finally {
			delete_option( self::REFRESH_LOCK );
		}
	}
}
