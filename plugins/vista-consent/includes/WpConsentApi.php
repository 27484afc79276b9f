<?php
/**
 * Speaks the WP Consent API's conventions, so plugins that ask wp_has_consent() get our visitors'
 * choice: we register as a consent plugin, declare opt-in, and the notice script writes the API's
 * wp_consent_{category} cookies (and calls wp_set_consent() when the API is loaded).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

namespace Vista\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * The filters the WP Consent API reads.
 */
final class WpConsentApi {

	/** The API's categories, as the notice script writes them. */
	public const CATEGORIES = array( 'functional', 'preferences', 'statistics', 'statistics-anonymous', 'marketing' );

	/**
	 * Nothing optional runs before the visitor says yes.
	 *
	 * @param mixed $type The type another plugin set, if any.
	 * @return mixed
	 */
	public static function consent_type( $type ) {
		return $type ? $type : 'optin';
	}
}
