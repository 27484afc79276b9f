/**
 * The history sparkline: oldest left, 100 at the top, 0 at the bottom.
 */
import { sparklinePoints } from '../../../../src/speed/admin-bar/sparkline';

describe( 'sparklinePoints', () => {
	it( 'spreads the checks across the width, scores up the height', () => {
		expect( sparklinePoints( [ 100, 50, 0 ], 120, 24 ) ).toBe(
			'0,0 60,12 120,24'
		);
	} );

	it( 'draws nothing without history', () => {
		expect( sparklinePoints( [], 120, 24 ) ).toBe( '' );
	} );
} );
