<?php
/**
 * Settings → Video: the screen (admin requests only) and its REST route (every request, as REST
 * requests are not admin requests). The answer says whether an API key is set, never the key.
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

	/**
	 * The REST routes: the settings, and the API key's own (ApiKey).
	 */
	public static function register_routes(): void {
		( new Kit\SettingsRoute( 'vista-video/v1', '/settings', Settings::class, array( self::class, 'extra' ) ) )->register();
		ApiKey::register();
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
		);
	}

	/**
	 * The screen, under Settings.
	 */
	public static function register_admin(): void {
		Kit\AdminPage::add_on_init(
			static fn () => array(
				'slug'          => 'vista-video',
				'title'         => __( 'Video', 'vista-video' ),
				'parent'        => 'options-general.php',
				'bundle'        => 'settings',
				'handle'        => 'vista-video-settings',
				'mount_id'      => 'vista-video-settings',
				'noscript'      => __( 'The video settings need JavaScript.', 'vista-video' ),
				'settings_link' => true,
			)
		);
	}
}
