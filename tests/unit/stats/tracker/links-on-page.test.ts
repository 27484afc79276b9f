import { answer, mockFetch, trackerObject } from './fixtures';
import type { TrackerObject } from '../../../../src/stats/tracker/types';

const ok = () => Promise.resolve( answer( 200, '{"status":true}' ) );

function bootWith( tracker: TrackerObject ) {
	window.WP_Statistics_Tracker_Object = tracker;
	jest.isolateModules( () => {
		require( '../../../../src/stats/tracker' );
	} );
}

// Its own file: the tracker's document listeners live as long as the page (here, the file).
describe( 'link and download events on a page (001 §5)', () => {
	beforeEach( () => {
		Object.defineProperty( navigator, 'doNotTrack', {
			value: null,
			configurable: true,
		} );
	} );

	it( 'sends link and download events with keepalive to the event ajax URL', () => {
		const calls = mockFetch( ok );
		bootWith( trackerObject() );
		document.body.innerHTML =
			'<a id="out" href="https://other.example/">Out</a><a id="in" href="/about/">In</a><a id="file" href="/files/a.pdf">PDF</a>';
		const events = () =>
			calls.filter( ( call ) =>
				call.url.includes( 'vista_stats_event' )
			);
		const press = ( id: string, type: string, button: number ) =>
			document.getElementById( id )?.dispatchEvent(
				new MouseEvent( type, {
					bubbles: true,
					cancelable: true,
					button,
				} )
			);
		document.addEventListener( 'click', ( event ) =>
			event.preventDefault()
		);

		press( 'out', 'click', 0 );
		press( 'in', 'click', 0 );
		press( 'file', 'mouseup', 1 );
		press( 'file', 'mouseup', 0 );
		press( 'out', 'mouseup', 1 );
		// As the original: a middle-button press on a link is named by its event type.
		expect( events().map( ( call ) => call.fields.en ) ).toEqual( [
			'click',
			'file_download',
			'mouseup',
		] );
		expect( events().every( ( call ) => call.keepalive ) ).toBe( true );
		expect( events()[ 1 ].fields ).toMatchObject( {
			mb: '1',
			m: '',
			fx: 'pdf',
			pid: '42',
		} );
	} );
} );
