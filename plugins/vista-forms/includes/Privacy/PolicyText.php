<?php
/**
 * The forms' suggested text in Settings → Privacy → Policy Guide.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Privacy;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Settings\Settings;
use Vista\Forms\Submit\GeoLookup;

/**
 * What the plugin stores, for how long, and which cookies it sets.
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Forms', 'vista-forms' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text, paragraphs separated by blank lines.
	 */
	public static function text(): string {
		$paragraphs = array(
			__( 'When you send a form on this site, we store what you entered in it, any files you upload with it, the time, the page you sent it from and your browser’s identification. If you are signed in, the entry is linked to your account. Your IP address is not stored; we keep only a keyed hash of your network, which cannot be turned back into the address, to limit how often a form can be sent.', 'vista-forms' ),
			__( 'Entries and their files are kept until a site administrator deletes them, or until you ask us to erase your personal data. The site’s administrators can read them, and a form may e-mail its entries to the addresses its owner chose.', 'vista-forms' ),
			/* translators: %s: cookie name pattern */
			sprintf( __( 'Cookies: after you send a form that offers its entry as a PDF, the cookie %s lets your browser download that PDF for one hour. It holds no personal data.', 'vista-forms' ), '<code>vista_forms_pdf_{entry}</code>' ),
		);
		$service = (string) Settings::get()['geolocation'];
		if ( isset( GeoLookup::SERVICES[ $service ] ) ) {
			/* translators: %s: address of the geolocation service */
			$paragraphs[] = sprintf( __( 'Forms with a phone or country field ask a third-party service (%s) for the country of your IP address, to preselect it. Your browser contacts that service directly.', 'vista-forms' ), esc_html( (string) wp_parse_url( GeoLookup::SERVICES[ $service ]['url'], PHP_URL_HOST ) ) );
		}
		return implode( "\n\n", $paragraphs );
	}
}
