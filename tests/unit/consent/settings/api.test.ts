import {
	adminData,
	parseSaveError,
	plainUrl,
} from '../../../../src/consent/settings/api';

describe( 'parseSaveError', () => {
	it( 'reads the overall message and the message of each field', () => {
		const error = {
			code: 'vista_consent_invalid_settings',
			message:
				'The settings were not saved: some values are not allowed.',
			data: {
				status: 400,
				errors: {
					moreInfoUrl:
						'The more-info link must be a full http:// or https:// address.',
					cookieTime:
						'A cookie lifetime is a whole number of seconds from 60 to 315360000.',
				},
			},
		};
		expect( parseSaveError( error ) ).toEqual( {
			message:
				'The settings were not saved: some values are not allowed.',
			fieldErrors: {
				moreInfoUrl:
					'The more-info link must be a full http:// or https:// address.',
				cookieTime:
					'A cookie lifetime is a whole number of seconds from 60 to 315360000.',
			},
		} );
	} );

	it( 'keeps the message of an error without field errors', () => {
		expect(
			parseSaveError( {
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
				data: { status: 403 },
			} )
		).toEqual( { message: 'Cookie check failed', fieldErrors: {} } );
	} );

	it( 'keeps api-fetch’s own errors, such as being offline', () => {
		expect(
			parseSaveError( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} )
		).toEqual( { message: 'You are probably offline.', fieldErrors: {} } );
	} );

	it( 'ignores field errors that are not text', () => {
		expect(
			parseSaveError( {
				message: 'Refused.',
				data: {
					errors: {
						barOpacity: 5,
						log: '',
						position: 'Choose one of: bottom, top.',
					},
				},
			} ).fieldErrors
		).toEqual( { position: 'Choose one of: bottom, top.' } );
		expect(
			parseSaveError( { message: 'Refused.', data: { errors: [ 'x' ] } } )
				.fieldErrors
		).toEqual( {} );
	} );

	it( 'falls back to a message of its own', () => {
		expect( parseSaveError( undefined ).message ).toBe(
			'The settings could not be saved.'
		);
		expect( parseSaveError( 'boom' ).message ).toBe(
			'The settings could not be saved.'
		);
		expect( parseSaveError( { message: '  ' } ).message ).toBe(
			'The settings could not be saved.'
		);
		expect( parseSaveError( new TypeError( '' ), 'load' ).message ).toBe(
			'The settings could not be loaded.'
		);
	} );
} );

describe( 'plainUrl', () => {
	it( 'turns escaped ampersands back into ampersands', () => {
		expect(
			plainUrl(
				'http://example.org/wp-admin/admin-post.php?action=vista_consent_export&amp;_wpnonce=abc'
			)
		).toBe(
			'http://example.org/wp-admin/admin-post.php?action=vista_consent_export&_wpnonce=abc'
		);
		expect( plainUrl( 'http://example.org/?a=1&b=2' ) ).toBe(
			'http://example.org/?a=1&b=2'
		);
	} );
} );

describe( 'adminData', () => {
	afterEach( () => {
		delete window.vistaConsentAdmin;
	} );

	it( 'reads what the page printed', () => {
		window.vistaConsentAdmin = {
			privacyPolicyUrl: 'http://example.org/privacy/',
			privacyPageEdit: 'http://example.org/wp-admin/options-privacy.php',
			exportUrl: 'http://example.org/x?a=1&amp;b=2',
			logCount: 3,
		};
		expect( adminData() ).toEqual( {
			privacyPolicyUrl: 'http://example.org/privacy/',
			privacyPageEdit: 'http://example.org/wp-admin/options-privacy.php',
			exportUrl: 'http://example.org/x?a=1&b=2',
			logCount: 3,
		} );
	} );

	it( 'has safe values when nothing was printed', () => {
		expect( adminData() ).toEqual( {
			privacyPolicyUrl: '',
			privacyPageEdit: '',
			exportUrl: '',
			logCount: 0,
		} );
	} );
} );
