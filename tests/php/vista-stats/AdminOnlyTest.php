<?php
/**
 * Front-end requests boot only what they use: the admin screens, the Dashboard widget and the
 * admin-ajax routes are hooked on admin requests only; the REST routes on every request.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Stats;

use Vista\Stats\Dashboard\DashboardWidget;
use Vista\Stats\Tracker\EventRecorder;
use Vista\Stats\Tracker\Tracker;
use Vista\Tests\VistaTestCase;

/**
 * What a request that is not an admin request (this test run) has hooked.
 */
final class AdminOnlyTest extends VistaTestCase {

	public function test_a_front_end_request_hooks_no_admin_screen_widget_or_ajax_route(): void {
		$this->assertFalse( is_admin() );
		foreach ( array( 'admin_menu', 'admin_enqueue_scripts' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$this->assertNotInstanceOf( \Vista\Stats\Kit\AdminPage::class, is_array( $callback['function'] ) ? $callback['function'][0] : null, $hook );
				}
			}
		}
		$this->assertFalse( has_action( 'wp_dashboard_setup', array( DashboardWidget::class, 'add_widget' ) ) );
		foreach ( array( Tracker::HIT_ACTION, Tracker::ONLINE_ACTION, EventRecorder::CUSTOM_ACTION, EventRecorder::LINK_ACTION ) as $action ) {
			$this->assertFalse( has_action( 'wp_ajax_' . $action ), $action );
			$this->assertFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
		}
		$this->assertFalse( has_filter( 'plugin_action_links_vista-stats/vista-stats.php' ) );
	}

	public function test_the_rest_routes_are_registered_without_the_admin(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/vista-stats/v1/settings', '/vista-stats/v1/overview', '/vista-stats/v1/online' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, $route );
		}
	}
}
