<?php
/**
 * Galleries → Themes: the React screen of the gallery themes (src/gallery/themes), with a live
 * preview drawn by the front end's own stylesheet. Admin requests only.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Themes;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\AdminScreens;
use Vista\Gallery\Kit;

/**
 * Registers the page under the Galleries menu and loads its bundle only there.
 */
final class ThemesPage {

	public const SLUG   = 'vista-gallery-themes';
	public const HANDLE = 'vista-gallery-themes';

	use Kit\AdminScreen;

	/**
	 * The page.
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'       => self::SLUG,
			'parent'     => AdminScreens::SLUG,
			'title'      => __( 'Gallery themes', 'vista-gallery' ),
			'menu_title' => __( 'Themes', 'vista-gallery' ),
			'bundle'     => 'themes',
			'handle'     => self::HANDLE,
			'mount_id'   => 'vista-gallery-themes',
			'noscript'   => __( 'The themes screen needs JavaScript.', 'vista-gallery' ),
		);
	}
}
