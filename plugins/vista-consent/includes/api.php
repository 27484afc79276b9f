<?php
/**
 * The consent signal for the suite and for other plugins: global functions that read the visitor's
 * choice. The browser side is window.vistaConsent (see the notice script).
 *
 * @package Vista\Consent
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Vista\Consent\ConsentState;

if ( ! function_exists( 'vista_consent_has' ) ) {
	/**
	 * Whether the current visitor allows a category of cookies and tracking.
	 *
	 * @param string $category necessary, statistics or marketing (WP Consent API names work too).
	 */
	function vista_consent_has( string $category ): bool {
		return ConsentState::current()->allows( $category );
	}
}

if ( ! function_exists( 'vista_consent_state' ) ) {
	/**
	 * The current visitor's choice.
	 *
	 * @return array{decided: bool, accepted: bool, categories: string[]}
	 */
	function vista_consent_state(): array {
		return ConsentState::current()->to_array();
	}
}
