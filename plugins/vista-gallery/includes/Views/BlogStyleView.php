<?php
/**
 * The blog style layout (000 §1, §2.2): the images one under the other at the width of the
 * content (at most `blogWidth`), each with its title and description, with the grid's search,
 * sort, tag filter, paging and load more. Embedded entries play at 16:9 (000 §9.3).
 *
 * The layout's script (src/gallery/blog-style) opens the image named by a `#bwg{galleryId}/
 * {imageId}` address on page load (000 §2.1).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRequest;

/**
 * Renders a blog style instance.
 */
final class BlogStyleView implements GalleryView {

	public const LAYOUT = 'blog_style';

	/**
	 * One instance (GalleryRenderer::VIEWS).
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Only this page's items (ajax load more).
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	public function render( GalleryRequest $request, int $n, string $base_url, bool $append, string $wrapper ): string {
		$o                          = $request->view;
		[ $result, $pages, $state ] = BrowsingQuery::paged_query( $request, $append );
		$width                      = (int) $o->blogWidth;

		$html  = ViewContainer::open( $request, $n, $wrapper, $state, $pages, $result['total'], array( 'blogWidth' => $width ), sprintf( '--vista-blog-w:%dpx;', $width ) );
		$html .= GalleryControls::markup( $request, $n, $base_url, $state, BrowsingQuery::source_id( $o ) );
		$html .= sprintf( '<div class="vista-gallery__items vista-blog-style__items" data-page="%d">', (int) $state['page'] );
		foreach ( $result['items'] as $index => $item ) {
			// Only the first image of a fresh page is in view at once; load more appends below it. A
			// gallery below the page's first one is not in view on arrival (issue 18): all lazy.
			$html .= sprintf(
				'<figure class="vista-gallery__item vista-blog-style__item" data-image-id="%d">%s%s</figure>',
				(int) $item['id'],
				LargeMedia::html( $item, $o, $width, 0 === $index && ! $append && 1 === $n, self::LAYOUT ),
				LargeMedia::caption( $item, (bool) $o->blogTitle, (bool) $o->blogDescription )
			);
		}
		$html .= '</div>';
		if ( ! $result['items'] ) {
			$html .= '<p class="vista-gallery__empty">' . esc_html__( 'No images match.', 'vista-gallery' ) . '</p>';
		}
		$html .= Pagination::markup( $o, $n, $base_url, $state, $pages );
		return $html . '</div>';
	}
}
