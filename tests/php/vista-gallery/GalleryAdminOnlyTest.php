<?php
/**
 * Admin code loads only in the admin: a front-end request registers no menu, admin script, media
 * modal field or plugins-list link of the gallery, while its REST routes and admin-ajax actions
 * are still there; an admin request registers the screens in the order of the Galleries submenu.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

use Vista\Gallery\AdminScreens;
use Vista\Gallery\Ecommerce\PriceListField;
use Vista\Gallery\Ecommerce\Orders;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\Kit\AdminPage;
use Vista\Gallery\Plugin;
use Vista\Tests\VistaTestCase;

/**
 * Plugin::boot() and Plugin::boot_admin().
 */
final class GalleryAdminOnlyTest extends VistaTestCase {

	/**
	 * The gallery's callbacks on a hook, by priority, in the order they run.
	 *
	 * @param string $hook Hook.
	 * @return array<int, string[]>
	 */
	private static function gallery_callbacks( string $hook ): array {
		global $wp_filter;
		$found = array();
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return $found;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( ! is_array( $function ) ) {
					continue;
				}
				$owner = is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0];
				if ( str_starts_with( $owner, 'Vista\\Gallery\\' ) ) {
					$found[ $priority ][] = $owner . '::' . $function[1];
				}
			}
		}
		ksort( $found );
		return $found;
	}

	public function test_a_front_end_request_registers_no_admin_code(): void {
		$this->assertFalse( is_admin() );
		$this->assertFalse( has_action( 'init', array( Plugin::class, 'boot_admin' ) ) );
		foreach ( array( 'admin_menu', 'admin_enqueue_scripts', 'parent_file', 'attachment_fields_to_edit', 'attachment_fields_to_save', 'manage_' . Orders::POST_TYPE . '_posts_columns', 'add_meta_boxes_' . Orders::POST_TYPE, 'plugin_action_links_vista-gallery/vista-gallery.php' ) as $hook ) {
			$this->assertSame( array(), self::gallery_callbacks( $hook ), $hook );
		}
		// What the screens call is still there for everyone.
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/vista-gallery/v1/settings', '/vista-gallery/v1/images', '/vista-gallery/v1/pricelists', '/vista-gallery/v1/ecommerce', '/vista-gallery/v1/themes' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, $route );
		}
		foreach ( array( 'vista_gallery_view', 'vista_gallery_lightbox', 'vista_gallery_rate', 'vista_gallery_comment', 'vista_gallery_captcha', 'add_cart' ) as $action ) {
			$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
		}
	}

	public function test_an_admin_request_registers_the_screens_in_the_menu_order(): void {
		global $wp_filter;
		$hooks  = array( 'admin_menu', 'admin_enqueue_scripts', 'parent_file', 'attachment_fields_to_edit', 'attachment_fields_to_save', 'manage_' . Orders::POST_TYPE . '_posts_columns', 'manage_' . Orders::POST_TYPE . '_posts_custom_column', 'add_meta_boxes_' . Orders::POST_TYPE, 'plugin_action_links_vista-gallery/vista-gallery.php' );
		$before = array();
		foreach ( $hooks as $hook ) {
			$before[ $hook ] = isset( $wp_filter[ $hook ] ) ? clone $wp_filter[ $hook ] : null;
		}
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		try {
			$this->assertTrue( is_admin() );
			Plugin::boot_admin();
			$this->assertSame(
				array(
					10 => array( AdminScreens::class . '::add_pages' ),
					15 => array( AdminPage::class . '::add_page' ),
					// Themes, then Settings, then Orders.
					20 => array( AdminPage::class . '::add_page', AdminPage::class . '::add_page', Orders::class . '::add_menu' ),
				),
				self::gallery_callbacks( 'admin_menu' )
			);
			$this->assertCount( 4, self::gallery_callbacks( 'admin_enqueue_scripts' )[10] );
			$this->assertSame( array( 10 => array( PriceListField::class . '::attachment_field' ) ), self::gallery_callbacks( 'attachment_fields_to_edit' ) );
			$this->assertSame( array( 10 => array( AdminPage::class . '::action_links' ) ), self::gallery_callbacks( 'plugin_action_links_vista-gallery/vista-gallery.php' ) );
		} finally {
			foreach ( $before as $hook => $filter ) {
				if ( null === $filter ) {
					unset( $wp_filter[ $hook ] );
				} else {
					$wp_filter[ $hook ] = $filter; // A test restores the hooks it changed.
				}
			}
			unset( $GLOBALS['current_screen'] );
		}
		$this->assertFalse( is_admin() );
	}
}
