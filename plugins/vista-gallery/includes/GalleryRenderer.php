<?php
/**
 * Server render of the vista/gallery block: thumbnails, masonry and mosaic layouts with the tag
 * filter, search, sort, numbered paging and load more (000 §2.2). The markup works without
 * JavaScript (every control is a link or a GET form with the 000 §2.1 `_{n}` parameters); the view
 * script takes the same markup over for ajax browsing (000 §7 call 12).
 *
 * Column counts follow 000 §9.3 in CSS already (container queries written per instance from the
 * thumbnail width), so the first paint has the final layout and nothing shifts when the script runs.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * Renders gallery instances; each instance on a page gets its number {n} (1, 2, …).
 */
final class GalleryRenderer {

	public const AJAX_ACTION  = 'vista_gallery_view';
	public const NONCE_ACTION = 'vista_gallery_view';

	/**
	 * Layouts drawn by a view class of their own (a static render() with the signature of
	 * render() below, using the public building blocks here); the grid layouts are drawn here.
	 *
	 * @var array<string, class-string>
	 */
	private const VIEWS = array(
		'slideshow'      => SlideshowView::class,
		'carousel'       => CarouselView::class,
		'image_browser'  => ImageBrowserView::class,
		'blog_style'     => BlogStyleView::class,
		'album_compact'  => AlbumView::class,
		'album_extended' => AlbumView::class,
	);

	/** Instances rendered in this request. */
	private static int $instances = 0;

	/**
	 * Nothing to hook: the block's render.php calls render_block().
	 */
	public static function register(): void {
		add_action( 'vista_gallery_reset_instances', array( self::class, 'reset_instances' ) );
	}

	/**
	 * Starts numbering again (tests, and each ajax request renders one given {n}).
	 */
	public static function reset_instances(): void {
		self::$instances = 0;
	}

	/**
	 * The query of this request's source, filters and sort, for one page of $per_page (0: all).
	 *
	 * @param GalleryRequest $request  Request.
	 * @param int            $page     1-based page.
	 * @param int            $per_page Images a page, 0 for all.
	 * @return array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}
	 */
	public static function query( GalleryRequest $request, int $page, int $per_page ): array {
		$o = $request->options;
		return ( new GalleryQuery( $o['source'], self::source_id( $o ), $request->tags, $request->search, $request->sort, (bool) $o['sortDesc'], $page, $per_page, $request->seed ) )->run();
	}

	/**
	 * The id of the gallery, tag or album the options show.
	 *
	 * @param array<string, mixed> $o Options.
	 */
	public static function source_id( array $o ): int {
		if ( 'album' === $o['source'] ) {
			return (int) $o['albumId'];
		}
		return (int) ( 'tag' === $o['source'] ? $o['tagId'] : $o['galleryId'] );
	}

	/**
	 * The browsing state the page shows (written to data-state and into every link).
	 *
	 * @param GalleryRequest $request Request.
	 * @param int            $page    The page shown.
	 * @return array{search: string, sort: string, tags: int[], page: int, seed: int}
	 */
	public static function state( GalleryRequest $request, int $page ): array {
		return array(
			'search' => $request->search,
			'sort'   => $request->sort,
			'tags'   => $request->tags,
			'page'   => max( 1, $page ),
			'seed'   => 'random' === $request->sort ? $request->seed : 0,
		);
	}

