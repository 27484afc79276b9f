<?php
/**
 * `[Best_Wordpress_Gallery]` after the move: the gallery, album or tag the original showed, now
 * imported, shown through the vista/gallery block in the same view. Its forms, as the original's
 * release 1.8.30 reads them (github.com/common-repository/photo-gallery, commit
 * dbeeb35a2b85014590acf1bb8d2a26e9a1dffb9b, photo-gallery.php BWG::shortcode(),
 * framework/WDWLibrary.php create_shortcode()):
 * - `[Best_Wordpress_Gallery id="N"]` (what its editor button and block insert, `gal_title` aside):
 *   the attributes are those of row N of `bwg_shortcode`, copied by the import (the `shortcodes`
 *   stage), so the pages keep working once the original's tables are gone;
 * - the attributes written out in the shortcode itself (`gallery_type`, `gallery_id`,
 *   `album_id`, `tag`, `type`, and the options), resolved through the import's map.
 * A view of an album (`gallery_type` album_…) shows `album_id`; otherwise `gallery_id`, or the
 * images of `tag` when there is no gallery (as its `type="tag"` pages do).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Import;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\GalleryRenderer;
use Vista\Gallery\Browsing\GalleryShortcode;
use Vista\Gallery\Kit;

/**
 * Renders the original's shortcode through Vista.
 */
final class PhotoGalleryShortcode {

	public const TAG = 'Best_Wordpress_Gallery';

	/** The imported `bwg_shortcode` rows: row id → the block's attributes. */
	public const STORE = 'vista_gallery_photo_gallery_shortcodes';

	/**
	 * Renders the shortcode (nothing for a gallery that was not imported, as the original shows
	 * nothing for a row it does not have).
	 *
	 * @param mixed $atts Shortcode attributes.
	 */
	public static function render( $atts ): string {
		$atts = is_array( $atts ) ? array_filter( $atts, 'is_scalar' ) : array();
		$id   = (int) ( $atts['id'] ?? 0 );
		if ( $id > 0 ) {
			$stored     = get_option( self::STORE, array() );
			$attributes = is_array( $stored ) && isset( $stored[ $id ] ) && is_array( $stored[ $id ] ) ? $stored[ $id ] : null;
		} else {
			$attributes = self::resolve( array_map( 'strval', $atts ), PhotoGalleryTables::options(), array( self::class, 'imported' ) );
		}
		if ( null === $attributes ) {
			return '';
		}
		Kit\BlockShortcode::enqueue( GalleryShortcode::BLOCK );
		return GalleryRenderer::render_block( $attributes );
	}

	/**
	 * On a singular page whose content has the shortcode, the stylesheet goes in the head.
	 */
	public static function enqueue_early(): void {
		$post = get_post();
		if ( is_singular() && $post instanceof \WP_Post && has_shortcode( $post->post_content, self::TAG ) ) {
			Kit\BlockShortcode::enqueue( GalleryShortcode::BLOCK );
		}
	}

	/**
	 * The attributes of a stored row's `tagtext` (` gallery_type="thumbnails" gallery_id="3" …`).
	 *
	 * @param string $tagtext As stored.
	 * @return array<string, string>
	 */
	public static function parse( string $tagtext ): array {
		$parsed = shortcode_parse_atts( trim( $tagtext ) );
		$params = array();
		foreach ( is_array( $parsed ) ? $parsed : array() as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) ) {
				$params[ strtolower( $name ) ] = (string) $value;
			}
		}
		return $params;
	}

	/**
	 * The block's attributes for the original's shortcode attributes, or null when what it shows
	 * was not imported.
	 *
	 * @param array<string, string>              $params   The shortcode's attributes.
	 * @param array<string, mixed>               $settings The original's settings.
	 * @param callable(string, int): (int|null) $imported What the import made of an original item (kind, id).
	 * @return array<string, mixed>|null
	 */
	public static function resolve( array $params, array $settings, callable $imported ): ?array {
		$view       = PhotoGalleryViewOptions::view( $params );
		$attributes = PhotoGalleryViewOptions::attributes( $params, $settings );
		if ( str_starts_with( $view, 'album_' ) ) {
			$target = self::target( $imported, 'albums', $params['album_id'] ?? '' );
			return null === $target ? null : array_merge( $attributes, array( 'source' => 'album', 'albumId' => $target ) );
		}
		$gallery = (int) ( $params['gallery_id'] ?? 0 );
		if ( $gallery > 0 ) {
			$target = self::target( $imported, 'galleries', $gallery );
			return null === $target ? null : array_merge( $attributes, array( 'source' => 'gallery', 'galleryId' => $target ) );
		}
		$target = self::target( $imported, 'tags', $params['tag'] ?? '' );
		return null === $target ? null : array_merge( $attributes, array( 'source' => 'tag', 'tagId' => $target ) );
	}

	/**
	 * What the import made of an original item, for a shortcode written out in a post.
	 *
	 * @param string $kind     galleries, albums or tags.
	 * @param int    $original The original's id.
	 */
	public static function imported( string $kind, int $original ): ?int {
		global $wpdb;
		// Before any import ran the map's table is missing: that is "not imported", not an error to print.
		$suppress = $wpdb->suppress_errors( true );
		$target   = ( new Kit\ImportMap() )->target( PhotoGalleryImporter::ID, $kind, (string) $original );
		$wpdb->suppress_errors( $suppress );
		return $target;
	}

	/**
	 * An id through the map, or null.
	 *
	 * @param callable   $imported The look-up.
	 * @param string     $kind     What the id is.
	 * @param int|string $original The original's id.
	 */
	private static function target( callable $imported, string $kind, int|string $original ): ?int {
		$original = (int) $original;
		return $original > 0 ? $imported( $kind, $original ) : null;
	}
}
