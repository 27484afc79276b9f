/**
 * When an enhanced select gets a search box.
 */
import { wantsSearch } from '../../../../src/forms/widgets/select-search';

describe( 'enhanced select search box (001 §9: more than 10 options)', () => {
	const selectWith = ( count: number ) => {
		const select = document.createElement( 'select' );
		select.append( new Option( 'Choose', '' ) );
		for ( let i = 1; i <= count; i++ ) {
			select.append( new Option( `Option ${ i }`, String( i ) ) );
		}
		return select;
	};
	it( 'has no search box with 10 options, and one with 11', () => {
		expect( wantsSearch( selectWith( 10 ) ) ).toBe( false );
		expect( wantsSearch( selectWith( 11 ) ) ).toBe( true );
	} );
} );
