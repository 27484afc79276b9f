/**
 * A choice made by another script that speaks the original Cookie Notice's way (000 §4.6: it
 * writes cookie_notice_accepted and fires setCookieNotice with detail.value): the notice adopts
 * it without a reload, so what waits for consent follows (issue 14).
 */
import { boot } from '../../../../src/consent/notice';
import type { NoticeArgs } from '../../../../src/consent/notice/args';

const args: NoticeArgs = {
	cookieName: 'cookie_notice_accepted',
	cookieTime: 2592000,
	cookieTimeRejected: 2592000,
	globalCookie: false,
	cookieDomain: '',
	cookiePath: '/',
	secure: false,
	onScroll: false,
	onScrollOffset: 100,
	onClick: false,
	redirection: true,
	cache: false,
	hideEffect: 'none',
	revokeCookies: false,
	revokeCookiesOpt: 'automatic',
	categories: true,
	log: false,
};

function clearCookies(): void {
	for ( const part of document.cookie.split( ';' ) ) {
		const name = part.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; max-age=0; path=/`;
		}
	}
}

describe( "another script's choice", () => {
	beforeEach( () => {
		clearCookies();
		document.body.innerHTML =
			'<div id="cookie-notice" class="cn-open"><button data-cookie-set="accept">Ok</button></div>';
		document.documentElement.className = '';
	} );

	afterEach( () => {
		delete window.vistaConsent;
	} );

	it( 'is adopted: the notice goes, categories are allowed, the page hears of it', () => {
		const api = boot( args )!;
		const changes: unknown[] = [];
		document.addEventListener( 'vista-consent-change', ( event ) =>
			changes.push( ( event as CustomEvent ).detail )
		);
		// The stand-in of the original script: the cookie, then the event.
		document.cookie = 'cookie_notice_accepted=true; path=/';
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', {
				detail: { value: 'true', time: new Date() },
				bubbles: true,
			} )
		);
		expect( api.has( 'statistics' ) ).toBe( true );
		expect( api.has( 'marketing' ) ).toBe( true );
		expect( changes ).toHaveLength( 1 );
		expect( document.documentElement.classList ).toContain( 'cn-decided' );
		expect( document.body.classList ).toContain( 'cookies-accepted' );
		expect( document.cookie ).toContain( 'wp_consent_statistics=allow' );
		expect( document.cookie ).toContain( 'ytprefs_gdpr_consent=1' );
	} );

	it( 'takes a refusal as a refusal', () => {
		const api = boot( args )!;
		document.dispatchEvent(
			new CustomEvent( 'setCookieNotice', { detail: { value: false } } )
		);
		expect( api.state() ).toEqual( {
			decided: true,
			accepted: false,
			categories: [],
		} );
	} );

	it( 'does not take back its own announcement: a saved choice keeps its categories', () => {
		const api = boot( args )!;
		let heard = 0;
		document.addEventListener( 'setCookieNotice', () => heard++ );
		api.accept( [ 'statistics' ] );
		expect( heard ).toBe( 1 );
		expect( api.has( 'statistics' ) ).toBe( true );
		expect( api.has( 'marketing' ) ).toBe( false );
	} );
} );
