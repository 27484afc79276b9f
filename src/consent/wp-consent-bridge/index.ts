/**
 * Vista Consent presented through the WP Consent API's browser side, for any tracker written for
 * that API (WP Statistics' own and Vista Statistics' included, issue 14): `wp_has_consent( category )`
 * answers from the visitor's choice, and each choice fires `wp_listen_for_consent_change` with the
 * categories' 'allow' or 'deny'. Vista Consent prints it inline on every page with its notice when
 * the WP Consent API plugin is not loaded (which would offer these itself). Dependency-free.
 *
 * A choice made by another script counts too: the original Cookie Notice's front script (000 §4.6)
 * writes `cookie_notice_accepted` and fires `setCookieNotice` on the document with
 * `detail.value` 'true' or 'false'. When our notice script runs, it adopts that choice and says so
 * with `vista-consent-change`; when the original's runs in its place, the bridge answers from the
 * cookie itself.
 */
import type {} from '../notice'; // window.vistaConsent, window.cnArgs

declare global {
	interface Window {
		wp_has_consent?: ( category: string ) => boolean;
	}
}

/** The WP Consent API's categories. */
export const WP_CONSENT_CATEGORIES = [
	'functional',
	'preferences',
	'statistics',
	'statistics-anonymous',
	'marketing',
];

/** The original Cookie Notice's event and default cookie (000 §3.13, §4.6). */
export const COOKIE_NOTICE_EVENT = 'setCookieNotice';
const COOKIE_NOTICE_DEFAULT = 'cookie_notice_accepted';

function cookie( name: string ): string | undefined {
	const prefix = `${ name }=`;
	return document.cookie
		.split( ';' )
		.map( ( part ) => part.trim() )
		.find( ( part ) => part.startsWith( prefix ) )
		?.slice( prefix.length );
}

/**
 * Whether a category is allowed: Vista Consent's answer once its script runs; before that, the
 * `wp_consent_{category}` cookie it writes; without that, the consent cookie another notice script
 * wrote, whose acceptance (it knows no categories) allows every one. Opt-in: nothing else allows.
 * @param category A WP Consent API category.
 */
export function hasConsent( category: string ): boolean {
	if ( window.vistaConsent ) {
		return window.vistaConsent.has( category );
	}
	const own = cookie( `wp_consent_${ category }` );
	if ( own !== undefined ) {
		return own === 'allow';
	}
	const name = window.cnArgs?.cookieName || COOKIE_NOTICE_DEFAULT;
	return cookie( name ) === 'true';
}

function announce(): void {
	const detail: Record< string, string > = {};
	for ( const category of WP_CONSENT_CATEGORIES ) {
		detail[ category ] = hasConsent( category ) ? 'allow' : 'deny';
	}
	document.dispatchEvent(
		new CustomEvent( 'wp_listen_for_consent_change', { detail } )
	);
}

export function installBridge(): void {
	if ( typeof window.wp_has_consent === 'function' ) {
		return;
	}
	window.wp_has_consent = hasConsent;
	document.addEventListener( 'vista-consent-change', announce );
	document.addEventListener( COOKIE_NOTICE_EVENT, () => {
		// Our notice script answers this event itself, then fires vista-consent-change.
		if ( ! window.vistaConsent ) {
			announce();
		}
	} );
}

installBridge();
