/**
 * Date field settings (001 §3, §5) as picker options, dropdown bounds and formatting.
 */
import {
	dropdownRange,
	formatDate,
	pickerOptions,
	readDateSettings,
	resolveDateLimit,
} from '../../../../src/forms/widgets/date-options';
import { isBuilderPreview } from '../../../../src/forms/view/widgets';

const NOW = new Date( 2026, 10, 22, 15, 30 );
const day = ( offset: number ) => new Date( 2026, 10, 22 + offset );

function settings( data: Record< string, string > ) {
	return readDateSettings( data as DOMStringMap );
}

describe( 'date limits', () => {
	it.each( [
		[ 'today', day( 0 ) ],
		[ '+3d', day( 3 ) ],
		[ '-2d', day( -2 ) ],
		[ '10d', day( 10 ) ],
	] )( '%s', ( value, expected ) =>
		expect( resolveDateLimit( value, NOW ) ).toEqual( expected )
	);
	it( 'passes a date through for the picker to parse, and nothing for empty', () => {
		expect( resolveDateLimit( '2026-12-24', NOW ) ).toBe( '2026-12-24' );
		expect( resolveDateLimit( '', NOW ) ).toBeUndefined();
	} );
} );

describe( 'picker options', () => {
	it( 'reads a date field with defaults: single, Y-m-d, 5-minute interval', () => {
		const options = pickerOptions( settings( {} ), NOW );
		expect( options ).toMatchObject( {
			mode: 'single',
			dateFormat: 'Y-m-d',
			enableTime: false,
			noCalendar: false,
			minuteIncrement: 5,
			disable: [],
		} );
		expect( options.minDate ).toBeUndefined();
	} );

	it( 'reads every date setting', () => {
		const options = pickerOptions(
			settings( {
				mode: 'range',
				dateFormat: 'd/m/Y H:i',
				minDateRange: '+3d',
				maxDateRange: '+30d',
				disableDates: '2026-12-24, 2026-12-25',
				dateTime: 'date-time',
				timeInterval: '15',
			} ),
			NOW
		);
		expect( options ).toMatchObject( {
			mode: 'range',
			dateFormat: 'd/m/Y H:i',
			enableTime: true,
			noCalendar: false,
			time_24hr: true,
			minuteIncrement: 15,
			minDate: day( 3 ),
			maxDate: day( 30 ),
			disable: [ '2026-12-24', '2026-12-25' ],
		} );
	} );

	it( 'uses 12-hour time unless the format holds H:i', () => {
		expect(
			pickerOptions(
				settings( { dateTime: 'time', dateFormat: 'h:i K' } )
			)
		).toMatchObject( {
			noCalendar: true,
			enableTime: true,
			time_24hr: false,
		} );
		expect(
			pickerOptions( settings( { dateTime: 'time' } ) )
		).toMatchObject( {
			dateFormat: 'H:i',
			time_24hr: true,
		} );
	} );

	it( 'disables past dates from today', () => {
		expect(
			pickerOptions( settings( { pastDisableDate: '1' } ), NOW ).minDate
		).toEqual( day( 0 ) );
		expect(
			pickerOptions(
				settings( { pastDisableDate: '1', minDateRange: '+2d' } ),
				NOW
			).minDate
		).toEqual( day( 2 ) );
		expect(
			pickerOptions( settings( { pastDisableDate: '0' } ), NOW ).minDate
		).toBeUndefined();
	} );

	it( 'uses absolute minimum and maximum dates', () => {
		expect(
			pickerOptions(
				settings( { minDate: '2026-01-01', maxDate: 'today' } ),
				NOW
			)
		).toMatchObject( {
			minDate: '2026-01-01',
			maxDate: day( 0 ),
		} );
	} );

	it( 'is off in the builder preview', () => {
		expect( isBuilderPreview( '?evf_preview=1' ) ).toBe( true );
		expect( isBuilderPreview( '?form=1' ) ).toBe( false );
	} );
} );

describe( 'dropdown dates', () => {
	it( 'offers minutes 0-59 and hours 0-23 unless bounded', () => {
		expect( dropdownRange( undefined, undefined, 0, 59 ) ).toHaveLength(
			60
		);
		expect( dropdownRange( '', '', 0, 23 ) ).toEqual(
			Array.from( { length: 24 }, ( _, i ) => i )
		);
		expect( dropdownRange( '9', '17', 0, 23 ) ).toEqual( [
			9, 10, 11, 12, 13, 14, 15, 16, 17,
		] );
		expect( dropdownRange( '-5', '99', 0, 59 ) ).toHaveLength( 60 );
	} );

	it( 'writes the date in the picker format tokens, months in English', () => {
		const date = new Date( 2026, 1, 5, 14, 7, 9 );
		expect( formatDate( date, 'Y-m-d H:i' ) ).toBe( '2026-02-05 14:07' );
		expect( formatDate( date, 'F j, Y h:i K' ) ).toBe(
			'February 5, 2026 2:07 PM'
		);
		expect( formatDate( date, 'd/m/y \\a\\t G:i:S' ) ).toBe(
			'05/02/26 at 02:07:09'
		);
		expect( formatDate( new Date( 2026, 0, 9, 0, 5 ), 'M n, h:i K' ) ).toBe(
			'Jan 1, 12:05 AM'
		);
	} );
} );
