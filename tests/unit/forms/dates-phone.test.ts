/**
 * Date field settings (001 §3, §5) as picker options, dropdown bounds and formatting, and the
 * phone field's first country.
 */
import {
	dropdownRange,
	formatDate,
	pickerOptions,
	readDateSettings,
	resolveDateLimit,
} from '../../../src/forms/widgets/date-options';
import { countryFromLanguages } from '../../../src/forms/widgets/phone-country';
import { isBuilderPreview } from '../../../src/forms/view/widgets';
import { wantsSearch } from '../../../src/forms/widgets/select-search';
import { initWidgets as initDropdowns } from '../../../src/forms/widgets/date-dropdown';

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

describe( 'phone country from the browser language (no geolocation call)', () => {
	it.each( [
		[ [ 'en-GB', 'en' ], 'gb' ],
		[ [ 'de' ], 'de' ],
		[ [ 'pt-BR' ], 'br' ],
		[ [ 'fr-CA', 'fr' ], 'ca' ],
		[ [ 'not a tag', 'ja' ], 'jp' ],
		[ [], '' ],
	] )( '%j → %j', ( languages, country ) =>
		expect( countryFromLanguages( languages ) ).toBe( country )
	);
} );

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

describe( 'dropdown date field', () => {
	function dropdownField( data: string ) {
		document.body.innerHTML = `<form class="everest-form"><div class="evf-field evf-field-date-time" data-field-id="d"><input type="text" class="input-text date-dropdown-field" id="evf-7-field_d" name="everest_forms[form_fields][d]" ${ data }></div></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		initDropdowns( form );
		return {
			form,
			input: document.getElementById(
				'evf-7-field_d'
			) as HTMLInputElement,
			selects: Array.from( form.querySelectorAll( 'select' ) ),
		};
	}
	const choose = ( select: HTMLSelectElement, value: string ) => {
		select.value = value;
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};

	it( 'offers bounded hours and minutes for a time and writes the field format', () => {
		const { input, selects } = dropdownField(
			'data-date-time="time" data-date-format="H:i" data-min-hour="8" data-max-hour="18" data-min-minute="0" data-max-minute="45"'
		);
		expect(
			selects.map( ( select ) => select.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Hour', 'Minute' ] );
		const values = ( select: HTMLSelectElement ) =>
			Array.from( select.options, ( option ) => option.value ).filter(
				Boolean
			);
		expect( values( selects[ 0 ] ) ).toEqual( [
			'8',
			'9',
			'10',
			'11',
			'12',
			'13',
			'14',
			'15',
			'16',
			'17',
			'18',
		] );
		expect( values( selects[ 1 ] ) ).toHaveLength( 46 );
		const changed = jest.fn();
		input.addEventListener( 'change', changed );
		choose( selects[ 0 ], '9' );
		expect( input.value ).toBe( '' );
		choose( selects[ 1 ], '5' );
		expect( input.value ).toBe( '09:05' );
		expect( changed ).toHaveBeenCalled();
		expect( input.readOnly ).toBe( true );
		expect( input.tabIndex ).toBe( -1 );
	} );

	it( 'builds day, month and year for a date, and clears on reset', () => {
		const { form, input, selects } = dropdownField(
			'data-date-time="date" data-date-format="F j, Y"'
		);
		expect( selects.map( ( select ) => select.dataset.part ) ).toEqual( [
			'day',
			'month',
			'year',
		] );
		choose( selects[ 0 ], '5' );
		choose( selects[ 1 ], '1' );
		choose( selects[ 2 ], '2030' );
		expect( input.value ).toBe( 'February 5, 2030' );
		form.dispatchEvent( new CustomEvent( 'everest_forms_reset' ) );
		expect( selects.every( ( select ) => select.value === '' ) ).toBe(
			true
		);
	} );
} );
