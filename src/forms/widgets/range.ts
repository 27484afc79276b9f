/**
 * Range sliders: the native range input (keyboard and screen reader support come with it) plus a
 * live `<output>` showing its value.
 */
import { RANGE_SELECTOR } from '../common/widget-selectors';

export function attachOutput( input: HTMLInputElement ): HTMLOutputElement {
	let output = input.parentElement?.querySelector( 'output' ) ?? null;
	if ( ! output ) {
		output = document.createElement( 'output' );
		input.after( output );
	}
	if ( input.id ) {
		output.htmlFor.add( input.id );
	}
	const render = () => {
		output!.value = input.value;
	};
	input.addEventListener( 'input', render );
	input.addEventListener( 'change', render );
	input.form?.addEventListener( 'everest_forms_reset', () =>
		window.setTimeout( render, 0 )
	);
	render();
	return output;
}

export function initWidgets( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLInputElement >(
		`${ RANGE_SELECTOR }[type="range"]`
	).forEach( attachOutput );
}
