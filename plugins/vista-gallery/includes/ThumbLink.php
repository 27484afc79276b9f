<?php
/**
 * Where clicking an image of a gallery view goes, by the thumb click action (000 §3.8): the
 * full-size image (until the lightbox lands, the lightbox's address without JavaScript), the
 * image's own link, or nowhere. One place, so the grid, the slideshow and the carousel agree.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery;

/**
 * The link of an image under the block's click action.
 */
final class ThumbLink {

	/**
	 * The address and target of a click on the image, or an empty address for none.
	 *
	 * @param array<string, mixed> $item Query entry (000 §3.2).
	 * @param array<string, mixed> $o    Options.
	 * @return array{href: string, target: string}
	 */
	public static function of( array $item, array $o ): array {
		if ( 'open_lightbox' === $o['thumbClickAction'] ) {
			return array(
				'href'   => (string) $item['image_url'],
				'target' => '',
			);
		}
		if ( 'redirect_to_url' === $o['thumbClickAction'] && '' !== (string) $item['redirect_url'] ) {
			return array(
				'href'   => (string) $item['redirect_url'],
				'target' => (string) $o['thumbLinkTarget'],
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
	 * @param array<string, mixed> $o         Options.
	 * @param string               $classes   Classes of the link.
	 * @param string               $extra     More attributes, already escaped (leading space).
	 * @param string               $plain_tag Element without a link ('' for none).
	 */
	public static function wrap( string $inner, array $item, array $o, string $classes, string $extra = '', string $plain_tag = '' ): string {
		$link = self::of( $item, $o );
		if ( '' === $link['href'] ) {
			return '' === $plain_tag ? $inner : sprintf( '<%1$s class="%2$s"%3$s>%4$s</%1$s>', tag_escape( $plain_tag ), esc_attr( $classes ), $extra, $inner );
		}
		return sprintf(
			'<a class="%s" href="%s"%s data-action="%s"%s%s>%s</a>',
			esc_attr( $classes ),
			esc_url( $link['href'] ),
			'_blank' === $link['target'] ? ' target="_blank" rel="noopener noreferrer"' : '',
			esc_attr( (string) $o['thumbClickAction'] ),
			self::popup_image( $item, $o ),
			$extra,
			$inner
		);
	}

	/**
	 * The image the lightbox will show (LightboxEntry's display size), as an attribute: the script
	 * starts loading it on the press, before the lightbox data request answers (issue 18). Only for
	 * images that open the lightbox, and only when it is not the link's own address.
	 *
	 * @param array<string, mixed> $item Query entry.
	 * @param array<string, mixed> $o    Options.
	 * @return string The attribute with a leading space, or ''.
	 */
	private static function popup_image( array $item, array $o ): string {
		if ( 'open_lightbox' !== $o['thumbClickAction'] || '' !== (string) $item['filetype'] ) {
			return '';
		}
		$src = wp_get_attachment_image_src( (int) $item['id'], LightboxEntry::DISPLAY_SIZE );
		// An original no larger than the display size is the link's own address: nothing to add.
		if ( ! $src || (string) $src[0] === (string) $item['image_url'] ) {
			return '';
		}
		return sprintf( ' data-popup-src="%s"', esc_url( (string) $src[0] ) );
	}
}
