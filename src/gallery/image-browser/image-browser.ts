/**
 * The image browser's own script (a chunk loaded only where the layout is): the left and right
 * arrow keys show the previous or next image while the browser has the focus, and after a change
 * of image the control used keeps the focus and the new image is announced politely.
 *
 * Previous and next stay the server's paging links, which gallery.ts follows by the gallery view request (the
 * markup is replaced, and this runs again on the fresh markup) or by loading the page (this runs
 * on the new page): a note in session storage tells that run what had the focus.
 */
import { scrollTargetFor } from '../common/layout';
import type { GalleryOptions } from '../common/request';
import {
	directionForKey,
	focusTargetFromNote,
	type Direction,
	type FocusNote,
	type FocusTarget,
} from './keys';

const NOTE_KEY = 'vista-image-browser-focus';
/**
 * A live region announces changes to it, not the text it held when it was inserted: the text
 * goes in once the fresh region has been in the page for a moment.
 */
const ANNOUNCE_DELAY = 150;

/** Whether the note was written by this page (the gallery view request) rather than a page before it (reload). */
let notedHere = false;

function writeNote( n: number, target: FocusTarget ): void {
	const note: FocusNote = {
		n,
		path: window.location.pathname,
		target,
		at: Date.now(),
	};
	notedHere = true;
	try {
		window.sessionStorage.setItem( NOTE_KEY, JSON.stringify( note ) );
	} catch {
		// Storage refused (private mode, quota): the focus is simply not restored.
	}
}

function takeNote( n: number ): FocusTarget | null {
	let raw: string | null = null;
	try {
		raw = window.sessionStorage.getItem( NOTE_KEY );
	} catch {
		return null;
	}
	const target = focusTargetFromNote(
		raw,
		n,
		window.location.pathname,
		Date.now()
	);
	if ( target ) {
		try {
			window.sessionStorage.removeItem( NOTE_KEY );
		} catch {
			// Nothing to clean up without storage.
		}
	}
	return target;
}

function control( browser: HTMLElement, direction: Direction ) {
	return browser.querySelector< HTMLAnchorElement >(
		`a.vista-image-browser__${ direction }`
	);
}

function isTyping( target: EventTarget | null ): boolean {
	return (
		target instanceof HTMLElement &&
		( target.isContentEditable ||
			[ 'INPUT', 'TEXTAREA', 'SELECT' ].includes( target.tagName ) )
	);
}

/**
 * Takes over one image browser.
 * @param container Gallery container.
 * @param options   Its options.
 */
export function initLayout(
	container: HTMLElement,
	options: GalleryOptions
): void {
	const browser = container.querySelector< HTMLElement >(
		'.vista-image-browser'
	);
	if ( ! browser ) {
		return;
	}
	const n = options.n;
	const hint = browser.querySelector< HTMLElement >(
		'.vista-image-browser__hint'
	);
	browser.tabIndex = 0;
	browser.setAttribute( 'aria-keyshortcuts', 'ArrowLeft ArrowRight' );
	if ( hint?.id ) {
		browser.setAttribute( 'aria-describedby', hint.id );
	}

	let byKey = false;
	browser.addEventListener( 'keydown', ( event ) => {
		if (
			event.defaultPrevented ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			isTyping( event.target )
		) {
			return;
		}
		const direction = directionForKey(
			event.key,
			getComputedStyle( browser ).direction === 'rtl'
		);
		if ( ! direction ) {
			return;
		}
		// At either end the key does nothing, not even scroll the page.
		event.preventDefault();
		const link = control( browser, direction );
		if ( ! link ) {
			return;
		}
		const focused = browser.ownerDocument.activeElement;
		let target: FocusTarget = 'browser';
		if ( focused === control( browser, 'prev' ) ) {
			target = 'prev';
		} else if ( focused === control( browser, 'next' ) ) {
			target = 'next';
		}
		writeNote( n, target );
		byKey = true;
		link.click();
		byKey = false;
	} );
	browser.addEventListener( 'click', ( event ) => {
		const link = ( event.target as HTMLElement ).closest(
			'a.vista-image-browser__control'
		);
		// A click that opens another tab or window leaves this page as it is.
		if (
			! link ||
			byKey ||
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		writeNote(
			n,
			link.classList.contains( 'vista-image-browser__prev' )
				? 'prev'
				: 'next'
		);
	} );

	const target = takeNote( n );
	if ( ! target ) {
		return;
	}
	if ( ! notedHere ) {
		// Arrived by a page load: the browser is brought to where the gallery view request would scroll it.
		window.scrollTo(
			0,
			scrollTargetFor(
				container.getBoundingClientRect().top + window.scrollY
			)
		);
	}
	notedHere = false;
	const focus =
		target === 'browser'
			? browser
			: ( control( browser, target ) ?? browser );
	focus.focus( { preventScroll: true } );
	const status = browser.querySelector< HTMLElement >(
		'.vista-image-browser__status'
	);
	if ( status ) {
		window.setTimeout( () => {
			status.textContent = status.dataset.announce ?? '';
		}, ANNOUNCE_DELAY );
	}
}
