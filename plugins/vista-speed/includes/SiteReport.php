<?php
/**
 * Page speed → Site report: every checked page with its latest scores and its history (a sortable table
 * with a chart per page, React), and the same list as a CSV download through admin-post.php. Admin
 * requests only.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * The report.
 */
final class SiteReport {

	use Kit\AdminScreen;

	public const SLUG          = 'vista-speed-report';
	public const EXPORT_ACTION = 'vista_speed_report_csv';
	/** How many of a page's latest checks its history chart shows. */
	public const HISTORY_CHECKS = 20;

	/**
	 * The report's page: the first of the plugin's own "Page speed" menu (issue 34 item 5: one place
	 * for the report and the settings, which were under Tools and Settings; both old addresses still
	 * lead to them).
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'old_parent'    => 'tools.php',
			'title'         => __( 'Page speed', 'vista-speed' ),
			'submenu_title' => __( 'Site report', 'vista-speed' ),
			'icon'          => 'dashicons-performance',
			'position'      => 82,
			'bundle'      => 'report',
			'handle'      => 'vista-speed-report',
			'mount_id'    => 'vista-speed-report',
			'noscript'    => __( 'The report needs JavaScript; download it as CSV instead.', 'vista-speed' ),
			'data_global' => 'vistaSpeedReport',
			'data'        => static fn () => array(
				'rows'      => self::rows(),
				// Not wp_nonce_url(): it escapes & for HTML, and the script sets the link itself.
				'exportUrl' => add_query_arg(
					array(
						'action'   => self::EXPORT_ACTION,
						'_wpnonce' => wp_create_nonce( self::EXPORT_ACTION ),
					),
					admin_url( 'admin-post.php' )
				),
			),
		);
	}

	/**
	 * The latest completed check of every checked post that still exists.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows(): array {
		$rows   = array();
		$latest = Results::latest_per_post();
		$ids    = array_column( $latest, 'post_id' );
		// Every listed page's posts, meta and checks in a few queries, whatever their number.
		_prime_post_caches( $ids );
		// One read serves both the charts and "was N" beside a score checked first after an image
		// optimisation (which looks at the last two checks).
		$histories = Results::histories( $ids, self::HISTORY_CHECKS );
		foreach ( $latest as $row ) {
			$post = get_post( $row['post_id'] );
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$history = $histories[ $post->ID ] ?? array();
			$before  = ScorePanel::before_optimisation( array_slice( $history, -2 ) );
			$rows[] = array(
				'postId'       => $post->ID,
				'title'        => $post->post_title, // Raw: React escapes it; the CSV quotes it.
				'url'          => (string) get_permalink( $post ),
				'type'         => $post->post_type,
				'mobileScore'  => $row['mobile_score'],
				'desktopScore' => $row['desktop_score'],
				'mobileTti'    => $row['mobile_tti'],
				'desktopTti'   => $row['desktop_tti'],
				'checkedAt'    => (string) $row['finished_at'],
				'mobileWas'    => $before['mobile_score'] ?? null,
				'desktopWas'   => $before['desktop_score'] ?? null,
				'history'      => array_map( array( self::class, 'history_point' ), $history ),
			);
		}
		return $rows;
	}

	/**
	 * One check of a page's history chart: when it ended (UTC) and its two scores.
	 *
	 * @param array<string, mixed> $check A completed check.
	 * @return array{at: string, mobile: int, desktop: int}
	 */
	private static function history_point( array $check ): array {
		return array(
			'at'      => (string) $check['finished_at'],
			'mobile'  => (int) $check['mobile_score'],
			'desktop' => (int) $check['desktop_score'],
		);
	}

	/**
	 * The CSV download.
	 */
	public static function export(): void {
		if ( ! current_user_can( Calls::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to export the page-speed report.', 'vista-speed' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::EXPORT_ACTION );
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="page-speed-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo self::csv( self::rows() ); // CSV text, cells neutralised in csv().
		exit;
	}

	/**
	 * The rows as CSV, with a header line. A cell that a spreadsheet would read as a formula is
	 * prefixed with an apostrophe.
	 *
	 * @param array<int, array<string, mixed>> $rows Rows.
	 */
	public static function csv( array $rows ): string {
		$lines = array( array( 'Title', 'Address', 'Type', 'Mobile score', 'Desktop score', 'Mobile TTI (s)', 'Desktop TTI (s)', 'Checked (UTC)' ) );
		foreach ( $rows as $row ) {
			$lines[] = array( $row['title'], $row['url'], $row['type'], $row['mobileScore'], $row['desktopScore'], $row['mobileTti'], $row['desktopTti'], $row['checkedAt'] );
		}
		$out = '';
		foreach ( $lines as $line ) {
			$cells = array_map(
				static function ( $cell ): string {
					$text = (string) $cell;
					if ( '' !== $text && in_array( $text[0], array( '=', '+', '-', '@', "\t", "\r" ), true ) && ! is_numeric( $text ) ) {
						$text = "'" . $text;
					}
					return '"' . str_replace( '"', '""', $text ) . '"';
				},
				$line
			);
			$out   .= implode( ',', $cells ) . "\r\n";
		}
		return $out;
	}
}
