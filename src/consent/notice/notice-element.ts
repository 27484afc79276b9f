/**
 * The notice in the page and the body classes themes style by (000 §4.6): what the page shows of
 * the visitor's choice.
 */
import { isCategory, type Category, type ConsentState } from './state';

/** How long a hide effect may take before the notice goes anyway (no transitionend comes). */
const HIDE_FALLBACK_MS = 600;

/**
 * The original's body classes, which themes and other scripts read.
 * @param state The visitor's choice.
 */
export function setBodyClasses( state: ConsentState ): void {
	const body = document.body.classList;
	body.toggle( 'cookies-not-set', ! state.decided );
	body.toggle( 'cookies-set', state.decided );
	body.toggle( 'cookies-accepted', state.decided && state.accepted );
	body.toggle( 'cookies-refused', state.decided && ! state.accepted );
}

/**
 * Hides the notice, through its hide effect when it has one.
 * @param notice     The notice, if the page has it.
 * @param hideEffect The `hideEffect` setting.
 * @param onHidden   Called once the notice is gone and the page is marked decided (so the
 *                   automatic revoke control shows and can take focus).
 */
export function hideNotice(
	notice: HTMLElement | null,
	hideEffect: string,
	onHidden: () => void = () => {}
): void {
	const html = document.documentElement;
	if ( ! notice ) {
		html.classList.add( 'cn-decided' );
		onHidden();
		return;
	}
	const finish = () => {
		html.classList.add( 'cn-decided' );
		notice.classList.remove( 'cn-open', 'cn-hiding' );
		onHidden();
	};
	// Visitors who ask for less motion get no effect (the stylesheet drops the transition).
	if (
		hideEffect === 'none' ||
		window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
	) {
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
}

/**
 * Shows the notice again, its category boxes set to the current choice, focus on its first button.
 * @param notice The notice, if the page has it.
 * @param state  The visitor's choice.
 */
export function openNotice(
	notice: HTMLElement | null,
	state: ConsentState
): void {
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
}

/**
 * The categories ticked in the notice.
 * @param notice The notice, if the page has it.
 */
export function checkedCategories( notice: HTMLElement | null ): Category[] {
	return Array.from(
		notice?.querySelectorAll< HTMLInputElement >(
			'.cn-category-input:checked'
		) ?? []
	)
		.map( ( input ) => input.value )
		.filter( isCategory );
}
