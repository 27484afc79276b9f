/**
 * Signature fields: a drawing pad (signature_pad) on the field's canvas that writes a PNG data
 * URL into the hidden `[signature_image]` input, a clear button, and, for visitors who cannot
 * draw (keyboard, switch access), a typed name that is written on the pad in a script face.
 */
import SignaturePad from 'signature_pad';
import { __ } from '@wordpress/i18n';
import { SIGNATURE_SELECTOR } from '../view/widgets';

let typedNames = 0;

export function bindSignature(
	canvas: HTMLCanvasElement
): SignaturePad | null {
	const row = canvas.closest< HTMLElement >( '.evf-field' );
	const image = row?.querySelector< HTMLInputElement >(
		'input[name$="[signature_image]"]'
	);
	if ( ! row || ! image ) {
		return null;
	}
	let wrapper = canvas.closest< HTMLElement >( '.evf-signature-pad' );
	if ( ! wrapper ) {
		wrapper = document.createElement( 'div' );
		wrapper.className = 'evf-signature-pad';
		canvas.before( wrapper );
		wrapper.append( canvas );
	}
	const label =
		row.querySelector( '.evf-field-label' )?.textContent?.trim() ?? '';
	canvas.setAttribute( 'role', 'img' );
	canvas.setAttribute(
		'aria-label',
		label
			? `${ label }: ${ __( 'signature drawing area', 'vista-forms' ) }`
			: __( 'Signature drawing area', 'vista-forms' )
	);
	const pad = new SignaturePad( canvas );
	const save = () => {
		image.value = pad.isEmpty() ? '' : pad.toDataURL( 'image/png' );
		image.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	pad.addEventListener( 'endStroke', save );

	typedNames += 1;
	const typedId = `evf-signature-typed-${ typedNames }`;
	const typedLabel = document.createElement( 'label' );
	typedLabel.htmlFor = typedId;
	typedLabel.className = 'evf-signature-typed-label';
	typedLabel.textContent = __( 'Or type your name to sign', 'vista-forms' );
	const typed = document.createElement( 'input' );
	typed.type = 'text';
	typed.id = typedId;
	typed.className = 'input-text evf-signature-typed';
	typed.autocomplete = 'name';
	typed.addEventListener( 'input', () => {
		pad.clear();
		const context = canvas.getContext( '2d' );
		if ( context && typed.value.trim() ) {
			const ratio = canvas.width / ( canvas.offsetWidth || canvas.width );
			context.save();
			context.font = `italic ${ Math.round( 32 * ratio ) }px "Brush Script MT", "Segoe Script", cursive`;
			context.fillStyle = '#000';
			context.textBaseline = 'middle';
			context.fillText(
				typed.value.trim(),
				16 * ratio,
				canvas.height / 2,
				canvas.width - 32 * ratio
			);
			context.restore();
			image.value = canvas.toDataURL( 'image/png' );
		} else {
			image.value = '';
		}
		image.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	} );

	const clear = document.createElement( 'button' );
	clear.type = 'button';
	clear.className = 'evf-signature-clear button';
	clear.textContent = __( 'Clear signature', 'vista-forms' );
	clear.addEventListener( 'click', () => {
		pad.clear();
		typed.value = '';
		save();
	} );
	wrapper.after( clear, typedLabel, typed );
	return pad;
}

export function initWidgets( form: HTMLFormElement ): void {
	const pads = Array.from(
		form.querySelectorAll< HTMLCanvasElement >( SIGNATURE_SELECTOR )
	).map( bindSignature );
	form.addEventListener( 'everest_forms_reset', () =>
		pads.forEach( ( pad ) => pad?.clear() )
	);
}
