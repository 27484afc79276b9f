<?php
/**
 * Server render of the vista/gallery block: the instance number, the options resolved, the
 * source checked, then the layout's view (000 §2.2). The markup works without JavaScript (every
 * control is a link or a GET form with the 000 §2.1 `_{n}` parameters); the view script takes the
 * same markup over for ajax browsing (the gallery view call, GalleryAjax).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\PostTypes;
use Vista\Gallery\Views\AlbumView;
use Vista\Gallery\Views\BlogStyleView;
use Vista\Gallery\Views\CarouselView;
use Vista\Gallery\Views\GridView;
use Vista\Gallery\Views\LayoutStyles;
use Vista\Gallery\Views\ImageBrowserView;
use Vista\Gallery\Views\SlideshowView;
use Vista\Gallery\Views\ViewContainer;

/**
 * Renders gallery instances; each instance on a page gets its number {n} (1, 2, …).
 */
final class GalleryRenderer {

	public const AJAX_ACTION  = 'vista_gallery_view';
	public const NONCE_ACTION = 'vista_gallery_view';

	/**
	 * The view of each layout (a GalleryView).
	 *
	 * @var array<string, class-string<GalleryView>>
	 */
	private const VIEWS = array(
		'thumbnails'     => GridView::class,
		'masonry'        => GridView::class,
		'mosaic'         => GridView::class,
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
	 * Starts numbering again (tests, and each ajax request renders one given {n}).
	 */
	public static function reset_instances(): void {
		self::$instances = 0;
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
		// The layout's own stylesheet, on this page only (issue 18 goal 3); its link when the head is out.
		$styles = LayoutStyles::queue( $request->view->layout, $request->view->source );
		return $styles . self::render( $request, $n, self::current_url(), false, $wrapper );
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
		$o      = $request->view;
		$source = $o->source;
		$id     = BrowsingQuery::source_id( $o );
		$error  = self::source_error( $source, $id );
		if ( null === $error && 'album' === $source && ! AlbumQuery::members( $id ) ) {
			$error = __( 'This album is empty.', 'vista-gallery' );
		} elseif ( null === $error && 'album' !== $source && ! ( new GalleryQuery( $source, $id ) )->has_images() ) {
			$error = __( 'This gallery has no images yet.', 'vista-gallery' );
		}
		if ( null !== $error ) {
			return sprintf(
				'<div %s data-vista-feature="gallery" data-gallery-n="%d"><div class="wd_error vista-gallery__error"><p>%s</p></div></div>',
				ViewContainer::wrapper( $wrapper, 'vista-gallery vista-gallery--error' ),
				$n,
				esc_html( $error )
			);
		}

		$view = self::VIEWS[ $o->layout ] ?? GridView::class;
		return ( new $view() )->render( $request, $n, $base_url, $append, $wrapper );
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
}
