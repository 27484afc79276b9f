/**
 * A widget that starts while the visitor is in its plain field gives the focus and the caret back.
 */
import { keepFocus } from '../../../../src/forms/widgets/keep-focus';

function wrap( input: HTMLElement ) {
	// What intl-tel-input does: the input moves into a wrapper, which drops the focus.
	const wrapper = document.createElement( 'div' );
	input.before( wrapper );
	wrapper.append( input );
	( input.ownerDocument.activeElement as HTMLElement | null )?.blur();
}

it( 'puts the focus and the caret back where the visitor was typing', () => {
	document.body.innerHTML = '<input id="i" type="tel" value="201 555">';
	const input = document.getElementById( 'i' ) as HTMLInputElement;
	input.focus();
	input.setSelectionRange( 3, 3 );
	const hadFocus = keepFocus( input, () => wrap( input ) );
	expect( hadFocus ).toBe( true );
	expect( input.ownerDocument.activeElement ).toBe( input );
	expect( input.selectionStart ).toBe( 3 );
	expect( input.value ).toBe( '201 555' );
} );

it( 'moves the focus to the widget’s own control when one takes the field’s place', () => {
	document.body.innerHTML =
		'<select id="s"></select><button id="b">x</button>';
	const select = document.getElementById( 's' ) as HTMLSelectElement;
	const control = document.getElementById( 'b' ) as HTMLButtonElement;
	select.focus();
	keepFocus(
		select,
		() => select.blur(),
		() => control.focus()
	);
	expect( select.ownerDocument.activeElement ).toBe( control );
} );

it( 'leaves the focus alone when the visitor was elsewhere', () => {
	document.body.innerHTML = '<input id="i"><input id="other">';
	const input = document.getElementById( 'i' ) as HTMLInputElement;
	const other = document.getElementById( 'other' ) as HTMLInputElement;
	other.focus();
	const hadFocus = keepFocus( input, () => wrap( input ) );
	expect( hadFocus ).toBe( false );
	expect( input.ownerDocument.activeElement ).not.toBe( input );
} );
