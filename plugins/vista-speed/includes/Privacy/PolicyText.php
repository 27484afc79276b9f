<?php
/**
 * The page-speed score's suggested text in Settings → Privacy → Policy Guide. The plugin stores
 * nothing about visitors, so it has no exporter or eraser.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * What the plugin stores (nothing of visitors), and which cookies it sets (none).
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Speed', 'vista-speed' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text.
	 */
	public static function text(): string {
		return __( 'The page-speed scores are measured for the site’s administrators: the addresses of public pages are sent to Google PageSpeed Insights, or to the site’s own Lighthouse runner, which load them as an anonymous visitor would. Nothing about visitors is stored or sent, and no cookies are set.', 'vista-speed' );
	}
}
