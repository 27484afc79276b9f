<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Ecommerce\EcommerceAdmin;
use Vista\Gallery\Ecommerce\PriceListField;
use Vista\Gallery\Browsing\GalleryAjax;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryShortcode;
use Vista\Gallery\Ecommerce\CartPage;
use Vista\Gallery\Ecommerce\CheckoutPage;
use Vista\Gallery\Ecommerce\EcommerceAjax;
use Vista\Gallery\Ecommerce\EcommerceSettings;
use Vista\Gallery\Ecommerce\Orders;
use Vista\Gallery\Ecommerce\PriceList;
use Vista\Gallery\Feedback\CaptchaImage;
use Vista\Gallery\Feedback\CommentAjax;
use Vista\Gallery\Feedback\RatingAjax;
use Vista\Gallery\Feedback\RatingStore;
use Vista\Gallery\Feedback\VisitorState;
use Vista\Gallery\Instagram\InstagramAjax;
use Vista\Gallery\Instagram\InstagramDisconnect;
use Vista\Gallery\Instagram\InstagramUpdater;
use Vista\Gallery\Lightbox\LightboxAjax;
use Vista\Gallery\Lightbox\LightboxRuntime;
use Vista\Gallery\Browsing\GalleryRestController;
use Vista\Gallery\Ecommerce\PriceListRestController;
use Vista\Gallery\Themes\ThemesPage;
use Vista\Gallery\Themes\ThemesRoute;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-gallery';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( RatingStore::class, 'upgrade' ), array( VisitorState::class, 'upgrade' ) ) );
		PostTypes::register();
		ImageAccess::register();
		// Gallery display (GalleryRenderer, GalleryShortcode, GalleryAjax):
		GalleryRenderer::register();
		GalleryShortcode::register();
		GalleryAjax::register();
		// The lightbox data call (LightboxAjax), and its React runtime on demand (LightboxRuntime):
		LightboxAjax::register();
		LightboxRuntime::register();
		// REST routes of the gallery admin and its settings (GalleryRestController,
		// GallerySettingsController); REST requests are not admin requests:
		GalleryRestController::register();
		GallerySettingsController::register();
		// The gallery themes' REST routes (Galleries → Themes and the block's theme choice):
		ThemesRoute::register();
		// Ecommerce (price lists, cart, checkout, orders; the shop panel and add-to-cart calls):
		PriceList::register();
		PriceListRestController::register();
		EcommerceSettings::register();
		EcommerceAjax::register();
		CartPage::register();
		CheckoutPage::register();
		Orders::register();
		// Lightbox ratings, hits, comments and captcha (RatingAjax, CommentAjax, CaptchaImage):
		RatingAjax::register();
		CommentAjax::register();
		CaptchaImage::register();
		// The Instagram import (call 11, administrators) and its daily update, which WP-Cron runs
		// on any request:
		InstagramAjax::register();
		InstagramDisconnect::register();
		InstagramUpdater::register();
		if ( is_admin() ) {
			// Once the text domain is loaded (Kit\Bootstrap, init 10): the pages' titles are translated.
			add_action( 'init', array( self::class, 'boot_admin' ) );
		}
	}

	/**
	 * The admin screens (AdminScreens, SettingsPage, EcommerceAdmin), the Orders menu item and
	 * columns, and the media modal's price list field. Admin requests only: a front-end page
	 * registers none of it. The order matters: with their menu priorities (10, 20, 15, 20) it
	 * keeps the Galleries submenu as it is, Settings before Orders.
	 */
	public static function boot_admin(): void {
		AdminScreens::register();
		ThemesPage::register();
		SettingsPage::register();
		EcommerceAdmin::register();
		Orders::register_admin();
		PriceListField::register_admin();
	}

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}

	/**
	 * The folder that holds the built scripts, styles and block metadata.
	 */
	public static function build_dir(): string {
		return Kit\Bootstrap::build_dir();
	}
}
