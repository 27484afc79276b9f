<?php
/**
 * The album layouts (000 §1 compact or extended album previews, §2.1 album view): the items of
 * the album shown as a grid of covers with titles (album_compact) or as rows with cover, title,
 * description and count (album_extended), with numbered paging; a gallery opened from the album
 * shows in the block's albumGalleryLayout with the usual browsing controls.
 *
 * Every item, crumb and the back control is a real link carrying the instance's album parameters
 * (AlbumPath), so browsing works without JavaScript; the view script runs the same links through
 * the gallery view call when front-end ajax is on.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\AlbumPath;
use Vista\Gallery\Browsing\AlbumQuery;
use Vista\Gallery\Browsing\BrowsingState;
use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * Renders the album_compact and album_extended layouts.
 */
final class AlbumView implements GalleryView {

	/**
	 * Parameters of instance {n} in an address: the album's (written first, from `type_{n}`) and
	 * the browsing state's (000 §2.1).
	 *
	 * @param int $n Instance.
	 * @return string[]
	 */
	public static function instance_params( int $n ): array {
		return array( "type_{$n}", "album_gallery_id_{$n}", "bwg_album_breadcrumb_{$n}", "bwg_search_{$n}", "sort_by_{$n}", "filter_tag_{$n}", "page_number_{$n}", "bwg_random_seed_{$n}" );
	}

	/**
	 * The address of a place in the album: the instance's own parameters replaced, every other
	 * parameter kept.
	 *
	 * @param string    $base_url Address to build on.
	 * @param int       $n        Instance.
	 * @param AlbumPath $path     Place.
	 * @param int       $page     Page of the album shown.
	 * @param string    $search   Its search.
	 */
	public static function address( string $base_url, int $n, AlbumPath $path, int $page = 1, string $search = '' ): string {
		$url = remove_query_arg( self::instance_params( $n ), $base_url );
		$add = array_map( 'rawurlencode', $path->params( $n ) );
		if ( '' !== $search ) {
			$add[ "bwg_search_{$n}" ] = rawurlencode( $search );
		}
		if ( $page > 1 ) {
			$add[ "page_number_{$n}" ] = (string) $page;
		}
		return $add ? add_query_arg( $add, $url ) : $url;
	}

	/**
	 * One album instance: the album shown, or the gallery opened from it.
	 *
	 * @param GalleryRequest $request  Options (source album) and state.
	 * @param int            $n        Instance.
	 * @param string         $base_url Address of the page.
	 * @param bool           $append   Only a page's items (load more in an opened gallery).
	 * @param string         $wrapper  Block wrapper attributes.
	 */
	public function render( GalleryRequest $request, int $n, string $base_url, bool $append = false, string $wrapper = '' ): string {
		$o    = $request->view;
		$path = $request->album ?? new AlbumPath( $request->options );
		$path = $path->with_base_url( self::address( $base_url, $n, $path ) );

		if ( 'gallery' === $path->type && AlbumQuery::image_ids( $path->id ) ) {
			$gallery = array_merge(
				$request->options,
				array(
					'source'    => 'gallery',
					'galleryId' => $path->id,
					'layout'    => $o->albumGalleryLayout,
				)
			);
			return GalleryRenderer::render(
				new GalleryRequest( $gallery, $request->search, $request->sort, $request->tags, $request->page, $request->seed, $path ),
				$n,
				$path->base_url,
				$append,
				$wrapper
			);
		}

		$request = new GalleryRequest( $request->options, $request->search, $request->sort, array(), $request->page, $request->seed, $path );
		if ( 'gallery' === $path->type ) {
			// A gallery of the album without images: its place, with the way back.
			$html  = ViewContainer::open( $request, $n, $wrapper, BrowsingState::of( $request, 1 ), 1, 0 );
			$html .= '<p class="vista-gallery__empty">' . esc_html__( 'This gallery has no images yet.', 'vista-gallery' ) . '</p>';
			return $html . '</div>';
		}

		$result = AlbumQuery::page( $path->album(), $request->search, $request->page, (int) $o->albumItemsPerPage );
		$state  = BrowsingState::of( $request, $result['page'] );
		$html   = ViewContainer::open( $request, $n, $wrapper, $state, $result['pages'], $result['total'] );
		$html  .= GridView::column_rules( $o, $n );
		$html  .= self::search( $request, $n, $path->base_url );
		$html  .= sprintf( '<ul class="vista-gallery__items vista-album__items" data-page="%d">', $result['page'] );
		foreach ( $result['items'] as $index => $item ) {
			$link  = self::address( $path->base_url, $n, $path->open( $item['type'], $item['id'], $result['page'], $request->search ) );
			$html .= self::item( $item, $o, $link, $index < (int) $o->maxColumns && ! $append );
		}
		$html .= '</ul>';
		if ( ! $result['items'] ) {
			$html .= '<p class="vista-gallery__empty">' . esc_html( '' !== $request->search ? __( 'No items match.', 'vista-gallery' ) : __( 'This album is empty.', 'vista-gallery' ) ) . '</p>';
		}
		$html .= Pagination::markup( ViewOptions::from_array( array( 'pagination' => 'numbers' ) + $request->options ), $n, $path->base_url, $state, $result['pages'] );
		return $html . '</div>';
	}

