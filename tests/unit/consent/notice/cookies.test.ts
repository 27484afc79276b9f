import {
	cookieString,
	readCookie,
} from '../../../../src/consent/notice/cookies';

describe( 'readCookie', () => {
	it( 'finds a cookie by exact name among others', () => {
		const source =
			'a=1; cookie_notice_accepted=true; cookie_notice_accepted_x=false';
		expect( readCookie( 'cookie_notice_accepted', source ) ).toBe( 'true' );
		expect( readCookie( 'cookie_notice', source ) ).toBeNull();
	} );

	it( 'decodes the value', () => {
		expect( readCookie( 'c', 'c=statistics%2Cmarketing' ) ).toBe(
			'statistics,marketing'
		);
	} );
} );

describe( 'cookieString', () => {
	beforeEach( () =>
		jest.useFakeTimers().setSystemTime( new Date( '2026-01-01T00:00:00Z' ) )
	);
	afterEach( () => jest.useRealTimers() );

	it( 'expires after the given seconds, on the whole site, SameSite=Lax', () => {
		const cookie = cookieString( 'cookie_notice_accepted', 'true', {
			seconds: 3600,
			path: '/',
		} );
		expect( cookie ).toBe(
			'cookie_notice_accepted=true; expires=Thu, 01 Jan 2026 01:00:00 GMT; max-age=3600; path=/; SameSite=Lax'
		);
	} );

	it( 'adds the domain of a global cookie and Secure on https', () => {
		const cookie = cookieString( 'c', 'false', {
			seconds: 60,
			domain: '.example.com',
			secure: true,
		} );
		expect( cookie ).toContain( '; domain=.example.com' );
		expect( cookie ).toMatch( /; Secure$/ );
	} );
} );
