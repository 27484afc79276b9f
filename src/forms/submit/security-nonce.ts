/**
 * The ajax submission's nonce, read both where a form is sent (submit.ts, in the form script) and
 * where the request is built (ajax.ts, the `forms-answer` chunk). Its own module so that the chunk
 * does not import the form script back.
 */
import type { FormParams } from '../common/params';

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
