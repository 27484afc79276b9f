/**
 * Which rule of 001 §5 applies to which control of a row, and how a result shows: the error label
 * beneath the control, aria-invalid/aria-describedby, and the row's state classes of 001 §4.
 */
import { __ } from '../common/translate';
import type { FormParams } from '../common/params';
import { withLimit } from '../common/params';
import { isValidEmail } from './email';
import { limitFrom, wordCount } from './lengths';

export type Control =
	HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FailureKind = 'required' | 'email' | 'other';

export interface Failure {
	kind: FailureKind;
	message: string;
}

/**
 * A rule a widget adds (the smart phone number check, a mask's completeness): it returns a
 * message for a non-empty value it refuses, or null.
 */
export type ExtraRule = (
	control: Control,
	row: HTMLElement,
	params: FormParams
) => string | null;

const extraRules: ExtraRule[] = [];

export function registerRule( rule: ExtraRule ): void {
	if ( ! extraRules.includes( rule ) ) {
		extraRules.push( rule );
	}
}

export const ROW_SELECTOR = '.evf-field';
export const ROW_MARKS = [
	'everest-forms-invalid',
	'everest-forms-invalid-required-field',
	'everest-forms-invalid-email',
	'everest-forms-validated',
];
export const ERROR_CLASS = 'evf-error';
export const ROW_ERROR_CLASS = 'evf-has-error';

export function rowOf( element: Element ): HTMLElement | null {
	return element.closest< HTMLElement >( ROW_SELECTOR );
}

export function isCheckable( control: Control ): control is HTMLInputElement {
	return (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' )
	);
}

function isSignatureImage( control: Control ): boolean {
	return control.name.endsWith( '[signature_image]' );
}

/**
 * The token a card gateway writes for a credit card field (001 §3 opaque_data).
 * @param control The control.
 */
function isCardToken( control: Control ): boolean {
	return control.name.endsWith( '[opaque_data][value]' );
}

function isEnhancedSelect( control: Control ): boolean {
	return (
		control instanceof HTMLSelectElement &&
		( control.classList.contains( 'evf-enhanced-select' ) ||
			control.classList.contains( 'tomselected' ) )
	);
}

function isShown( element: Element | null ): boolean {
	for ( let node = element; node; node = node.parentElement ) {
		if ( ( node as HTMLElement ).hidden ) {
			return false;
		}
		const style = window.getComputedStyle( node );
		if ( style.display === 'none' || style.visibility === 'hidden' ) {
			return false;
		}
	}
	return true;
}

/**
 * 001 §5: hidden fields are ignored, except enhanced selects (their own select is hidden behind
 * the widget). A signature's image input is hidden by nature: its row decides.
 * @param control The control.
 */
export function isIgnored( control: Control ): boolean {
	if ( control.disabled || ! control.name ) {
		return true;
	}
	if ( isSignatureImage( control ) || isCardToken( control ) ) {
		return ! isShown( rowOf( control ) );
	}
	if ( control instanceof HTMLInputElement && control.type === 'hidden' ) {
		return true;
	}
	if ( isEnhancedSelect( control ) ) {
		return ! isShown( rowOf( control ) );
	}
	return ! isShown( control );
}

/**
 * The controls the rules look at: named inputs, selects and textareas inside field rows.
 * @param scope Form or row.
 */
export function controlsIn( scope: ParentNode ): Control[] {
	return Array.from(
		scope.querySelectorAll< Control >(
			`${ ROW_SELECTOR } input[name], ${ ROW_SELECTOR } select[name], ${ ROW_SELECTOR } textarea[name]`
		)
	).filter(
		( control ) =>
			! [ 'button', 'submit', 'reset', 'image' ].includes( control.type )
	);
}

/**
 * A radio or checkbox with the others of its name in the same row; any other control alone.
 * @param control The control.
 */
