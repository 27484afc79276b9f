<?php
/**
 * The markup of the public statistics block: a table of views and visitors by period (a caption
 * and headers, so a screen reader names every number) and an ordered list of popular posts.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

/**
 * Escaped HTML of the summary block's parts.
 */
final class SummaryMarkup {

	/**
	 * The name of a period, as the table's row header.
	 *
	 * @param string $period One of SummaryData::PERIODS.
	 */
	public static function period_label( string $period ): string {
		return match ( $period ) {
			'today' => __( 'Today', 'vista-stats' ),
			'week' => __( 'This week', 'vista-stats' ),
			default => __( 'All time', 'vista-stats' ),
		};
	}

	/**
	 * The table of views and visitors.
	 *
	 * @param array<string, array{views: int, visitors: int}> $totals  By period, in the order shown.
	 * @param bool                                             $of_page Whether the numbers are the page's own.
	 */
	public static function totals( array $totals, bool $of_page ): string {
		if ( array() === $totals ) {
			return '';
		}
		$rows = '';
		foreach ( $totals as $period => $numbers ) {
			$rows .= sprintf(
				'<tr data-period="%1$s"><th scope="row">%2$s</th><td data-stat="views">%3$s</td><td data-stat="visitors">%4$s</td></tr>',
				esc_attr( $period ),
				esc_html( self::period_label( $period ) ),
				esc_html( number_format_i18n( $numbers['views'] ) ),
				esc_html( number_format_i18n( $numbers['visitors'] ) )
			);
		}
		return sprintf(
			'<table class="vista-stats-block__table"><caption>%1$s</caption><thead><tr><th scope="col"><span class="vista-stats-block__hidden">%2$s</span></th><th scope="col">%3$s</th><th scope="col">%4$s</th></tr></thead><tbody>%5$s</tbody></table>',
			esc_html( $of_page ? __( 'Visits to this page', 'vista-stats' ) : __( 'Visits to this site', 'vista-stats' ) ),
			esc_html__( 'Period', 'vista-stats' ),
			esc_html__( 'Views', 'vista-stats' ),
			esc_html__( 'Visitors', 'vista-stats' ),
			$rows // Built escaped above.
		);
	}

	/**
	 * The popular posts, most viewed first.
	 *
	 * @param list<array{title: string, url: string, views: int}> $posts  Posts.
	 * @param string                                              $period The period they are popular in.
	 */
	public static function popular( array $posts, string $period ): string {
		$heading = match ( $period ) {
			'today' => __( 'Popular today', 'vista-stats' ),
			'all' => __( 'Popular posts', 'vista-stats' ),
			default => __( 'Popular this week', 'vista-stats' ),
		};
		if ( array() === $posts ) {
			$body = '<p class="vista-stats-block__empty">' . esc_html__( 'No post has been viewed yet.', 'vista-stats' ) . '</p>';
		} else {
			$items = '';
			foreach ( $posts as $post ) {
				$items .= sprintf(
					'<li><a href="%1$s">%2$s</a> <span class="vista-stats-block__views">%3$s</span></li>',
					esc_url( $post['url'] ),
					esc_html( $post['title'] ),
					/* translators: %s: a number of page views. */
					esc_html( sprintf( _n( '%s view', '%s views', $post['views'], 'vista-stats' ), number_format_i18n( $post['views'] ) ) )
				);
			}
			$body = '<ol class="vista-stats-block__popular">' . $items . '</ol>';
		}
		return '<h2 class="vista-stats-block__heading">' . esc_html( $heading ) . '</h2>' . $body;
	}
}
