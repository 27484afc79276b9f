<?php
/**
 * A front-end request hooks none of the admin parts: not the calls (admin-ajax.php is an admin
 * request), the list column, the screens or the editor panel's script; the REST routes are there.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Speed;

use Vista\Speed\EditorPanel;
use Vista\Speed\ListColumn;
use Vista\Speed\SiteReport;
use Vista\Tests\VistaTestCase;

/**
 * What this (front-end) test run hooked.
 */
final class AdminOnlyTest extends VistaTestCase {

	public function test_a_front_end_request_hooks_no_call_column_screen_or_editor_script(): void {
		$this->assertFalse( is_admin() );
		foreach ( array( 'twb_check_score', 'twb_notif_check', 'vista_speed_images', 'vista_speed_bulk_batch' ) as $action ) {
			$this->assertFalse( has_action( 'wp_ajax_' . $action ), $action );
			$this->assertFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
		}
		$this->assertFalse( has_filter( 'manage_page_posts_columns', array( ListColumn::class, 'add_column' ) ) );
		$this->assertFalse( has_action( 'admin_post_' . SiteReport::EXPORT_ACTION ) );
		$this->assertFalse( has_action( 'enqueue_block_editor_assets', array( EditorPanel::class, 'enqueue' ) ) );
		$this->assertFalse( has_filter( 'plugin_action_links_vista-speed/vista-speed.php' ) );
		$this->assertFalse( has_filter( 'manage_media_columns', array( \Vista\Speed\Images\MediaColumn::class, 'add_column' ) ) );
		$this->assertFalse( has_action( 'admin_post_' . \Vista\Speed\Images\SingleImage::ACTION ) );
		$this->assertFalse( has_filter( 'media_row_actions', array( \Vista\Speed\Images\SingleImage::class, 'row_action' ) ) );
	}

	public function test_the_rest_routes_are_registered_without_the_admin(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/vista-speed/v1/settings', $routes );
		$this->assertArrayHasKey( '/vista-speed/v1/panel/(?P<id>\d+)', $routes );
	}
}
