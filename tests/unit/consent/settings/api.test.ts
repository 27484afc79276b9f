import { adminData, plainUrl } from '../../../../src/consent/settings/api';

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
			recordsUrl:
				'http://example.org/wp-admin/admin.php?page=vista-consent-records',
			logCount: 3,
		};
		expect( adminData() ).toEqual( {
			privacyPolicyUrl: 'http://example.org/privacy/',
			privacyPageEdit: 'http://example.org/wp-admin/options-privacy.php',
			exportUrl: 'http://example.org/x?a=1&b=2',
			recordsUrl:
				'http://example.org/wp-admin/admin.php?page=vista-consent-records',
			logCount: 3,
		} );
	} );

	it( 'has safe values when nothing was printed', () => {
		expect( adminData() ).toEqual( {
			privacyPolicyUrl: '',
			privacyPageEdit: '',
			exportUrl: '',
			recordsUrl: '',
			logCount: 0,
		} );
	} );
} );
