/**
 * The form script's texts: translated by WordPress's i18n script where the page has it (a site in
 * another language), as written where it does not (a site in English, issue 18 goal 3).
 */
import { __ } from '../../../../src/forms/common/translate';

type WithWp = { wp?: { i18n?: { __: ( text: string ) => string } } };

afterEach( () => {
	delete ( window as unknown as WithWp ).wp;
} );

it( 'gives the text as written without wp-i18n', () => {
	expect( __( 'Clear', 'vista-forms' ) ).toBe( 'Clear' );
} );

it( 'asks wp-i18n, with the text domain, when the page has it', () => {
	const translate = jest.fn( () => 'Löschen' );
	( window as unknown as WithWp ).wp = { i18n: { __: translate } };
	expect( __( 'Clear', 'vista-forms' ) ).toBe( 'Löschen' );
	expect( translate ).toHaveBeenCalledWith( 'Clear', 'vista-forms' );
} );
