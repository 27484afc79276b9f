/**
 * What makes a choice: the notice's buttons, the revoke links, and (when the owner asks for it)
 * a click anywhere or scrolling (000 §4.6); and another script that speaks the original's way.
 */
import type { NoticeArgs } from './args';
import { readCookie } from './cookies';
import { checkedCategories } from './notice-element';
import { CATEGORIES, type Category } from './state';

/** The original Cookie Notice's event, fired on the document with each choice (000 §4.6). */
export const COOKIE_NOTICE_EVENT = 'setCookieNotice';

/**
 * Stores a choice and tells the page.
 * @param accepted   Whether the visitor accepts.
 * @param categories What they allow.
 * @param foreign    Another script made the choice (it announced it and reloads if it will).
 */
export type Choose = (
	accepted: boolean,
	categories: Category[],
	foreign?: boolean
) => void;

/**
 * Listens to the visitor: the notice's buttons, the revoke links, a click or scroll that accepts.
 * @param args    The notice's settings.
 * @param notice  The notice, if the page has it.
 * @param choose  What a choice does.
 * @param open    Shows the notice again.
 * @param decided Whether the visitor has chosen.
 */
export function listenForChoices(
	args: NoticeArgs,
	notice: HTMLElement | null,
	choose: Choose,
	open: () => void,
	decided: () => boolean
): void {
	const acceptAll = () => choose( true, [ ...CATEGORIES ] );
	notice?.addEventListener( 'click', ( event ) => {
		const control = ( event.target as Element ).closest< HTMLElement >(
			'[data-cookie-set]'
		);
		// The save button says "accept" to scripts that know only accept and refuse (the
		// original's); data-cn-set tells this script it saves the chosen categories.
		const action = control?.dataset.cnSet ?? control?.dataset.cookieSet;
		if ( action === 'accept' ) {
			acceptAll();
		} else if ( action === 'save' ) {
			choose( true, checkedCategories( notice ) );
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
			! decided() &&
			notice &&
			! notice.contains( target )
		) {
			acceptAll();
		}
	} );

	if ( args.onScroll && ! decided() ) {
		const onScroll = () => {
			if ( ! decided() && window.scrollY > args.onScrollOffset ) {
				window.removeEventListener( 'scroll', onScroll );
				acceptAll();
			}
		};
		window.addEventListener( 'scroll', onScroll, { passive: true } );
	}
}

/**
 * Another script that speaks the original's way (000 §4.6: it writes the cookie and fires
 * setCookieNotice with detail.value 'true' or 'false') decides for the visitor: adopt it, so the
 * notice goes and what waits for consent (statistics, videos) follows without a reload.
 * @param args       The notice's settings.
 * @param announcing Whether this script is firing setCookieNotice itself (not to adopt its own).
 * @param choose     What a choice does.
 */
export function adoptForeignChoices(
	args: NoticeArgs,
	announcing: () => boolean,
	choose: Choose
): void {
	document.addEventListener( COOKIE_NOTICE_EVENT, ( event ) => {
		const value = String(
			( event as CustomEvent< { value?: unknown } > ).detail?.value ??
				readCookie( args.cookieName )
		);
		if ( ! announcing() && ( value === 'true' || value === 'false' ) ) {
			const accepted = value === 'true';
			choose( accepted, accepted ? [ ...CATEGORIES ] : [], true );
		}
	} );
}
