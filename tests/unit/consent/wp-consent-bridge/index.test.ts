/**
 * Vista Consent through the WP Consent API's browser side (issue 14): a tracker written for that
 * API, like WP Statistics' own, asks wp_has_consent() and listens for wp_listen_for_consent_change.
 */
import {
	hasConsent,
	installBridge,
} from '../../../../src/consent/wp-consent-bridge';

describe( 'the WP Consent API bridge', () => {
	let allowed: string[] = [];

	beforeEach( () => {
		delete window.wp_has_consent;
		allowed = [];
		window.vistaConsent = {
			has: ( category: string ) => allowed.includes( category ),
		} as unknown as typeof window.vistaConsent;
	} );

	afterEach( () => {
		delete window.vistaConsent;
		document.cookie = 'wp_consent_statistics=; max-age=0';
	} );

	it( "answers wp_has_consent from the visitor's choice", () => {
		installBridge();
		expect( window.wp_has_consent?.( 'statistics' ) ).toBe( false );
		allowed = [ 'statistics' ];
		expect( window.wp_has_consent?.( 'statistics' ) ).toBe( true );
	} );

	it( 'reads the wp_consent_ cookie before the notice script runs', () => {
		delete window.vistaConsent;
		expect( hasConsent( 'statistics' ) ).toBe( false );
		document.cookie = 'wp_consent_statistics=allow';
		expect( hasConsent( 'statistics' ) ).toBe( true );
	} );

	it( 'fires wp_listen_for_consent_change when the visitor chooses', () => {
		installBridge();
		const seen: Record< string, string >[] = [];
		document.addEventListener( 'wp_listen_for_consent_change', ( event ) =>
			seen.push( ( event as CustomEvent ).detail )
		);
		allowed = [ 'functional', 'statistics' ];
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( seen.at( -1 ) ).toMatchObject( {
			statistics: 'allow',
			marketing: 'deny',
		} );
	} );

	it( 'leaves the WP Consent API alone when it is loaded', () => {
		const own = () => true;
		window.wp_has_consent = own;
		installBridge();
		expect( window.wp_has_consent ).toBe( own );
	} );

	it( "answers from another notice's cookie when ours has not written its own", () => {
		delete window.vistaConsent;
		document.cookie = 'cookie_notice_accepted=true';
		expect( hasConsent( 'statistics' ) ).toBe( true );
		document.cookie = 'wp_consent_statistics=deny';
		expect( hasConsent( 'statistics' ) ).toBe( false );
		document.cookie = 'cookie_notice_accepted=; max-age=0';
	} );

	it( "announces the original Cookie Notice's choice when our notice script is not there", () => {
		installBridge();
		delete window.vistaConsent;
		const seen: Record< string, string >[] = [];
		const listener = ( event: Event ) =>
			seen.push( ( event as CustomEvent ).detail );
		document.addEventListener( 'wp_listen_for_consent_change', listener );
		document.cookie = 'cookie_notice_accepted=true';
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', { detail: { value: 'true' } } )
		);
		expect( seen.at( -1 ) ).toMatchObject( {
			statistics: 'allow',
			marketing: 'allow',
		} );
		document.removeEventListener(
			'wp_listen_for_consent_change',
			listener
		);
		document.cookie = 'cookie_notice_accepted=; max-age=0';
	} );
} );
