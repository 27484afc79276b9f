import {
	base64Utf8,
	endpointUrl,
	INACTIVITY_MS,
	randomToken,
	readTrackerObject,
	sendCustomEvent,
	startTracking,
} from '../../../../src/stats/tracker/session';
import { answer, mockFetch, trackerObject } from './fixtures';

/**
 * The original tracker's encoding of page_uri and referred: base64 of the UTF-8 bytes.
 * @param text
 */
const utf8Base64 = ( text: string ) =>
	Buffer.from( text, 'utf8' ).toString( 'base64' );

const ok = () => Promise.resolve( answer( 200, '{"status":true}' ) );

beforeEach( () => {
	Object.defineProperty( navigator, 'doNotTrack', {
		value: null,
		configurable: true,
	} );
} );

describe( 'the settings object (001 §8 messages)', () => {
	afterEach( () => delete window.WP_Statistics_Tracker_Object );

	it( 'says when it is missing', () => {
		expect( readTrackerObject() ).toBeNull();
		expect( console ).toHaveErroredWith(
			'Variable WP_Statistics_Tracker_Object not found'
		);
	} );

	it( 'reads a JSON string, and says when it cannot', () => {
		window.WP_Statistics_Tracker_Object = JSON.stringify( trackerObject() );
		expect( readTrackerObject()?.hitParams.source_id ).toBe( 42 );
		window.WP_Statistics_Tracker_Object = '{broken';
		expect( readTrackerObject() ).toBeNull();
		expect( console ).toHaveErroredWith(
			'Error parsing WP_Statistics_Tracker_Object'
		);
	} );
} );

describe( 'the hit (001 §3, §7 call 1)', () => {
	beforeEach( () => {
		window.history.replaceState(
			null,
			'',
			'/blog/hello-world/?utm_source=mail'
		);
		Object.defineProperty( navigator, 'doNotTrack', {
			value: null,
			configurable: true,
		} );
	} );

	it( 'posts the server parameters plus encoded referred and page_uri to requestUrl + endpoint', async () => {
		const calls = mockFetch( ok );
		startTracking(
			trackerObject(),
			false,
			'https://www.google.com/search?q=a b'
		);
		expect( calls[ 0 ].url ).toBe(
			'https://site.test/wp-content/plugins/vista-stats/lean/hit.php'
		);
		expect( calls[ 0 ].fields ).toEqual( {
			source_type: 'page',
			source_id: '42',
			signature: 'a'.repeat( 64 ),
			endpoint: 'hit.php',
			referred: utf8Base64( 'https://www.google.com/search?q=a b' ),
			page_uri: utf8Base64( '/blog/hello-world/?utm_source=mail' ),
		} );
	} );

	it( 'encodes addresses as the original tracker does, UTF-8 included', () => {
		expect( base64Utf8( '/café/?q=日本' ) ).toBe(
			utf8Base64( '/café/?q=日本' )
		);
		expect( base64Utf8( '' ) ).toBe( '' );
		expect( base64Utf8( 'https://a.example/ü' ) ).toBe(
			utf8Base64( 'https://a.example/ü' )
		);
	} );

	it( 'goes to the ajax URL when ad-blocker bypass is on', () => {
		const tracker = trackerObject( { bypassAdBlockers: true } );
		expect( endpointUrl( tracker, tracker.hitParams ) ).toBe(
			tracker.ajaxUrl
		);
	} );

	it( 'marks an anonymous hit', () => {
		const calls = mockFetch( ok );
		startTracking( trackerObject(), true, '' );
		expect( calls[ 0 ].fields.anonymous ).toBe( '1' );
		expect( calls[ 0 ].fields ).not.toHaveProperty( 'online_token' );
	} );

	it( 'is not sent when do-not-track is on and honoured, and says so', () => {
		Object.defineProperty( navigator, 'doNotTrack', {
			value: '1',
			configurable: true,
		} );
		const calls = mockFetch( ok );
		startTracking( trackerObject(), false, '' );
		expect( calls ).toHaveLength( 0 );
		expect( console ).toHaveLoggedWith(
			'Do Not Track (DNT) is enabled. Hit request not sent.'
		);
	} );

	it( 'is sent despite do-not-track when the option is off', () => {
		Object.defineProperty( navigator, 'doNotTrack', {
			value: '1',
			configurable: true,
		} );
		const calls = mockFetch( ok );
		startTracking( trackerObject( { dntEnabled: false } ), false, '' );
		expect( calls ).toHaveLength( 1 );
	} );
} );

