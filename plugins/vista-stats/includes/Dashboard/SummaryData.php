<?php
/**
 * What the public statistics block (vista/stats-summary) shows: views and visitors of the site or of
 * one page over today, this week or all time, and the most viewed published posts. Read from the
 * daily table (see Rollup), so visitors of a period are the sum of each day's visitors, as on the
 * dashboard. Days are UTC days, as everywhere in the statistics.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Storage\ItemIds;
use Vista\Stats\Storage\Schema;

/**
 * Read-only queries of the summary block.
 */
final class SummaryData {

	/** The periods the block can show, in the order it shows them. */
	public const PERIODS = array( 'today', 'week', 'all' );

	/** The first day "all time" covers. */
	private const FIRST_DAY = '2000-01-01';

	/**
	 * The days a period covers, ending today: [from, to], Y-m-d (UTC). A week starts on the site's
	 * first day of the week (Settings → General).
	 *
	 * @param string $period One of PERIODS.
	 * @param string $today  Today, Y-m-d.
	 * @return array{0: string, 1: string}
	 */
	public static function range( string $period, string $today ): array {
		if ( 'week' === $period ) {
			$day  = new \DateTimeImmutable( $today, new \DateTimeZone( 'UTC' ) );
			$back = ( (int) $day->format( 'w' ) - StatsQuery::week_start() + 7 ) % 7;
			return array( $day->modify( '-' . $back . ' days' )->format( 'Y-m-d' ), $today );
		}
		return array( 'all' === $period ? self::FIRST_DAY : $today, $today );
	}

	/**
	 * Views and visitors of the site (item null) or of one page (a page item of the daily table,
	 * "{source type}:{id}") over [from, to].
	 *
	 * @param string|null $item Page item, or null for the whole site.
	 * @param string      $from First day, Y-m-d.
	 * @param string      $to   Last day, Y-m-d.
	 * @return array{views: int, visitors: int}
	 */
	public static function totals( ?string $item, string $from, string $to ): array {
		if ( null === $item ) {
			return StatsQuery::totals( $from, $to );
		}
		global $wpdb;
		$daily = Schema::table( 'days' );
		$id    = ItemIds::find( 'page', array( $item ) )[ $item ] ?? 0;
		// SQL: own table, values prepared. The key finds the range's page rows; the id picks the page's.
		$row = 0 === $id ? array() : $wpdb->get_row( $wpdb->prepare( "SELECT SUM(views) AS sum_views, SUM(visitors) AS sum_visitors FROM {$daily} WHERE metric = %d AND day >= %s AND day <= %s AND item_id = %d", ItemIds::code( 'page' ), $from, $to, $id ), ARRAY_A );
		return array(
			'views'    => (int) ( $row['sum_views'] ?? 0 ),
			'visitors' => (int) ( $row['sum_visitors'] ?? 0 ),
		);
	}

	/**
	 * The most viewed posts of [from, to] that anyone may read (published, of a public post type):
	 * a private or draft post viewed by its editors never shows its title on a public page.
	 *
	 * @param int    $count At most this many.
	 * @param string $from  First day, Y-m-d.
	 * @param string $to    Last day, Y-m-d.
	 * @return list<array{title: string, url: string, views: int}>
	 */
	public static function popular( int $count, string $from, string $to ): array {
		$posts = array();
		// Pages that are not posts (archives, searches) take places in the top list: ask for more.
		foreach ( StatsQuery::top( 'page', $from, $to, min( 100, $count * 4 ) ) as $entry ) {
			$post = self::public_post( $entry['item'] );
			if ( null === $post || isset( $posts[ $post->ID ] ) ) {
				continue;
			}
			$title              = trim( wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ) ) );
			$posts[ $post->ID ] = array(
				'title' => '' !== $title ? $title : __( '(no title)', 'vista-stats' ),
				'url'   => (string) get_permalink( $post ),
				'views' => $entry['views'],
			);
			if ( count( $posts ) >= $count ) {
				break;
			}
		}
		return array_values( $posts );
	}

	/**
	 * The page item of a post as the tracker records it (see Tracker::current_source()): "home"
	 * for the static front page, else the post type, with the post's id.
	 *
	 * @param int $post_id Post id.
	 */
	public static function post_item( int $post_id ): ?string {
		$type = get_post_type( $post_id );
		if ( ! $type ) {
			return null;
		}
		$front = 'page' === get_option( 'show_on_front' ) && (int) get_option( 'page_on_front' ) === $post_id;
		return ( $front ? 'home' : substr( $type, 0, 20 ) ) . ':' . $post_id;
	}

	/**
	 * The published, publicly viewable post a page item names, if it names one.
	 *
	 * @param string $item Page item of the daily table.
	 */
	private static function public_post( string $item ): ?\WP_Post {
		if ( ! preg_match( '/^([a-z0-9_-]{1,20}):(\d{1,19})$/', $item, $parts ) ) {
			return null;
		}
		$post = get_post( (int) $parts[2] );
		if ( ! $post instanceof \WP_Post || ( 'home' !== $parts[1] && $post->post_type !== $parts[1] ) ) {
			return null;
		}
		return 'publish' === $post->post_status && is_post_publicly_viewable( $post ) && '' === $post->post_password ? $post : null;
	}
}
