<?php
/**
 * The stylesheets of the layouts beyond the grid (issue 18 goal 3): each is a built file of its
 * own (blocks/vista-gallery/gallery/styles/), linked only on a page that shows that layout, so a
 * thumbnails page carries no slideshow, carousel, image browser, blog style or album style.
 * The block's own style (view.css) keeps what every gallery needs.
 *
 * Where the page's head is still to come (a block theme renders its template first), the style
 * is queued and WordPress prints it there. Where it is already out (a classic theme, a shortcode
 * in the content), the link is printed just before the gallery: a stylesheet link holds back the
 * painting of what follows it, so the layout is never painted unstyled and nothing shifts.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The layouts' stylesheets, by layout.
 */
final class LayoutStyles {

	/** The block's own style handle (block.json `style`), which every layout style follows. */
	public const BASE_HANDLE = 'vista-gallery-style';

	/**
	 * The styles each layout needs, in order (names of the built files in styles/).
	 *
	 * @var array<string, string[]>
	 */
	private const BY_LAYOUT = array(
		'slideshow'      => array( 'slideshow' ),
		'carousel'       => array( 'carousel' ),
		'image_browser'  => array( 'large-media', 'image-browser' ),
		'blog_style'     => array( 'large-media', 'blog-style' ),
		'album_compact'  => array( 'album' ),
		'album_extended' => array( 'album' ),
	);

	/**
	 * The handle of a layout style.
	 *
	 * @param string $name Style name (a file of styles/).
	 */
	public static function handle( string $name ): string {
		return 'vista-gallery-layout-' . $name;
	}

	/**
	 * The style names a gallery of this layout and source needs: an album's navigation needs the
	 * album style whatever the layout of the gallery opened in it.
	 *
	 * @param string $layout Layout.
	 * @param string $source gallery, tag or album.
	 * @return string[]
	 */
	public static function names( string $layout, string $source ): array {
		$names = self::BY_LAYOUT[ $layout ] ?? array();
		if ( 'album' === $source ) {
			$names[] = 'album';
		}
		return array_values( array_unique( $names ) );
	}

	/**
	 * Queues the styles of a gallery shown on the page; when the head is already printed, returns
	 * their links to print before the gallery (each once a page), else ''.
	 *
	 * @param string $layout Layout.
	 * @param string $source gallery, tag or album.
	 */
	public static function queue( string $layout, string $source ): string {
		$handles = array();
		foreach ( self::names( $layout, $source ) as $name ) {
			$handle = self::register( $name );
			if ( null !== $handle ) {
				$handles[] = $handle;
			}
		}
		if ( ! $handles ) {
			return '';
		}
		if ( ! did_action( 'wp_head' ) ) {
			array_map( 'wp_enqueue_style', $handles );
			return '';
		}
		ob_start();
		wp_print_styles( $handles );
		return (string) ob_get_clean();
	}

	/**
	 * Registers a layout style (once), versioned by its content; null when it is not built.
	 *
	 * @param string $name Style name.
	 */
	private static function register( string $name ): ?string {
		$handle = self::handle( $name );
		if ( wp_style_is( $handle, 'registered' ) ) {
			return $handle;
		}
		$file = 'blocks/gallery/styles/' . $name;
		$path = Kit\Bootstrap::build_dir() . '/' . $file . '.css';
		if ( ! is_readable( $path ) ) {
			return null;
		}
		// A style entry is built without a script or `.asset.php` beside it (webpack.config.js),
		// so the version is the stylesheet's own content hash: new with every build that changes
		// it, and the same on every web server (a modification time is not).
		$version = substr( (string) md5_file( $path ), 0, 20 );
		$deps    = array( self::BASE_HANDLE );
		if ( in_array( $name, array( 'image-browser', 'blog-style' ), true ) ) {
			$deps[] = (string) self::register( 'large-media' );
		}
		wp_register_style( $handle, Kit\Bootstrap::build_url( $file . '.css' ), array_filter( $deps ), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
		// WordPress prints a small style queued for the head in the page itself (within its
		// `styles_inline_size_limit`), as it does the block styles: one request less before the
		// first paint.
		wp_style_add_data( $handle, 'path', Kit\Bootstrap::build_dir() . '/' . $file . ( is_rtl() ? '-rtl' : '' ) . '.css' );
		return $handle;
	}
}
