<?php
/**
 * The top-level "Statistics" admin page: the React dashboard (src/stats/dashboard).
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Dashboard;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Kit;

/**
 * The kit's admin page as a menu of its own, just below Dashboard.
 */
final class DashboardPage {

	public const SLUG   = 'vista-stats';
	public const HANDLE = 'vista-stats-dashboard';

	use Kit\AdminScreen;

	/**
	 * The dashboard's address.
	 */
	public static function url(): string {
		return admin_url( 'admin.php?page=' . self::SLUG );
	}

	/**
	 * Describes the page to the kit. Its first submenu item, "Overview", keeps "Statistics" leading
	 * here when other screens (the settings) add items below it.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'title'         => __( 'Statistics', 'vista-stats' ),
			'submenu_title' => __( 'Overview', 'vista-stats' ),
			'icon'          => 'dashicons-chart-area',
			'position'      => 3,
			'capability'    => StatsController::capability(),
			'bundle'        => 'dashboard',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-stats-dashboard',
			'noscript'      => __( 'The statistics dashboard needs JavaScript.', 'vista-stats' ),
			'wrap_class'    => 'vista-stats-wrap',
			'data_global'   => 'vistaStatsDashboard',
			'data'          => array( self::class, 'admin_data' ),
		);
	}

	/**
	 * What the dashboard starts from.
	 *
	 * @return array{today: string, weekStart: int, minDate: string}
	 */
	public static function admin_data(): array {
		return array(
			'today'     => gmdate( 'Y-m-d' ),
			'weekStart' => StatsQuery::week_start(),
			'minDate'   => StatsController::MIN_DATE,
		);
	}
}
