import {
	effectiveIntegration,
	integrationMissing,
	resolveAutomatic,
	usesConsentLevel,
} from '../../../../src/stats/settings/consent';

const both = { vistaConsent: true, wpConsentApi: true };
const apiOnly = { vistaConsent: false, wpConsentApi: true };
const neither = { vistaConsent: false, wpConsentApi: false };

describe( 'resolveAutomatic', () => {
	it( 'prefers Vista Consent, then the WP Consent API, then none', () => {
		expect( resolveAutomatic( both ) ).toBe( 'vista_consent' );
		expect(
			resolveAutomatic( { vistaConsent: true, wpConsentApi: false } )
		).toBe( 'vista_consent' );
		expect( resolveAutomatic( apiOnly ) ).toBe( 'wp_consent_api' );
		expect( resolveAutomatic( neither ) ).toBe( 'none' );
	} );
} );

describe( 'effectiveIntegration', () => {
	it( 'resolves only "automatic"', () => {
		expect( effectiveIntegration( 'auto', apiOnly ) ).toBe(
			'wp_consent_api'
		);
		expect( effectiveIntegration( 'borlabs', both ) ).toBe( 'borlabs' );
		expect( effectiveIntegration( 'none', both ) ).toBe( 'none' );
	} );
} );

describe( 'usesConsentLevel', () => {
	it( 'is true only for the integrations that ask for a category', () => {
		expect( usesConsentLevel( 'vista_consent', neither ) ).toBe( true );
		expect( usesConsentLevel( 'wp_consent_api', neither ) ).toBe( true );
		expect( usesConsentLevel( 'auto', both ) ).toBe( true );
		expect( usesConsentLevel( 'auto', neither ) ).toBe( false );
		expect( usesConsentLevel( 'none', both ) ).toBe( false );
		expect( usesConsentLevel( 'borlabs', both ) ).toBe( false );
		expect( usesConsentLevel( 'real_cookie_banner', both ) ).toBe( false );
	} );
} );

describe( 'integrationMissing', () => {
	it( 'warns about a consent plugin this site does not run', () => {
		expect( integrationMissing( 'vista_consent', apiOnly ) ).toBe( true );
		expect( integrationMissing( 'wp_consent_api', neither ) ).toBe( true );
		expect( integrationMissing( 'vista_consent', both ) ).toBe( false );
		expect( integrationMissing( 'wp_consent_api', apiOnly ) ).toBe( false );
	} );

	it( 'says nothing of what it cannot tell', () => {
		expect( integrationMissing( 'auto', neither ) ).toBe( false );
		expect( integrationMissing( 'none', neither ) ).toBe( false );
		expect( integrationMissing( 'borlabs', neither ) ).toBe( false );
		expect( integrationMissing( 'real_cookie_banner', neither ) ).toBe(
			false
		);
	} );
} );
