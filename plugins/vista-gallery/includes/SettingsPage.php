<?php
/**
 * Galleries → Settings: the React settings screen of the gallery plugin (src/gallery/settings), a
 * kit admin page with the media modal (to choose the watermark image).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

defined( 'ABSPATH' ) || exit;


/**
 * Registers the page under the Galleries menu and loads the screen's bundle only there.
 */
final class SettingsPage {

	public const SLUG   = 'vista-gallery-settings';
	public const HANDLE = 'vista-gallery-settings';

	use Kit\AdminScreen;

	/**
	 * The page.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'          => self::SLUG,
			'parent'        => AdminScreens::SLUG,
			'title'         => __( 'Gallery settings', 'vista-gallery' ),
			'menu_title'    => __( 'Settings', 'vista-gallery' ),
			'bundle'        => 'settings',
			'handle'        => self::HANDLE,
			'mount_id'      => 'vista-gallery-settings',
			'noscript'      => __( 'The settings screen needs JavaScript.', 'vista-gallery' ),
			'after_enqueue' => 'wp_enqueue_media',
		);
	}

	/**
	 * The screen's address.
	 */
	public static function url(): string {
		return self::page()->url();
	}
}
