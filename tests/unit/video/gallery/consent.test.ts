/**
 * The video consent cookie (000 §3.13, §9.1): ytprefs_gdpr_consent, value 1, 30 days.
 */
import {
	giveVideoConsent,
	hasVideoConsent,
	VIDEO_CONSENT_COOKIE,
	VIDEO_CONSENT_SECONDS,
	whenConsentedElsewhere,
} from '../../../../src/video/gallery/consent';

describe( 'video consent cookie', () => {
	afterEach( () => {
		document.cookie = `${ VIDEO_CONSENT_COOKIE }=; max-age=0; path=/`;
	} );

	it( 'is the spec’s name, value and lifetime', () => {
		expect( VIDEO_CONSENT_COOKIE ).toBe( 'ytprefs_gdpr_consent' );
		expect( VIDEO_CONSENT_SECONDS ).toBe( 30 * 24 * 60 * 60 );
		const written: string[] = [];
		const descriptor = Object.getOwnPropertyDescriptor(
			Document.prototype,
			'cookie'
		)!;
		jest.spyOn( document, 'cookie', 'set' ).mockImplementation(
			( value: string ) => {
				written.push( value );
				descriptor.set!.call( document, value );
			}
		);
		giveVideoConsent();
		expect( written ).toEqual( [
			'ytprefs_gdpr_consent=1; max-age=2592000; path=/; SameSite=Lax',
		] );
		jest.restoreAllMocks();
	} );

	it( 'counts only the value 1, however Vista Consent or the facade set it', () => {
		expect( hasVideoConsent() ).toBe( false );
		document.cookie = `${ VIDEO_CONSENT_COOKIE }=0; path=/`;
		expect( hasVideoConsent() ).toBe( false );
		document.cookie = `${ VIDEO_CONSENT_COOKIE }=1; path=/`;
		expect( hasVideoConsent() ).toBe( true );
	} );
} );

describe( 'consent given elsewhere (issue 14)', () => {
	afterEach( () => {
		document.cookie = `${ VIDEO_CONSENT_COOKIE }=; max-age=0; path=/`;
		delete ( window as { vistaConsent?: unknown } ).vistaConsent;
	} );

	const cookieNotice = ( value: unknown ) =>
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', { detail: { value } } )
		);

	it( "opens on the original Cookie Notice's acceptance, once, and not on a refusal", () => {
		const opened = jest.fn();
		whenConsentedElsewhere( opened );
		cookieNotice( 'false' );
		expect( opened ).not.toHaveBeenCalled();
		expect( hasVideoConsent() ).toBe( false );

		cookieNotice( 'true' );
		expect( opened ).toHaveBeenCalledTimes( 1 );
		expect( hasVideoConsent() ).toBe( true );
		cookieNotice( true );
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( opened ).toHaveBeenCalledTimes( 1 );
	} );

	it( "leaves the decision to Vista Consent's notice when it runs", () => {
		( window as { vistaConsent?: unknown } ).vistaConsent = {};
		const opened = jest.fn();
		whenConsentedElsewhere( opened );
		// Our notice announces a choice of statistics only: no marketing, no video.
		cookieNotice( 'true' );
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( opened ).not.toHaveBeenCalled();
		// Its marketing choice writes the cookie, then says so.
		document.cookie = `${ VIDEO_CONSENT_COOKIE }=1; path=/`;
		document.dispatchEvent( new CustomEvent( 'vista-consent-change' ) );
		expect( opened ).toHaveBeenCalledTimes( 1 );
	} );
} );
