import {
	addDays,
	daysInRange,
	isYmd,
	matchPreset,
	presetGranularity,
	presetRange,
	rangeError,
	todayUtc,
} from '../../../../src/stats/dashboard/range';

describe( 'days as Y-m-d', () => {
	it( 'knows real calendar days', () => {
		expect( isYmd( '2024-02-29' ) ).toBe( true );
		expect( isYmd( '2023-02-29' ) ).toBe( false );
		expect( isYmd( '2024-13-01' ) ).toBe( false );
		expect( isYmd( '2024-1-01' ) ).toBe( false );
		expect( isYmd( '2024-01-01\n' ) ).toBe( false );
		expect( isYmd( '' ) ).toBe( false );
	} );

	it( 'adds days across months, years and leap days', () => {
		expect( addDays( '2024-02-28', 1 ) ).toBe( '2024-02-29' );
		expect( addDays( '2024-03-01', -1 ) ).toBe( '2024-02-29' );
		expect( addDays( '2023-12-31', 1 ) ).toBe( '2024-01-01' );
		expect( addDays( '2024-03-31', -30 ) ).toBe( '2024-03-01' );
	} );

	it( 'counts the days of a range, both ends included', () => {
		expect( daysInRange( '2024-01-01', '2024-01-01' ) ).toBe( 1 );
		expect( daysInRange( '2024-01-01', '2024-12-31' ) ).toBe( 366 );
		// A daylight saving change in the browser's zone changes nothing: days are UTC.
		expect( daysInRange( '2024-03-30', '2024-04-01' ) ).toBe( 3 );
	} );

	it( 'takes today in UTC, not in the browser’s zone', () => {
		expect( todayUtc( new Date( '2024-06-30T23:30:00-05:00' ) ) ).toBe(
			'2024-07-01'
		);
	} );
} );

describe( 'presets', () => {
	const today = '2024-03-15';

	it( 'today is one day, grouped by day and recognised (issue 34)', () => {
		expect( presetRange( 'today', today ) ).toEqual( {
			from: today,
			to: today,
		} );
		expect( presetGranularity( 'today' ) ).toBe( 'day' );
		expect( matchPreset( { from: today, to: today }, today ) ).toBe(
			'today'
		);
	} );

	it( 'end today and cover 7 or 30 days', () => {
		expect( presetRange( 'last7', today ) ).toEqual( {
			from: '2024-03-09',
			to: today,
		} );
		expect( presetRange( 'last30', today ) ).toEqual( {
			from: '2024-02-15',
			to: today,
		} );
	} );

	it( 'start the last 12 months on the first of the month eleven months back', () => {
		expect( presetRange( 'last12months', today ) ).toEqual( {
			from: '2023-04-01',
			to: today,
		} );
		expect( presetRange( 'last12months', '2024-01-31' ) ).toEqual( {
			from: '2023-02-01',
			to: '2024-01-31',
		} );
	} );

	it( 'group days by day and a year by month', () => {
		expect( presetGranularity( 'last7' ) ).toBe( 'day' );
		expect( presetGranularity( 'last30' ) ).toBe( 'day' );
		expect( presetGranularity( 'last12months' ) ).toBe( 'month' );
	} );

	it( 'are recognised from their range', () => {
		expect( matchPreset( presetRange( 'last30', today ), today ) ).toBe(
			'last30'
		);
		expect(
			matchPreset( { from: '2024-03-01', to: '2024-03-15' }, today )
		).toBe( 'custom' );
	} );
} );

describe( 'rangeError', () => {
	const today = '2024-03-15';

	it( 'accepts what the REST route accepts', () => {
		expect(
			rangeError( { from: '2024-03-01', to: today }, 'day', today )
		).toBeNull();
		expect(
			rangeError( { from: '2024-03-01', to: '2024-03-16' }, 'day', today )
		).toBeNull();
		expect(
			rangeError( { from: '2015-01-01', to: today }, 'month', today )
		).toBeNull();
	} );

	it( 'refuses missing, reversed, out-of-bounds and too long ranges', () => {
		expect( rangeError( { from: '', to: today }, 'day', today ) ).toMatch(
			/both days/
		);
		expect(
			rangeError( { from: '2024-03-10', to: '2024-03-01' }, 'day', today )
		).toMatch( /on or before/ );
		expect(
			rangeError( { from: '1999-12-31', to: today }, 'month', today )
		).toMatch( /2000-01-01 to 2024-03-16/ );
		expect(
			rangeError( { from: '2024-03-01', to: '2024-03-17' }, 'day', today )
		).toMatch( /2024-03-16/ );
		expect(
			rangeError( { from: '2020-01-01', to: today }, 'day', today )
		).toMatch( /week or month/ );
		expect(
			rangeError( { from: '2000-01-01', to: today }, 'week', today )
		).toMatch( /at most 3660 days/ );
	} );
} );
