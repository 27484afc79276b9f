/**
 * When the rules run (001 §4, §5): typing clears a row's marks, change and the custom `validate`
 * event re-evaluate it, keyup re-validates a control already judged (unless it opts out with
 * `no-validate-on-keyup`), leaving a control judges a filled one, and the submit judges all.
 */
import type { FormParams } from '../common/params';
import {
	check,
	clearMarks,
	controlsIn,
	groupOf,
	markRow,
	ROW_MARKS,
	ROW_SELECTOR,
	rowOf,
	showFailure,
	type Control,
} from './controls';

/** Keys that change nothing in a field: modifiers, locks, navigation, tab, escape. */
export const IGNORED_KEYS =
	/^(Shift|Control|Alt|AltGraph|Meta|OS|CapsLock|NumLock|ScrollLock|Fn|Arrow(Left|Right|Up|Down)|Home|End|PageUp|PageDown|Insert|Tab|Escape|ContextMenu)$/;

export function isIgnoredKey( event: KeyboardEvent ): boolean {
	return IGNORED_KEYS.test( event.key );
}

function asControl( target: EventTarget | null ): Control | null {
	if (
		( target instanceof HTMLInputElement ||
			target instanceof HTMLSelectElement ||
			target instanceof HTMLTextAreaElement ) &&
		target.name &&
		rowOf( target )
	) {
		return target;
	}
	return null;
}

export interface FormValidation {
	/** Judges every control; returns the first that failed, in document order, or null. */
	validateForm: () => Control | null;
	/** Judges one control (and its group), shows the result, and returns whether it passed. */
	validateControl: ( control: Control, markTheRow?: boolean ) => boolean;
}

export function bindValidation(
	form: HTMLFormElement,
	params: FormParams
): FormValidation {
	// Controls already judged once: keyup re-validates only these, as a visitor expects an error
	// to go away while correcting it, not to appear while first typing.
	const judged = new WeakSet< Control >();

	const validateControl = ( control: Control, markTheRow = true ) => {
		const failure = check( control, params );
		for ( const member of groupOf( control ) ) {
			judged.add( member );
		}
		showFailure( control, failure );
		const row = rowOf( control );
		if ( row && markTheRow ) {
			markRow( row, failure );
		}
		return ! failure;
	};

	const validateForm = () => {
		let first: Control | null = null;
		const seen = new Set< Control >();
		const rowFailed = new Map< HTMLElement, boolean >();
		for ( const control of controlsIn( form ) ) {
			if ( seen.has( control ) ) {
				continue;
			}
			groupOf( control ).forEach( ( member ) => seen.add( member ) );
			const failure = check( control, params );
			groupOf( control ).forEach( ( member ) => judged.add( member ) );
			showFailure( control, failure );
			const row = rowOf( control );
			if ( row && ! rowFailed.get( row ) ) {
				rowFailed.set( row, !! failure );
				markRow( row, failure );
			}
			if ( failure && ! first ) {
				first = control;
			}
		}
		return first;
	};

	form.addEventListener( 'input', ( event ) => {
		const control = asControl( event.target );
		const row = control && rowOf( control );
		if ( row ) {
			clearMarks( row );
		}
	} );

	// Pressing the submit button blurs the field being typed in: an error appearing then would move
	// the button away from under the pointer before the click ends. The submit judges all anyway.
	let submitPressed = false;
	form.addEventListener( 'pointerdown', ( event ) => {
		if (
			( event.target as Element ).closest?.(
				'button[type="submit"], input[type="submit"]'
			)
		) {
			submitPressed = true;
			window.setTimeout( () => ( submitPressed = false ), 1000 );
		}
	} );

	const revalidate = ( event: Event ) => {
		const control = asControl( event.target );
		if ( ! control || ( submitPressed && event.type === 'change' ) ) {
			return;
		}
		validateControl( control );
	};
	form.addEventListener( 'change', revalidate );
	form.addEventListener( 'validate', revalidate );

	form.addEventListener( 'keyup', ( event ) => {
		const control = asControl( event.target );
		if (
			! control ||
			isIgnoredKey( event ) ||
			// On the control, or on its row, where the renderer puts a field's own CSS classes.
			control.closest( '.no-validate-on-keyup' ) ||
			! judged.has( control )
		) {
			return;
		}
		showFailure( control, check( control, params ) );
	} );

	form.addEventListener( 'focusin', ( event ) => {
		rowOf( event.target as Element )?.classList.add( 'active' );
	} );
	form.addEventListener( 'focusout', ( event ) => {
		const row = rowOf( event.target as Element );
		if ( row && ! row.contains( event.relatedTarget as Node | null ) ) {
			row.classList.remove( 'active' );
		}
		const control = asControl( event.target );
		if (
			control &&
			! submitPressed &&
			! (
				control instanceof HTMLInputElement && control.type === 'radio'
			) &&
			! (
				control instanceof HTMLInputElement &&
				control.type === 'checkbox'
			) &&
			( judged.has( control ) || control.value.trim() !== '' )
		) {
			showFailure( control, check( control, params ) );
			judged.add( control );
		}
	} );

	return { validateForm, validateControl };
}

/** 001 §4: offline mode clears the row marks of every form on the page. */
export function clearMarksWhenOffline(): void {
	window.addEventListener( 'offline', () => {
		document
			.querySelectorAll< HTMLElement >(
				`form.everest-form ${ ROW_SELECTOR }`
			)
			.forEach( ( row ) => row.classList.remove( ...ROW_MARKS ) );
	} );
}
