/**
 * The success popup of 001 §2.
 */
import { __ } from '../common/translate';
import { prefersReducedMotion } from '../common/scroll';

export const POPUP_CLASS = 'everest-forms-success-popup';
export const POPUP_FADE_MS = 200;

function checkImage(): SVGSVGElement {
	const svg = document.createElementNS( 'http://www.w3.org/2000/svg', 'svg' );
	svg.setAttribute( 'viewBox', '0 0 52 52' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'class', `${ POPUP_CLASS }__check` );
	svg.innerHTML =
		'<circle cx="26" cy="26" r="25" fill="none" stroke="currentColor" stroke-width="2"/><path fill="none" stroke="currentColor" stroke-width="4" d="M14 27l8 8 16-16"/>';
	return svg;
}

let popupCount = 0;

/**
 * The success popup of 001 §2: overlay, close icon, check image, success text and the message.
 * Focus moves to its close button and returns where it was when it closes (button, Escape or a
 * click on the overlay), after a 200 ms fade.
 * @param form    The form.
 * @param content The message.
 */
export function showPopup(
	form: HTMLFormElement,
	content: DocumentFragment
): HTMLElement {
	popupCount += 1;
	const titleId = `${ POPUP_CLASS }-title-${ popupCount }`;
	const overlay = document.createElement( 'div' );
	overlay.className = POPUP_CLASS;
	const box = document.createElement( 'div' );
	box.className = `${ POPUP_CLASS }__box`;
	box.setAttribute( 'role', 'dialog' );
	box.setAttribute( 'aria-modal', 'true' );
	box.setAttribute( 'aria-labelledby', titleId );
	const close = document.createElement( 'button' );
	close.type = 'button';
	close.className = `${ POPUP_CLASS }__close`;
	close.setAttribute( 'aria-label', __( 'Close', 'vista-forms' ) );
	close.textContent = '×';
	const title = document.createElement( 'p' );
	title.id = titleId;
	title.className = `${ POPUP_CLASS }__title`;
	title.textContent = __( 'Success', 'vista-forms' );
	const message = document.createElement( 'div' );
	message.className = `${ POPUP_CLASS }__message`;
	message.append( content );
	box.append( close, checkImage(), title, message );
	overlay.append( box );

	const active = form.ownerDocument.activeElement as HTMLElement | null;
	const returnFocus =
		active && active !== document.body
			? active
			: ( form.querySelector< HTMLElement >( 'button[type="submit"]' ) ??
				form );
	let closing = false;
	const dismiss = () => {
		if ( closing ) {
			return;
		}
		closing = true;
		document.removeEventListener( 'keydown', onKey, true );
		overlay.classList.add( 'is-closing' );
		const done = () => {
			overlay.remove();
			( returnFocus.isConnected ? returnFocus : form ).focus?.();
		};
		if ( prefersReducedMotion() ) {
			done();
		} else {
			window.setTimeout( done, POPUP_FADE_MS );
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			dismiss();
		} else if ( event.key === 'Tab' ) {
			// Keep focus inside the dialog while it is open.
			const focusable = Array.from(
				box.querySelectorAll< HTMLElement >( 'button, a[href]' )
			);
			const first = focusable[ 0 ];
			const last = focusable[ focusable.length - 1 ];
			if ( event.shiftKey && box.ownerDocument.activeElement === first ) {
				event.preventDefault();
				last.focus();
			} else if (
				! event.shiftKey &&
				box.ownerDocument.activeElement === last
			) {
				event.preventDefault();
				first.focus();
			}
		}
	};
	close.addEventListener( 'click', dismiss );
	overlay.addEventListener( 'click', ( event ) => {
		if ( event.target === overlay ) {
			dismiss();
		}
	} );
	document.addEventListener( 'keydown', onKey, true );
	document.body.append( overlay );
	close.focus();
	return overlay;
}
