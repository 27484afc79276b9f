/**
 * The phone field's first country.
 */
import {
	countryFromLanguages,
	initWidgets,
} from '../../../../src/forms/widgets/phone-country';
import type { FormParams } from '../../../../src/forms/common/params';

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

describe( 'a tag naming its region (issue 18 goal 3)', () => {
	it( 'is read without ICU locale data; a tag without one asks Intl.Locale', () => {
		const locale = jest.spyOn( Intl.Locale.prototype, 'maximize' );
		expect( countryFromLanguages( [ 'en-GB' ] ) ).toBe( 'gb' );
		expect( countryFromLanguages( [ 'zh-Hant-TW' ] ) ).toBe( 'tw' );
		expect( locale ).not.toHaveBeenCalled();
		expect( countryFromLanguages( [ 'es-419', 'de' ] ) ).toBe( 'de' );
		expect( locale ).toHaveBeenCalled();
		locale.mockRestore();
	} );
} );

describe( 'country fields start with the visitor’s country', () => {
	it( 'sets each unanswered one in a task of its own, and leaves an answered one', async () => {
		const options =
			'<option value="">— Select —</option><option value="DE">Germany</option><option value="US">United States</option>';
		document.body.innerHTML = `<form>
			<select class="evf-country-select" name="a">${ options }</select>
			<select class="evf-country-select" name="b">${ options }</select>
			<select class="evf-country-select" name="c">${ options }</select>
		</form>`;
		const form = document.querySelector( 'form' )!;
		const [ first, second, third ] = Array.from(
			form.querySelectorAll( 'select' )
		);
		third.value = 'DE';
		const languages = jest
			.spyOn( navigator, 'languages', 'get' )
			.mockReturnValue( [ 'en-US' ] );
		let secondWhenFirstTaskEnded: string | null = null;
		// The first select is an enhanced one: set through its widget, silently.
		const setValue = jest.fn( ( value: string ) => {
			first.value = value;
			queueMicrotask( () =>
				queueMicrotask(
					() => ( secondWhenFirstTaskEnded = second.value )
				)
			);
		} );
		Object.assign( first, { tomselect: { setValue } } );
		// A country filled in for the visitor is no answer of theirs: no change event, which
		// would have the rules judge (and colour) the field before they type.
		const changes: EventTarget[] = [];
		form.addEventListener( 'change', ( event ) =>
			changes.push( event.target! )
		);
		await initWidgets( form, {
			disable_user_details: 'yes',
		} as FormParams );
		expect( [ first.value, second.value, third.value ] ).toEqual( [
			'US',
			'US',
			'DE',
		] );
		expect( secondWhenFirstTaskEnded ).toBe( '' );
		expect( setValue ).toHaveBeenCalledWith( 'US', true );
		expect( changes ).toEqual( [] );
		languages.mockRestore();
	} );
} );
