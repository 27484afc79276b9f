/**
 * The reading of the page parameters.
 */
import { readParams, withLimit } from '../../../../src/forms/common/params';
import { RAW_PARAMS } from '../fixture';

describe( 'page parameters', () => {
	it( 'takes the messages and lists of everest_forms_params', () => {
		const params = readParams( RAW_PARAMS );
		expect( params.i18n_messages_required ).toBe( 'P: required' );
		expect( params.mailcheck_domains ).toEqual( [ 'vista.test' ] );
	} );

	it( 'reads lists given as comma text or as an object', () => {
		const params = readParams( {
			mailcheck_domains: 'a.test, b.test',
			mailcheck_toplevel_domains: { 0: 'dev', 2: 'app' },
		} );
		expect( params.mailcheck_domains ).toEqual( [ 'a.test', 'b.test' ] );
		expect( params.mailcheck_toplevel_domains ).toEqual( [ 'dev', 'app' ] );
	} );

	it( 'keeps readable messages when the parameters are missing', () => {
		const params = readParams( undefined );
		expect( params.i18n_messages_required ).toBe(
			'This field is required.'
		);
		expect( params.i18n_messages_url ).not.toBe( '' );
		expect( params.ajax_url ).toBe( '/wp-admin/admin-ajax.php' );
	} );

	it( 'fills {#}', () => {
		expect( withLimit( 'at most {#}', 3 ) ).toBe( 'at most 3' );
	} );
} );
