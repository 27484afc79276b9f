/**
 * What a choice writes: the consent cookie (`true` / `false`) with its lifetime, the categories,
 * the WP Consent API's cookies, the video consent cookie (000 §3.13, §9.1), the consent-log entry.
 */
import type { NoticeArgs } from './args';
import {
	deleteCookie,
	readCookie,
	writeCookie,
	type CookieOptions,
} from './cookies';
import {
	allows,
	CATEGORIES_COOKIE,
	type Category,
	type ConsentState,
} from './state';

export const VIDEO_CONSENT_COOKIE = 'ytprefs_gdpr_consent';
export const VIDEO_CONSENT_SECONDS = 30 * 24 * 60 * 60;
export const CONSENT_ID_COOKIE = 'vista_consent_id';
export const WP_CONSENT_API_CATEGORIES = [
	'functional',
	'preferences',
	'statistics',
	'statistics-anonymous',
	'marketing',
];

function randomId(): string {
	const bytes = new Uint8Array( 16 );
	window.crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

export function storeChoice(
	args: NoticeArgs,
	accepted: boolean,
	categories: Category[]
): ConsentState {
	const state: ConsentState = {
		decided: true,
		accepted,
		categories: accepted ? categories : [],
	};
	const scope = {
		path: args.cookiePath,
		domain: args.cookieDomain,
		secure: args.secure,
	};
	const lasting: CookieOptions = {
		...scope,
		seconds: accepted ? args.cookieTime : args.cookieTimeRejected,
	};
	writeCookie( args.cookieName, accepted ? 'true' : 'false', lasting );
	writeCookie( CATEGORIES_COOKIE, state.categories.join( ',' ), lasting );

	for ( const category of WP_CONSENT_API_CATEGORIES ) {
		const value = allows( state, category ) ? 'allow' : 'deny';
		if ( typeof window.wp_set_consent === 'function' ) {
			window.wp_set_consent( category, value );
		} else {
			writeCookie( `wp_consent_${ category }`, value, lasting );
		}
	}

	if ( allows( state, 'marketing' ) ) {
		writeCookie( VIDEO_CONSENT_COOKIE, '1', {
			...scope,
			seconds: VIDEO_CONSENT_SECONDS,
		} );
	} else {
		deleteCookie( VIDEO_CONSENT_COOKIE, scope );
	}

	if ( args.log ) {
		let consentId = readCookie( CONSENT_ID_COOKIE );
		if ( ! consentId || ! /^[a-f0-9]{32}$/.test( consentId ) ) {
			consentId = randomId();
		}
		writeCookie( CONSENT_ID_COOKIE, consentId, lasting );
		window
			.fetch( args.log.url, {
				method: 'POST',
				keepalive: true,
				credentials: 'same-origin',
				// The nonce goes in the body: WordPress refuses a stale X-WP-Nonce outright, and a
				// page from a week-old cache has one; its signature still counts (issue 14).
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( {
					nonce: args.log.nonce,
					token: args.log.token,
					consent_id: consentId,
					choice: accepted ? 'accepted' : 'rejected',
					categories: state.categories,
					page: window.location.pathname,
				} ),
			} )
			.catch( () => undefined );
	}
	return state;
}
