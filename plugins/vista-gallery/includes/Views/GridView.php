<?php
/**
 * The grid layouts of the vista/gallery block: thumbnails, masonry and mosaic, with the tag
 * filter, search, sort, numbered paging and load more (000 §2.2).
 *
 * Column counts follow 000 §9.3 in CSS already (container queries written per instance from the
 * thumbnail width), so the first paint has the final layout and nothing shifts when the script runs.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingQuery;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * Renders a grid instance.
 */
final class GridView implements GalleryView {

	/** The share of a thumb's widest box its file may fall short of (see sizes()). */
	private const THUMB_SIZE_TOLERANCE = 0.95;

	/**
	 * One instance of the thumbnails, masonry or mosaic layout.
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Only this page's items (ajax load more).
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	public function render( GalleryRequest $request, int $n, string $base_url, bool $append, string $wrapper ): string {
		$o  = $request->view;
		$id = BrowsingQuery::source_id( $o );
		[ $result, $pages, $state ] = BrowsingQuery::paged_query( $request, $append );
		$page                       = $state['page'];

		$html  = ViewContainer::open( $request, $n, $wrapper, $state, $pages, $result['total'] );
		$html .= self::column_rules( $o, $n );
		$html .= GalleryControls::markup( $request, $n, $base_url, $state, $id );
		$html .= sprintf( '<div class="vista-gallery__items" data-page="%d">', $page );
		$eager = $append ? 0 : (int) $o->maxColumns;
		foreach ( $result['items'] as $index => $item ) {
			// The first image of the page's first gallery is most often its largest paint (issue 18).
			$html .= self::item( $item, $o, $index < $eager, 0 === $index && 1 === $n && ! $append );
		}
		// The end of the list, for the stylesheet: mosaic rows and masonry columns stay unpainted
		// until the browser has read every item, so a slow page never shows tiles that move.
		$html .= '<span class="vista-gallery__end" hidden></span></div>';
		if ( ! $result['items'] ) {
			$html .= '<p class="vista-gallery__empty">' . esc_html__( 'No images match.', 'vista-gallery' ) . '</p>';
		}
		$html .= Pagination::markup( $o, $n, $base_url, $state, $pages );
		$html .= '</div>';
		return $html;
	}

	/**
	 * Column counts of 000 §9.3 as container queries, so CSS alone lays the first paint out:
	 * - thumbnails: floor(width / thumb width) + 1, capped at maxColumns → k columns from (k-1) × tw;
	 * - masonry: floor(width / thumb width), + 1 when resizable (at least 1) → k columns from k × tw
	 *   (or (k-1) × tw when resizable);
	 * - compact album: as thumbnails;
	 * - extended album: floor(width / (2 × thumb width)), at least 1, capped at maxColumns → k
	 *   columns from 2k × tw.
	 * Mosaic rows scale with the window in the stylesheet (media queries), not here.
	 *
	 * @param ViewOptions          $o Options.
	 * @param int                  $n Instance.
	 */
	public static function column_rules( ViewOptions $o, int $n ): string {
		$tw    = (int) $o->thumbWidth;
		$rules = '';
		if ( 'thumbnails' === $o->layout || 'album_compact' === $o->layout ) {
			for ( $k = 2; $k <= (int) $o->maxColumns; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', ( $k - 1 ) * $tw, $n, $k );
			}
		} elseif ( 'album_extended' === $o->layout ) {
			for ( $k = 2; $k <= (int) $o->maxColumns; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', 2 * $k * $tw, $n, $k );
			}
		} elseif ( 'masonry' === $o->layout ) {
			$shift = $o->resizable ? 1 : 0;
			$most  = min( 40, (int) ceil( 3840 / $tw ) + 1 );
			for ( $k = 2; $k <= $most; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', ( $k - $shift ) * $tw, $n, $k );
			}
		}
		return '' === $rules ? '' : '<style>' . $rules . '</style>';
	}

