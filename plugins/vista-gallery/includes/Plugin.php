<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-gallery';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION, array( array( RatingStore::class, 'upgrade' ) ) );
		PostTypes::register();
		// Gallery display (GalleryRenderer, GalleryShortcode, GalleryAjax):
		GalleryRenderer::register();
		GalleryShortcode::register();
		GalleryAjax::register();
		// Lightbox data, call 3 (LightboxAjax), and its React runtime on demand (LightboxRuntime):
		LightboxAjax::register();
		LightboxRuntime::register();
		// Gallery admin (AdminScreens, GalleryRestController):
		AdminScreens::register();
		GalleryRestController::register();
		// Gallery settings (SettingsPage, GallerySettingsController):
		SettingsPage::register();
		GallerySettingsController::register();
		// Ecommerce (price lists, cart, checkout, orders; calls 4 and 9):
		PriceList::register();
		PriceListRestController::register();
		EcommerceSettings::register();
		EcommerceAjax::register();
		EcommerceAdmin::register();
		CartPage::register();
		CheckoutPage::register();
		Orders::register();
		// Lightbox ratings, hits, comments and captcha (RatingAjax, CommentAjax, CaptchaImage):
		RatingAjax::register();
		CommentAjax::register();
		CaptchaImage::register();
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
