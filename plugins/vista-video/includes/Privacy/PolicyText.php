<?php
/**
 * The video galleries' suggested text in Settings → Privacy → Policy Guide. The plugin stores
 * nothing about visitors, so it has no exporter or eraser.
 *
 * @package Vista\Video
 */

declare( strict_types=1 );

namespace Vista\Video\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * What the plugin stores (nothing of visitors), and which cookie it sets.
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Video', 'vista-video' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text, paragraphs separated by blank lines.
	 */
	public static function text(): string {
		return implode(
			"\n\n",
			array(
				__( 'Videos from YouTube, Vimeo and Dailymotion show a preview image served by this site; your browser contacts the video host only when you press play, and then loads its privacy-enhanced player (youtube-nocookie.com, Vimeo without tracking). From then on the host’s own privacy policy applies. We store nothing about you.', 'vista-video' ),
				sprintf(
					/* translators: %s: cookie name */
					__( 'Cookies: when you choose “Accept and play”, or allow marketing cookies in the cookie notice, the cookie %s remembers for 30 days that you agreed to load videos from their hosts.', 'vista-video' ),
					'<code>ytprefs_gdpr_consent</code>'
				),
			)
		);
	}
}
