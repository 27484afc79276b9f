import {
	RCB_MESSAGE,
	whenConsented,
} from '../../../../src/stats/tracker/consent';
import { installBridge } from '../../../../src/consent/wp-consent-bridge';
import { trackerObject } from './fixtures';

const optionWith = ( name: string | null, extra = {} ) =>
	trackerObject( { consentIntegration: { name, status: [] }, ...extra } )
		.option;

afterEach( () => {
	delete window.wp_has_consent;
	delete window.vistaConsent;
	delete window.consentApi;
	document.cookie = 'real_cookie_banner-v:1=; max-age=0';
	jest.restoreAllMocks();
} );

describe( 'consent handling (001 §4)', () => {
	it( 'without an integration, or with Borlabs, tracking starts straight away', () => {
		for ( const name of [ null, '', 'borlabs_cookie' ] ) {
			const start = jest.fn();
			whenConsented( optionWith( name ), start );
			expect( start ).toHaveBeenCalledWith( false );
		}
	} );

	describe( 'WP Consent API', () => {
		it( 'starts when consent for the level is already given', () => {
			window.wp_has_consent = ( category ) => category === 'statistics';
			const start = jest.fn();
			whenConsented( optionWith( 'wp_consent_api' ), start );
			expect( start ).toHaveBeenCalledWith( false );
		} );

		it( 'starts when the consent level is disabled', () => {
			window.wp_has_consent = () => false;
			const start = jest.fn();
			whenConsented(
				optionWith( 'wp_consent_api', { consentLevel: 'disabled' } ),
				start
			);
			expect( start ).toHaveBeenCalledWith( false );
		} );

		it( 'starts anonymously when anonymous tracking is on', () => {
			window.wp_has_consent = () => false;
			const start = jest.fn();
			whenConsented(
				optionWith( 'wp_consent_api', { trackAnonymously: true } ),
				start
			);
			expect( start ).toHaveBeenCalledWith( true );
		} );

		it( "reads the level and anonymous flag from the original's status shape", () => {
			window.wp_has_consent = ( category ) => category === 'marketing';
			const start = jest.fn();
			whenConsented(
				trackerObject( {
					consentIntegration: {
						name: 'wp_consent_api',
						status: {
							has_consent: false,
							consent_level: 'marketing',
							track_anonymously: false,
						},
					},
					consentLevel: 'statistics',
				} ).option,
				start
			);
			expect( start ).toHaveBeenCalledWith( false );
		} );

		it( 'tracks anonymously first, then fully once the visitor allows', () => {
			window.wp_has_consent = () => false;
			const start = jest.fn();
			whenConsented(
				trackerObject( {
					consentIntegration: {
						name: 'wp_consent_api',
						status: {
							consent_level: 'statistics',
							track_anonymously: true,
						},
					},
				} ).option,
				start
			);
			expect( start.mock.calls ).toEqual( [ [ true ] ] );
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { statistics: 'allow' },
				} )
			);
			expect( start.mock.calls ).toEqual( [ [ true ], [ false ] ] );
		} );

		it( 'otherwise waits, and starts when consent for the level changes to allow', () => {
			window.wp_has_consent = () => false;
			const start = jest.fn();
			whenConsented( optionWith( 'wp_consent_api' ), start );
			expect( start ).not.toHaveBeenCalled();
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { marketing: 'allow' },
				} )
			);
			expect( start ).not.toHaveBeenCalled();
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { statistics: 'allow' },
				} )
			);
			expect( start ).toHaveBeenCalledTimes( 1 );
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { statistics: 'allow' },
				} )
			);
			expect( start ).toHaveBeenCalledTimes( 1 );
		} );
	} );
} );

describe( 'consent handling (001 §4), other consent tools', () => {
	describe( 'Vista Consent, presented as the WP Consent API', () => {
		it( 'starts when the visitor allows statistics in the notice', () => {
			let allowed = false;
			window.vistaConsent = {
				has: ( category: string ) =>
					allowed && category === 'statistics',
			} as unknown as typeof window.vistaConsent;
			installBridge();
			const start = jest.fn();
			whenConsented( optionWith( 'wp_consent_api' ), start );
			expect( start ).not.toHaveBeenCalled();
			allowed = true;
			document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
			expect( start ).toHaveBeenCalledWith( false );
		} );
	} );

	describe( 'Real Cookie Banner', () => {
		it( 'starts when its consent API grants consent', async () => {
			window.consentApi = { consent: () => Promise.resolve( true ) };
			const start = jest.fn();
			whenConsented( optionWith( 'real_cookie_banner' ), start );
			await Promise.resolve();
			await Promise.resolve();
			expect( start ).toHaveBeenCalledWith( false );
		} );

		it( 'starts when the data-processing opt-in cookie is present', () => {
			document.cookie =
				'real_cookie_banner-v:1=%7B%22consent%22%3Atrue%7D';
			document.cookie = 'real_cookie_banner-v:1="consent"';
			const start = jest.fn();
			whenConsented( optionWith( 'real_cookie_banner' ), start );
			expect( start ).toHaveBeenCalledWith( false );
		} );

		it( 'otherwise logs that consent is not given, word for word', () => {
			const start = jest.fn();
			whenConsented( optionWith( 'real_cookie_banner' ), start );
			expect( start ).not.toHaveBeenCalled();
			expect( console ).toHaveLoggedWith(
				'Real Cookie Banner consent is not given to track visitor information.'
			);
			expect( RCB_MESSAGE ).toBe(
				'Real Cookie Banner consent is not given to track visitor information.'
			);
		} );
	} );
} );
