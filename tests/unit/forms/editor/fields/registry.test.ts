/**
 * The editor registry: every field type has its editor; only the hidden field is a bare value.
 */
// The panels' controls are not rendered here; every component of these libraries is a stub.
jest.mock(
	'@wordpress/components',
	() => new Proxy( {}, { get: () => () => null } )
);
jest.mock(
	'@wordpress/block-editor',
	() => new Proxy( {}, { get: () => () => null } )
);

import { FIELD_EDITORS } from '../../../../../src/forms/editor/fields/registry';
import { FIELD_TYPES } from '../../../../../src/forms/editor/field-types';

describe( 'FIELD_EDITORS', () => {
	it( 'has a preview for every field type and no other', () => {
		expect( Object.keys( FIELD_EDITORS ).sort() ).toEqual(
			[ ...FIELD_TYPES ].sort()
		);
		for ( const type of FIELD_TYPES ) {
			expect( typeof FIELD_EDITORS[ type ].Preview ).toBe( 'function' );
		}
	} );

	it( 'leaves out the required flag and placeholder of the hidden field only', () => {
		const valueOnly = FIELD_TYPES.filter(
			( type ) => FIELD_EDITORS[ type ].valueOnly
		);
		expect( valueOnly ).toEqual( [ 'hidden' ] );
	} );
} );
