import apiFetch from '@wordpress/api-fetch';
import { settingsApi } from '../../../../src/shared/settings/api';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'settingsApi', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( { settings: { a: 1 } } );
	} );

	it( 'reads the settings from the route', async () => {
		const api = settingsApi< { settings: object } >( '/x/v1/settings' );
		await expect( api.fetchSettings() ).resolves.toEqual( {
			settings: { a: 1 },
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/x/v1/settings',
		} );
	} );

	it( 'posts the changed fields to the route', async () => {
		const api = settingsApi< { settings: object } >( '/x/v1/settings' );
		await api.saveSettings( { a: 2 } );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/x/v1/settings',
			method: 'POST',
			data: { a: 2 },
		} );
	} );
} );
