/**
 * 001 §5: on leaving an email field, a likely typo in its domain is answered with
 * 'Did you mean {suggestion}?' beneath it; the suggestion is a link that puts it in the field.
 * A chunk of its own (with the domain lists), fetched when a visitor first comes to an email
 * field (email-suggestion-binding.ts).
 */
import type { FormParams } from '../common/params';
import { suggestEmail } from './mailcheck';

const SUGGESTION_CLASS = 'mailcheck-error';

function suggestionFor( input: HTMLInputElement ): HTMLElement | null {
	return document.getElementById( `${ input.id }_suggestion` );
}

export function showEmailSuggestion(
	input: HTMLInputElement,
	params: FormParams
): void {
	suggestionFor( input )?.remove();
	const suggestion = suggestEmail( input.value, {
		domains: params.mailcheck_domains,
		topLevelDomains: params.mailcheck_toplevel_domains,
	} );
	if ( ! suggestion ) {
		return;
	}
	const label = document.createElement( 'label' );
	label.className = `evf-error ${ SUGGESTION_CLASS }`;
	label.id = `${ input.id }_suggestion`;
	label.htmlFor = input.id;
	const [ before, after = '' ] =
		params.i18n_field_email_suggestion.split( '{suggestion}' );
	const link = document.createElement( 'a' );
	link.href = '#';
	link.className = 'mailcheck-suggestion';
	link.textContent = suggestion.full;
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		input.value = suggestion.full;
		label.remove();
		input.focus();
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );
	label.append( before, link, after );
	label.setAttribute( 'role', 'status' );
	( input.closest( '.iti' ) ?? input ).after( label );
}
