<?php
/**
 * The images a gallery instance shows: its source (gallery, tag or album), the visitor's tags,
 * search and sort, and the page the paging asks for (000 §2.2, §3.10).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * The query of a browsing request.
 */
final class BrowsingQuery {

	/**
	 * The query of this request's source, filters and sort, for one page of $per_page (0: all).
	 *
	 * @param GalleryRequest $request  Request.
	 * @param int            $page     1-based page.
	 * @param int            $per_page Images a page, 0 for all.
	 * @return array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}
	 */
	public static function query( GalleryRequest $request, int $page, int $per_page ): array {
		return self::gallery_query( $request, $page, $per_page )->run();
	}

	/**
	 * The query object of this request's source, filters and sort.
	 *
	 * @param GalleryRequest $request  Request.
	 * @param int            $page     1-based page.
	 * @param int            $per_page Images a page, 0 for all.
	 */
	public static function gallery_query( GalleryRequest $request, int $page, int $per_page ): GalleryQuery {
		$o = $request->view;
		return new GalleryQuery( $o->source, self::source_id( $o ), $request->tags, $request->search, $request->sort, (bool) $o->sortDesc, $page, $per_page, $request->seed );
	}

	/**
	 * The id of the gallery, tag or album the options show.
	 *
	 * @param ViewOptions $o Options.
	 */
	public static function source_id( ViewOptions $o ): int {
		if ( 'album' === $o->source ) {
			return (int) $o->albumId;
		}
		return (int) ( 'tag' === $o->source ? $o->tagId : $o->galleryId );
	}

	/**
	 * The images of the page the state asks for, under the block's paging: numbered pages, load
	 * more (every page up to this one on a fresh render, only this page when appended by the gallery view call)
	 * or all at once.
	 *
	 * @param GalleryRequest $request Request.
	 * @param bool           $append  Only this page's items (ajax load more).
	 * @return array{0: array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}, 1: int, 2: array{search: string, sort: string, tags: int[], page: int, seed: int}}
	 *         The query result, the number of pages, the state shown.
	 */
	public static function paged_query( GalleryRequest $request, bool $append ): array {
		$o          = $request->view;
		$per_page   = (int) $o->imagesPerPage;
		$paged      = 'none' !== $o->pagination;
		$cumulative = 'load_more' === $o->pagination && ! $append;
		$query_page = $cumulative ? 1 : $request->page;
		$query_size = ! $paged ? 0 : ( $cumulative ? $per_page * $request->page : $per_page );
		$result     = self::query( $request, $query_page, $query_size );
		$pages      = $paged ? max( 1, (int) ceil( $result['total'] / $per_page ) ) : 1;
		return array( $result, $pages, BrowsingState::of( $request, min( $request->page, $pages ) ) );
	}
}