export function groupOf( control: Control ): Control[] {
	const row = rowOf( control );
	if ( ! isCheckable( control ) || ! row ) {
		return [ control ];
	}
	return controlsIn( row ).filter(
		( other ) => isCheckable( other ) && other.name === control.name
	);
}

export function checkedCount( group: Control[] ): number {
	return group.filter( ( member ) => isCheckable( member ) && member.checked )
		.length;
}

export function isEmpty( control: Control ): boolean {
	if ( isCheckable( control ) ) {
		return checkedCount( groupOf( control ) ) === 0;
	}
	if ( control instanceof HTMLSelectElement && control.multiple ) {
		return ! Array.from( control.selectedOptions ).some(
			( option ) => option.value !== ''
		);
	}
	if ( control instanceof HTMLInputElement && control.validity?.badInput ) {
		// A number field holding text the browser cannot read: not empty, but not a number.
		return false;
	}
	if ( control instanceof HTMLInputElement && control.type === 'file' ) {
		return ! control.files || control.files.length === 0;
	}
	return control.value.trim() === '';
}

function isNotUserInput( control: Control, row: HTMLElement ): boolean {
	return (
		row.dataset.fieldType === 'payment-single' &&
		( ( control instanceof HTMLInputElement &&
			control.type === 'hidden' ) ||
			( control instanceof HTMLInputElement && control.readOnly ) )
	);
}

export function isRequired( control: Control, row: HTMLElement ): boolean {
	if ( isNotUserInput( control, row ) ) {
		return false;
	}
	if ( isCardToken( control ) ) {
		return (
			row.querySelector< HTMLElement >( '.evf-credit-card' )?.dataset
				.required === '1' ||
			row.classList.contains( 'validate-required' )
		);
	}
	const members = groupOf( control );
	if (
		members.some(
			( member ) =>
				member.required ||
				member.getAttribute( 'aria-required' ) === 'true'
		)
	) {
		return true;
	}
	return (
		row.classList.contains( 'validate-required' ) &&
		! control.name.endsWith( '[address2]' ) &&
		! control.classList.contains( 'evf-optional' )
	);
}

function isEmailControl( control: Control, row: HTMLElement ): boolean {
	return (
		( control instanceof HTMLInputElement && control.type === 'email' ) ||
		( row.classList.contains( 'validate-email' ) &&
			! ( control instanceof HTMLSelectElement ) &&
			! isCheckable( control ) )
	);
}

/**
 * The failure of a control under the rules of 001 §5, or null when it passes or is ignored.
 * @param control The control (any member of a radio or checkbox group).
 * @param params  Page parameters (messages).
 */
export function check( control: Control, params: FormParams ): Failure | null {
	const row = rowOf( control );
	if ( ! row || isIgnored( control ) ) {
		return null;
	}
	if ( isEmpty( control ) ) {
		if ( ! isRequired( control, row ) ) {
			return null;
		}
		return {
			kind: 'required',
			message:
				row.dataset.fieldType === 'credit-card'
					? __( 'This field is required', 'vista-forms' )
					: params.i18n_messages_required,
		};
	}
	if (
		isEmailControl( control, row ) &&
		! isValidEmail( control.value.trim() )
	) {
		return { kind: 'email', message: params.i18n_messages_email };
	}
	const value = control.value;
	const minWords = limitFrom( control.dataset.minWords );
	if ( minWords > 0 && wordCount( value ) < minWords ) {
		return {
			kind: 'other',
			message: withLimit( params.i18n_min_words_length, minWords ),
		};
	}
	const minLength = limitFrom( control.dataset.textMinLength );
	if ( minLength > 0 && value.length < minLength ) {
		return {
			kind: 'other',
			message: withLimit( params.i18n_messages_min_length, minLength ),
		};
	}
	for ( const rule of extraRules ) {
		const message = rule( control, row, params );
		if ( message ) {
			return { kind: 'other', message };
		}
	}
	return null;
}

let generatedIds = 0;

