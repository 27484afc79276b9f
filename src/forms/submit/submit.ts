/**
 * The form's submit (001 §4, §7 call 5). The rules judge every field first; a refusal scrolls to
 * the first invalid field. A form with `data-ajax_submission="1"` is then sent by the ajax submission and
 * answered in place (ajax.ts, a chunk fetched when the visitor comes into the form); any other
 * form posts normally and the server renders the answer (the same path a visitor without
 * JavaScript takes).
 */
import type { FormParams } from '../common/params';
import type { FormValidation } from '../validation/binding';
import { CLIENT_ERROR_SCROLL_MS, scrollToElement } from '../common/scroll';
import { restoreButton, showProcessing, submitButton } from './button';
import { securityNonce } from './security-nonce';

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

type Ajax = typeof import( './ajax' );

let ajax: Promise< Ajax > | null = null;

/**
 * The code that sends by call 5 and shows its answer (ajax.ts, with notices.ts: the chunk
 * `forms-answer`), fetched once. A failed fetch (offline) is forgotten, so the next send tries again.
 */
export function loadAjax(): Promise< Ajax > {
	ajax ??= import( /* webpackChunkName: "forms-answer" */ './ajax' ).catch(
		( error: unknown ) => {
			ajax = null;
			throw error;
		}
	);
	return ajax;
}

/**
 * The error of 001 §8 in its plainest form, for when the code that shows answers cannot load.
 * @param form   The form.
 * @param params Page parameters.
 */
export function showPlainFailure(
	form: HTMLFormElement,
	params: FormParams
): void {
	const notice = document.createElement( 'div' );
	notice.className = 'everest-forms-notice everest-forms-notice--error';
	notice.setAttribute( 'role', 'alert' );
	notice.textContent = params.i18n_messages_error;
	form.before( notice );
}

/**
 * Sends by call 5: the button shows the process text at once, then ajax.ts sends.
 * @param form   The form.
 * @param params Page parameters.
 */
function sendByAjax( form: HTMLFormElement, params: FormParams ): void {
	const button = submitButton( form );
	if ( button ) {
		showProcessing( form, button );
	}
	loadAjax().then(
		( { submitByAjax } ) => submitByAjax( form, params ),
		() => {
			if ( button ) {
				restoreButton( button, params.submit );
			}
			showPlainFailure( form, params );
		}
	);
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
	if ( form.dataset.ajax_submission === '1' ) {
		// Fetched as the visitor comes into the form, so it is there when they send; a page
		// merely viewed never downloads it.
		form.addEventListener(
			'focusin',
			() => loadAjax().catch( () => {} ), // The send will try again.
			{ once: true }
		);
	}
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
			sendByAjax( form, params );
			return;
		}
		if ( button ) {
			// Disabled only after the browser has read the fields: a disabled submitter is not sent.
			window.setTimeout( () => showProcessing( form, button ), 0 );
		}
	} );
}
