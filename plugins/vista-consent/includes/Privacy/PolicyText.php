<?php
/**
 * The cookie notice's suggested text in Settings → Privacy → Policy Guide.
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Consent\Settings;

/**
 * What the plugin stores, for how long, and which cookies it sets, from the saved settings.
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Consent', 'vista-consent' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text, paragraphs separated by blank lines.
	 */
	public static function text(): string {
		$settings   = Settings::get();
		$paragraphs = array(
			sprintf(
				/* translators: 1: consent cookie, 2: days kept after accepting, 3: days kept after refusing, 4: categories cookie, 5: per-category cookie, 6: video cookie */
				__( 'Cookies: your answer to the cookie notice is kept in your browser in the cookie %1$s (with the categories you allowed in %4$s and, for each category, a %5$s cookie), for %2$d days after you accept and %3$d days after you refuse. Accepting marketing cookies also sets %6$s for 30 days, which lets videos load from their host.', 'vista-consent' ),
				'<code>' . esc_html( (string) $settings['cookieName'] ) . '</code>',
				(int) round( (int) $settings['cookieTime'] / DAY_IN_SECONDS ),
				(int) round( (int) $settings['cookieTimeRejected'] / DAY_IN_SECONDS ),
				'<code>vista_consent_categories</code>',
				'<code>wp_consent_{category}</code>',
				'<code>ytprefs_gdpr_consent</code>'
			),
		);
		if ( $settings['log'] ) {
			$paragraphs[] = sprintf(
				/* translators: %s: cookie name */
				__( 'Each choice is logged as proof of consent: the time, the choice, the categories and the page, and you only as a keyed hash of a random id kept in your browser in the cookie %s (no IP address). If you are signed in, the choice is also linked to your account. The log is kept for as long as the site needs to prove consent; when you ask us to erase your personal data, your choices stay in the log without the link to your account.', 'vista-consent' ),
				'<code>vista_consent_id</code>'
			);
		}
		return implode( "\n\n", $paragraphs );
	}
}
