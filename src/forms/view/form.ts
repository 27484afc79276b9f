/**
 * Starts the form script on one form: submission start time, the rules, email suggestions, the
 * submit, and the widgets its fields need (countdowns and select-all boxes among them; the heavy
 * ones when a visitor comes to their field).
 */
import { bindValidation } from '../validation/binding';
import { bindEmailSuggestions } from '../validation/email-suggestion-binding';
import { bindSubmit } from '../submit/submit';
import { restoreButton, submitButton } from '../submit/button';
import type { FormParams } from '../common/params';
import { loadWidgets, type FormWidgets } from './widgets';
import { nextTask } from '../../shared/after-paint';

export const FORM_SELECTOR = 'form.everest-form';

const started = new WeakSet< HTMLFormElement >();

/**
 * 001 §3: the time the visitor started, in ms, read by the server's too-fast-submission check.
 * @param form The form.
 * @param now  Current time in ms.
 */
export function setSubmissionStartTime(
	form: HTMLFormElement,
	now = Date.now()
): void {
	const field = form.querySelector< HTMLInputElement >(
		'input[name="evf_submission_start_time"]'
	);
	if ( field ) {
		field.value = String( now );
	}
}

/**
 * A form sent while a widget that judges values (phone, masks) still waits for the visitor, with a
 * value in its field (typed before it started, or filled in by the browser), waits for it: the
 * rules and the international number then apply as they would have. Sent again once it started.
 * @param form    The form.
 * @param widgets The form's widgets.
 */
export function holdSendForJudges(
	form: HTMLFormElement,
	widgets: FormWidgets
): void {
	let judging: Promise< unknown > | null = null;
	form.addEventListener( 'submit', ( event ) => {
		const due = judging ?? widgets.startJudges();
		if ( ! due ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		if ( judging ) {
			return;
		}
		judging = due;
		const submitter =
			event.submitter instanceof HTMLElement &&
			form.contains( event.submitter )
				? event.submitter
				: null;
		due.then( () => {
			judging = null;
			form.requestSubmit( submitter );
		} );
	} );
}

export function initForm( form: HTMLFormElement, params: FormParams ): void {
	if ( started.has( form ) ) {
		return;
	}
	started.add( form );
	setSubmissionStartTime( form );
	const validation = bindValidation( form, params );
	bindEmailSuggestions( form, params );
	// Before the submit's own listener, which judges the fields. The widgets come in a task of
	// their own (issue 18 goal 3: no long task on a phone); a form sent before has none waiting.
	let widgets: FormWidgets | null = null;
	holdSendForJudges( form, {
		startJudges: () => widgets?.startJudges() ?? null,
	} );
	nextTask().then( () => {
		widgets = loadWidgets( form, params );
	} );
	// A card field with a gateway (issue 37) brings its code; a form without one never does.
	const card = form.querySelector< HTMLElement >(
		'.evf-credit-card[data-gateway]'
	);
	if ( card ) {
		Promise.all( [
			import( /* webpackChunkName: "forms-card" */ '../payments/card' ),
			import( /* webpackChunkName: "forms-approach" */ './approach' ),
		] )
			.then( ( [ { bindCard }, { whenApproached } ] ) =>
				bindCard( form, card, whenApproached )
			)
			.catch( () => {} ); // The card stays empty; the form's rules say so.
	}
	bindSubmit( form, params, validation );
	// A page restored from the back-forward cache after a normal post keeps a disabled button.
	window.addEventListener( 'pageshow', ( event ) => {
		const button = submitButton( form );
		if ( event.persisted && button ) {
			restoreButton( button, params.submit );
		}
	} );
}

export function initForms( params: FormParams, root: ParentNode = document ) {
	root.querySelectorAll< HTMLFormElement >( FORM_SELECTOR ).forEach(
		( form ) => initForm( form, params )
	);
}