/** Runs the promise callbacks waiting on the answer, keeping the fake clock. */
async function flush() {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

describe( 'the success flag and online pings (001 §4, §7 call 2)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'is true after a 200 answer and pings every jsCheckTime', async () => {
		const calls = mockFetch( ok );
		const session = startTracking(
			trackerObject( {}, { jsCheckTime: 10000 } ),
			false,
			''
		);
		await flush();
		expect( session.success ).toBe( true );
		jest.advanceTimersByTime( 10000 );
		expect( calls.map( ( c ) => c.url.split( '/' ).pop() ) ).toEqual( [
			'hit.php',
			'online.php',
		] );
		jest.advanceTimersByTime( 20000 );
		expect( calls ).toHaveLength( 4 );
		session.stop();
	} );

	it( 'pings for an anonymous session too, with a random token of the page view only', async () => {
		const calls = mockFetch( ok );
		const tracker = trackerObject( {}, { jsCheckTime: 10000 } );
		const first = startTracking( tracker, true, '' );
		await flush();
		jest.advanceTimersByTime( 20000 );
		const pings = calls.filter( ( c ) => c.url.endsWith( 'online.php' ) );
		expect( pings ).toHaveLength( 2 );
		expect( pings[ 0 ].fields.anonymous ).toBe( '1' );
		expect( pings[ 0 ].fields.online_token ).toMatch( /^[a-f0-9]{32}$/ );
		// The same token all through the page view, and nothing kept for the next one.
		expect( pings[ 1 ].fields.online_token ).toBe(
			pings[ 0 ].fields.online_token
		);
		expect( document.cookie ).toBe( '' );
		expect( localStorage ).toHaveLength( 0 );
		expect( sessionStorage ).toHaveLength( 0 );
		first.stop();

		const second = startTracking( tracker, true, '' );
		await flush();
		jest.advanceTimersByTime( 10000 );
		const next = calls.filter( ( c ) => c.url.endsWith( 'online.php' ) );
		expect( next ).toHaveLength( 3 );
		expect( next[ 2 ].fields.online_token ).not.toBe(
			pings[ 0 ].fields.online_token
		);
		second.stop();
	} );

	it( 'sends no token with the pings of a visitor who consented', async () => {
		const calls = mockFetch( ok );
		const session = startTracking(
			trackerObject( {}, { jsCheckTime: 10000 } ),
			false,
			''
		);
		await flush();
		jest.advanceTimersByTime( 10000 );
		expect( calls[ 1 ].fields ).not.toHaveProperty( 'online_token' );
		expect( calls[ 1 ].fields ).not.toHaveProperty( 'anonymous' );
		session.stop();
	} );

	it( 'is false when the answer says status false: no pings', async () => {
		const calls = mockFetch( () =>
			Promise.resolve( answer( 200, '{"status":false}' ) )
		);
		const session = startTracking( trackerObject(), false, '' );
		await flush();
		expect( session.success ).toBe( false );
		jest.advanceTimersByTime( 180000 );
		expect( calls ).toHaveLength( 1 );
		session.stop();
	} );

	it( 'a non-200 answer clears the flag and warns with the status', async () => {
		mockFetch( () => Promise.resolve( answer( 503, 'no' ) ) );
		const session = startTracking( trackerObject(), false, '' );
		await flush();
		expect( session.success ).toBe( false );
		expect( console ).toHaveWarnedWith(
			'Hit request failed with status 503'
		);
		session.stop();
	} );

	it( 'a failed request clears the flag and says so', async () => {
		mockFetch( () => Promise.reject( new TypeError( 'offline' ) ) );
		const session = startTracking( trackerObject(), false, '' );
		await flush();
		expect( session.success ).toBe( false );
		expect( console ).toHaveErroredWith( 'Error sending hit request' );
		session.stop();
	} );

	it( 'a failed ping says so', async () => {
		const calls = mockFetch( ( url ) =>
			url.endsWith( 'online.php' )
				? Promise.reject( new TypeError( 'offline' ) )
				: ok()
		);
		const session = startTracking( trackerObject(), false, '' );
		await flush();
		jest.advanceTimersByTime( 60000 );
		await flush();
		expect( calls ).toHaveLength( 2 );
		expect( console ).toHaveErroredWith(
			'Error sending online user request'
		);
		session.stop();
	} );
} );

