/**
 * Call 5 (001 §4, §7.5): sends a valid form that has `data-ajax_submission="1"` and shows the
 * answer in place. This module and the code that shows answers (notices, field errors, payment
 * branches) are one chunk, `forms-answer`, that a page fetches only once a visitor comes into such
 * a form (submit.ts), so the form script every form page loads stays small (issue 18).
 */
import type { FormParams } from '../common/params';
import { restoreButton, showProcessing, submitButton } from './button';
import {
	showErrors,
	showFailureNotice,
	showSuccess,
	type Navigation,
	type SuccessData,
} from './notices';
import { securityNonce } from './security-nonce';

export const SUBMIT_ACTION = 'everest_forms_ajax_form_submission';

/**
 * The body of the ajax submission: every field (files included) plus action and security.
 * Form-encoded unless the form carries files.
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
 * Sends the ajax submission and shows its answer.
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
		const data = answer?.data;
		if ( answer?.success && data && data.response === 'success' ) {
			showSuccess( form, data as SuccessData, navigation );
		} else if ( answer?.success === false && data ) {
			showErrors( form, data, params );
		} else {
			showFailureNotice( form, params );
		}
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