	/**
	 * The opening tag of an instance's container: the data the view script reads (data-gallery,
	 * data-state, the call 12 address) are the same for every layout.
	 *
	 * @param GalleryRequest       $request Request.
	 * @param int                  $n       Instance.
	 * @param string               $wrapper Block wrapper attributes, or ''.
	 * @param array<string, mixed> $state   State shown.
	 * @param int                  $pages   Pages.
	 * @param int                  $total   Images matching.
	 * @param array<string, mixed> $extra   Layout options added to data-gallery.
	 * @param string               $style   More inline CSS custom properties.
	 */
	public static function open_container( GalleryRequest $request, int $n, string $wrapper, array $state, int $pages, int $total, array $extra = array(), string $style = '' ): string {
		$o              = $request->options;
		$script_options = array_merge(
			array(
				'n'              => $n,
				'layout'         => $o['layout'],
				'thumbWidth'     => $o['thumbWidth'],
				'thumbHeight'    => $o['thumbHeight'],
				'maxColumns'     => $o['maxColumns'],
				'resizable'      => $o['resizable'],
				'ajax'           => $o['frontendAjax'],
				'pagination'     => $o['pagination'],
				'defaultSort'    => $o['sortBy'],
				'galleryType'    => $o['source'],
				'galleryId'      => self::source_id( $o ),
				'pages'          => $pages,
				'total'          => $total,
				// Inside an album, call 12 renders the block's album (its path says where).
				'shortcode'      => self::sign( $request->album ? $request->album->options : $o ),
				'nonce'          => wp_create_nonce( self::NONCE_ACTION ),
				'rightClickLock' => $o['rightClickProtection'],
			),
			// Call 3 has its own nonce (LightboxAjax), sent only where a click opens the lightbox.
			'open_lightbox' === $o['thumbClickAction'] ? array( 'lightboxNonce' => wp_create_nonce( LightboxSettings::NONCE_ACTION ) ) : array(),
			$request->album ? array( 'album' => $request->album->script_data() ) : array(),
			$extra
		);
		$style = sprintf(
			'--vista-thumb-w:%1$dpx;--vista-thumb-h:%2$dpx;--vista-thumb-h-n:%2$d;--vista-thumb-ratio:%1$d/%2$d;',
			$o['thumbWidth'],
			$o['thumbHeight']
		) . $style;
		return sprintf(
			'<div %1$s id="vista-gallery-%2$d" data-vista-feature="gallery" data-gallery-n="%2$d" data-ajax-url="%3$s" data-gallery="%4$s" data-state="%5$s" style="%6$s"%7$s>',
			self::wrapper( $wrapper, sprintf( 'vista-gallery vista-gallery--%s', $o['layout'] ) ),
			$n,
			esc_url( admin_url( 'admin-ajax.php' ) ),
			esc_attr( (string) wp_json_encode( $script_options ) ),
			esc_attr( (string) wp_json_encode( $state ) ),
			esc_attr( $style ),
			$o['rightClickProtection'] ? ' data-right-click-protection="1"' : ''
		) . ( $request->album ? AlbumView::navigation( $request->album, $n ) : '' );
	}

	/**
	 * The block's output: the next instance number, the state from the address.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $wrapper    Extra wrapper attributes (from get_block_wrapper_attributes).
	 */
	public static function render_block( array $attributes, string $wrapper = '' ): string {
		$n       = ++self::$instances;
		$options = self::resolve( GalleryRequest::options( $attributes ) );
		// Read-only view state, validated in GalleryRequest.
		$query   = wp_unslash( $_GET );
		$request = GalleryRequest::from_query( $options, $n, is_array( $query ) ? $query : array() );
		return self::render( $request, $n, self::current_url(), false, $wrapper );
	}

	/**
	 * The options with the gallery or album resolved to its id (a slug names it in the demo content).
	 *
	 * @param array<string, mixed> $options Validated options.
	 * @return array<string, mixed>
	 */
	public static function resolve( array $options ): array {
		if ( 'gallery' === $options['source'] && ! $options['galleryId'] && '' !== $options['gallerySlug'] ) {
			$post = get_page_by_path( $options['gallerySlug'], OBJECT, PostTypes::GALLERY );
			if ( $post instanceof \WP_Post ) {
				$options['galleryId'] = $post->ID;
			}
		}
		if ( 'album' === $options['source'] && ! $options['albumId'] && '' !== $options['albumSlug'] ) {
			$post = get_page_by_path( $options['albumSlug'], OBJECT, PostTypes::ALBUM );
			if ( $post instanceof \WP_Post ) {
				$options['albumId'] = $post->ID;
			}
		}
		$options['gallerySlug'] = '';
		$options['albumSlug']   = '';
		return $options;
	}

