<?php
/**
 * One entry shown large, as the image browser and blog style show it: a real img whose
 * width/height reserve its box before the file arrives (srcset/sizes pick the file for the
 * screen), in the link of the thumb click action, with the watermark of that view; or an embedded
 * entry (000 §3.3) as its provider's player at 16:9, a social post frame 16 px wider and 96 px
 * taller (000 §9.3). Both shrink with the content column and never grow past the given width.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\ViewOptions;

/**
 * Builds the media box of a large entry.
 */
final class LargeMedia {

	/**
	 * The media box, or '' when the entry has nothing to show (a FLICKR_VIDEO, 000 §3.3, or an
	 * embed whose address names no known player).
	 *
	 * @param array<string, mixed> $item  Query entry (000 §3.2).
	 * @param ViewOptions          $o     Options.
	 * @param int                  $width Largest width, in px.
	 * @param bool                 $eager Above the fold: load at once.
	 * @param string               $where The view, for the watermark (GallerySettings::WATERMARK_PLACES).
	 */
	public static function html( array $item, ViewOptions $o, int $width, bool $eager, string $where ): string {
		if ( '' !== (string) $item['filetype'] ) {
			return self::embed( $item, $width );
		}
		$iw = (int) $item['image_width'];
		$ih = (int) $item['image_height'];
		if ( $iw <= 0 || $ih <= 0 ) {
			$iw = max( 1, (int) $item['thumb_width'] );
			$ih = max( 1, (int) $item['thumb_height'] );
		}
		// A small original is not blown up past its own width.
		$w      = max( 1, min( $width, $iw ) );
		$h      = max( 1, (int) round( $w * $ih / $iw ) );
		$src    = wp_get_attachment_image_src( (int) $item['id'], $w <= 1024 ? 'large' : 'full' );
		$url    = $src ? (string) $src[0] : (string) $item['image_url'];
		$srcset = $src ? wp_get_attachment_image_srcset( (int) $item['id'], 'full' ) : false;
		$img    = sprintf(
			'<img class="vista-large__image" src="%s"%s alt="%s" width="%d" height="%d" decoding="async"%s>',
			esc_url( $url ),
			$srcset ? sprintf( ' srcset="%s" sizes="%s"', esc_attr( $srcset ), esc_attr( sprintf( '(max-width: %1$dpx) 100vw, %1$dpx', $w ) ) ) : '',
			esc_attr( (string) $item['alt'] ),
			$w,
			$h,
			$eager ? ' fetchpriority="high"' : ' loading="lazy"'
		);
		return sprintf(
			'<div class="vista-large vista-large--image" style="%s">%s%s</div>',
			esc_attr( sprintf( '--vista-large-w:%dpx;--vista-large-ratio:%d/%d;', $w, $w, $h ) ),
			GridView::click_link( $item, $o, $img ),
			Watermark::overlay( $where )
		);
	}

	/**
	 * An embedded entry at $width by 0.5625 of it (000 §9.3); EmbedMarkup adds the post frame's
	 * extra size to the frame's attributes, and the stylesheet keeps the same sizes as the column
	 * narrows (the custom properties carry the 000 §9.3 numbers from EmbedMarkup).
	 *
	 * @param array<string, mixed> $item  Entry.
	 * @param int                  $width Width of the media, in px.
	 */
	private static function embed( array $item, int $width ): string {
		$media = EmbedMarkup::html( $item, $width, (int) round( $width * EmbedMarkup::RATIO ) );
		if ( '' === $media ) {
			return '';
		}
		return sprintf(
			'<div class="vista-large vista-large--embed" style="%s">%s</div>',
			esc_attr(
				sprintf(
					'--vista-large-w:%dpx;--vista-embed-ratio:%s;--vista-post-extra-w:%dpx;--vista-post-extra-h:%dpx;',
					$width,
					(string) EmbedMarkup::RATIO,
					EmbedMarkup::POST_EXTRA_WIDTH,
					EmbedMarkup::POST_EXTRA_HEIGHT
				)
			),
			$media
		);
	}

	/**
	 * The title and description under a large entry, each when the view shows it and it is not
	 * empty. Both are the owner's text, shown as plain text (the description keeps its lines).
	 *
	 * @param array<string, mixed> $item        Entry.
	 * @param bool                 $title       Show the title.
	 * @param bool                 $description Show the description.
	 */
	public static function caption( array $item, bool $title, bool $description ): string {
		$html = '';
		if ( $title && '' !== trim( (string) $item['alt'] ) ) {
			$html .= '<p class="vista-large__title">' . esc_html( (string) $item['alt'] ) . '</p>';
		}
		$text = trim( wp_strip_all_tags( (string) $item['description'] ) );
		if ( $description && '' !== $text ) {
			$html .= '<div class="vista-large__description">' . wpautop( esc_html( $text ) ) . '</div>';
		}
		return '' === $html ? '' : '<figcaption class="vista-large__caption">' . $html . '</figcaption>';
	}
}
