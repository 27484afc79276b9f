<?php
/**
 * The statistics' suggested text in Settings → Privacy → Policy Guide. The statistics keep nothing
 * that an e-mail address or an account can find (no user id, no IP address, a visitor hash whose
 * key changes every day), so the plugin has no exporter or eraser: the text says why.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Settings\Settings;

/**
 * What the plugin stores, for how long, and which cookies it sets (none).
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Statistics', 'vista-stats' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text, paragraphs separated by blank lines.
	 */
	public static function text(): string {
		$days = (int) Settings::get()['retentionDays'];
		return implode(
			"\n\n",
			array(
				__( 'We count visits to this site: for each page view we store the time, the page, the host of the site that linked to it, and the kind of browser, system and device. Clicks on links to other sites and on downloads are counted the same way. Your IP address is not stored: a visitor is counted as a keyed hash of the address and the browser, under a key that changes every day, so nobody can turn it back into an address or follow a visitor from one day to the next. Nothing is linked to your account, so we cannot export or erase statistics for you: none of them can be tied to you.', 'vista-stats' ),
				/* translators: %d: number of days */
				sprintf( _n( 'These records are kept for %d day, then only daily totals remain. Who is online now is kept for one hour.', 'These records are kept for %d days, then only daily totals remain. Who is online now is kept for one hour.', $days, 'vista-stats' ), $days ),
				__( 'Cookies: the statistics set none and keep nothing in your browser. Where the site asks for consent, visits are counted only once you allow statistics (or anonymously, if the site counts anonymous visits). Browsers that send Do Not Track are not counted when the site honours it.', 'vista-stats' ),
			)
		);
	}
}
