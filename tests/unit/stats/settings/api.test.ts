import { adminData } from '../../../../src/stats/settings/api';

describe( 'adminData', () => {
	afterEach( () => {
		delete window.vistaStatsSettingsAdmin;
	} );

	it( 'reads what the page printed', () => {
		window.vistaStatsSettingsAdmin = {
			vistaConsent: true,
			wpConsentApi: false,
		};
		expect( adminData() ).toEqual( {
			vistaConsent: true,
			wpConsentApi: false,
		} );
	} );

	it( 'assumes no consent plugin when nothing, or nonsense, was printed', () => {
		expect( adminData() ).toEqual( {
			vistaConsent: false,
			wpConsentApi: false,
		} );
		window.vistaStatsSettingsAdmin = {
			vistaConsent: 'yes' as unknown as boolean,
		};
		expect( adminData().vistaConsent ).toBe( false );
	} );
} );
