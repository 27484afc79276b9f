/**
 * What the visitor sees after the ajax submission (001 §7 call 5, submit.ts): the success flow of 001 §4 (reset, old notices removed,
 * the message by location, the form state, redirect, entry PDF link, scroll) and the error
 * answers of 001 §8 (header notice, each field's message beneath it).
 */
import { __ } from '../common/translate';
import type { FormParams } from '../common/params';
import {
	clearMarks,
	controlsIn,
	markRow,
	showFailure,
	type Control,
	type Failure,
} from '../validation/controls';
import {
	AJAX_ERROR_SCROLL_MS,
	prefersReducedMotion,
	scrollToElement,
} from '../common/scroll';
import { handlePayment } from './payments';

export const NOTICE_CLASS = 'everest-forms-notice';

export interface SuccessData extends Record< string, unknown > {
	response?: string;
	message?: string;
	redirect_url?: string;
	enable_redirect_in_new_tab?: boolean | string;
	form_id?: number | string;
	entry_id?: number | string;
	pdf_download?: boolean | string;
	pdf_download_message?: string;
	pdf_download_url?: string;
	message_display_location?: string;
	form_state_type?: string;
	submission_message_scroll?: boolean | string;
	quiz_result_shown?: string;
	quiz_reporting?: string;
	is_preview_confirmation?: string | boolean;
	preview_confirmation?: string;
}

/** Where a success flow may send the visitor; replaced in tests. */
export interface Navigation {
	assign: ( url: string ) => void;
	open: ( url: string ) => void;
}

export const windowNavigation: Navigation = {
	assign: ( url ) => window.location.assign( url ),
	open: ( url ) => {
		window.open( url, '_blank', 'noopener' );
	},
};

const isOn = ( value: unknown ) =>
	value === true || value === 1 || value === '1' || value === 'true';

function containerOf( form: HTMLFormElement ): HTMLElement {
	return (
		form.closest< HTMLElement >( '.evf-container' ) ??
		( form.parentElement as HTMLElement )
	);
}

export function removeNotices( form: HTMLFormElement ): void {
	containerOf( form )
		.querySelectorAll( `.${ NOTICE_CLASS }` )
		.forEach( ( notice ) => notice.remove() );
}

function createNotice( type: 'success' | 'error' ): HTMLDivElement {
	const element = document.createElement( 'div' );
	element.className = `${ NOTICE_CLASS } ${ NOTICE_CLASS }--${ type }`;
	element.setAttribute( 'role', type === 'error' ? 'alert' : 'status' );
	element.tabIndex = -1;
	return element;
}

/**
 * The entry PDF link: the server's signed address when it gives one, else the route of 001 §2.
 * @param data Success data.
 */
export function pdfUrl( data: SuccessData ): string {
	// The server may answer pdf_download with the signed address itself.
	const given = [ data.pdf_download_url, data.pdf_download ].find(
		( value ) =>
			typeof value === 'string' && /^(https?:)?\/|^\?/.test( value )
	);
	if ( typeof given === 'string' ) {
		return given;
	}
	const query = new URLSearchParams( {
		page: 'evf-entries-pdf',
		form_id: String( data.form_id ),
		entry_id: String( data.entry_id ),
	} );
	if ( typeof data.key === 'string' && data.key ) {
		query.set( 'key', data.key );
	}
	return `/?${ query.toString() }`;
}

/**
 * HTML the server built and escaped (001 §7 call 5: the quiz report, the preview of what was
 * sent), appended after the message.
 * @param content Where it goes.
 * @param html    The server's HTML.
 */
function appendServerHtml( content: DocumentFragment, html: unknown ) {
	if ( typeof html !== 'string' || ! html ) {
		return;
	}
	const holder = document.createElement( 'div' );
	holder.innerHTML = html;
	content.append( ...Array.from( holder.childNodes ) );
}

