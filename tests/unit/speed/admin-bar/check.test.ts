/**
 * The score check (000 §4.5, §8): buttons disabled while it runs, circles redrawn on success, the
 * reload indicator on an error answer or a failed request, and every outcome re-enables checks.
 */
import { jsonResponse } from './respond';
import {
	runCheck,
	setChecksBlocked,
} from '../../../../src/speed/admin-bar/check';

const config = { ajaxUrl: '/wp-admin/admin-ajax.php', nonce: 'n0nce' };

function panels() {
	const panel = ( id: string ) => `
		<div class="vista-speed-panel" data-post-id="${ id }" data-state="notoptimized">
			<div class="vista-speed-notoptimized"><button class="vista-speed-check" data-post-id="${ id }">Check</button></div>
			<div class="vista-speed-optimizing" hidden>Checking</div>
			<div class="vista-speed-optimized" hidden>
				<div class="vista-speed-circle" data-device="desktop" data-score="0"></div>
				<div class="vista-speed-circle" data-device="mobile" data-score="0"></div>
				<div class="vista-speed-overlay" hidden><button class="vista-speed-reload" data-post-id="${ id }"></button></div>
			</div>
		</div>`;
	document.body.innerHTML = panel( '7' ) + panel( '8' );
}

const buttons = () =>
	Array.from( document.querySelectorAll< HTMLButtonElement >( 'button' ) );

describe( 'runCheck', () => {
	let resolveFetch: ( response: Response ) => void;
	let rejectFetch: ( error: Error ) => void;
	beforeEach( () => {
		panels();
		setChecksBlocked( false );
		global.fetch = jest.fn(
			() =>
				new Promise< Response >( ( resolve, reject ) => {
					resolveFetch = resolve;
					rejectFetch = reject;
				} )
		);
	} );

	it( 'disables every check button while it runs and draws the scores', async () => {
		const done = runCheck( config, '7' );
		expect( buttons().every( ( button ) => button.disabled ) ).toBe( true );
		const seven = document.querySelector(
			'[data-post-id="7"]'
		) as HTMLElement;
		expect(
			( seven.querySelector( '.vista-speed-optimizing' ) as HTMLElement )
				.hidden
		).toBe( false );
		const body = ( global.fetch as jest.Mock ).mock.calls[ 0 ][ 1 ]
			.body as URLSearchParams;
		expect( Object.fromEntries( body ) ).toEqual( {
			action: 'twb_check_score',
			post_id: '7',
			twb_nonce: 'n0nce',
		} );
		resolveFetch(
			jsonResponse( {
				error: 0,
				desktop_score: 92,
				desktop_tti: 0.8,
				mobile_score: 41,
				mobile_tti: 5.2,
			} )
		);
		await done;
		expect( buttons().every( ( button ) => ! button.disabled ) ).toBe(
			true
		);
		expect(
			( seven.querySelector( '.vista-speed-optimizing' ) as HTMLElement )
				.hidden
		).toBe( true );
		expect(
			( seven.querySelector( '.vista-speed-optimized' ) as HTMLElement )
				.hidden
		).toBe( false );
		expect(
			( seven.querySelector( '.vista-speed-overlay' ) as HTMLElement )
				.hidden
		).toBe( true );
		const desktop = seven.querySelector(
			'[data-device="desktop"]'
		) as HTMLElement;
		const mobile = seven.querySelector(
			'[data-device="mobile"]'
		) as HTMLElement;
		expect( [ desktop.dataset.score, desktop.dataset.colour ] ).toEqual( [
			'92',
			'green',
		] );
		expect( [ mobile.dataset.score, mobile.dataset.colour ] ).toEqual( [
			'41',
			'red',
		] );
		const eight = document.querySelector(
			'[data-post-id="8"]'
		) as HTMLElement;
		expect( eight.dataset.state ).toBe( 'notoptimized' );
	} );

	it( 'shows the reload indicator, with no message, on an error answer', async () => {
		const done = runCheck( config, '7' );
		resolveFetch( jsonResponse( { error: 1 } ) );
		await done;
		const overlay = document.querySelector(
			'[data-post-id="7"] .vista-speed-overlay'
		) as HTMLElement;
		expect( overlay.hidden ).toBe( false );
		expect( overlay.classList.contains( 'is-loading' ) ).toBe( false );
		expect( overlay.textContent?.trim() ).toBe( '' );
		expect( buttons().every( ( button ) => ! button.disabled ) ).toBe(
			true
		);
	} );

	it( 'shows the reload indicator when the request fails, and ignores clicks while busy', async () => {
		const done = runCheck( config, '7' );
		await runCheck( config, '8' );
		expect( global.fetch ).toHaveBeenCalledTimes( 1 );
		rejectFetch( new Error( 'offline' ) );
		await done;
		expect(
			(
				document.querySelector(
					'[data-post-id="7"] .vista-speed-overlay'
				) as HTMLElement
			 ).hidden
		).toBe( false );
		expect( buttons().every( ( button ) => ! button.disabled ) ).toBe(
			true
		);
	} );
} );