function idOf( control: Control ): string {
	if ( ! control.id ) {
		generatedIds += 1;
		control.id = `evf-control-${ generatedIds }`;
	}
	return control.id;
}

/**
 * Where an error label goes: after the choice list of a group, after a widget that wraps the
 * control (phone flags, enhanced select, signature pad), otherwise right after the control.
 * @param control The control.
 */
function errorAnchor( control: Control ): Element {
	const row = rowOf( control );
	if ( isCheckable( control ) ) {
		const list = control.closest( 'ul, ol, .evf-choices' );
		if ( list && row?.contains( list ) ) {
			return list;
		}
		return control.closest( 'label' ) ?? control;
	}
	if ( isSignatureImage( control ) ) {
		return (
			row?.querySelector(
				'.evf-signature-wrapper, .evf-signature-pad'
			) ?? control
		);
	}
	if ( isCardToken( control ) ) {
		return row?.querySelector( '.evf-credit-card' ) ?? control;
	}
	return (
		control.closest( '.iti, .ts-wrapper' ) ??
		( control.nextElementSibling?.classList.contains( 'ts-wrapper' )
			? control.nextElementSibling
			: control )
	);
}

function errorLabel( control: Control ): HTMLLabelElement | null {
	const id = idOf( groupOf( control )[ 0 ] );
	const labels = rowOf( control )?.querySelectorAll< HTMLLabelElement >(
		`label.${ ERROR_CLASS }:not(.mailcheck-error)`
	);
	return (
		Array.from( labels ?? [] ).find( ( label ) => label.htmlFor === id ) ??
		null
	);
}

function setDescribedBy( control: Control, id: string, on: boolean ) {
	const ids = ( control.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( ( each ) => each && each !== id );
	if ( on ) {
		ids.push( id );
	}
	if ( ids.length ) {
		control.setAttribute( 'aria-describedby', ids.join( ' ' ) );
	} else {
		control.removeAttribute( 'aria-describedby' );
	}
}

/**
 * Shows a control's failure beneath it (or removes it), with aria-invalid and the row's
 * evf-has-error, which stays while any control of the row shows an error.
 * @param control The control.
 * @param failure Its failure, or null.
 */
export function showFailure( control: Control, failure: Failure | null ): void {
	const row = rowOf( control );
	const members = groupOf( control );
	const id = idOf( members[ 0 ] );
	const errorId = `${ id }-error`;
	let label = errorLabel( control );
	if ( failure ) {
		if ( ! label ) {
			label = document.createElement( 'label' );
			label.className = ERROR_CLASS;
			label.id = errorId;
			label.htmlFor = id;
			errorAnchor( control ).after( label );
		}
		label.textContent = failure.message;
	} else {
		label?.remove();
	}
	for ( const member of members ) {
		if ( failure ) {
			member.setAttribute( 'aria-invalid', 'true' );
		} else {
			member.removeAttribute( 'aria-invalid' );
		}
		setDescribedBy( member, label?.id || errorId, !! failure );
	}
	if ( row ) {
		row.classList.toggle(
			ROW_ERROR_CLASS,
			!! row.querySelector(
				`label.${ ERROR_CLASS }:not(.mailcheck-error)`
			)
		);
	}
}

export function clearMarks( row: HTMLElement ): void {
	row.classList.remove( ...ROW_MARKS );
}

/**
 * The row states of 001 §4 after a change or validate: required and empty, a malformed address,
 * another refusal, or validated.
 * @param row     The field row.
 * @param failure The failure found, or null.
 */
export function markRow( row: HTMLElement, failure: Failure | null ): void {
	clearMarks( row );
	if ( ! failure ) {
		row.classList.add( 'everest-forms-validated' );
		return;
	}
	row.classList.add( 'everest-forms-invalid' );
	if ( failure.kind === 'required' ) {
		row.classList.add( 'everest-forms-invalid-required-field' );
	} else if ( failure.kind === 'email' ) {
		row.classList.add( 'everest-forms-invalid-email' );
	}
}
