<?php
/**
 * Where clicking an image of a gallery view goes, by the thumb click action (000 §3.8): the
 * full-size image (until the lightbox lands, the lightbox's address without JavaScript), the
 * image's own link, or nowhere. One place, so the grid, the slideshow and the carousel agree.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\ViewOptions;
use Vista\Gallery\Lightbox\LightboxEntry;

/**
 * The link of an image under the block's click action.
 */
final class ThumbLink {

	/**
	 * The address and target of a click on the image, or an empty address for none.
	 *
	 * @param array<string, mixed> $item Query entry (000 §3.2).
	 * @param ViewOptions          $o    Options.
	 * @return array{href: string, target: string}
	 */
	public static function of( array $item, ViewOptions $o ): array {
		if ( 'open_lightbox' === $o->thumbClickAction ) {
			return array(
				'href'   => (string) $item['image_url'],
				'target' => '',
			);
		}
		if ( 'redirect_to_url' === $o->thumbClickAction && '' !== (string) $item['redirect_url'] ) {
			return array(
				'href'   => (string) $item['redirect_url'],
				'target' => (string) $o->thumbLinkTarget,
			);
		}
		return array(
			'href'   => '',
			'target' => '',
		);
	}

	/**
	 * The markup wrapped in the image's link; when a click goes nowhere, left as it is or wrapped
	 * in $plain_tag (an element the script can still find by its classes).
	 *
	 * @param string               $inner     Escaped markup.
	 * @param array<string, mixed> $item      Query entry.
	 * @param ViewOptions          $o         Options.
	 * @param string               $classes   Classes of the link.
	 * @param string               $extra     More attributes, already escaped (leading space).
	 * @param string               $plain_tag Element without a link ('' for none).
	 */
	public static function wrap( string $inner, array $item, ViewOptions $o, string $classes, string $extra = '', string $plain_tag = '' ): string {
		$link = self::of( $item, $o );
		if ( '' === $link['href'] ) {
			return '' === $plain_tag ? $inner : sprintf( '<%1$s class="%2$s"%3$s>%4$s</%1$s>', tag_escape( $plain_tag ), esc_attr( $classes ), $extra, $inner );
		}
		return sprintf(
			'<a class="%s" href="%s"%s data-action="%s"%s%s>%s</a>',
			esc_attr( $classes ),
			esc_url( $link['href'] ),
			'_blank' === $link['target'] ? ' target="_blank" rel="noopener noreferrer"' : '',
			esc_attr( (string) $o->thumbClickAction ),
			self::popup_image( $item, $o, self::image_srcset( $inner ) ),
			$extra,
			$inner
		);
	}

	/**
	 * The image the lightbox will show (LightboxEntry's display size), as attributes: the script
	 * starts loading it on the press, before anything else of the popup (issue 18). With its width
	 * and height, every size WordPress made of it (a srcset, so the browser takes the smallest that
	 * fills the popup on that screen), and the same sizes in other formats where a plugin made
	 * them (the `vista_gallery_popup_sources` filter: type => srcset, best first; vista-speed's
	 * WebP and AVIF copies). Only for images that open the lightbox, and only when the display
	 * size is not the link's own address. The srcset is left out when it lists the same files
	 * as the thumbnail's own img (the grid's, usually: 100 thumbnails repeated it 100 times), and
	 * the script reads the img's then (popup-image.ts); an empty one says there is none.
	 *
	 * @param array<string, mixed> $item         Query entry.
	 * @param ViewOptions          $o            Options.
	 * @param string               $thumb_srcset The srcset of the img inside the link ('' for none).
	 * @return string The attributes with a leading space, or ''.
	 */
	private static function popup_image( array $item, ViewOptions $o, string $thumb_srcset ): string {
		if ( 'open_lightbox' !== $o->thumbClickAction || '' !== (string) $item['filetype'] ) {
			return '';
		}
		$id  = (int) $item['id'];
		$src = wp_get_attachment_image_src( $id, LightboxEntry::DISPLAY_SIZE );
		// An original no larger than the display size is the link's own address: nothing to add.
		if ( ! $src || (string) $src[0] === (string) $item['image_url'] ) {
			return '';
		}
		$srcset     = (string) wp_get_attachment_image_srcset( $id, LightboxEntry::DISPLAY_SIZE );
		$attributes = sprintf(
			' data-popup-src="%s" data-popup-width="%d" data-popup-height="%d"',
			esc_url( (string) $src[0] ),
			(int) $src[1],
			(int) $src[2]
		);
		if ( ! self::same_candidates( $srcset, $thumb_srcset ) && ( '' !== $srcset || '' !== $thumb_srcset ) ) {
			$attributes .= sprintf( ' data-popup-srcset="%s"', esc_attr( $srcset ) );
		}
		$sources = self::typed_sources( '' !== $srcset ? $srcset : (string) $src[0], $id );
		if ( array() !== $sources ) {
			$attributes .= sprintf( ' data-popup-sources="%s"', esc_attr( (string) wp_json_encode( $sources ) ) );
		}
		return $attributes;
	}

	/**
	 * The srcset of the first img of some markup, as the browser reads it ('' for none).
	 *
	 * @param string $markup Escaped markup.
	 */
	private static function image_srcset( string $markup ): string {
		$tags = new \WP_HTML_Tag_Processor( $markup );
		if ( ! $tags->next_tag( 'img' ) ) {
			return '';
		}
		$srcset = $tags->get_attribute( 'srcset' );
		return is_string( $srcset ) ? $srcset : '';
	}

	/**
	 * Whether two srcsets list the same candidates, in any order (WordPress starts each list with
	 * the size it was asked for). An empty list is never the same as the img's: the attribute
	 * must then say there is none.
	 *
	 * @param string $popup The popup image's srcset.
	 * @param string $thumb The thumbnail img's.
	 */
	public static function same_candidates( string $popup, string $thumb ): bool {
		$split = static function ( string $srcset ): array {
			$candidates = array_filter( array_map( 'trim', explode( ',', $srcset ) ) );
			sort( $candidates );
			return array_values( $candidates );
		};
		$popup_candidates = $split( $popup );
		return array() !== $popup_candidates && $popup_candidates === $split( $thumb );
	}

	/**
	 * Other formats of the popup image's sizes, from the `vista_gallery_popup_sources` filter.
	 *
	 * @param string $srcset The sizes (a srcset, or one address).
	 * @param int    $id     Attachment.
	 * @return array<int, array{type: string, srcset: string}>
	 */
	private static function typed_sources( string $srcset, int $id ): array {
		/**
		 * Other formats of the image the lightbox shows first, best first.
		 *
		 * @param array<string, string> $sources MIME type => srcset of the same sizes in it.
		 * @param string                $srcset  The sizes as WordPress lists them.
		 * @param int                   $id      The attachment.
		 */
		$filtered = apply_filters( 'vista_gallery_popup_sources', array(), $srcset, $id );
		$sources  = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $type => $listed ) {
			if ( is_string( $type ) && str_starts_with( $type, 'image/' ) && is_string( $listed ) && '' !== $listed ) {
				$sources[] = array(
					'type'   => sanitize_mime_type( $type ),
					'srcset' => $listed,
				);
			}
		}
		return $sources;
	}
}
