/**
 * Range outputs.
 */
import { attachOutput } from '../../../../src/forms/widgets/range';
import { fieldRow, mount } from '../fixture';

describe( 'range slider output', () => {
	it( 'shows the value live', () => {
		mount( fieldRow( 'r' ) );
		const range = document.getElementById(
			'evf-7-field_r'
		) as HTMLInputElement;
		const output = attachOutput( range );
		expect( output.value ).toBe( '4' );
		expect( output.htmlFor.contains( range.id ) ).toBe( true );
		range.value = '7';
		range.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( output.value ).toBe( '7' );
	} );
} );
