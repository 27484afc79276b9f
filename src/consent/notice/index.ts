/**
 * The cookie notice's wiring (000 §2.7, §4.6): dependency-free, so it costs every page little.
 * The notice itself is in the page's HTML; the inline head script has already marked <html> as
 * framed or decided before first paint. Also the consent API for the suite and other plugins:
 * `window.vistaConsent` and the `vista-consent-change` event.
 */
import './notice.css';
import type { NoticeArgs } from './args';
import { storeChoice } from './choice';
import { readCookie } from './cookies';
import { releaseHeldScripts } from './held-scripts';
import {
	allows,
	CATEGORIES,
	isCategory,
	readState,
	reloadAddress,
	RELOAD_MARKER,
	shouldReload,
	type Category,
	type ConsentState,
} from './state';

export interface VistaConsentApi {
	state: () => ConsentState;
	has: ( category: string ) => boolean;
	accept: ( categories?: Category[] ) => void;
	reject: () => void;
	open: () => void;
	onChange: ( listener: ( state: ConsentState ) => void ) => () => void;
}

declare global {
	interface Window {
		vistaConsent?: VistaConsentApi;
	}
}

export const CHANGE_EVENT = 'vista-consent-change';
/** The original Cookie Notice's event, fired on the document with each choice (000 §4.6). */
export const COOKIE_NOTICE_EVENT = 'setCookieNotice';
const HIDE_FALLBACK_MS = 600;

