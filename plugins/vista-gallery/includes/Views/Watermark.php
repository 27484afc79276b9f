<?php
/**
 * The watermark over a large image (000 §2.3, §3.8): text or an image, from the gallery settings,
 * on the views the owner chose. It is decoration for sighted visitors, so it is hidden from
 * assistive technology and lets clicks through to the image (view.css of the watermark).
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\GallerySettings;

/**
 * Builds the overlay markup.
 */
final class Watermark {

	/**
	 * The overlay to put inside a positioned image box, or '' when the watermark is off, not
	 * chosen for this view, or incomplete (no text, or an image that is gone).
	 *
	 * @param string $where One of GallerySettings::WATERMARK_PLACES.
	 */
	public static function overlay( string $where ): string {
		if ( ! in_array( $where, GallerySettings::WATERMARK_PLACES, true ) ) {
			return '';
		}
		$settings = GallerySettings::get();
		$type     = $settings['watermark_type'];
		if ( 'none' === $type || ! in_array( $where, $settings['watermark_apply'], true ) ) {
			return '';
		}
		$classes = sprintf( 'vista-watermark vista-watermark--%s vista-watermark--%s', $type, $settings['watermark_position'] );
		$style   = sprintf( '--vista-watermark-opacity:%s;', (string) ( $settings['watermark_opacity'] / 100 ) );
		if ( 'text' === $type ) {
			if ( '' === $settings['watermark_text'] ) {
				return '';
			}
			return sprintf(
				'<span class="%s" aria-hidden="true" style="%s">%s</span>',
				esc_attr( $classes ),
				esc_attr( $style . sprintf( '--vista-watermark-size:%dpx;--vista-watermark-color:%s;', $settings['watermark_font_size'], $settings['watermark_color'] ) ),
				esc_html( $settings['watermark_text'] )
			);
		}
		$url = GallerySettings::upload_url( $settings );
		if ( '' === $url ) {
			return '';
		}
		// The size fields are the box the image fits in, keeping its own proportions.
		return sprintf(
			'<span class="%1$s" aria-hidden="true" style="%2$s"><img src="%3$s" alt="" width="%4$d" height="%5$d" decoding="async" loading="lazy"></span>',
			esc_attr( $classes ),
			esc_attr( $style . sprintf( '--vista-watermark-w:%dpx;', $settings['watermark_width'] ) ),
			esc_url( $url ),
			$settings['watermark_width'],
			$settings['watermark_height']
		);
	}
}