	/**
	 * One image: a real img with srcset/sizes, width/height reserving its box, lazy except the
	 * first row, async decoding; wrapped in the link of the thumb click action (000 §3.8).
	 *
	 * @param array<string, mixed> $item  Query entry (000 §3.2).
	 * @param ViewOptions          $o     Options.
	 * @param bool                 $eager In the first row.
	 * @param bool                 $first The first image of the page: fetched with high priority.
	 */
	public static function item( array $item, ViewOptions $o, bool $eager, bool $first = false ): string {
		$tw = (int) $o->thumbWidth;
		$th = (int) $o->thumbHeight;
		$iw = max( 1, (int) ( $item['thumb_width'] ?: $item['image_width'] ?: $tw ) );
		$ih = max( 1, (int) ( $item['thumb_height'] ?: $item['image_height'] ?: $th ) );
		switch ( $o->layout ) {
			case 'masonry':
				$w = $tw;
				$h = max( 1, (int) round( $tw * $ih / $iw ) );
				break;
			case 'mosaic':
				$h = $th;
				$w = max( 1, (int) round( $th * $iw / $ih ) );
				break;
			default:
				$w = $tw;
				$h = $th;
		}
		// The img is built here (not by wp_get_attachment_image, whose width/height would be the
		// stored size's): width/height are the box this layout gives the thumb, so the browser
		// reserves exactly that space before the file arrives (000 §9.3 layouts, CLS).
		$size   = $w > 300 || $h > 300 ? 'medium_large' : 'medium';
		$src    = wp_get_attachment_image_src( (int) $item['id'], $size );
		$url    = $src ? (string) $src[0] : (string) $item['thumb_url'];
		$srcset = $src ? wp_get_attachment_image_srcset( (int) $item['id'], $size ) : false;
		$sizes  = self::sizes( $o, $w );
		$img    = sprintf(
			'<img class="vista-gallery__image" src="%s"%s alt="%s" width="%d" height="%d" decoding="async"%s>',
			esc_url( $url ),
			$srcset ? sprintf( ' srcset="%s" sizes="%s"', esc_attr( $srcset ), esc_attr( $sizes ) ) : '',
			esc_attr( (string) $item['alt'] ),
			$w,
			$h,
			$eager ? ( $first ? ' fetchpriority="high"' : '' ) : ' loading="lazy"'
		);
		return sprintf(
			'<figure class="vista-gallery__item" data-image-id="%d" style="--vista-ratio:%s">%s</figure>',
			(int) $item['id'],
			esc_attr( (string) round( $w / $h, 4 ) ),
			self::click_link( $item, $o, $img )
		);
	}

	/**
	 * The widest a thumb of this layout is drawn (the img's `sizes`), from the column rules of
	 * 000 §9.3, so a phone takes the smallest file that fills it (issue 18: on a 412 px phone the
	 * 300 px file, not the 768 px one). The container is never wider than the window:
	 * - thumbnails: below maxColumns × thumb width the columns are floor(width / tw) + 1, each
	 *   narrower than tw; wider, maxColumns columns of width / maxColumns (one column: the width);
	 * - masonry: floor(width / tw) + 1 columns when resizable (each narrower than tw); otherwise
	 *   floor(width / tw), at least one (each narrower than 2 × tw, and than the window);
	 * - mosaic: rows of the thumb height scaled by the window below 640 px (the stylesheet).
	 * The width asked for is 5 % under that most (THUMB_SIZE_TOLERANCE): browsers take the first
	 * file at least as wide as the box times the screen's pixel ratio, so a 180 px thumb on a
	 * 1.75× phone (315 px) skipped the 300 px file for the 768 px one, 2.6 times the pixels and
	 * 3 times the bytes, for a difference no eye sees.
	 *
	 * @param ViewOptions $o Options.
	 * @param int         $w The thumb's width at the layout's nominal size.
	 */
	public static function sizes( ViewOptions $o, int $w ): string {
		$tw  = max( 1, (int) $o->thumbWidth );
		$ask = static fn ( int $px ): int => max( 1, (int) floor( $px * self::THUMB_SIZE_TOLERANCE ) );
		if ( 'masonry' === $o->layout ) {
			return $o->resizable ? sprintf( '%dpx', $ask( $tw ) ) : sprintf( '(max-width: %dpx) 100vw, %dpx', 2 * $tw, $ask( 2 * $tw ) );
		}
		if ( 'mosaic' === $o->layout ) {
			return sprintf( '(max-width: 640px) 50vw, %dpx', $w );
		}
		$columns = max( 1, (int) $o->maxColumns );
		return 1 === $columns
			? '100vw'
			: sprintf( '(max-width: %dpx) %dpx, %dvw', $columns * $tw, $ask( $tw ), (int) ceil( 100 / $columns ) );
	}

	/**
	 * An image wrapped in the link of the thumb click action (000 §3.8), or as it is for
	 * do_nothing (or a redirect without an address).
	 *
	 * @param array<string, mixed> $item Query entry (000 §3.2).
	 * @param ViewOptions          $o    Options.
	 * @param string               $img  The image's markup (escaped).
	 */
	public static function click_link( array $item, ViewOptions $o, string $img ): string {
		return ThumbLink::wrap( $img, $item, $o, 'vista-gallery__link' );
	}
}