	/**
	 * One instance.
	 *
	 * @param GalleryRequest $request  Options and state.
	 * @param int            $n        Instance number.
	 * @param string         $base_url Address the links and forms build on.
	 * @param bool           $append   Only this page's items (ajax load more).
	 * @param string         $wrapper  Extra wrapper attributes.
	 */
	public static function render( GalleryRequest $request, int $n, string $base_url, bool $append = false, string $wrapper = '' ): string {
		$o      = $request->options;
		$source = $o['source'];
		$id     = self::source_id( $o );
		$error  = self::source_error( $source, $id );
		if ( null === $error && 'album' === $source && ! AlbumQuery::members( $id ) ) {
			$error = __( 'This album is empty.', 'vista-gallery' );
		} elseif ( null === $error && 'album' !== $source && ! ( new GalleryQuery( $source, $id ) )->source_ids() ) {
			$error = __( 'This gallery has no images yet.', 'vista-gallery' );
		}
		if ( null !== $error ) {
			return sprintf(
				'<div %s data-vista-feature="gallery" data-gallery-n="%d"><div class="wd_error vista-gallery__error"><p>%s</p></div></div>',
				self::wrapper( $wrapper, 'vista-gallery vista-gallery--error' ),
				$n,
				esc_html( $error )
			);
		}

		$view = self::VIEWS[ $o['layout'] ] ?? null;
		if ( null !== $view ) {
			return $view::render( $request, $n, $base_url, $append, $wrapper );
		}

		[ $result, $pages, $state ] = self::paged_query( $request, $append );
		$page                       = $state['page'];

		$html  = self::open_container( $request, $n, $wrapper, $state, $pages, $result['total'] );
		$html .= self::column_rules( $o, $n );
		$html .= self::controls( $request, $n, $base_url, $state, $id );
		$html .= sprintf( '<div class="vista-gallery__items" data-page="%d">', $page );
		$eager = $append ? 0 : (int) $o['maxColumns'];
		foreach ( $result['items'] as $index => $item ) {
			$html .= self::item( $item, $o, $index < $eager );
		}
		// The end of the list, for the stylesheet: mosaic rows and masonry columns stay unpainted
		// until the browser has read every item, so a slow page never shows tiles that move.
		$html .= '<span class="vista-gallery__end" hidden></span></div>';
		if ( ! $result['items'] ) {
			$html .= '<p class="vista-gallery__empty">' . esc_html__( 'No images match.', 'vista-gallery' ) . '</p>';
		}
		$html .= self::pagination( $o, $n, $base_url, $state, $pages );
		$html .= '</div>';
		return $html;
	}

	/**
	 * The images of the page the state asks for, under the block's paging: numbered pages, load
	 * more (every page up to this one on a fresh render, only this page when appended by call 12)
	 * or all at once.
	 *
	 * @param GalleryRequest $request Request.
	 * @param bool           $append  Only this page's items (ajax load more).
	 * @return array{0: array{items: array<int, array<string, mixed>>, total: int, page: int, pages: int}, 1: int, 2: array{search: string, sort: string, tags: int[], page: int, seed: int}}
	 *         The query result, the number of pages, the state shown.
	 */
	public static function paged_query( GalleryRequest $request, bool $append ): array {
		$o          = $request->options;
		$per_page   = (int) $o['imagesPerPage'];
		$paged      = 'none' !== $o['pagination'];
		$cumulative = 'load_more' === $o['pagination'] && ! $append;
		$query_page = $cumulative ? 1 : $request->page;
		$query_size = ! $paged ? 0 : ( $cumulative ? $per_page * $request->page : $per_page );
		$result     = self::query( $request, $query_page, $query_size );
		$pages      = $paged ? max( 1, (int) ceil( $result['total'] / $per_page ) ) : 1;
		return array( $result, $pages, self::state( $request, min( $request->page, $pages ) ) );
	}

	/**
	 * Why the source cannot be shown, or null.
	 *
	 * @param string $source gallery, tag or album.
	 * @param int    $id     Id.
	 */
	private static function source_error( string $source, int $id ): ?string {
		if ( 'album' === $source ) {
			return AlbumQuery::is_album( $id ) ? null : __( 'This album does not exist.', 'vista-gallery' );
		}
		if ( 'tag' === $source ) {
			$term = $id ? get_term( $id, PostTypes::TAXONOMY ) : null;
			return $term instanceof \WP_Term ? null : __( 'This gallery tag does not exist.', 'vista-gallery' );
		}
		$post = $id ? get_post( $id ) : null;
		if ( ! $post || PostTypes::GALLERY !== $post->post_type || 'publish' !== $post->post_status ) {
			return __( 'This gallery does not exist.', 'vista-gallery' );
		}
		return null;
	}

