/**
 * YouTube's player API is initialised with a check repeated up to 5 times at 1 s intervals
 * (000 §4.4), and loaded once, on the first press only.
 */
import {
	API_CHECK_MS,
	API_CHECKS,
	ENDED,
	watchYouTube,
} from '../../../../src/video/gallery/youtube-api';

describe( 'watchYouTube', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.head.innerHTML = '';
		delete window.YT;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'loads the iframe API once', () => {
		const iframe = document.createElement( 'iframe' );
		watchYouTube( iframe, () => undefined );
		watchYouTube( iframe, () => undefined );
		expect(
			document.querySelectorAll(
				'script[src="https://www.youtube.com/iframe_api"]'
			)
		).toHaveLength( 1 );
	} );

	it( 'checks 5 times at 1 s and then gives up', () => {
		expect( API_CHECKS ).toBe( 5 );
		expect( API_CHECK_MS ).toBe( 1000 );
		let checks = 0;
		Object.defineProperty( window, 'YT', {
			configurable: true,
			get: () => {
				checks++;
				return undefined;
			},
		} );
		watchYouTube( document.createElement( 'iframe' ), () => undefined );
		jest.advanceTimersByTime( 10_000 );
		expect( checks ).toBe( 5 );
		delete ( window as { YT?: unknown } ).YT;
	} );

	it( 'takes the player when the API arrives within the checks, and reports its states', () => {
		const states: number[] = [];
		const created: unknown[] = [];
		watchYouTube( document.createElement( 'iframe' ), ( state ) =>
			states.push( state )
		);
		jest.advanceTimersByTime( 2500 );
		window.YT = {
			Player: jest.fn( ( element, options ) => {
				created.push( element );
				options.events.onStateChange( { data: ENDED } );
			} ) as unknown as NonNullable< typeof window.YT >[ 'Player' ],
		};
		jest.advanceTimersByTime( 1000 );
		expect( created ).toHaveLength( 1 );
		expect( states ).toEqual( [ ENDED ] );
	} );
} );