export function boot( args: NoticeArgs ): VistaConsentApi | undefined {
	const html = document.documentElement;
	if (
		html.classList.contains( 'cn-framed' ) ||
		window.self !== window.top
	) {
		return undefined;
	}
	const notice = document.getElementById( 'cookie-notice' );
	let state = readState( args.cookieName, args.categories );

	if ( new URL( window.location.href ).searchParams.has( RELOAD_MARKER ) ) {
		window.history.replaceState(
			window.history.state,
			'',
			reloadAddress( window.location.href, false )
		);
	}

	const setBodyClasses = () => {
		const body = document.body.classList;
		body.toggle( 'cookies-not-set', ! state.decided );
		body.toggle( 'cookies-set', state.decided );
		body.toggle( 'cookies-accepted', state.decided && state.accepted );
		body.toggle( 'cookies-refused', state.decided && ! state.accepted );
	};

	const hideNotice = () => {
		if ( ! notice ) {
			html.classList.add( 'cn-decided' );
			return;
		}
		const finish = () => {
			html.classList.add( 'cn-decided' );
			notice.classList.remove( 'cn-open', 'cn-hiding' );
		};
		if ( args.hideEffect === 'none' ) {
			finish();
			return;
		}
		notice.classList.add( 'cn-hiding' );
		let done = false;
		const once = () => {
			if ( ! done ) {
				done = true;
				finish();
			}
		};
		notice.addEventListener( 'transitionend', once, { once: true } );
		window.setTimeout( once, HIDE_FALLBACK_MS );
	};

	// Set while this script fires setCookieNotice, so it does not adopt its own announcement.
	let announcing = false;

	/**
	 * Stores a choice and tells the page.
	 * @param accepted   Whether the visitor accepts.
	 * @param categories What they allow.
	 * @param foreign    Another script made the choice (it announced it and reloads if it will).
	 */
	const choose = (
		accepted: boolean,
		categories: Category[],
		foreign = false
	) => {
		const previous = state.decided ? String( state.accepted ) : null;
		const hadFocus = !! notice?.contains(
			notice.ownerDocument.activeElement
		);
		state = storeChoice(
			args,
			accepted && categories.length > 0,
			categories
		);
		setBodyClasses();
		hideNotice();
		if ( hadFocus ) {
			// Keyboard users keep their place: on the control that brings the notice back.
			document.querySelector< HTMLElement >( '.cn-revoke-auto' )?.focus();
		}
		document.dispatchEvent(
			new CustomEvent( CHANGE_EVENT, { detail: state } )
		);
		if ( ! foreign ) {
			announcing = true;
			document.dispatchEvent(
				new CustomEvent( COOKIE_NOTICE_EVENT, {
					detail: {
						value: String( state.accepted ),
						time: Date.now(),
					},
				} )
			);
			announcing = false;
		}
		releaseHeldScripts( ( category ) => allows( state, category ) );
		if (
			! foreign &&
			shouldReload(
				previous,
				state.accepted ? 'true' : 'false',
				args.redirection
			)
		) {
			window.location.assign(
				reloadAddress( window.location.href, args.cache )
			);
		}
	};

	const checkedCategories = (): Category[] =>
		Array.from(
			notice?.querySelectorAll< HTMLInputElement >(
				'.cn-category-input:checked'
			) ?? []
		)
			.map( ( input ) => input.value )
			.filter( isCategory );

	const open = () => {
		if ( ! notice ) {
			return;
		}
		notice
			.querySelectorAll< HTMLInputElement >( '.cn-category-input' )
			.forEach( ( input ) => {
				input.checked =
					isCategory( input.value ) &&
					state.categories.includes( input.value );
			} );
		notice.classList.remove( 'cn-hiding' );
		notice.classList.add( 'cn-open' );
		notice.querySelector< HTMLElement >( 'button' )?.focus();
	};

	notice?.addEventListener( 'click', ( event ) => {
		const control = ( event.target as Element ).closest< HTMLElement >(
			'[data-cookie-set]'
		);
		// The save button says "accept" to scripts that know only accept and refuse (the
		// original's); data-cn-set tells this script it saves the chosen categories.
		const action = control?.dataset.cnSet ?? control?.dataset.cookieSet;
		if ( action === 'accept' ) {
			choose( true, [ ...CATEGORIES ] );
		} else if ( action === 'save' ) {
			choose( true, checkedCategories() );
		} else if ( action === 'refuse' ) {
			choose( false, [] );
		}
	} );

	document.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		if ( target.closest?.( '.cn-revoke-cookie' ) ) {
			event.preventDefault();
			open();
		} else if (
			args.onClick &&
			! state.decided &&
			notice &&
			! notice.contains( target )
		) {
			choose( true, [ ...CATEGORIES ] );
		}
	} );

	if ( args.onScroll && ! state.decided ) {
		const onScroll = () => {
			if ( ! state.decided && window.scrollY > args.onScrollOffset ) {
				window.removeEventListener( 'scroll', onScroll );
				choose( true, [ ...CATEGORIES ] );
			}
		};
		window.addEventListener( 'scroll', onScroll, { passive: true } );
	}

	// Another script that speaks the original's way (000 §4.6: it writes the cookie and fires
	// setCookieNotice with detail.value 'true' or 'false') decides for the visitor: adopt it, so
	// the notice goes and what waits for consent (statistics, videos) follows without a reload.
	document.addEventListener( COOKIE_NOTICE_EVENT, ( event ) => {
		const value = String(
			( event as CustomEvent< { value?: unknown } > ).detail?.value ??
				readCookie( args.cookieName )
		);
		if ( ! announcing && ( value === 'true' || value === 'false' ) ) {
			const accepted = value === 'true';
			choose( accepted, accepted ? [ ...CATEGORIES ] : [], true );
		}
	} );

	setBodyClasses();
	releaseHeldScripts( ( category ) => allows( state, category ) );

	const api: VistaConsentApi = {
		state: () => ( { ...state, categories: [ ...state.categories ] } ),
		has: ( category ) => allows( state, category ),
		accept: ( categories = [ ...CATEGORIES ] ) =>
			choose( true, categories.filter( isCategory ) ),
		reject: () => choose( false, [] ),
		open,
		onChange: ( listener ) => {
			const handler = ( event: Event ) =>
				listener( ( event as CustomEvent< ConsentState > ).detail );
			document.addEventListener( CHANGE_EVENT, handler );
			return () => document.removeEventListener( CHANGE_EVENT, handler );
		},
	};
	window.vistaConsent = api;
	return api;
}

if ( window.cnArgs ) {
	boot( window.cnArgs );
}
