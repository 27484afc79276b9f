/**
 * Enhanced selects meet a screen reader once (issue 20, axe select-name): Tom Select points the
 * field's label at its own control, and the original select, still in the form for the posted
 * value, is hidden from assistive technology and out of the tab order.
 */
import { initWidgets } from '../../../../src/forms/widgets/enhanced-select';
import { ENHANCED_SELECT_SELECTOR } from '../../../../src/forms/common/widget-selectors';

it( 'leaves one control, named by the field’s label, to assistive technology', () => {
	const options = Array.from(
		{ length: 12 },
		( _, n ) => `<option value="c${ n }">Country ${ n }</option>`
	).join( '' );
	document.body.innerHTML = `<form>
		<label class="evf-field-label" for="evf-1-field_country">Country</label>
		<select id="evf-1-field_country" class="input-text evf-enhanced-select">${ options }</select>
	</form>`;
	const select = document.querySelector( 'select' )!;
	expect( select.matches( ENHANCED_SELECT_SELECTOR ) ).toBe( true );

	initWidgets( document.querySelector( 'form' )! );

	const label = document.querySelector( 'label' )!;
	expect( label.htmlFor ).not.toBe( select.id );
	expect( select.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	expect( select.tabIndex ).toBe( -1 );
	expect( document.getElementById( label.id )?.textContent ).toBe(
		'Country'
	);
	const combobox = document.querySelector( '[role="combobox"]' )!;
	expect( combobox.getAttribute( 'aria-labelledby' ) ).toBe( label.id );
} );
