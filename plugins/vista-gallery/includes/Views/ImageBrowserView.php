<?php
/**
 * The image browser layout (000 §1, §2.2): one image at a time, large, with its title and
 * description, its position ("3 / 12") and previous / next controls, plus the search, sort and
 * tag filter of the grid.
 *
 * Browsing is the generic paging with one image a page: previous and next are the
 * `a.vista-gallery__page` links of `page_number_{n}` (000 §2.1), so they work through the gallery view call
 * with front-end ajax on, by reload with it off, and without JavaScript. The controls sit above
 * the image, so they stay under the pointer when images of other proportions follow. The
 * layout's script (src/gallery/image-browser) adds the arrow keys and the announcement.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\BrowsingState;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * Renders an image browser instance.
 */
final class ImageBrowserView implements GalleryView {

	public const LAYOUT = 'image_browser';

	/**
	 * One instance (GalleryRenderer::VIEWS).
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Unused: the browser has no load more.
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	public function render( GalleryRequest $request, int $n, string $base_url, bool $append, string $wrapper ): string {
		unset( $append );
		$o      = $request->view;
		$result = BrowsingQuery::query( $request, $request->page, 1 );
		$total  = $result['total'];
		$pages  = max( 1, $total );
		$state  = BrowsingState::of( $request, min( $request->page, $pages ) );
		$page   = (int) $state['page'];
		$width  = (int) $o->browserWidth;

		$html  = ViewContainer::open( $request, $n, $wrapper, $state, $pages, $total, array( 'browserWidth' => $width ), sprintf( '--vista-browser-w:%dpx;', $width ) );
		$html .= GalleryControls::markup( $request, $n, $base_url, $state, BrowsingQuery::source_id( $o ) );
		$item  = $result['items'][0] ?? null;
		if ( null === $item ) {
			$html .= '<p class="vista-gallery__empty">' . esc_html__( 'No images match.', 'vista-gallery' ) . '</p>';
			return $html . '</div>';
		}
		$title = trim( (string) $item['alt'] );
		$html .= sprintf(
			'<section class="vista-image-browser" aria-label="%s">',
			esc_attr__( 'Image browser', 'vista-gallery' )
		);
		$html .= self::navigation( $o, $n, $base_url, $state, $total );
		$html .= sprintf(
			'<div class="vista-gallery__items" data-page="%1$d"><figure class="vista-gallery__item vista-image-browser__figure" data-image-id="%2$d">%3$s%4$s</figure></div>',
			$page,
			(int) $item['id'],
			// Only the page's first gallery is likely in view on arrival: a lower one waits its turn (issue 18).
			LargeMedia::html( $item, $o, $width, 1 === $n, self::LAYOUT ),
			LargeMedia::caption( $item, (bool) $o->browserTitle, (bool) $o->browserDescription )
		);
		// The script fills the live region after a change of image (a region announces changes,
		// not what it held when it was inserted), and shows the keys' hint when it handles them.
		$html .= sprintf(
			'<p class="vista-image-browser__status screen-reader-text" aria-live="polite" data-announce="%s"></p><p class="vista-image-browser__hint screen-reader-text" id="vista-image-browser-hint-%d" hidden>%s</p>',
			esc_attr(
				'' !== $title
					/* translators: 1: position of the image, 2: number of images, 3: its title. */
					? sprintf( __( 'Image %1$d of %2$d: %3$s', 'vista-gallery' ), $page, $total, $title )
					/* translators: 1: position of the image, 2: number of images. */
					: sprintf( __( 'Image %1$d of %2$d', 'vista-gallery' ), $page, $total )
			),
			$n,
			esc_html__( 'Use the left and right arrow keys to see the previous or next image.', 'vista-gallery' )
		);
		return $html . '</section></div>';
	}

	/**
	 * Previous, the position, next. At either end the missing control keeps its place as a
	 * disabled label, so the others do not move.
	 *
	 * @param ViewOptions          $o        Options.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    State.
	 * @param int                  $total    Images.
	 */
	private static function navigation( ViewOptions $o, int $n, string $base_url, array $state, int $total ): string {
		$page = (int) $state['page'];
		$html = sprintf( '<nav class="vista-image-browser__nav" aria-label="%s">', esc_attr__( 'Browse the images', 'vista-gallery' ) );
		$html .= self::control( $o, $n, $base_url, $state, 'prev', $page > 1 ? $page - 1 : 0, __( 'Previous', 'vista-gallery' ), '‹' );
		$html .= sprintf(
			'<p class="vista-image-browser__position"><span aria-hidden="true">%1$s</span><span class="screen-reader-text">%2$s</span></p>',
			esc_html(
				/* translators: 1: position of the image, 2: number of images, as in "3 / 12". */
				sprintf( __( '%1$d / %2$d', 'vista-gallery' ), $page, $total )
			),
			esc_html(
				/* translators: 1: position of the image, 2: number of images. */
				sprintf( __( 'Image %1$d of %2$d', 'vista-gallery' ), $page, $total )
			)
		);
		$html .= self::control( $o, $n, $base_url, $state, 'next', $page < $total ? $page + 1 : 0, __( 'Next', 'vista-gallery' ), '›' );
		return $html . '</nav>';
	}

	/**
	 * One control: a paging link, or a disabled label at the end.
	 *
	 * @param ViewOptions          $o        Options.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    State.
	 * @param string               $rel      prev or next.
	 * @param int                  $target   Page it leads to, 0 at the end.
	 * @param string               $label    Visible label.
	 * @param string               $arrow    Decorative arrow.
	 */
	private static function control( ViewOptions $o, int $n, string $base_url, array $state, string $rel, int $target, string $label, string $arrow ): string {
		$text = 'prev' === $rel
			? sprintf( '<span aria-hidden="true">%s</span> %s', $arrow, esc_html( $label ) )
			: sprintf( '%s <span aria-hidden="true">%s</span>', esc_html( $label ), $arrow );
		if ( $target < 1 ) {
			return sprintf( '<span class="vista-image-browser__control vista-image-browser__%s is-disabled" aria-disabled="true">%s</span>', $rel, $text );
		}
		return sprintf(
			'<a class="vista-gallery__page vista-image-browser__control vista-image-browser__%1$s" rel="%1$s" data-page="%2$d" href="%3$s">%4$s</a>',
			$rel,
			$target,
			esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'page' => $target ) ), $o->sortBy ) ),
			$text
		);
	}
}