function messageContent( form: HTMLFormElement, data: SuccessData ) {
	const content = document.createDocumentFragment();
	const preview = isOn( data.is_preview_confirmation );
	// With the preview in place of the message the server answers an empty message on purpose.
	const fallback = preview ? '' : form.dataset.message || '';
	appendServerHtml(
		content,
		( typeof data.message === 'string' && data.message ) || fallback
	);
	appendServerHtml( content, data.quiz_reporting );
	if ( preview ) {
		appendServerHtml( content, data.preview_confirmation );
	}
	const pdf = data.pdf_download;
	const pdfOn =
		isOn( pdf ) ||
		( typeof pdf === 'string' && /^(https?:)?\/|^\?/.test( pdf ) );
	if ( pdfOn && data.form_id !== undefined && data.entry_id !== undefined ) {
		const small = document.createElement( 'small' );
		const link = document.createElement( 'a' );
		link.className = 'everest-forms-pdf-download';
		link.href = pdfUrl( data );
		link.textContent =
			data.pdf_download_message ||
			__( 'Download your form submission in PDF format', 'vista-forms' );
		small.append( link );
		content.append( document.createElement( 'br' ), small );
	}
	return content;
}

function clearFieldErrors( form: HTMLFormElement ) {
	form.querySelectorAll( 'label.evf-error' ).forEach( ( label ) =>
		label.remove()
	);
	form.querySelectorAll( '.evf-field' ).forEach( ( row ) => {
		clearMarks( row as HTMLElement );
		row.classList.remove( 'evf-has-error' );
	} );
	form.querySelectorAll( '[aria-invalid]' ).forEach( ( control ) =>
		control.removeAttribute( 'aria-invalid' )
	);
}

/**
 * 001 §4 ajax success flow.
 * @param form       The form.
 * @param data       The answer's data.
 * @param navigation Where redirects go.
 */
export function showSuccess(
	form: HTMLFormElement,
	data: SuccessData,
	navigation: Navigation = windowNavigation
): void {
	form.reset();
	clearFieldErrors( form );
	// Widgets (pickers, signature pad, phone flags) reset their own state on this.
	form.dispatchEvent( new CustomEvent( 'everest_forms_reset' ) );
	removeNotices( form );
	if ( handlePayment( form, data, navigation.assign ) ) {
		return;
	}
	const location =
		data.message_display_location || form.dataset.message_location || 'top';
	const content = messageContent( form, data );
	let shown: HTMLElement = form;
	if ( location === 'popup' ) {
		// Few forms answer with a popup: its code is a chunk of its own.
		import( /* webpackChunkName: "forms-popup" */ './popup' ).then(
			( popup ) => popup.showPopup( form, content )
		);
	} else {
		shown = createNotice( 'success' );
		shown.append( content );
		if ( location === 'hide' ) {
			form.replaceWith( shown );
			shown.focus();
		} else if ( location === 'bottom' ) {
			form.after( shown );
		} else {
			form.before( shown );
		}
	}
	const state = data.form_state_type || form.dataset.form_state_type;
	if ( state === 'hide' && location !== 'hide' ) {
		form.querySelectorAll< HTMLElement >(
			'.evf-field-container, .evf-submit-container'
		).forEach( ( part ) => ( part.hidden = true ) );
		if ( location !== 'popup' ) {
			shown.focus();
		}
	}
	const scroll =
		data.submission_message_scroll ??
		form.dataset.submission_message_scroll;
	if ( isOn( scroll ) && location !== 'popup' ) {
		shown.scrollIntoView( {
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
			block: 'center',
		} );
	}
	if ( typeof data.redirect_url === 'string' && data.redirect_url ) {
		if ( isOn( data.enable_redirect_in_new_tab ) ) {
			navigation.open( data.redirect_url );
		} else {
			navigation.assign( data.redirect_url );
		}
	}
}

function rowFor( form: HTMLFormElement, fieldId: string ): HTMLElement | null {
	const formId = form.dataset.formid ?? '';
	return (
		document.getElementById(
			`evf-${ formId }-field_${ fieldId }-container`
		) ??
		Array.from(
			form.querySelectorAll< HTMLElement >( '.evf-field[data-field-id]' )
		).find( ( row ) => row.dataset.fieldId === fieldId ) ??
		null
	);
}