	/**
	 * The top of every album instance's container (ViewContainer::open adds it for a
	 * request with an album path): back and the breadcrumb of visited albums when below the
	 * block's album, and the heading of what is shown, which takes the focus after a change.
	 *
	 * @param AlbumPath $path Place (with its address).
	 * @param int       $n    Instance.
	 */
	public static function navigation( AlbumPath $path, int $n ): string {
		$html = '';
		if ( '' !== $path->type ) {
			$crumbs = '';
			foreach ( $path->crumbs as $k => $crumb ) {
				$crumbs .= sprintf(
					'<li class="vista-album__crumb-item"><a class="vista-album__crumb" href="%s">%s</a></li>',
					esc_url( self::address( $path->base_url, $n, $path->up( $k ), $crumb['page'], $crumb['search'] ) ),
					esc_html( self::title( $crumb['id'] ) )
				);
			}
			$crumbs .= sprintf( '<li class="vista-album__crumb-item" aria-current="page">%s</li>', esc_html( self::title( $path->id ) ) );
			// Without script, back goes where the rule for a visitor from outside the site goes
			// (000 §2.1): the address cut at the album type marker.
			$html .= sprintf(
				'<div class="vista-album__bar"><a class="vista-album__back" href="%s">%s</a><nav class="vista-album__breadcrumb" aria-label="%s"><ol>%s</ol></nav></div>',
				esc_url( remove_query_arg( self::instance_params( $n ), $path->base_url ) ),
				esc_html__( 'Back', 'vista-gallery' ),
				esc_attr__( 'Album breadcrumb', 'vista-gallery' ),
				$crumbs
			);
		}
		return $html . sprintf( '<h2 class="vista-album__title" tabindex="-1">%s</h2>', esc_html( self::title( $path->shown() ) ) );
	}

	/**
	 * A post's title as plain text.
	 *
	 * @param int $id Post id.
	 */
	private static function title( int $id ): string {
		$title = (string) get_post_field( 'post_title', $id, 'raw' );
		/* translators: %d: album or gallery id. */
		return '' !== $title ? $title : sprintf( __( 'Untitled #%d', 'vista-gallery' ), $id );
	}

