<?php
/**
 * The browsing controls of a gallery instance: search, sort and the tag filter (000 §2.2). They
 * work without JavaScript (a GET form and links); the view script takes them over.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\BrowsingState;
use Vista\Gallery\Browsing\GalleryQuery;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\PostTypes;

/**
 * Markup of the search, sort and tag filter controls.
 */
final class GalleryControls {

	/**
	 * Search, sort and the tag filter (000 §2.2).
	 *
	 * @param GalleryRequest       $request  Request.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    Current state.
	 * @param int                  $id       Gallery or tag id.
	 */
	public static function markup( GalleryRequest $request, int $n, string $base_url, array $state, int $id ): string {
		$o = $request->view;
		if ( ! $o->showSearch && ! $o->showSort && ! $o->showTagFilter ) {
			return '';
		}
		$html = '';
		if ( $o->showSearch || $o->showSort ) {
			// A GET form: without JavaScript it reloads the page with this instance's parameters,
			// keeping every other parameter (other instances' state) as hidden fields.
			$action = strtok( $base_url, '?' );
			$keep   = array();
			wp_parse_str( (string) wp_parse_url( $base_url, PHP_URL_QUERY ), $keep );
			unset( $keep[ "bwg_search_{$n}" ], $keep[ "sort_by_{$n}" ], $keep[ "page_number_{$n}" ] );
			$html .= sprintf( '<form class="vista-gallery__controls" method="get" action="%s" role="search">', esc_url( (string) $action ) );
			foreach ( $keep as $key => $value ) {
				if ( is_scalar( $value ) ) {
					$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( (string) $key ), esc_attr( (string) $value ) );
				}
			}
			if ( $o->showSearch ) {
				$html .= sprintf(
					'<div class="vista-gallery__search bwg_search_container_%1$d"><label class="screen-reader-text" for="bwg_search_input_%1$d">%2$s</label><input type="search" class="vista-gallery__search-input" id="bwg_search_input_%1$d" name="bwg_search_%1$d" value="%3$s" maxlength="%4$d" placeholder="%5$s"><button type="submit" class="wp-element-button vista-gallery__search-submit">%6$s</button>%7$s</div>',
					$n,
					esc_html__( 'Search images', 'vista-gallery' ),
					esc_attr( $state['search'] ),
					GalleryRequest::MAX_SEARCH,
					esc_attr__( 'Search…', 'vista-gallery' ),
					esc_html__( 'Search', 'vista-gallery' ),
					'' !== $state['search']
						? sprintf( '<a class="vista-gallery__search-reset" href="%s" aria-label="%s">×</a>', esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'search' => '', 'page' => 1 ) ), $o->sortBy ) ), esc_attr__( 'Clear the search', 'vista-gallery' ) )
						: ''
				);
			} elseif ( '' !== $state['search'] ) {
				$html .= sprintf( '<input type="hidden" name="bwg_search_%d" value="%s">', $n, esc_attr( $state['search'] ) );
			}
			if ( $o->showSort ) {
				$labels = array(
					'order'    => __( 'Default order', 'vista-gallery' ),
					'title'    => __( 'Title', 'vista-gallery' ),
					'date'     => __( 'Date', 'vista-gallery' ),
					'filename' => __( 'File name', 'vista-gallery' ),
					'random'   => __( 'Random', 'vista-gallery' ),
				);
				$html  .= sprintf( '<div class="vista-gallery__sort"><label for="bwg_sort_%1$d">%2$s</label> <select id="bwg_sort_%1$d" name="sort_by_%1$d" class="vista-gallery__sort-select">', $n, esc_html__( 'Sort by', 'vista-gallery' ) );
				foreach ( $labels as $key => $label ) {
					$html .= sprintf( '<option value="%s"%s>%s</option>', esc_attr( $key ), selected( $state['sort'], $key, false ), esc_html( $label ) );
				}
				$html .= sprintf( '</select><noscript><button type="submit" class="wp-element-button">%s</button></noscript></div>', esc_html__( 'Sort', 'vista-gallery' ) );
			} elseif ( $state['sort'] !== $o->sortBy ) {
				$html .= sprintf( '<input type="hidden" name="sort_by_%d" value="%s">', $n, esc_attr( $state['sort'] ) );
			}
			$html .= '</form>';
		}
		if ( $o->showTagFilter ) {
			$html .= self::tag_filter( $request, $n, $base_url, $state, $id );
		}
		return $html;
	}

	/**
	 * The tag filter: all-tags button, a toggle per tag, and the see all / see less control the
	 * script shows when the buttons take more than two rows (000 §2.2, §9.3).
	 *
	 * @param GalleryRequest       $request  Request.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    State.
	 * @param int                  $id       Gallery or tag id.
	 */
	private static function tag_filter( GalleryRequest $request, int $n, string $base_url, array $state, int $id ): string {
		$o     = $request->view;
		$ids   = ( new GalleryQuery( $o->source, $id ) )->source_ids();
		$terms = $ids ? wp_get_object_terms( $ids, PostTypes::TAXONOMY, array( 'orderby' => 'name' ) ) : array();
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$html = sprintf(
			'<div class="vista-gallery__tags bwg_tags_container_%1$d" role="group" aria-label="%2$s"><div class="vista-gallery__tag-list"><a class="vista-gallery__tag vista-gallery__tag--all bwg_all_tags%3$s" role="button" aria-pressed="%4$s" data-tag-id="" href="%5$s">%6$s</a>',
			$n,
			esc_attr__( 'Filter by tag', 'vista-gallery' ),
			$state['tags'] ? '' : ' is-active',
			$state['tags'] ? 'false' : 'true',
			esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'tags' => array(), 'page' => 1 ) ), $o->sortBy ) ),
			esc_html__( 'All tags', 'vista-gallery' )
		);
		foreach ( $terms as $term ) {
			$active = in_array( $term->term_id, $state['tags'], true );
			$tags   = $active ? array_values( array_diff( $state['tags'], array( $term->term_id ) ) ) : array_merge( $state['tags'], array( $term->term_id ) );
			$html  .= sprintf(
				'<a class="vista-gallery__tag%s" role="button" aria-pressed="%s" data-tag-id="%d" href="%s">%s</a>',
				$active ? ' is-active' : '',
				$active ? 'true' : 'false',
				$term->term_id,
				esc_url( BrowsingState::url( $base_url, $n, array_merge( $state, array( 'tags' => $tags, 'page' => 1 ) ), $o->sortBy ) ),
				esc_html( $term->name )
			);
		}
		$html .= sprintf(
			'</div><button type="button" class="vista-gallery__tags-toggle" hidden aria-expanded="false" data-more="%s" data-less="%s">%s</button></div>',
			esc_attr__( 'See all', 'vista-gallery' ),
			esc_attr__( 'See less', 'vista-gallery' ),
			esc_html__( 'See all', 'vista-gallery' )
		);
		return $html;
	}
}
