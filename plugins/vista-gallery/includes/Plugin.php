<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * Boots the plugin: translations, blocks, and upgrades of stored data between versions.
 */
final class Plugin {

	public const TEXT_DOMAIN    = 'vista-gallery';
	public const VERSION_OPTION = 'vista_gallery_version';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		add_action( 'init', array( self::class, 'init' ) );
		add_action( 'init', array( self::class, 'upgrade' ), 1 );
		add_action( 'admin_notices', array( self::class, 'missing_build_notice' ) );
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
	 * Activation hook: stored data is brought up to date before first use.
	 */
	public static function activate(): void {
		self::upgrade();
	}

	/**
	 * Loads translations and registers the blocks built into build/blocks.
	 */
	public static function init(): void {
		load_plugin_textdomain( self::TEXT_DOMAIN, false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
		foreach ( self::built_block_dirs() as $block_dir ) {
			register_block_type( $block_dir );
		}
	}

	/**
	 * Records the running version; later versions migrate settings here so they survive upgrades.
	 */
	public static function upgrade(): void {
		if ( get_option( self::VERSION_OPTION ) !== VERSION ) {
			update_option( self::VERSION_OPTION, VERSION );
		}
		RatingStore::upgrade();
	}

	/**
	 * Tells an administrator of a source checkout that the client bundles were never built.
	 */
	public static function missing_build_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) || is_dir( self::build_dir() ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'This plugin has not been built: run "npm run build" in the Vista repository.', 'vista-gallery' )
		);
	}

	/**
	 * The folder that holds the built scripts, styles and block metadata.
	 */
	public static function build_dir(): string {
		return dirname( PLUGIN_FILE ) . '/build';
	}

	/**
	 * Folders of the blocks in the build.
	 *
	 * @return string[]
	 */
	private static function built_block_dirs(): array {
		return glob( self::build_dir() . '/blocks/*', GLOB_ONLYDIR ) ?: array();
	}
}
