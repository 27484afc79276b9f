<?php
/**
 * Wires the plugin into WordPress.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

/**
 * Boots the plugin: the kit's bootstrap (translations, blocks, upgrades), then the features.
 */
final class Plugin {

	public const TEXT_DOMAIN = 'vista-video';

	/**
	 * Registers the plugin's hooks; called once when the plugin file loads.
	 */
	public static function boot(): void {
		Kit\Bootstrap::boot( PLUGIN_FILE, VERSION );
		// Call 13, paging a gallery (for visitors too), and the posters of hosted videos:
		GalleryPageAjax::register();
		Posters::register();
		// The facade for embeds in post content, when the owner turns it on:
		ContentFacade::register();
		SettingsPage::register_routes();
		if ( is_admin() ) {
			SettingsPage::register_admin();
		}
	}

	/**
	 * Activation: stored data is brought up to date before first use (the kit's upgrade routine).
	 */
	public static function activate(): void {
		Kit\Bootstrap::upgrade();
	}
}