	/**
	 * The wrapper attributes: the block's own (classes merged) or a plain class attribute.
	 *
	 * @param string $wrapper Block wrapper attributes, or ''.
	 * @param string $classes Classes to add.
	 */
	private static function wrapper( string $wrapper, string $classes ): string {
		if ( '' === $wrapper ) {
			return 'class="wp-block-vista-gallery ' . esc_attr( $classes ) . '"';
		}
		if ( preg_match( '/class="([^"]*)"/', $wrapper ) ) {
			return (string) preg_replace( '/class="([^"]*)"/', 'class="$1 ' . esc_attr( $classes ) . '"', $wrapper, 1 );
		}
		return $wrapper . ' class="' . esc_attr( $classes ) . '"';
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
	 * @param array<string, mixed> $o Options.
	 * @param int                  $n Instance.
	 */
	public static function column_rules( array $o, int $n ): string {
		$tw    = (int) $o['thumbWidth'];
		$rules = '';
		if ( 'thumbnails' === $o['layout'] || 'album_compact' === $o['layout'] ) {
			for ( $k = 2; $k <= (int) $o['maxColumns']; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', ( $k - 1 ) * $tw, $n, $k );
			}
		} elseif ( 'album_extended' === $o['layout'] ) {
			for ( $k = 2; $k <= (int) $o['maxColumns']; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', 2 * $k * $tw, $n, $k );
			}
		} elseif ( 'masonry' === $o['layout'] ) {
			$shift = $o['resizable'] ? 1 : 0;
			$most  = min( 40, (int) ceil( 3840 / $tw ) + 1 );
			for ( $k = 2; $k <= $most; $k++ ) {
				$rules .= sprintf( '@container (min-width:%dpx){#vista-gallery-%d .vista-gallery__items{--vista-cols:%d}}', ( $k - $shift ) * $tw, $n, $k );
			}
		}
		return '' === $rules ? '' : '<style>' . $rules . '</style>';
	}

	/**
	 * Search, sort and the tag filter (000 §2.2).
	 *
	 * @param GalleryRequest       $request  Request.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    Current state.
	 * @param int                  $id       Gallery or tag id.
	 */
	public static function controls( GalleryRequest $request, int $n, string $base_url, array $state, int $id ): string {
		$o = $request->options;
		if ( ! $o['showSearch'] && ! $o['showSort'] && ! $o['showTagFilter'] ) {
			return '';
		}
		$html = '';
		if ( $o['showSearch'] || $o['showSort'] ) {
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
			if ( $o['showSearch'] ) {
				$html .= sprintf(
					'<div class="vista-gallery__search bwg_search_container_%1$d"><label class="screen-reader-text" for="bwg_search_input_%1$d">%2$s</label><input type="search" class="vista-gallery__search-input" id="bwg_search_input_%1$d" name="bwg_search_%1$d" value="%3$s" maxlength="%4$d" placeholder="%5$s"><button type="submit" class="vista-gallery__search-submit">%6$s</button>%7$s</div>',
					$n,
					esc_html__( 'Search images', 'vista-gallery' ),
					esc_attr( $state['search'] ),
					GalleryRequest::MAX_SEARCH,
					esc_attr__( 'Search…', 'vista-gallery' ),
					esc_html__( 'Search', 'vista-gallery' ),
					'' !== $state['search']
						? sprintf( '<a class="vista-gallery__search-reset" href="%s" aria-label="%s">×</a>', esc_url( self::url( $base_url, $n, array_merge( $state, array( 'search' => '', 'page' => 1 ) ), $o['sortBy'] ) ), esc_attr__( 'Clear the search', 'vista-gallery' ) )
						: ''
				);
			} elseif ( '' !== $state['search'] ) {
				$html .= sprintf( '<input type="hidden" name="bwg_search_%d" value="%s">', $n, esc_attr( $state['search'] ) );
			}
			if ( $o['showSort'] ) {
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
				$html .= sprintf( '</select><noscript><button type="submit">%s</button></noscript></div>', esc_html__( 'Sort', 'vista-gallery' ) );
			} elseif ( $state['sort'] !== $o['sortBy'] ) {
				$html .= sprintf( '<input type="hidden" name="sort_by_%d" value="%s">', $n, esc_attr( $state['sort'] ) );
			}
			$html .= '</form>';
		}
		if ( $o['showTagFilter'] ) {
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
		$o     = $request->options;
		$ids   = ( new GalleryQuery( $o['source'], $id ) )->source_ids();
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
			esc_url( self::url( $base_url, $n, array_merge( $state, array( 'tags' => array(), 'page' => 1 ) ), $o['sortBy'] ) ),
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
				esc_url( self::url( $base_url, $n, array_merge( $state, array( 'tags' => $tags, 'page' => 1 ) ), $o['sortBy'] ) ),
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

	/**
	 * One image: a real img with srcset/sizes, width/height reserving its box, lazy except the
	 * first row, async decoding; wrapped in the link of the thumb click action (000 §3.8).
	 *
	 * @param array<string, mixed> $item  Query entry (000 §3.2).
	 * @param array<string, mixed> $o     Options.
	 * @param bool                 $eager In the first row.
	 */
	public static function item( array $item, array $o, bool $eager ): string {
		$tw = (int) $o['thumbWidth'];
		$th = (int) $o['thumbHeight'];
		$iw = max( 1, (int) ( $item['thumb_width'] ?: $item['image_width'] ?: $tw ) );
		$ih = max( 1, (int) ( $item['thumb_height'] ?: $item['image_height'] ?: $th ) );
		switch ( $o['layout'] ) {
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
		$sizes  = sprintf( '(max-width: 640px) 50vw, %dpx', 'mosaic' === $o['layout'] ? $w : (int) round( $tw * 1.5 ) );
		$img    = sprintf(
			'<img class="vista-gallery__image" src="%s"%s alt="%s" width="%d" height="%d" decoding="async"%s>',
			esc_url( $url ),
			$srcset ? sprintf( ' srcset="%s" sizes="%s"', esc_attr( $srcset ), esc_attr( $sizes ) ) : '',
			esc_attr( (string) $item['alt'] ),
			$w,
			$h,
			$eager ? '' : ' loading="lazy"'
		);
		return sprintf(
			'<figure class="vista-gallery__item" data-image-id="%d" style="--vista-ratio:%s">%s</figure>',
			(int) $item['id'],
			esc_attr( (string) round( $w / $h, 4 ) ),
			self::click_link( $item, $o, $img )
		);
	}

	/**
	 * An image wrapped in the link of the thumb click action (000 §3.8), or as it is for
	 * do_nothing (or a redirect without an address).
	 *
	 * @param array<string, mixed> $item Query entry (000 §3.2).
	 * @param array<string, mixed> $o    Options.
	 * @param string               $img  The image's markup (escaped).
	 */
	public static function click_link( array $item, array $o, string $img ): string {
		return ThumbLink::wrap( $img, $item, $o, 'vista-gallery__link' );
	}

	/**
	 * Page numbers and/or the load-more control: links with page_number_{n}, so they work without
	 * JavaScript too.
	 *
	 * @param array<string, mixed> $o        Options.
	 * @param int                  $n        Instance.
	 * @param string               $base_url Base address.
	 * @param array<string, mixed> $state    State.
	 * @param int                  $pages    Pages.
	 */
	public static function pagination( array $o, int $n, string $base_url, array $state, int $pages ): string {
		if ( 'none' === $o['pagination'] || $pages <= 1 ) {
			return '';
		}
		$page = (int) $state['page'];
		if ( 'load_more' === $o['pagination'] ) {
			if ( $page >= $pages ) {
				return '';
			}
			return sprintf(
				'<div class="vista-gallery__load-more-wrap"><a class="vista-gallery__load-more" role="button" data-page="%d" href="%s">%s</a></div>',
				$page + 1,
				esc_url( self::url( $base_url, $n, array_merge( $state, array( 'page' => $page + 1 ) ), $o['sortBy'] ) ),
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
					esc_url( self::url( $base_url, $n, array_merge( $state, array( 'page' => $k ) ), $o['sortBy'] ) )
				);
			}
		}
		return $html . '</nav>';
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

	/**
	 * The address of this request (front end).
	 */
	public static function current_url(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_url( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			return home_url( '/' );
		}
		return self::same_site( home_url( (string) $uri ) );
	}

	/**
	 * An address on this site, or the home page.
	 *
	 * @param mixed $url Address.
	 */
	public static function same_site( $url ): string {
		if ( ! is_string( $url ) || strlen( $url ) > 2000 ) {
			return home_url( '/' );
		}
		$home = wp_parse_url( home_url() );
		$part = wp_parse_url( $url );
		if ( ! is_array( $part ) || ! is_array( $home ) || ( $part['host'] ?? '' ) !== ( $home['host'] ?? '' ) || ! in_array( $part['scheme'] ?? '', array( 'http', 'https' ), true ) ) {
			return home_url( '/' );
		}
		return esc_url_raw( $url );
	}

	/**
	 * The block options, signed, so call 12 can render the same view without trusting the client
	 * (000 §3.10 `shortcode_id`).
	 *
	 * @param array<string, mixed> $options Validated options.
	 */
	public static function sign( array $options ): string {
		$payload = rtrim( strtr( base64_encode( (string) wp_json_encode( $options ) ), '+/', '-_' ), '=' ); // Transport encoding.
		return $payload . '.' . substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 32 );
	}

	/**
	 * The options a signed token carries, validated again, or null when the signature is wrong.
	 *
	 * @param mixed $token Token.
	 * @return array<string, mixed>|null
	 */
	public static function verify( $token ): ?array {
		if ( ! is_string( $token ) || strlen( $token ) > 4000 || ! preg_match( '/^([A-Za-z0-9_-]+)\.([a-f0-9]{32})$/', $token, $m ) ) {
			return null;
		}
		if ( ! hash_equals( substr( hash_hmac( 'sha256', $m[1], wp_salt( 'nonce' ) ), 0, 32 ), $m[2] ) ) {
			return null;
		}
		$json = base64_decode( strtr( $m[1], '-_', '+/' ), true ); // Transport encoding.
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $data ) ? GalleryRequest::options( $data ) : null;
	}
}
