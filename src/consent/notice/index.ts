/**
 * The cookie notice's wiring (000 §2.7, §4.6): dependency-free, so it costs every page little.
 * The notice itself is in the page's HTML; the inline head script has already marked <html> as
 * framed or decided before first paint. Also the consent API for the suite and other plugins
 * (api.ts).
 */
import './notice.css';
import { CHANGE_EVENT, consentApi, type VistaConsentApi } from './api';
import type { NoticeArgs } from './args';
import { storeChoice } from './choice';
import { releaseHeldScripts } from './held-scripts';
import { hideNotice, openNotice, setBodyClasses } from './notice-element';
import {
	allows,
	readState,
	reloadAddress,
	RELOAD_MARKER,
	shouldReload,
	type Category,
} from './state';
import {
	adoptForeignChoices,
	COOKIE_NOTICE_EVENT,
	listenForChoices,
} from './triggers';

export { CHANGE_EVENT, COOKIE_NOTICE_EVENT, type VistaConsentApi };

/** Drops the reload marker (000 §4.6) from the address bar, so a bookmark does not keep it. */
function forgetReloadMarker(): void {
	if ( new URL( window.location.href ).searchParams.has( RELOAD_MARKER ) ) {
		window.history.replaceState(
			window.history.state,
			'',
			reloadAddress( window.location.href, false )
		);
	}
}

export function boot( args: NoticeArgs ): VistaConsentApi | undefined {
	if (
		document.documentElement.classList.contains( 'cn-framed' ) ||
		window.self !== window.top
	) {
		return undefined;
	}
	const notice = document.getElementById( 'cookie-notice' );
	let state = readState( args.cookieName, args.categories );
	forgetReloadMarker();

	// Set while this script fires setCookieNotice, so it does not adopt its own announcement.
	let announcing = false;

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
		setBodyClasses( state );
		hideNotice( notice, args.hideEffect, () => {
			if ( hadFocus ) {
				// Keyboard users keep their place: on the control that brings the notice back,
				// once it shows (it is hidden until the page is marked decided).
				document
					.querySelector< HTMLElement >( '.cn-revoke-auto' )
					?.focus();
			}
		} );
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
	const open = () => openNotice( notice, state );

	listenForChoices( args, notice, choose, open, () => state.decided );
	adoptForeignChoices( args, () => announcing, choose );

	setBodyClasses( state );
	releaseHeldScripts( ( category ) => allows( state, category ) );

	const api = consentApi( () => state, choose, open );
	window.vistaConsent = api;
	return api;
}

if ( window.cnArgs ) {
	boot( window.cnArgs );
}
