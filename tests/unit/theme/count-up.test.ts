import {
	BLOCK_COUNT,
	MARKER_COUNT,
	countSteps,
	countUp,
	numberFormatter,
	parseShownNumber,
} from '../../../src/theme/counter/count-up';

describe( 'count-up (000 §9.4, 001 §9)', () => {
	it( 'uses the spec numbers: blocks 10 ms steps for 1000 ms; markers 400 ms, fully in view', () => {
		expect( BLOCK_COUNT ).toEqual( { delay: 10, time: 1000 } );
		expect( MARKER_COUNT ).toEqual( {
			delay: 10,
			time: 400,
			threshold: 1,
		} );
	} );

	it( 'climbs in time/delay steps and ends exactly on the number', () => {
		const steps = countSteps( 1250, BLOCK_COUNT );
		expect( steps ).toHaveLength( 100 );
		expect( steps[ 0 ] ).toBe( 13 );
		expect( steps[ 49 ] ).toBe( 625 );
		expect( steps[ 99 ] ).toBe( 1250 );
		expect( [ ...steps ].sort( ( a, b ) => a - b ) ).toEqual( steps );
		expect( countSteps( 2.5, MARKER_COUNT, 1 ).at( -1 ) ).toBe( 2.5 );
		expect( countSteps( 7, { delay: 10, time: 5 } ) ).toEqual( [ 7 ] );
	} );

	it( 'reads the number a page shows', () => {
		expect( parseShownNumber( '1,250' ) ).toEqual( {
			value: 1250,
			decimals: 0,
		} );
		expect( parseShownNumber( '250+' ) ).toEqual( {
			value: 250,
			decimals: 0,
		} );
		expect( parseShownNumber( '4.75 stars' ) ).toEqual( {
			value: 4.75,
			decimals: 2,
		} );
		expect( parseShownNumber( 'none' ) ).toBeNull();
	} );

	it( 'shows 0 first, then a step every delay, and calls back at the end', () => {
		jest.useFakeTimers();
		const element = document.createElement( 'span' );
		const done = jest.fn();
		countUp( element, 400, MARKER_COUNT, String, done );
		expect( element.textContent ).toBe( '0' );
		jest.advanceTimersByTime( 200 );
		expect( Number( element.textContent ) ).toBe( 200 );
		expect( done ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 200 );
		expect( element.textContent ).toBe( '400' );
		expect( done ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );
} );

describe( 'numbers written the page’s way (issue 18 goal 3: no ICU formatter on English pages)', () => {
	const values = [ 0, 7, 250, 1250, 1234567.891, -4200.5 ];

	it.each( [ 'en', 'en-US', 'en-GB' ] )(
		'%s writes what Intl.NumberFormat writes, without building one',
		( lang ) => {
			for ( const decimals of [ 0, 1, 2 ] ) {
				const expected = values.map( ( value ) =>
					new Intl.NumberFormat( lang, {
						minimumFractionDigits: decimals,
						maximumFractionDigits: decimals,
					} ).format( value )
				);
				const built = jest.spyOn( Intl, 'NumberFormat' );
				const format = numberFormatter( lang, decimals );
				expect( values.map( format ) ).toEqual( expected );
				expect( built ).not.toHaveBeenCalled();
				built.mockRestore();
			}
		}
	);

	it( 'other languages (and English ones grouped otherwise) get their own format', () => {
		expect( numberFormatter( 'de-DE', 0 )( 1250 ) ).toBe( '1.250' );
		expect( numberFormatter( 'en-IN', 0 )( 1234567 ) ).toBe(
			new Intl.NumberFormat( 'en-IN' ).format( 1234567 )
		);
	} );
} );
