/**
 * The visitor's choice, as the browser holds it, and what follows from a new choice.
 */
import { readCookie } from './cookies';

export const CATEGORIES = [ 'statistics', 'marketing' ] as const;
export type Category = ( typeof CATEGORIES )[ number ];
export const CATEGORIES_COOKIE = 'vista_consent_categories';
export const RELOAD_MARKER = 'cn-reloaded';

export interface ConsentState {
	decided: boolean;
	accepted: boolean;
	/** Optional categories the visitor allows. */
	categories: Category[];
}

export function isCategory( value: unknown ): value is Category {
	return ( CATEGORIES as readonly unknown[] ).includes( value );
}

/**
 * The state stored in the cookies. Without per-category choices, accepting allows every category.
 * @param cookieName Name of the consent cookie (`cookieName`).
 * @param granular   Whether the owner offers per-category choices.
 * @param source     The cookie string.
 */
export function readState(
	cookieName: string,
	granular: boolean,
	source?: string
): ConsentState {
	const value = readCookie( cookieName, source );
	const accepted = value === 'true';
	const listed = ( readCookie( CATEGORIES_COOKIE, source ) ?? '' ).split(
		','
	);
	let categories: Category[] = [];
	if ( accepted ) {
		categories = CATEGORIES.filter( ( c ) => listed.includes( c ) );
		// Our own acceptance always lists what it allows; an acceptance without a list comes from
		// a script that knows no categories (the original's), where accepting allows them all.
		if ( ! granular || categories.length === 0 ) {
			categories = [ ...CATEGORIES ];
		}
	}
	return {
		decided: value === 'true' || value === 'false',
		accepted,
		categories,
	};
}

/**
 * Whether a state allows a category; necessary (functional) cookies need no consent.
 * @param state    The visitor's choice.
 * @param category A category, or a WP Consent API category name.
 */
export function allows( state: ConsentState, category: string ): boolean {
	if ( category === 'necessary' || category === 'functional' ) {
		return true;
	}
	const name = category === 'statistics-anonymous' ? 'statistics' : category;
	if ( name === 'preferences' ) {
		return state.accepted;
	}
	return isCategory( name ) && state.categories.includes( name );
}

/**
 * 000 §4.6: with redirection on, a first acceptance or a change of choice reloads the page.
 * @param previous    Cookie value before the choice (null when unset).
 * @param next        Cookie value of the choice.
 * @param redirection The `redirection` setting.
 */
export function shouldReload(
	previous: string | null,
	next: 'true' | 'false',
	redirection: boolean
): boolean {
	if ( ! redirection ) {
		return false;
	}
	return previous === null ? next === 'true' : previous !== next;
}

/**
 * 000 §4.6: with caching on, the reload goes to the address with a marker, so a page cache serves
 * a fresh page.
 * @param href  Current address.
 * @param cache The `cache` setting.
 */
export function reloadAddress( href: string, cache: boolean ): string {
	const url = new URL( href );
	url.searchParams.delete( RELOAD_MARKER );
	if ( cache ) {
		url.searchParams.set( RELOAD_MARKER, '1' );
	}
	return url.href;
}
