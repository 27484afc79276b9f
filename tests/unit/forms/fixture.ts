/**
 * Forms written to the markup contract of FORMS.md, for the form script's unit tests.
 */
import { readParams, type FormParams } from '../../../src/forms/view/params';

export const FORM_ID = '7';

/** Messages that differ from every fallback, so a test sees they come from the parameters. */
export const RAW_PARAMS = {
	ajax_url: '/wp-admin/admin-ajax.php',
	submit: 'Send it',
	i18n_messages_required: 'P: required',
	i18n_messages_url: 'P: url',
	i18n_messages_email: 'P: email',
	i18n_messages_number: 'P: number',
	i18n_messages_confirm: 'P: confirm',
	i18n_messages_check_limit: 'P: at most {#} choices',
	i18n_messages_phone: 'P: phone',
	i18n_min_words_length: 'P: at least {#} words',
	i18n_messages_min_length: 'P: at least {#} characters',
	i18n_field_email_suggestion: 'P: Did you mean {suggestion}?',
	i18n_messages_error: 'P: generic error',
	mailcheck_domains: [ 'vista.test' ],
	mailcheck_toplevel_domains: [ 'dev' ],
	evf_plugin_url: '/wp-content/plugins/vista-forms/',
	evf_ajax_submission: 'ajax-nonce',
};

export function params(
	overrides: Record< string, unknown > = {}
): FormParams {
	return readParams( { ...RAW_PARAMS, ...overrides } );
}

export function row(
	id: string,
	type: string,
	inner: string,
	classes = ''
): string {
	return `<div class="evf-field evf-field-${ type } form-row ${ classes }" id="evf-${ FORM_ID }-field_${ id }-container" data-field-id="${ id }" data-field-type="${ type }">
  <label class="evf-field-label" for="evf-${ FORM_ID }-field_${ id }">${ id }</label>
  ${ inner }
</div>`;
}

export const name = ( id: string, suffix = '' ) =>
	`everest_forms[form_fields][${ id }]${ suffix }`;

export function input(
	id: string,
	attributes = '',
	type = 'text',
	suffix = ''
): string {
	return `<input type="${ type }" class="input-text" id="evf-${ FORM_ID }-field_${ id }" name="${ name(
		id,
		suffix
	) }" ${ attributes }>`;
}

/**
 * A whole form: its rows, then the hidden inputs and the submit button of the contract.
 * @param rows  Row markup.
 * @param attrs Extra attributes of the form element.
 */
export function formHtml( rows: string, attrs = '' ): string {
	return `<div class="evf-container vista-form" id="evf-${ FORM_ID }">
<form id="evf-form-${ FORM_ID }" class="everest-form" method="post" action="/contact/" novalidate data-formid="${ FORM_ID }" data-ajax_submission="1" data-process-text="Sending…" data-message_location="top" data-message="Thanks from the form" data-form_state_type="reset" ${ attrs }>
 <div class="evf-field-container">${ rows }</div>
 <input type="hidden" name="everest_forms[id]" value="${ FORM_ID }">
 <input type="hidden" name="evf_submission_start_time" value="1">
 <div class="evf-honeypot" aria-hidden="true"><input name="everest_forms[hp]" tabindex="-1" autocomplete="off"></div>
 <input type="hidden" name="_wpnonce${ FORM_ID }" value="form-nonce">
 <div class="evf-submit-container"><button type="submit" name="everest_forms[submit]" class="everest-forms-submit-button button evf-submit" data-process-text="Sending…">Send it</button></div>
</form></div>`;
}

export function mount( rows: string, attrs = '' ): HTMLFormElement {
	document.body.innerHTML = formHtml( rows, attrs );
	return document.querySelector( 'form' ) as HTMLFormElement;
}

export function control< T extends HTMLElement = HTMLInputElement >(
	id: string
): T {
	return document.getElementById( `evf-${ FORM_ID }-field_${ id }` ) as T;
}

export function rowEl( id: string ): HTMLElement {
	return document.getElementById(
		`evf-${ FORM_ID }-field_${ id }-container`
	) as HTMLElement;
}

export function errorText( id: string ): string | null {
	const label = rowEl( id ).querySelector(
		'label.evf-error:not(.mailcheck-error)'
	);
	return label ? label.textContent : null;
}

export function typeInto(
	element: HTMLInputElement | HTMLTextAreaElement,
	value: string
) {
	element.value = value;
	element.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

export function change( element: HTMLElement ) {
	element.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

export function keyup( element: HTMLElement, key: string ) {
	element.dispatchEvent(
		new KeyboardEvent( 'keyup', { key, bubbles: true } )
	);
}
