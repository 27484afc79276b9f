<?php
/**
 * The "Galleries → Price lists" screen: the mount point of its React app (src/gallery/pricelists),
 * loaded on that page only, for administrators (a kit admin page).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Ecommerce;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use Vista\Gallery\AdminScreens;

/**
 * The page and its scripts.
 */
final class EcommerceAdmin {

	public const SLUG   = 'vista-gallery-pricelists';
	public const HANDLE = 'vista-gallery-pricelists';

	use Kit\AdminScreen;

	/**
	 * The page, between the gallery screens and the settings in the menu (hooks.php).
	 *
	 * @return array<string, mixed>
	 */
	public static function args(): array {
		return array(
			'slug'       => self::SLUG,
			'parent'     => AdminScreens::SLUG,
			'title'      => __( 'Price lists', 'vista-gallery' ),
			'bundle'     => 'pricelists',
			'handle'     => self::HANDLE,
			'mount_id'   => 'vista-pricelists',
			'wrap_class' => 'vista-pricelists-wrap',
			'noscript'   => __( 'The price lists screen needs JavaScript.', 'vista-gallery' ),
		);
	}
}
