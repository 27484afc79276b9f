<?php
/**
 * The `[vista_gallery]` shortcode: the same view as the vista/gallery block, for classic content,
 * widgets and page builders. Attribute names are the block's, in any case and with or without
 * underscores (`thumb_width`, `thumbwidth`, `thumbWidth`), plus three short forms:
 * `gallery`, `tag` and `album` take an id or a slug.
 *
 *   [vista_gallery gallery="landscapes" layout="masonry" images_per_page="12" show_search="yes"]
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;
use Vista\Gallery\PostTypes;

/**
 * Registers and renders the shortcode.
 */
final class GalleryShortcode {

	public const TAG   = 'vista_gallery';
	public const BLOCK = 'vista/gallery';

	/**
	 * The block attributes a shortcode's attributes stand for.
	 *
	 * @param mixed $atts Shortcode attributes (WordPress lower-cases the names).
	 * @return array<string, mixed>
	 */
	public static function attributes( $atts ): array {
		$atts     = is_array( $atts ) ? $atts : array();
		$defaults = GalleryRequest::DEFAULTS;
		$names    = array();
		foreach ( array_keys( $defaults ) as $name ) {
			$names[ strtolower( $name ) ] = $name;
		}
		$attributes = array();
		foreach ( $atts as $key => $value ) {
			if ( ! is_string( $key ) || ! is_scalar( $value ) ) {
				continue;
			}
			$value = (string) $value;
			$key   = strtolower( str_replace( array( '_', '-' ), '', $key ) );
			if ( in_array( $key, array( 'gallery', 'tag', 'album' ), true ) ) {
				$attributes = array_merge( $attributes, self::source( $key, $value ) );
				continue;
			}
			if ( ! isset( $names[ $key ] ) ) {
				continue;
			}
			$name                = $names[ $key ];
			$attributes[ $name ] = is_bool( $defaults[ $name ] ) ? self::boolean( $value ) : $value;
		}
		return $attributes;
	}

	/**
	 * Renders the view and queues its script and style.
	 *
	 * @param mixed $atts Shortcode attributes.
	 */
	public static function render( $atts ): string {
		self::enqueue();
		return GalleryRenderer::render_block( self::attributes( $atts ) );
	}

	/**
	 * On a singular page whose content has the shortcode, the stylesheet goes in the head.
	 */
	public static function enqueue_early(): void {
		$post = get_post();
		if ( is_singular() && $post instanceof \WP_Post && has_shortcode( $post->post_content, self::TAG ) ) {
			self::enqueue();
		}
	}

	/**
	 * Queues the block's front-end script and style.
	 */
	private static function enqueue(): void {
		Kit\BlockShortcode::enqueue( self::BLOCK );
	}

	/**
	 * The source attributes of `gallery`, `tag` or `album`: a number is an id, anything else a slug.
	 *
	 * @param string $kind  gallery, tag or album.
	 * @param string $value Id or slug.
	 * @return array<string, mixed>
	 */
	private static function source( string $kind, string $value ): array {
		$value = trim( $value );
		$id    = preg_match( '/^[1-9][0-9]{0,18}$/', $value ) ? (int) $value : 0;
		if ( 'tag' === $kind ) {
			if ( ! $id ) {
				$term = get_term_by( 'slug', sanitize_title( $value ), PostTypes::TAXONOMY );
				$id   = $term instanceof \WP_Term ? $term->term_id : 0;
			}
			return array(
				'source' => 'tag',
				'tagId'  => $id,
			);
		}
		$key = $kind . ( $id ? 'Id' : 'Slug' );
		if ( ! array_key_exists( $key, GalleryRequest::DEFAULTS ) ) {
			return array();
		}
		return array(
			'source' => $kind,
			$key     => $id ? $id : $value,
		);
	}

	/**
	 * A shortcode's yes/no.
	 *
	 * @param string $value Text.
	 */
	private static function boolean( string $value ): bool {
		return in_array( strtolower( trim( $value ) ), array( '1', 'true', 'yes', 'on' ), true );
	}
}
