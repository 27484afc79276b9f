import {
	allows,
	readState,
	reloadAddress,
	shouldReload,
} from '../../../../src/consent/notice/state';

describe( 'readState (000 §3.13: the cookie holds true or false)', () => {
	it( 'is undecided without the cookie or with another value', () => {
		expect( readState( 'cookie_notice_accepted', false, '' ) ).toEqual( {
			decided: false,
			accepted: false,
			categories: [],
		} );
		expect(
			readState(
				'cookie_notice_accepted',
				false,
				'cookie_notice_accepted=yes'
			).decided
		).toBe( false );
	} );

	it( 'accepting without per-category choices allows every category', () => {
		expect(
			readState(
				'cookie_notice_accepted',
				false,
				'cookie_notice_accepted=true'
			)
		).toEqual( {
			decided: true,
			accepted: true,
			categories: [ 'statistics', 'marketing' ],
		} );
	} );

	it( 'with per-category choices, only the listed known categories', () => {
		const source =
			'cookie_notice_accepted=true; vista_consent_categories=marketing%2Cbogus';
		expect(
			readState( 'cookie_notice_accepted', true, source ).categories
		).toEqual( [ 'marketing' ] );
	} );

	it( "with per-category choices, another script's acceptance (no list) allows every category", () => {
		for ( const source of [
			'cookie_notice_accepted=true',
			'cookie_notice_accepted=true; vista_consent_categories=',
		] ) {
			expect(
				readState( 'cookie_notice_accepted', true, source ).categories
			).toEqual( [ 'statistics', 'marketing' ] );
		}
	} );

	it( 'refusing allows nothing, whatever the categories cookie says', () => {
		const source =
			'cookie_notice_accepted=false; vista_consent_categories=marketing';
		const state = readState( 'cookie_notice_accepted', true, source );
		expect( state ).toEqual( {
			decided: true,
			accepted: false,
			categories: [],
		} );
		expect( allows( state, 'marketing' ) ).toBe( false );
		expect( allows( state, 'functional' ) ).toBe( true );
		expect( allows( state, 'necessary' ) ).toBe( true );
	} );

	it( 'maps the WP Consent API names', () => {
		const state = {
			decided: true,
			accepted: true,
			categories: [ 'statistics' as const ],
		};
		expect( allows( state, 'statistics-anonymous' ) ).toBe( true );
		expect( allows( state, 'preferences' ) ).toBe( true );
		expect( allows( state, 'marketing' ) ).toBe( false );
		expect( allows( state, 'unknown' ) ).toBe( false );
	} );
} );

describe( 'shouldReload (000 §4.6 redirection)', () => {
	it( 'never reloads when redirection is off', () => {
		expect( shouldReload( null, 'true', false ) ).toBe( false );
		expect( shouldReload( 'false', 'true', false ) ).toBe( false );
	} );

	it( 'reloads on a first acceptance, not on a first refusal', () => {
		expect( shouldReload( null, 'true', true ) ).toBe( true );
		expect( shouldReload( null, 'false', true ) ).toBe( false );
	} );

	it( 'reloads on a change of choice only', () => {
		expect( shouldReload( 'true', 'false', true ) ).toBe( true );
		expect( shouldReload( 'false', 'true', true ) ).toBe( true );
		expect( shouldReload( 'true', 'true', true ) ).toBe( false );
	} );
} );

describe( 'reloadAddress (000 §4.6 cache marker)', () => {
	it( 'appends the marker when caching is on, keeping other parameters', () => {
		expect( reloadAddress( 'https://site.test/page/?a=1#top', true ) ).toBe(
			'https://site.test/page/?a=1&cn-reloaded=1#top'
		);
	} );

	it( 'does not repeat the marker, and removes it when caching is off', () => {
		expect(
			reloadAddress( 'https://site.test/?cn-reloaded=1', true )
		).toBe( 'https://site.test/?cn-reloaded=1' );
		expect(
			reloadAddress( 'https://site.test/?cn-reloaded=1', false )
		).toBe( 'https://site.test/' );
	} );
} );
