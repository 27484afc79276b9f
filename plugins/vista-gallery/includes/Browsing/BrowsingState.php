<?php
/**
 * The browsing state of an instance (search, sort, tags, page, random seed) and its address with
 * the `_{n}` parameters of 000 §2.1.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

/**
 * State shown and the address of a state.
 */
final class BrowsingState {

	/**
	 * The browsing state the page shows (written to data-state and into every link).
	 *
	 * @param GalleryRequest $request Request.
	 * @param int            $page    The page shown.
	 * @return array{search: string, sort: string, tags: int[], page: int, seed: int}
	 */
	public static function of( GalleryRequest $request, int $page ): array {
		return array(
			'search' => $request->search,
			'sort'   => $request->sort,
			'tags'   => $request->tags,
			'page'   => max( 1, $page ),
			'seed'   => 'random' === $request->sort ? $request->seed : 0,
		);
	}

	/**
	 * The address of a state of instance {n} (000 §2.1): other parameters kept, empty or default
	 * values removed.
	 *
	 * @param string               $base_url     Base address.
	 * @param int                  $n            Instance.
	 * @param array<string, mixed> $state        State.
	 * @param string               $default_sort The block's sort.
	 */
	public static function url( string $base_url, int $n, array $state, string $default_sort ): string {
		$url = remove_query_arg( array( "bwg_search_{$n}", "sort_by_{$n}", "filter_tag_{$n}", "page_number_{$n}", "bwg_random_seed_{$n}" ), $base_url );
		$add = array();
		if ( '' !== $state['search'] ) {
			$add[ "bwg_search_{$n}" ] = rawurlencode( $state['search'] );
		}
		if ( $state['sort'] !== $default_sort ) {
			$add[ "sort_by_{$n}" ] = $state['sort'];
		}
		if ( 'random' === $state['sort'] && $state['seed'] ) {
			$add[ "bwg_random_seed_{$n}" ] = (int) $state['seed'];
		}
		if ( $state['tags'] ) {
			$add[ "filter_tag_{$n}" ] = implode( ',', array_map( 'intval', $state['tags'] ) );
		}
		if ( (int) $state['page'] > 1 ) {
			$add[ "page_number_{$n}" ] = (int) $state['page'];
		}
		return $add ? add_query_arg( $add, $url ) : $url;
	}
}