	/**
	 * A search box of the album's items: a GET form that keeps every other parameter, the one the
	 * view script sends by the gallery view call (same classes as the gallery's).
	 *
	 * @param GalleryRequest $request  Request.
	 * @param int            $n        Instance.
	 * @param string         $base_url Address of the album shown.
	 */
	private static function search( GalleryRequest $request, int $n, string $base_url ): string {
		if ( ! $request->view->showSearch ) {
			return '';
		}
		$keep = array();
		wp_parse_str( (string) wp_parse_url( $base_url, PHP_URL_QUERY ), $keep );
		unset( $keep[ "bwg_search_{$n}" ], $keep[ "page_number_{$n}" ] );
		$html = sprintf( '<form class="vista-gallery__controls" method="get" action="%s" role="search">', esc_url( (string) strtok( $base_url, '?' ) ) );
		foreach ( $keep as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( (string) $key ), esc_attr( (string) $value ) );
			}
		}
		return $html . sprintf(
			'<div class="vista-gallery__search bwg_search_container_%1$d"><label class="screen-reader-text" for="bwg_search_input_%1$d">%2$s</label><input type="search" class="vista-gallery__search-input" id="bwg_search_input_%1$d" name="bwg_search_%1$d" value="%3$s" maxlength="%4$d" placeholder="%5$s"><button type="submit" class="wp-element-button vista-gallery__search-submit">%6$s</button></div></form>',
			$n,
			esc_html__( 'Search this album', 'vista-gallery' ),
			esc_attr( $request->search ),
			GalleryRequest::MAX_SEARCH,
			esc_attr__( 'Search…', 'vista-gallery' ),
			esc_html__( 'Search', 'vista-gallery' )
		);
	}

	/**
	 * One item: its cover and title, linked to its place; the extended layout adds the
	 * description and the count. The cover link repeats the title link, so it is hidden from
	 * assistive technology and the tab order.
	 *
	 * @param array<string, mixed> $item  AlbumQuery entry.
	 * @param ViewOptions          $o     Options.
	 * @param string               $link  Address of the item's place.
	 * @param bool                 $eager In the first row.
	 */
	private static function item( array $item, ViewOptions $o, string $link, bool $eager ): string {
		$extended = 'album_extended' === $o->layout;
		$count    = 'album' === $item['type']
			/* translators: %s: number of galleries and albums in an album. */
			? sprintf( _n( '%s item', '%s items', $item['count'], 'vista-gallery' ), number_format_i18n( $item['count'] ) )
			/* translators: %s: number of images in a gallery. */
			: sprintf( _n( '%s image', '%s images', $item['count'], 'vista-gallery' ), number_format_i18n( $item['count'] ) );
		$text     = sprintf( '<a class="vista-album__link vista-album__name" href="%s">%s</a>', esc_url( $link ), esc_html( $item['title'] ) );
		if ( $extended ) {
			$text = sprintf( '<h3 class="vista-album__heading">%s</h3>', $text );
			if ( '' !== trim( $item['description'] ) ) {
				$text .= sprintf( '<p class="vista-album__description">%s</p>', esc_html( wp_trim_words( $item['description'], 40 ) ) );
			}
			$text .= sprintf( '<p class="vista-album__count">%s</p>', esc_html( $count ) );
			$text  = '<div class="vista-album__text">' . $text . '</div>';
		}
		return sprintf(
			'<li class="vista-gallery__item vista-album__item" data-album-type="%s" data-album-item="%d"><a class="vista-album__link vista-album__cover-link" href="%s" tabindex="-1" aria-hidden="true">%s</a>%s</li>',
			esc_attr( $item['type'] ),
			(int) $item['id'],
			esc_url( $link ),
			self::cover( (int) $item['cover'], $o, $eager ),
			$text
		);
	}

	/**
	 * A cover: a real img at the thumbnail size (width/height reserve its box), or an empty box
	 * of that size when the item has no image.
	 *
	 * @param int                  $attachment Attachment id, or 0.
	 * @param ViewOptions          $o          Options.
	 * @param bool                 $eager      In the first row.
	 */
	private static function cover( int $attachment, ViewOptions $o, bool $eager ): string {
		$w    = (int) $o->thumbWidth;
		$h    = (int) $o->thumbHeight;
		$size = $w > 300 || $h > 300 ? 'medium_large' : 'medium';
		$src  = $attachment ? wp_get_attachment_image_src( $attachment, $size ) : false;
		if ( ! $src ) {
			return sprintf( '<span class="vista-album__cover vista-album__cover--none" style="aspect-ratio:%d/%d"></span>', $w, $h );
		}
		$srcset = wp_get_attachment_image_srcset( $attachment, $size );
		$sizes  = 'album_extended' === $o->layout ? sprintf( '%dpx', $w ) : GridView::sizes( $o, $w );
		return sprintf(
			'<img class="vista-album__cover" src="%s"%s alt="" width="%d" height="%d" decoding="async"%s>',
			esc_url( (string) $src[0] ),
			$srcset ? sprintf( ' srcset="%s" sizes="%s"', esc_attr( $srcset ), esc_attr( $sizes ) ) : '',
			$w,
			$h,
			$eager ? '' : ' loading="lazy"'
		);
	}
}
