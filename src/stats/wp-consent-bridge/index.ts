/**
 * Vista Consent presented through the WP Consent API's browser side, for any tracker written for
 * that API (WP Statistics' own included, issue 14): `wp_has_consent( category )` answers from the
 * visitor's choice, and each choice fires `wp_listen_for_consent_change` with the categories'
 * 'allow' or 'deny'. Printed inline before the tracker only when Vista Consent is active and the
 * WP Consent API plugin is not (which would offer these itself). Dependency-free.
 */

/** The WP Consent API's categories. */
export const WP_CONSENT_CATEGORIES = [
	'functional',
	'preferences',
	'statistics',
	'statistics-anonymous',
	'marketing',
];

import type {} from '../tracker/types'; // window.wp_has_consent

/**
 * Whether a category is allowed: Vista Consent's answer once its script runs, else the
 * `wp_consent_{category}` cookie it writes (opt-in: allowed only when it says allow).
 * @param category A WP Consent API category.
 */
export function hasConsent( category: string ): boolean {
	if ( window.vistaConsent ) {
		return window.vistaConsent.has( category );
	}
	const cookie = document.cookie
		.split( ';' )
		.map( ( part ) => part.trim() )
		.find( ( part ) => part.startsWith( `wp_consent_${ category }=` ) );
	return cookie?.split( '=' )[ 1 ] === 'allow';
}

export function installBridge(): void {
	if ( typeof window.wp_has_consent === 'function' ) {
		return;
	}
	window.wp_has_consent = hasConsent;
	document.addEventListener( 'vista-consent-change', () => {
		const detail: Record< string, string > = {};
		for ( const category of WP_CONSENT_CATEGORIES ) {
			detail[ category ] = hasConsent( category ) ? 'allow' : 'deny';
		}
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', { detail } )
		);
	} );
}

installBridge();
