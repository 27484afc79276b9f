<?php
/**
 * Slideshow music (000 §3.8 `enable_slideshow_music`): an audio track of the Media Library that
 * plays with the slideshow's autoplay. The track is named by its attachment id in the signed block
 * options; only an audio attachment the public can see is ever given to the page, and with the
 * setting off the page gets no address, no button and no audio element.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Views;

defined( 'ABSPATH' ) || exit;

use Vista\Gallery\Browsing\ViewOptions;

/**
 * The slideshow's music track and its mute button.
 */
final class SlideshowMusic {

	/**
	 * The track's address, or null when the slideshow has no music.
	 *
	 * @param ViewOptions $o Options.
	 */
	public static function track_url( ViewOptions $o ): ?string {
		if ( ! $o->slideshowMusic || $o->slideshowMusicId <= 0 ) {
			return null;
		}
		$post = get_post( $o->slideshowMusicId );
		if ( ! $post instanceof \WP_Post || 'attachment' !== $post->post_type || ! str_starts_with( (string) $post->post_mime_type, 'audio/' ) ) {
			return null;
		}
		// An attachment of a post the public cannot read is not the public's to hear.
		if ( $post->post_parent && 'publish' !== get_post_status( $post->post_parent ) ) {
			return null;
		}
		$url = wp_get_attachment_url( $post->ID );
		return is_string( $url ) && '' !== $url ? $url : null;
	}

	/**
	 * The mute button, over the stage beside play/pause; the script shows it (it needs the script,
	 * like the other stage buttons) and keeps its pressed state and label.
	 */
	public static function mute_button(): string {
		return sprintf(
			'<button type="button" class="vista-media-button vista-slideshow__control vista-slideshow__mute" aria-pressed="false" aria-label="%1$s" title="%1$s" data-label-mute="%1$s" data-label-unmute="%3$s">%2$s</button>',
			esc_attr__( 'Mute the slideshow music', 'vista-gallery' ),
			'<svg class="vista-slideshow__mute-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3z"/><path class="vista-slideshow__mute-waves" fill="none" stroke="currentColor" stroke-width="2" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"/><path class="vista-slideshow__mute-cross" stroke="currentColor" stroke-width="2" d="M16 9l6 6M22 9l-6 6"/></svg>',
			esc_attr__( 'Unmute the slideshow music', 'vista-gallery' )
		);
	}
}
