<?php
/**
 * Settings → Video: the screen and its REST route (bound by hooks.php). The answer says whether an API key is set, never the key.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen.
 */
final class SettingsPage {

	use Kit\AdminScreen;

	/**
	 * The settings' REST route (rest_api_init; the API key has its own, ApiKey).
	 */
	public static function register_routes(): void {
		( new Kit\SettingsRoute( 'vista-video/v1', '/settings', Settings::class, array( self::class, 'extra' ) ) )->register_routes();
	}

	/**
	 * What the screen gets besides the settings.
	 *
	 * @return array<string, mixed>
	 */
	public static function extra(): array {
		return array(
			'apiKeySet'    => '' !== ApiKey::get(),
			'vistaConsent' => function_exists( 'vista_consent_has' ),
			// "Create a page with a video gallery", and whether the screen's empty state shows.
			'galleryPage'  => Onboarding\VideoGalleryPage::screen_data(),
		);
	}

	/**
	 * The screen, under Settings.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'     => 'vista-video',
			'title'    => __( 'Video', 'vista-video' ),
			'parent'   => 'options-general.php',
			'bundle'   => 'settings',
			'handle'   => 'vista-video-settings',
			'mount_id' => 'vista-video-settings',
			'noscript' => __( 'The video settings need JavaScript.', 'vista-video' ),
		);
	}
}
