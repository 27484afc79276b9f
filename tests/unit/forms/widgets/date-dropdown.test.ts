/**
 * The dropdown date field: its selects and the value they write.
 */
import {
	initWidgets as initDropdowns,
	monthNames,
} from '../../../../src/forms/widgets/date-dropdown';

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

describe( 'month names (issue 18 goal 3: no ICU formatter on English pages)', () => {
	it( 'an English page gets what Intl writes, without building a formatter', () => {
		const expected = Array.from( { length: 12 }, ( _, month ) =>
			new Intl.DateTimeFormat( 'en-GB', { month: 'long' } ).format(
				new Date( 2000, month, 1 )
			)
		);
		const built = jest.spyOn( Intl, 'DateTimeFormat' );
		expect( monthNames( 'en-GB' ) ).toEqual( expected );
		expect( monthNames( 'en' ) ).toEqual( expected );
		expect( built ).not.toHaveBeenCalled();
		built.mockRestore();
	} );

	it( 'other languages get theirs', () => {
		expect( monthNames( 'de-DE' )[ 0 ] ).toBe( 'Januar' );
		expect( monthNames( 'fr' )[ 1 ] ).toBe( 'février' );
	} );
} );
