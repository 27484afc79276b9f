import { answer, mockFetch, trackerObject } from './fixtures';

const ok = () => Promise.resolve( answer( 200, '{"status":true}' ) );

// Its own file: the tracker's listeners live as long as the page (here, the file).
describe( 'a single-page site waiting for consent (001 §4)', () => {
	it( 'counts the page the visitor is on once when consent comes after route changes', () => {
		Object.defineProperty( navigator, 'doNotTrack', {
			value: null,
			configurable: true,
		} );
		window.wp_has_consent = () => false;
		history.replaceState( null, '', '/first/' );
		const calls = mockFetch( ok );
		window.WP_Statistics_Tracker_Object = trackerObject( {
			consentIntegration: {
				name: 'wp_consent_api',
				status: { consent_level: 'statistics' },
			},
		} );
		jest.isolateModules( () => {
			require( '../../../../src/stats/tracker' );
		} );
		history.pushState( null, '', '/second/' );
		history.pushState( null, '', '/third/' );
		expect( calls ).toHaveLength( 0 );

		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'allow' },
			} )
		);
		const hits = calls.filter( ( call ) =>
			call.url.endsWith( '/hit.php' )
		);
		expect( hits ).toHaveLength( 1 );
		expect(
			Buffer.from( hits[ 0 ].fields.page_uri, 'base64' ).toString()
		).toBe( '/third/' );
	} );
} );
