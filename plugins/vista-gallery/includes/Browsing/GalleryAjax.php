<?php
/**
 * The gallery view call (000 §7 call 12): the view script posts the 000 §3.10 fields to admin-ajax
 * (`action=vista_gallery_view`) and gets the gallery's HTML back, to replace the gallery or (load
 * more) to append its items. The view's options come only from the signed `shortcode_id`; the
 * browsing state is validated by GalleryRequest.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Browsing;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Kit;

/**
 * The gallery view endpoint.
 */
final class GalleryAjax {

	/**
	 * Answers the request and ends it.
	 */
	public static function handle(): void {
		// The nonce is checked in respond(); the HTML is built escaped by GalleryRenderer.
		[ $status, $html ] = self::respond( Kit\Ajax::posted() );
		Kit\Ajax::send_html( $status, $html );
	}

	/**
	 * The status and HTML for the posted fields.
	 *
	 * @param array<string, mixed> $fields Posted fields (unslashed).
	 * @return array{int, string}
	 */
	public static function respond( array $fields ): array {
		$options = BlockToken::verify( $fields['shortcode_id'] ?? null );
		if ( ! Kit\Ajax::read_allowed( $fields, GalleryRenderer::NONCE_ACTION, null !== $options ) ) {
			return array( 403, self::error( __( 'This page has expired. Reload it to keep browsing the gallery.', 'vista-gallery' ) ) );
		}
		if ( null === $options ) {
			return array( 400, self::error( __( 'This gallery request is not valid.', 'vista-gallery' ) ) );
		}
		$n       = FieldValue::int_between( $fields['bwg'] ?? null, 1, GalleryRequest::MAX_INSTANCE, 1 );
		$request = GalleryRequest::from_fields( $options, $n, $fields );
		$append  = FieldValue::flag( $fields[ "bwg_load_more_{$n}" ] ?? false ) && 'load_more' === $options['pagination'];
		$base    = GalleryRenderer::same_site( $fields['current_url'] ?? '' );
		/**
		 * Filters call 12's answer, as render_block filters the gallery block on a page: other
		 * plugins (Vista Speed's WebP and AVIF copies) serve the same markup on both paths.
		 *
		 * @param string $html The gallery's HTML.
		 */
		return array( 200, (string) apply_filters( 'vista_gallery_ajax_html', GalleryRenderer::render( $request, $n, $base, $append ) ) );
	}

	/**
	 * An error block (000 §8: the script leaves a wd_error container alone).
	 *
	 * @param string $message Message.
	 */
	private static function error( string $message ): string {
		return '<div class="wd_error vista-gallery__error"><p>' . esc_html( $message ) . '</p></div>';
	}
}
