/**
 * Signature fields: a drawing pad (signature_pad) on the field's canvas that writes a PNG data
 * URL into the hidden `[signature_image]` input, the field's clear button, and, for visitors who
 * cannot draw (keyboard, switch access), a typed name that is written on the pad in a script face.
 */
import SignaturePad from 'signature_pad';
import { __ } from '../common/translate';
import { SIGNATURE_SELECTOR } from '../common/widget-selectors';

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
	const wrapper =
		canvas.closest< HTMLElement >(
			'.evf-signature-wrapper, .evf-signature-pad'
		) ?? canvas;
	if ( ! canvas.getAttribute( 'aria-label' ) ) {
		canvas.setAttribute( 'role', 'img' );
		canvas.setAttribute(
			'aria-label',
			__( 'Signature pad: draw your signature', 'vista-forms' )
		);
	}
	const pad = new SignaturePad( canvas );
	const save = ( value: string ) => {
		image.value = value;
		image.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	pad.addEventListener( 'endStroke', () =>
		save( pad.isEmpty() ? '' : pad.toDataURL( 'image/png' ) )
	);

	const typedId = `${ image.id || canvas.id || 'evf-signature' }-typed`;
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
		const name = typed.value.trim();
		const context = canvas.getContext( '2d' );
		if ( ! context || ! name ) {
			save( '' );
			return;
		}
		context.save();
		context.font = `italic ${ Math.round(
			canvas.height / 4
		) }px "Brush Script MT", "Segoe Script", cursive`;
		context.fillStyle = '#000';
		context.textBaseline = 'middle';
		context.fillText( name, 16, canvas.height / 2, canvas.width - 32 );
		context.restore();
		save( canvas.toDataURL( 'image/png' ) );
	} );

	let clear = row.querySelector< HTMLButtonElement >(
		'.evf-signature-reset'
	);
	if ( ! clear ) {
		clear = document.createElement( 'button' );
		clear.type = 'button';
		clear.className = 'evf-signature-reset button';
		clear.textContent = __( 'Clear', 'vista-forms' );
		wrapper.after( clear );
	}
	clear.setAttribute( 'aria-label', __( 'Clear signature', 'vista-forms' ) );
	clear.addEventListener( 'click', () => {
		pad.clear();
		typed.value = '';
		save( '' );
	} );
	wrapper.after( typedLabel, typed );
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
