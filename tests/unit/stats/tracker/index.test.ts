import { answer, mockFetch, trackerObject } from './fixtures';
import type { TrackerObject } from '../../../../src/stats/tracker/types';

/**
 * The original tracker's encoding of page_uri and referred: base64 of the UTF-8 bytes.
 * @param text
 */
const utf8Base64 = ( text: string ) =>
	Buffer.from( text, 'utf8' ).toString( 'base64' );

const ok = () => Promise.resolve( answer( 200, '{"status":true}' ) );

function bootWith( tracker: TrackerObject ) {
	window.WP_Statistics_Tracker_Object = tracker;
	jest.isolateModules( () => {
		require( '../../../../src/stats/tracker' );
	} );
}

const hits = ( calls: ReturnType< typeof mockFetch > ) =>
	calls.filter( ( call ) => call.url.endsWith( '/hit.php' ) );

describe( 'the tracker on a page (001 §4, §5)', () => {
	let originalPush: History[ 'pushState' ];
	let originalReplace: History[ 'replaceState' ];

	beforeEach( () => {
		originalPush = history.pushState;
		originalReplace = history.replaceState;
		history.replaceState( null, '', '/start/' );
		Object.defineProperty( navigator, 'doNotTrack', {
			value: null,
			configurable: true,
		} );
		document.body.innerHTML = '';
	} );

	afterEach( () => {
		history.pushState = originalPush;
		history.replaceState = originalReplace;
		delete window.WP_Statistics_Tracker_Object;
		delete window.wp_statistics_event;
	} );

	it( 'sends one hit per page view', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject() );
		expect( hits( calls ) ).toHaveLength( 1 );
		expect( hits( calls )[ 0 ].fields.page_uri ).toBe(
			utf8Base64( '/start/' )
		);
	} );

	it( 'skips tracking in preview mode', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject( { isPreview: true } ) );
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'starts again when the address changes by push, replace, back or forward', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject() );
		history.pushState( null, '', '/second/' );
		expect( hits( calls ) ).toHaveLength( 2 );
		expect( hits( calls )[ 1 ].fields.page_uri ).toBe(
			utf8Base64( '/second/' )
		);
		expect( hits( calls )[ 1 ].fields.referred ).toBe(
			utf8Base64( 'http://localhost/start/' )
		);

		history.replaceState( null, '', '/second/' );
		expect( hits( calls ) ).toHaveLength( 2 );
		history.replaceState( null, '', '/third/' );
		expect( hits( calls ) ).toHaveLength( 3 );

		originalReplace.call( history, null, '', '/start/' );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( hits( calls ) ).toHaveLength( 4 );
	} );

	it( 'does not count a change of the hash alone as a page view (issue 18)', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject() );
		// A lightbox opens an image, moves to the next one and closes (as the gallery does).
		history.pushState( null, '', '/start/#bwg1/101' );
		history.replaceState( null, '', '/start/#bwg1/102' );
		history.replaceState( null, '', '/start/' );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( hits( calls ) ).toHaveLength( 1 );

		// A route change after those is still a view, referred by the page it left.
		history.pushState( null, '', '/second/#top' );
		expect( hits( calls ) ).toHaveLength( 2 );
		expect( hits( calls )[ 1 ].fields.page_uri ).toBe(
			utf8Base64( '/second/' )
		);
	} );

	it( 'says so, and custom events throw, when the settings object is missing (001 §8)', () => {
		const calls = mockFetch( ok );
		jest.isolateModules( () => {
			require( '../../../../src/stats/tracker' );
		} );
		expect( console ).toHaveErroredWith(
			'Variable WP_Statistics_Tracker_Object not found'
		);
		expect( () => window.wp_statistics_event?.( 'signup' ) ).toThrow(
			'AJAX URL is not defined.'
		);
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'offers wp_statistics_event for custom events', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject() );
		window.wp_statistics_event?.( 'newsletter_signup', { list: 'weekly' } );
		const custom = calls.find( ( call ) =>
			call.url.includes( 'vista_stats_custom_event' )
		);
		expect( custom?.fields.event_name ).toBe( 'newsletter_signup' );
	} );
} );
