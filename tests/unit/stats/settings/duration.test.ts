import { durationOfDays } from '../../../../src/stats/settings/duration';

describe( 'durationOfDays', () => {
	it( 'uses the largest unit that divides the days', () => {
		expect( durationOfDays( 365 ) ).toEqual( { count: 1, unit: 'years' } );
		expect( durationOfDays( 3650 ) ).toEqual( {
			count: 10,
			unit: 'years',
		} );
		expect( durationOfDays( 180 ) ).toEqual( { count: 6, unit: 'months' } );
		expect( durationOfDays( 30 ) ).toEqual( { count: 1, unit: 'months' } );
		expect( durationOfDays( 14 ) ).toEqual( { count: 2, unit: 'weeks' } );
		expect( durationOfDays( 45 ) ).toEqual( { count: 45, unit: 'days' } );
	} );

	it( 'reads the text typed', () => {
		expect( durationOfDays( ' 730 ' ) ).toEqual( {
			count: 2,
			unit: 'years',
		} );
	} );

	it( 'has nothing to say of what is not a positive whole number', () => {
		for ( const value of [ 0, -7, 1.5, '', 'abc', '-30', '1e3', '7.0' ] ) {
			expect( durationOfDays( value ) ).toBeNull();
		}
	} );
} );
