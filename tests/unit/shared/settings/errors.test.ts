import {
	errorsOutsideForm,
	parseSaveError,
} from '../../../../src/shared/settings/errors';

const FALLBACK = 'The settings could not be saved.';

describe( 'parseSaveError', () => {
	it( 'reads the overall message and the message of each field', () => {
		const error = {
			code: 'vista_stats_invalid_settings',
			message:
				'The settings were not saved: some values are not allowed.',
			data: {
				status: 400,
				errors: {
					excludedIps: '"10.0.0.0/33" is not an IP address or range.',
					retentionDays: 'Keep detailed records from 7 to 3650 days.',
				},
			},
		};
		expect( parseSaveError( error, FALLBACK ) ).toEqual( {
			message:
				'The settings were not saved: some values are not allowed.',
			fieldErrors: {
				excludedIps: '"10.0.0.0/33" is not an IP address or range.',
				retentionDays: 'Keep detailed records from 7 to 3650 days.',
			},
		} );
	} );

	it( 'keeps the message of an error without field errors', () => {
		expect(
			parseSaveError(
				{
					code: 'rest_cookie_invalid_nonce',
					message: 'Cookie check failed',
					data: { status: 403 },
				},
				FALLBACK
			)
		).toEqual( { message: 'Cookie check failed', fieldErrors: {} } );
	} );

	it( 'ignores field errors that are not text', () => {
		expect(
			parseSaveError(
				{
					message: 'Refused.',
					data: {
						errors: {
							jsCheckTime: 5,
							excludeBots: '',
							consentLevel: 'Choose one of: statistics.',
						},
					},
				},
				FALLBACK
			).fieldErrors
		).toEqual( { consentLevel: 'Choose one of: statistics.' } );
		expect(
			parseSaveError(
				{ message: 'Refused.', data: { errors: [ 'x' ] } },
				FALLBACK
			).fieldErrors
		).toEqual( {} );
	} );

	it( 'falls back to the message it is given', () => {
		expect( parseSaveError( undefined, FALLBACK ).message ).toBe(
			FALLBACK
		);
		expect( parseSaveError( 'boom', FALLBACK ).message ).toBe( FALLBACK );
		expect( parseSaveError( { message: '  ' }, FALLBACK ).message ).toBe(
			FALLBACK
		);
		expect( parseSaveError( new TypeError( '' ), 'Not loaded.' ) ).toEqual(
			{ message: 'Not loaded.', fieldErrors: {} }
		);
	} );
} );

describe( 'errorsOutsideForm', () => {
	it( 'lists the messages of fields the form does not show', () => {
		expect(
			errorsOutsideForm(
				{
					retentionDays: 'Too long.',
					isAdmin: 'Unknown setting "isadmin".',
				},
				new Set( [ 'retentionDays' ] )
			)
		).toEqual( [ 'Unknown setting "isadmin".' ] );
		expect( errorsOutsideForm( { a: 'x' }, new Set( [ 'a' ] ) ) ).toEqual(
			[]
		);
	} );
} );
