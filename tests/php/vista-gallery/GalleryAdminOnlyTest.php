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
use Vista\Gallery\Ecommerce\EcommerceAdmin;
use Vista\Gallery\Ecommerce\PriceListField;
use Vista\Gallery\SettingsPage;
use Vista\Gallery\Ecommerce\Orders;
use Vista\Gallery\Themes\ThemesPage;
use Vista\Tests\VistaTestCase;

/**
 * The gallery's hooks.php, bound by the kit.
 */
final class GalleryAdminOnlyTest extends VistaTestCase {

	/** The admin hooks of the gallery. */
	private const ADMIN_HOOKS = array( 'admin_menu', 'admin_enqueue_scripts', 'parent_file', 'attachment_fields_to_edit', 'attachment_fields_to_save', 'manage_' . Orders::POST_TYPE . '_posts_columns', 'manage_' . Orders::POST_TYPE . '_posts_custom_column', 'add_meta_boxes_' . Orders::POST_TYPE, 'plugin_action_links_vista-gallery/vista-gallery.php' );

	public function test_a_front_end_request_registers_no_admin_code(): void {
		$this->assertFalse( is_admin() );
		foreach ( self::ADMIN_HOOKS as $hook ) {
			$this->assertSame( array(), self::bound( 'vista-gallery', $hook ), $hook );
		}
		// What the screens call is still there for everyone.
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/vista-gallery/v1/settings', '/vista-gallery/v1/images', '/vista-gallery/v1/pricelists', '/vista-gallery/v1/ecommerce', '/vista-gallery/v1/themes' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, $route );
		}
		self::with_group(
			'ajax',
			function (): void {
				foreach ( array( 'vista_gallery_view', 'vista_gallery_lightbox', 'vista_gallery_rate', 'vista_gallery_comment', 'vista_gallery_captcha', 'add_cart' ) as $action ) {
					$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
				}
			}
		);
	}

	public function test_an_admin_request_registers_the_screens_in_the_menu_order(): void {
		self::with_group(
			'admin',
			function (): void {
				$this->assertSame(
					array(
						// The suite's getting started screen first (kit/GettingStarted.php).
						10 => array( 'Vista\\Gallery\\Kit\\GettingStarted::add_page', AdminScreens::class . '::add_pages' ),
						15 => array( EcommerceAdmin::class . '::add_page' ),
						// Themes, then Settings, then Orders.
						20 => array( ThemesPage::class . '::add_page', SettingsPage::class . '::add_page', Orders::class . '::add_menu' ),
					),
					self::bound( 'vista-gallery', 'admin_menu' )
				);
				// Getting started, the screens, the shop, the themes and the settings.
				$this->assertCount( 5, self::bound( 'vista-gallery', 'admin_enqueue_scripts' )[10] );
				$this->assertSame( array( 10 => array( PriceListField::class . '::attachment_field' ) ), self::bound( 'vista-gallery', 'attachment_fields_to_edit' ) );
				$this->assertSame( array( 10 => array( SettingsPage::class . '::action_links' ) ), self::bound( 'vista-gallery', 'plugin_action_links_vista-gallery/vista-gallery.php' ) );
			}
		);
		foreach ( self::ADMIN_HOOKS as $hook ) {
			$this->assertSame( array(), self::bound( 'vista-gallery', $hook ), "{$hook} is unbound again" );
		}
	}
}
