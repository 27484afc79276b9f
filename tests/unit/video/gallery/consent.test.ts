/**
 * The video consent cookie (000 §3.13, §9.1): ytprefs_gdpr_consent, value 1, 30 days.
 */
import {
	giveVideoConsent,
	hasVideoConsent,
	VIDEO_CONSENT_COOKIE,
	VIDEO_CONSENT_SECONDS,
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
