/**
 * Score colours at the 000 §5 / §9.1 thresholds: 49 or below red, 90 or above green, orange
 * between, and the special zero mark for 0.
 */
import {
	isZeroMark,
	scoreColour,
} from '../../../../src/speed/admin-bar/colour';

describe( 'scoreColour', () => {
	it.each( [
		[ 0, 'red' ],
		[ 1, 'red' ],
		[ 49, 'red' ],
		[ 50, 'orange' ],
		[ 89, 'orange' ],
		[ 90, 'green' ],
		[ 100, 'green' ],
	] )( 'colours %i %s', ( score, colour ) => {
		expect( scoreColour( score ) ).toBe( colour );
	} );

	it( 'marks 0, and only 0, as the zero mark', () => {
		expect( isZeroMark( 0 ) ).toBe( true );
		expect( isZeroMark( 1 ) ).toBe( false );
		expect( isZeroMark( 49 ) ).toBe( false );
	} );
} );