describe( 'the end of a session, and its token (001 §4, §7 call 2)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'stops after 30 minutes without a click, keypress, scroll or load', async () => {
		const calls = mockFetch( ok );
		startTracking( trackerObject(), false, '' );
		await flush();
		expect( INACTIVITY_MS ).toBe( 1800000 );
		jest.advanceTimersByTime( 25 * 60000 );
		window.dispatchEvent( new Event( 'scroll' ) );
		jest.advanceTimersByTime( 25 * 60000 );
		const beforeIdle = calls.length;
		expect( beforeIdle ).toBe( 1 + 50 );
		jest.advanceTimersByTime( 10 * 60000 );
		const afterIdle = calls.length;
		expect( afterIdle - beforeIdle ).toBe( 5 );
		window.dispatchEvent( new Event( 'click' ) );
		jest.advanceTimersByTime( 10 * 60000 );
		expect( calls.length ).toBe( afterIdle );
	} );

	it( "counts a new session's 30 minutes from its start, whatever came before", async () => {
		const calls = mockFetch( ok );
		startTracking( trackerObject(), false, '' );
		await flush();
		// The first session goes idle and stops; the visitor comes back much later.
		jest.advanceTimersByTime( 120 * 60000 );
		const second = startTracking( trackerObject(), false, '' );
		await flush();
		const before = calls.length;
		jest.advanceTimersByTime( 10 * 60000 );
		expect( calls.length - before ).toBe( 10 );
		// A key press keeps it going past its own first 30 minutes.
		jest.advanceTimersByTime( 15 * 60000 );
		window.dispatchEvent( new Event( 'keypress' ) );
		jest.advanceTimersByTime( 20 * 60000 );
		expect( calls.length - before ).toBe( 45 );
		second.stop();
		jest.advanceTimersByTime( 10 * 60000 );
		expect( calls.length - before ).toBe( 45 );
	} );

	it( 'gives anonymous sessions a token of 32 hexadecimal digits, each digit in use', () => {
		const tokens = Array.from( { length: 30 }, randomToken );
		expect(
			tokens.every( ( token ) => /^[0-9a-f]{32}$/.test( token ) )
		).toBe( true );
		expect( new Set( tokens.join( '' ) ).size ).toBe( 16 );
		expect( new Set( tokens ).size ).toBe( 30 );
	} );
} );

describe( 'custom events (001 §3, §7 call 3)', () => {
	it( 'posts event_name and event_data with timestamp and the page as resource_id, keepalive', () => {
		const calls = mockFetch( ok );
		sendCustomEvent( trackerObject(), 'signup', { plan: 'pro' } );
		expect( calls[ 0 ].url ).toContain( 'action=vista_stats_custom_event' );
		expect( calls[ 0 ].keepalive ).toBe( true );
		expect( calls[ 0 ].fields.event_name ).toBe( 'signup' );
		expect( JSON.parse( calls[ 0 ].fields.event_data ) ).toEqual( {
			plan: 'pro',
			timestamp: expect.any( Number ),
			resource_id: 42,
		} );
	} );

	it( 'keeps a resource_id the caller gives', () => {
		const calls = mockFetch( ok );
		sendCustomEvent( trackerObject(), 'play', { resource_id: 7 } );
		expect( JSON.parse( calls[ 0 ].fields.event_data ).resource_id ).toBe(
			7
		);
	} );

	it( 'throws without its URL', () => {
		expect( () =>
			sendCustomEvent(
				trackerObject( {}, { customEventAjaxUrl: undefined } ),
				'x'
			)
		).toThrow( 'AJAX URL is not defined.' );
	} );
} );
