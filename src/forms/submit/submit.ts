/**
 * The form's submit (001 §4, §7 call 5). The rules judge every field first; a refusal scrolls to
 * the first invalid field. A form with `data-ajax_submission="1"` is then sent by the ajax submission and
 * answered in place; any other form posts normally and the server renders the answer (the same
 * path a visitor without JavaScript takes).
 */
import type { FormParams } from '../view/params';
import type { FormValidation } from '../validation/binding';
import { CLIENT_ERROR_SCROLL_MS, scrollToElement } from '../view/scroll';
import { restoreButton, showProcessing, submitButton } from './button';
import type { Navigation, SuccessData } from './notices';

export const SUBMIT_ACTION = 'everest_forms_ajax_form_submission';

type BeforeSubmit = ( form: HTMLFormElement ) => void;
const beforeSubmitHooks: BeforeSubmit[] = [];

/**
 * Lets a widget put its value in final form before the fields are read (the phone widget writes
 * the international number).
 * @param hook Called with the form just before its fields are read.
 */
export function registerBeforeSubmit( hook: BeforeSubmit ): void {
	beforeSubmitHooks.push( hook );
}

/**
 * The nonce of the ajax submission (action everest_forms_ajax_form_submission): from the page parameters, else
 * a `security` field of the form. Empty when the page carries none.
 * @param form   The form.
 * @param params Page parameters.
 */
export function securityNonce(
	form: HTMLFormElement,
	params: FormParams
): string {
	return (
		params.evf_ajax_submission ||
		form.querySelector< HTMLInputElement >( 'input[name="security"]' )
			?.value ||
		''
	);
}

/**
 * The body of the ajax submission: every field (files included) plus action and security. Form-encoded unless
 * the form carries files.
 * @param form   The form.
 * @param params Page parameters.
 */
export function submissionBody(
	form: HTMLFormElement,
	params: FormParams
): FormData | URLSearchParams {
	const fields = new FormData( form );
	fields.delete( 'security' );
	fields.append( 'action', SUBMIT_ACTION );
	fields.append( 'security', securityNonce( form, params ) );
	const hasFiles = Array.from( fields.values() ).some(
		( value ) => typeof value !== 'string'
	);
	if ( hasFiles || form.querySelector( 'input[type="file"]' ) ) {
		return fields;
	}
	const encoded = new URLSearchParams();
	fields.forEach( ( value, key ) => encoded.append( key, value as string ) );
	return encoded;
}

interface Answer {
	success?: boolean;
	data?: Record< string, unknown >;
}

/**
 * Sends the ajax submission and shows its answer. The code that shows answers (notices, popup, field errors,
 * payment branches) is a chunk fetched alongside the request: a form page downloads it only when
 * a visitor actually submits.
 * @param form       The form.
 * @param params     Page parameters.
 * @param navigation Where redirects go (the window by default).
 */
export async function submitByAjax(
	form: HTMLFormElement,
	params: FormParams,
	navigation?: Navigation
): Promise< void > {
	const button = submitButton( form );
	if ( button ) {
		showProcessing( form, button );
	}
	const answers = import(
		/* webpackChunkName: "forms-answer" */ './notices'
	);
	let answer: Answer | null = null;
	try {
		const response = await fetch( params.ajax_url, {
			method: 'POST',
			body: submissionBody( form, params ),
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		} );
		answer = ( await response.json() ) as Answer;
	} catch {
		// Network or server failure (not JSON): the generic error below.
	}
	try {
		const { showErrors, showFailureNotice, showSuccess } = await answers;
		const data = answer?.data;
		if ( answer?.success && data && data.response === 'success' ) {
			showSuccess( form, data as SuccessData, navigation );
		} else if ( answer?.success === false && data ) {
			showErrors( form, data, params );
		} else {
			showFailureNotice( form, params );
		}
	} catch {
		// The answer's code could not load: say so in the plainest way.
		const notice = document.createElement( 'div' );
		notice.className = 'everest-forms-notice everest-forms-notice--error';
		notice.setAttribute( 'role', 'alert' );
		notice.textContent = params.i18n_messages_error;
		form.before( notice );
	} finally {
		if ( button ) {
			restoreButton( button, params.submit );
		}
		if ( form.querySelector( '.evf-captcha[data-provider]' ) ) {
			// A token serves once: the next send asks for a new one.
			import( /* webpackChunkName: "forms-captcha" */ './captcha' ).then(
				( captcha ) => captcha.resetCaptcha( form )
			);
		}
	}
}

/**
 * 001 §4: with a captcha, the submission stops until its token arrives, then the form is sent
 * again. The adapter is a chunk of its own, fetched the first time a visitor sends.
 * @param form   The form.
 * @param params Page parameters.
 * @param event  The submit event.
 * @return Whether the submission was stopped to wait for the token.
 */
function sendAfterCaptcha(
	form: HTMLFormElement,
	params: FormParams,
	event: SubmitEvent
): boolean {
	const token = form.querySelector< HTMLInputElement >(
		'input.evf-captcha-token'
	);
	if ( ! token || token.value !== '' ) {
		return false;
	}
	event.preventDefault();
	const button = submitButton( form );
	if ( button ) {
		showProcessing( form, button );
	}
	import( /* webpackChunkName: "forms-captcha" */ './captcha' )
		.then( ( captcha ) => captcha.fetchToken( form ) )
		.then( () => {
			if ( button ) {
				restoreButton( button, params.submit );
			}
			form.requestSubmit();
		} )
		.catch( async () => {
			if ( button ) {
				restoreButton( button, params.submit );
			}
			const { showFailureNotice } = await import(
				/* webpackChunkName: "forms-answer" */ './notices'
			);
			showFailureNotice( form, params );
		} );
	return true;
}

export function bindSubmit(
	form: HTMLFormElement,
	params: FormParams,
	validation: FormValidation
): void {
	form.addEventListener( 'submit', ( event ) => {
		const button = submitButton( form );
		if ( button?.getAttribute( 'aria-busy' ) === 'true' ) {
			event.preventDefault();
			return;
		}
		const invalid = validation.validateForm();
		if ( invalid ) {
			event.preventDefault();
			scrollToElement( invalid, CLIENT_ERROR_SCROLL_MS ).then( () =>
				invalid.focus( { preventScroll: true } )
			);
			return;
		}
		beforeSubmitHooks.forEach( ( hook ) => hook( form ) );
		if ( form.querySelector( '.evf-captcha[data-provider]' ) ) {
			if ( sendAfterCaptcha( form, params, event ) ) {
				return;
			}
		}
		// Without the nonce of the ajax submission the server would refuse it: the plain post still works.
		if (
			form.dataset.ajax_submission === '1' &&
			securityNonce( form, params )
		) {
			event.preventDefault();
			submitByAjax( form, params );
			return;
		}
		if ( button ) {
			// Disabled only after the browser has read the fields: a disabled submitter is not sent.
			window.setTimeout( () => showProcessing( form, button ), 0 );
		}
	} );
}
