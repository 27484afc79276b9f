<?php
/**
 * The "Visitor statistics: this week" widget on wp-admin's Dashboard: the last seven days at a
 * glance, rendered on the server (no script), for users who may read the statistics.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and renders the widget.
 */
final class DashboardWidget {

	public const ID   = 'vista_stats_week';
	public const DAYS = 7;
	public const TOP  = 5;

	/**
	 * Adds the widget for users who may read the statistics.
	 */
	public static function add_widget(): void {
		if ( ! StatsController::can_view() ) {
			return;
		}
		wp_add_dashboard_widget(
			self::ID,
			__( 'Visitor statistics: this week', 'vista-stats' ),
			array( self::class, 'render' )
		);
		wp_add_inline_style( 'dashboard', self::css() );
	}

	/**
	 * The widget's content: views, visitors and online now, then the five most viewed pages.
	 */
	public static function render(): void {
		StatsQuery::refresh();
		$to     = gmdate( 'Y-m-d' );
		$from   = gmdate( 'Y-m-d', time() - ( self::DAYS - 1 ) * DAY_IN_SECONDS );
		$totals = StatsQuery::totals( $from, $to );
		$online = StatsQuery::online( 1 );
		$pages  = StatsQuery::top( 'page', $from, $to, self::TOP );

		$numbers = array(
			array( 'views', __( 'Views', 'vista-stats' ), $totals['views'] ),
			array( 'visitors', __( 'Visitors', 'vista-stats' ), $totals['visitors'] ),
			array( 'online', __( 'Online now', 'vista-stats' ), $online['count'] ),
		);
		echo '<div class="vista-stats-widget">';
		echo '<ul class="vista-stats-widget__numbers">';
		foreach ( $numbers as [ $key, $label, $value ] ) {
			printf(
				'<li class="vista-stats-widget__number vista-stats-widget__number--%1$s"><span class="vista-stats-widget__value">%2$s</span> <span class="vista-stats-widget__label">%3$s</span></li>',
				esc_attr( $key ),
				esc_html( number_format_i18n( $value ) ),
				esc_html( $label )
			);
		}
		echo '</ul>';

		printf( '<h3 class="vista-stats-widget__heading">%s</h3>', esc_html__( 'Top pages', 'vista-stats' ) );
		if ( ! $pages ) {
			printf( '<p class="vista-stats-widget__empty">%s</p>', esc_html__( 'No visits recorded in this period yet.', 'vista-stats' ) );
		} else {
			echo '<ol class="vista-stats-widget__pages">';
			foreach ( $pages as $page ) {
				$text = $page['title'] ?? $page['label'];
				printf(
					'<li><span class="vista-stats-widget__page">%1$s</span> <span class="vista-stats-widget__views">%2$s</span></li>',
					$page['url']
						? sprintf( '<a href="%1$s" title="%2$s">%3$s</a>', esc_url( $page['url'] ), esc_attr( $page['label'] ), esc_html( $text ) )
						: esc_html( $text ),
					esc_html(
						sprintf(
							/* translators: %s: a number of page views. */
							_n( '%s view', '%s views', $page['views'], 'vista-stats' ),
							number_format_i18n( $page['views'] )
						)
					)
				);
			}
			echo '</ol>';
		}

		printf(
			'<p class="vista-stats-widget__more"><a href="%1$s">%2$s</a></p>',
			esc_url( DashboardPage::url() ),
			esc_html__( 'View all statistics', 'vista-stats' )
		);
		echo '</div>';
	}

	/**
	 * The widget's few style rules (the Dashboard's own stylesheet carries them).
	 */
	private static function css(): string {
		return '.vista-stats-widget__numbers{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px;margin:0 0 12px;padding:0;list-style:none}'
			. '.vista-stats-widget__number{margin:0;padding:8px;border:1px solid #dcdcde;border-radius:2px;text-align:center}'
			. '.vista-stats-widget__value{display:block;font-size:20px;font-weight:600;line-height:1.4}'
			. '.vista-stats-widget__label{color:#50575e}'
			. '.vista-stats-widget__heading{margin:12px 0 4px!important;font-weight:600!important}'
			. '.vista-stats-widget__pages{margin:0;padding:0;list-style:none}'
			. '.vista-stats-widget__pages li{display:flex;justify-content:space-between;gap:8px;margin:0;padding:4px 0;border-bottom:1px solid #f0f0f1}'
			. '.vista-stats-widget__page{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}'
			. '.vista-stats-widget__views{flex:none;color:#50575e}'
			. '.vista-stats-widget__more{margin:12px 0 0!important}';
	}
}
