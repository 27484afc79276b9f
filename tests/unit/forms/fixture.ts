/**
 * The form markup of the form script's unit tests, rendered by the server's FormRenderer: the
 * files in fixtures/ are written and checked by tests/php/vista-forms/UnitFixturesTest.php (run
 * it with VISTA_UPDATE_FIXTURES=1 after a deliberate change of the markup), which also normalises
 * what varies per run (the nonce is `form-nonce`, the start time `1`, addresses are relative).
 * The contract they follow is docs/FORMS.md.
 */
import fs from 'fs';
import path from 'path';
import { readParams, type FormParams } from '../../../src/forms/common/params';

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

/** The fixture forms that UnitFixturesTest renders. */
export type FixtureName = 'contact' | 'fields';

const parsed = new Map< FixtureName, DocumentFragment >();

/**
 * A rendered fixture form, parsed.
 * @param fixture The fixture's name (its file in fixtures/).
 */
function fixtureForm( fixture: FixtureName ): DocumentFragment {
	let fragment = parsed.get( fixture );
	if ( ! fragment ) {
		const template = document.createElement( 'template' );
		template.innerHTML = fs.readFileSync(
			path.join( __dirname, 'fixtures', `${ fixture }.html` ),
			'utf8'
		);
		fragment = template.content;
		parsed.set( fixture, fragment );
	}
	return fragment;
}

/**
 * The row of one field as the server renders it.
 * @param id      Field id.
 * @param fixture The fixture form it is in.
 */
export function fieldRow(
	id: string,
	fixture: FixtureName = 'fields'
): string {
	const element = fixtureForm( fixture ).getElementById(
		`evf-${ FORM_ID }-field_${ id }-container`
	);
	if ( ! element ) {
		throw new Error( `No field "${ id }" in fixtures/${ fixture }.html` );
	}
	return element.outerHTML;
}

/** The rows of the contact form: name and mail (required), msg. */
export const CONTACT = [ 'name', 'mail', 'msg' ]
	.map( ( id ) => fieldRow( id, 'contact' ) )
	.join( '' );

export const name = ( id: string, suffix = '' ) =>
	`everest_forms[form_fields][${ id }]${ suffix }`;

/**
 * A whole form as the server renders it (its attributes, hidden inputs and submit button), with
 * the given rows.
 * @param rows  Row markup.
 * @param attrs Attributes of the form element to set or override.
 */
export function formHtml(
	rows: string,
	attrs: Record< string, string > = {}
): string {
	const container = fixtureForm( 'contact' )
		.getElementById( `evf-${ FORM_ID }` )
		?.cloneNode( true ) as HTMLElement;
	const form = container.querySelector( 'form' ) as HTMLFormElement;
	( form.querySelector( '.evf-field-container' ) as HTMLElement ).innerHTML =
		rows;
	for ( const [ key, value ] of Object.entries( attrs ) ) {
		form.setAttribute( key, value );
	}
	return container.outerHTML;
}

export function mount(
	rows: string,
	attrs: Record< string, string > = {}
): HTMLFormElement {
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
