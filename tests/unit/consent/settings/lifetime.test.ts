import {
	CUSTOM,
	describeDuration,
	isPreset,
	lifetimePresets,
	secondsForSelection,
	selectionFor,
} from '../../../../src/consent/settings/lifetime';

describe( 'lifetime presets', () => {
	it( 'offers an hour to a year, in seconds', () => {
		expect(
			lifetimePresets().map( ( { seconds, label } ) => [
				seconds,
				label,
			] )
		).toEqual( [
			[ 3600, 'An hour' ],
			[ 86400, 'A day' ],
			[ 604800, 'A week' ],
			[ 2592000, 'A month' ],
			[ 7862400, '3 months' ],
			[ 15811200, '6 months' ],
			[ 31536000, 'A year' ],
		] );
	} );

	it( 'knows which lifetimes are presets', () => {
		expect( isPreset( 2592000 ) ).toBe( true );
		expect( isPreset( 2592001 ) ).toBe( false );
		expect( isPreset( '2592000' ) ).toBe( false );
	} );
} );

describe( 'selectionFor', () => {
	it( 'selects the preset of a preset lifetime', () => {
		expect( selectionFor( 3600 ) ).toBe( '3600' );
		expect( selectionFor( 31536000 ) ).toBe( '31536000' );
	} );

	it( 'selects "custom" for any other lifetime or text typed', () => {
		expect( selectionFor( 90 ) ).toBe( CUSTOM );
		expect( selectionFor( -5 ) ).toBe( CUSTOM );
		expect( selectionFor( '' ) ).toBe( CUSTOM );
		expect( selectionFor( '1.5' ) ).toBe( CUSTOM );
	} );

	it( 'keeps "custom" once chosen, even for a preset lifetime', () => {
		expect( selectionFor( 3600, true ) ).toBe( CUSTOM );
	} );
} );

describe( 'secondsForSelection', () => {
	it( 'gives the seconds of a preset', () => {
		expect( secondsForSelection( '604800', 90 ) ).toBe( 604800 );
		expect( secondsForSelection( '86400', 'abc' ) ).toBe( 86400 );
	} );

	it( 'keeps the current lifetime for "custom"', () => {
		expect( secondsForSelection( CUSTOM, 2592000 ) ).toBe( 2592000 );
		expect( secondsForSelection( CUSTOM, '-5' ) ).toBe( '-5' );
	} );

	it( 'ignores a selection that is not a lifetime', () => {
		expect( secondsForSelection( 'nonsense', 3600 ) ).toBe( 3600 );
		expect( secondsForSelection( '0', 3600 ) ).toBe( 3600 );
	} );

	it( 'maps every preset there and back', () => {
		for ( const { seconds } of lifetimePresets() ) {
			expect( secondsForSelection( selectionFor( seconds ), 60 ) ).toBe(
				seconds
			);
		}
	} );
} );

describe( 'describeDuration', () => {
	it( 'says a lifetime in its two largest units', () => {
		expect( describeDuration( 60 ) ).toBe( '1 minute' );
		expect( describeDuration( 3600 ) ).toBe( '1 hour' );
		expect( describeDuration( 90000 ) ).toBe( '1 day, 1 hour' );
		expect( describeDuration( 2592000 ) ).toBe( '30 days' );
		expect( describeDuration( 31536000 ) ).toBe( '1 year' );
		expect( describeDuration( 31536000 + 2 * 86400 + 5 ) ).toBe(
			'1 year, 2 days'
		);
		expect( describeDuration( 125 ) ).toBe( '2 minutes, 5 seconds' );
	} );

	it( 'says nothing for values that are not a lifetime', () => {
		expect( describeDuration( 0 ) ).toBe( '' );
		expect( describeDuration( -5 ) ).toBe( '' );
		expect( describeDuration( 1.5 ) ).toBe( '' );
		expect( describeDuration( '3600' ) ).toBe( '' );
	} );
} );
