<?php
/**
 * What every layout of the vista/gallery block implements: one instance's markup from the
 * request's options and browsing state.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\GalleryRequest;

/**
 * A layout's view (GalleryRenderer picks one by the block's layout).
 */
interface GalleryView {

	/**
	 * One instance.
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Only this page's items (ajax load more); layouts that show
	 *                                 every image at once ignore it.
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	public function render( GalleryRequest $request, int $n, string $base_url, bool $append, string $wrapper ): string;
}
