import {
	errorMessage,
	overviewPath,
} from '../../../../src/stats/dashboard/api';

describe( 'overviewPath', () => {
	it( 'asks for the range, its grouping and the list length', () => {
		expect(
			overviewPath( {
				from: '2024-03-01',
				to: '2024-03-31',
				range: 'week',
				limit: 10,
			} )
		).toBe(
			'/vista-stats/v1/overview?range=week&from=2024-03-01&to=2024-03-31&limit=10'
		);
	} );
} );

describe( 'errorMessage', () => {
	it( 'prefers the message about the refused argument', () => {
		expect(
			errorMessage( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): from',
				data: {
					status: 400,
					params: {
						from: 'from must be a date written as YYYY-MM-DD, such as 2025-01-31.',
					},
				},
			} )
		).toBe(
			'from must be a date written as YYYY-MM-DD, such as 2025-01-31.'
		);
	} );

	it( 'falls back to the overall message, then to a general one', () => {
		expect(
			errorMessage( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			} )
		).toBe( 'Sorry, you are not allowed to do that.' );
		expect( errorMessage( new TypeError( '' ) ) ).toBe(
			'The statistics could not be loaded.'
		);
		expect( errorMessage( 'offline' ) ).toBe(
			'The statistics could not be loaded.'
		);
	} );
} );
