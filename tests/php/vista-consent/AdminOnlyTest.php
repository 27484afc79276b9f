<?php
/**
 * Front-end requests boot only what they use: the settings screen and the consent log download
 * are hooked on admin requests only; the REST routes on every request.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Consent;

use Vista\Consent\ConsentLogExport;
use Vista\Tests\VistaTestCase;

/**
 * What a request that is not an admin request (this test run) has hooked.
 */
final class AdminOnlyTest extends VistaTestCase {

	public function test_a_front_end_request_hooks_no_admin_screen_or_download(): void {
		$this->assertFalse( is_admin() );
		foreach ( array( 'admin_menu', 'admin_enqueue_scripts' ) as $hook ) {
			foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$this->assertNotInstanceOf( \Vista\Consent\Kit\AdminPage::class, is_array( $callback['function'] ) ? $callback['function'][0] : null, $hook );
				}
			}
		}
		$this->assertFalse( has_action( 'admin_post_' . ConsentLogExport::ACTION ) );
		$this->assertFalse( has_filter( 'plugin_action_links_vista-consent/vista-consent.php' ) );
	}

	public function test_the_rest_routes_are_registered_without_the_admin(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/vista-consent/v1/settings', '/vista-consent/v1/consents' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, $route );
		}
	}
}
