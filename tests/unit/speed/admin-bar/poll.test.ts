/**
 * Notification polling (000 §4.5, §8, §9.1): call 1 every 30000 ms while a check runs; it stops on
 * a non-empty `html`, and silently on a failed request.
 */
import { jsonResponse } from './respond';
import { startPolling } from '../../../../src/speed/admin-bar/poll';

const config = { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce' };

function answer( body: unknown, status = 200 ) {
	return Promise.resolve( jsonResponse( body, status ) );
}

async function tick( ms: number ) {
	jest.advanceTimersByTime( ms );
	// Let the fetch promise chain settle.
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

describe( 'startPolling', () => {
	let fetchMock: jest.Mock;
	beforeEach( () => {
		jest.useFakeTimers();
		fetchMock = jest.fn();
		global.fetch = fetchMock;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'asks every 30 s with the nonce, and stops once html comes back', async () => {
		fetchMock
			.mockReturnValueOnce( answer( { html: '', changeLogo: 0 } ) )
			.mockReturnValueOnce(
				answer( { html: '<div>done</div>', changeLogo: 1 } )
			);
		const shown = jest.fn();
		startPolling( config, shown );
		await tick( 29999 );
		expect( fetchMock ).not.toHaveBeenCalled();
		await tick( 1 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const body = fetchMock.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'twb_notif_check' );
		expect( body.get( 'twb_nonce' ) ).toBe( 'n0nce' );
		expect( shown ).not.toHaveBeenCalled();
		await tick( 30000 );
		expect( shown ).toHaveBeenCalledWith( '<div>done</div>', true );
		await tick( 90000 );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'stops silently when a request fails', async () => {
		fetchMock.mockReturnValue( answer( { error: 1 }, 403 ) );
		const shown = jest.fn();
		startPolling( config, shown );
		await tick( 30000 );
		await tick( 120000 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( shown ).not.toHaveBeenCalled();
	} );
} );