function errorPairs( raw: unknown ): Array< [ string, unknown ] > {
	if ( Array.isArray( raw ) ) {
		return raw.flatMap( ( pair ) =>
			pair && typeof pair === 'object' ? Object.entries( pair ) : []
		);
	}
	return raw && typeof raw === 'object' ? Object.entries( raw ) : [];
}

function markField(
	row: HTMLElement,
	control: Control | undefined,
	failure: Failure
) {
	if ( control ) {
		showFailure( control, failure );
	}
	markRow( row, failure );
}

/**
 * Marks a likert field's rows from the server's message: one per row, or one for the field.
 * @param row      The field row.
 * @param controls Its controls.
 * @param message  The server's message for the field.
 * @param params   Page parameters.
 */
function markLikertRows(
	row: HTMLElement,
	controls: ReturnType< typeof controlsIn >,
	message: unknown,
	params: FormParams
): void {
	const rows =
		message && typeof message === 'object'
			? Object.entries( message )
			: [ [ '', message ] ];
	for ( const [ likertRow, text ] of rows ) {
		const control =
			controls.find( ( each ) =>
				each.name.endsWith( `[${ likertRow }]` )
			) ?? controls[ 0 ];
		markField( row, control, {
			kind: text ? 'other' : 'required',
			message:
				typeof text === 'string' && text
					? text
					: params.i18n_messages_required,
		} );
	}
}

/**
 * A card the server refused (a decline, as Authorize.Net and Square answer it) needs a new token:
 * the card script makes one on the next submit only while the field holds none, so the refused one
 * must go, or the corrected card would post it again. A network failure never comes here, so a
 * retry after one keeps its token and is not charged twice.
 * @param row The field's row the server marked.
 */
function forgetCardToken( row: HTMLElement ) {
	row.querySelectorAll< HTMLInputElement >(
		'input[name$="[opaque_data][value]"], input[name$="[opaque_data][descriptor]"]'
	).forEach( ( input ) => {
		input.value = '';
	} );
}

/**
 * 001 §8 server error answer: the notice, then each field's message beneath it.
 * @param form   The form.
 * @param data   `data` of the answer.
 * @param params Page parameters.
 * @return The error labels shown, in document order.
 */
export function showErrors(
	form: HTMLFormElement,
	data: Record< string, unknown >,
	params: FormParams
): HTMLElement[] {
	removeNotices( form );
	const formId = form.dataset.formid ?? '';
	const forForm = data[ formId ] as { header?: unknown } | undefined;
	const header =
		( typeof forForm?.header === 'string' && forForm.header ) ||
		( typeof data.message === 'string' && data.message ) ||
		params.i18n_messages_error;
	const box = createNotice( 'error' );
	box.textContent = header;
	form.before( box );

	for ( const [ fieldId, message ] of errorPairs( data.error ) ) {
		const row = rowFor( form, fieldId );
		if ( ! row ) {
			continue;
		}
		forgetCardToken( row );
		const controls = controlsIn( row );
		if ( row.dataset.fieldType === 'likert' ) {
			markLikertRows( row, controls, message, params );
			continue;
		}
		const control =
			row.dataset.fieldType === 'signature'
				? controls.find( ( each ) =>
						each.name.endsWith( '[signature_image]' )
					)
				: controls[ 0 ];
		markField( row, control, {
			kind: 'other',
			message:
				typeof message === 'string' && message
					? message
					: params.i18n_messages_required,
		} );
	}
	const labels = Array.from(
		form.querySelectorAll< HTMLElement >(
			'label.evf-error:not(.mailcheck-error)'
		)
	);
	const visible = labels.filter(
		( label ) => label.getClientRects().length > 0
	);
	const target = visible[ visible.length - 1 ] ?? box;
	scrollToElement( target, AJAX_ERROR_SCROLL_MS );
	return labels;
}

/**
 * 001 §8 ajax failure (network or server): the generic error text.
 * @param form   The form.
 * @param params Page parameters.
 */
export function showFailureNotice(
	form: HTMLFormElement,
	params: FormParams
): HTMLElement {
	removeNotices( form );
	const box = createNotice( 'error' );
	box.textContent = params.i18n_messages_error;
	form.before( box );
	scrollToElement( box, AJAX_ERROR_SCROLL_MS );
	return box;
}
