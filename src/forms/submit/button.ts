/*
 * 001 §4 submit button: while a submission is under way it shows the process text and is disabled;
 * afterwards it is enabled again with the submit label.
 */

/**
 * The form's submit button.
 * @param form The form.
 */
export function submitButton(
	form: HTMLFormElement
): HTMLButtonElement | null {
	return form.querySelector< HTMLButtonElement >(
		'button[type="submit"].evf-submit, .evf-submit-container button[type="submit"], button[type="submit"]'
	);
}

const labels = new WeakMap< HTMLButtonElement, string >();

export function processText(
	form: HTMLFormElement,
	button: HTMLButtonElement
): string {
	return (
		button.dataset.processText ||
		form.dataset.processText ||
		button.textContent ||
		''
	);
}

export function showProcessing(
	form: HTMLFormElement,
	button: HTMLButtonElement
): void {
	if ( ! labels.has( button ) ) {
		labels.set( button, button.textContent ?? '' );
	}
	button.textContent = processText( form, button );
	button.disabled = true;
	button.setAttribute( 'aria-busy', 'true' );
}

/**
 * @param button   The submit button.
 * @param fallback The submit label of the page parameters, for a button that was never labelled.
 */
export function restoreButton(
	button: HTMLButtonElement,
	fallback: string
): void {
	button.textContent = labels.get( button ) || fallback;
	button.disabled = false;
	button.removeAttribute( 'aria-busy' );
}
