/**
 * Select-all boxes.
 */
import { initWidgets as initSelectAll } from '../../../../src/forms/view/select-all';
import { fieldRow, mount, rowEl } from '../fixture';

describe( 'select-all (001 §4)', () => {
	function setUp( checked: boolean[] = [ false, false, false ] ) {
		const form = mount( fieldRow( 'all' ) );
		checked.forEach( ( on, i ) => {
			(
				form.querySelector(
					`#evf-7-field_all_${ i + 1 }`
				) as HTMLInputElement
			 ).checked = on;
		} );
		initSelectAll( form );
		const all = form.querySelector(
			'.evf-checkbox-select-all'
		) as HTMLInputElement;
		const others = Array.from(
			rowEl( 'all' ).querySelectorAll< HTMLInputElement >( 'input[name]' )
		);
		return { all, others };
	}
	const click = ( box: HTMLInputElement ) => box.click();

	it( 'checks and unchecks all the others', () => {
		const { all, others } = setUp();
		click( all );
		expect( others.map( ( box ) => box.checked ) ).toEqual( [
			true,
			true,
			true,
		] );
		click( all );
		expect( others.map( ( box ) => box.checked ) ).toEqual( [
			false,
			false,
			false,
		] );
	} );

	it( 'is checked only while all the others are', () => {
		const { all, others } = setUp();
		click( others[ 0 ] );
		click( others[ 1 ] );
		expect( all.checked ).toBe( false );
		click( others[ 2 ] );
		expect( all.checked ).toBe( true );
		click( others[ 1 ] );
		expect( all.checked ).toBe( false );
	} );

	it( 'starts checked when the page comes with all checked', () => {
		expect( setUp( [ true, true, true ] ).all.checked ).toBe( true );
		expect( setUp( [ true, false, true ] ).all.checked ).toBe( false );
	} );
} );
