/**
 * Email typo suggestions (001 §5, email-suggestion.ts) on leaving an email field. The suggestion
 * code and its domain lists are a chunk fetched when the visitor first enters an email field, so
 * the form script a page loads stays small (issue 18 goal 3); leaving the field waits for it.
 */
import type { FormParams } from '../common/params';

type Suggestions = typeof import( './email-suggestion' );

let suggestions: Promise< Suggestions > | null = null;

const loadSuggestions = () =>
	( suggestions ??= import(
		/* webpackChunkName: "forms-mailcheck" */ './email-suggestion'
	) );

function emailInput( target: EventTarget | null ): HTMLInputElement | null {
	return target instanceof HTMLInputElement &&
		target.type === 'email' &&
		target.closest( '.evf-field-email' ) &&
		target.id
		? target
		: null;
}

export function bindEmailSuggestions(
	form: HTMLFormElement,
	params: FormParams
): void {
	form.addEventListener( 'focusin', ( event ) => {
		if ( emailInput( event.target ) ) {
			loadSuggestions();
		}
	} );
	form.addEventListener( 'focusout', ( event ) => {
		const input = emailInput( event.target );
		if ( input ) {
			loadSuggestions().then( ( module ) =>
				module.showEmailSuggestion( input, params )
			);
		}
	} );
}
