/**
 * The phone field's first country.
 */
import { countryFromLanguages } from '../../../../src/forms/widgets/phone-country';

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
