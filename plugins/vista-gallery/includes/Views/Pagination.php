<?php
/**
 * Page numbers and the load-more control of a gallery instance (000 §2.2).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingState;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * Markup of the paging controls.
 */
final class Pagination {

	/**
	 * Page numbers and/or the load-more control: links with page_number_{n}, so they work without
	 * JavaScript too.
	 *
	 * @param ViewOptions          $o        Options.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    State.
	 * @param int                  $pages    Pages.
	 */
	public static function markup( ViewOptions $o, int $n, string $base_url, array $state, int $pages ): string {
		if ( 'none' === $o->pagination || $pages <= 1 ) {
			return '';
		}
		$page = (int) $state['page'];
		if ( 'load_more' === $o->pagination ) {
			if ( $page >= $pages ) {
				return '';
			}
			return sprintf(
				'<div class="vista-gallery__load-more-wrap"><a class="vista-gallery__load-more" role="button" data-page="%d" href="%s">%s</a></div>',
				$page + 1,
				esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'page' => $page + 1 ) ), $o->sortBy ) ),
				esc_html__( 'Load more', 'vista-gallery' )
			);
		}
		$html = sprintf( '<nav class="vista-gallery__pagination" aria-label="%s">', esc_attr__( 'Gallery pages', 'vista-gallery' ) );
		for ( $k = 1; $k <= $pages; $k++ ) {
			if ( $k === $page ) {
				$html .= sprintf( '<span class="vista-gallery__page is-current" aria-current="page">%d</span>', $k );
			} else {
				$html .= sprintf(
					'<a class="vista-gallery__page" data-page="%1$d" href="%2$s">%1$d</a>',
					$k,
					esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'page' => $k ) ), $o->sortBy ) )
				);
			}
		}
		return $html . '</nav>';
	}
}
