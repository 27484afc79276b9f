/**
 * Countdowns.
 */
import {
	fetchSignedStart,
	initWidgets as initCountdowns,
} from '../../../../src/forms/view/countdown';
import { readParams } from '../../../../src/forms/common/params';
import { mount, RAW_PARAMS } from '../fixture';

describe( 'countdown (001 §4, §9: 1 s tick)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'counts down from its duration every second and removes itself at 0', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'beforeend',
			'<span class="evf-countdown" data-duration="3"></span>'
		);
		initCountdowns( form, readParams( RAW_PARAMS ) );
		const element = form.querySelector( '.evf-countdown' ) as HTMLElement;
		expect( element.textContent ).toBe( '3' );
		jest.advanceTimersByTime( 999 );
		expect( element.textContent ).toBe( '3' );
		jest.advanceTimersByTime( 1 );
		expect( element.textContent ).toBe( '2' );
		jest.advanceTimersByTime( 1000 );
		expect( element.textContent ).toBe( '1' );
		expect( element.isConnected ).toBe( true );
		jest.advanceTimersByTime( 1000 );
		expect( element.isConnected ).toBe( false );
	} );

	it( 'removes a countdown of 0 at once', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'beforeend',
			'<span class="evf-countdown" data-duration="0"></span>'
		);
		initCountdowns( form, readParams( RAW_PARAMS ) );
		expect( form.querySelector( '.evf-countdown' ) ).toBeNull();
	} );

	it( 'says the time is up in the duration display at 0', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'afterbegin',
			'<p class="evf-duration" data-expired="Time is up.">Time left: <span class="evf-countdown" data-duration="2">2</span> seconds</p>'
		);
		initCountdowns( form, readParams( RAW_PARAMS ) );
		const display = form.querySelector( '.evf-duration' ) as HTMLElement;
		jest.advanceTimersByTime( 1000 );
		expect( display.textContent ).toBe( 'Time left: 1 seconds' );
		jest.advanceTimersByTime( 1000 );
		expect( display.textContent ).toBe( 'Time is up.' );
		expect( display.getAttribute( 'role' ) ).toBe( 'alert' );
	} );

	it( "puts the server's signed start of a timed form in its hidden field", async () => {
		const form = mount( '' );
		form.dataset.timeLimit = '60';
		form.insertAdjacentHTML(
			'beforeend',
			'<input type="hidden" name="vista_forms_timer" value="">'
		);
		const fetchMock = jest.fn().mockResolvedValue( {
			json: async () => ( {
				success: true,
				data: { token: '1700000000000.' + 'a'.repeat( 64 ) },
			} ),
		} );
		global.fetch = fetchMock as unknown as typeof fetch;
		await fetchSignedStart( form, readParams( RAW_PARAMS ) );
		const body = fetchMock.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
		expect( body.get( 'action' ) ).toBe( 'vista_forms_timer_start' );
		expect( body.get( 'form_id' ) ).toBe( form.dataset.formid );
		expect(
			(
				form.querySelector(
					'[name="vista_forms_timer"]'
				) as HTMLInputElement
			 ).value
		).toBe( '1700000000000.' + 'a'.repeat( 64 ) );
	} );

	it( 'shows the seconds the server says the attempt has left, so a reload does not start again', async () => {
		const form = mount( '' );
		form.dataset.timeLimit = '60';
		form.insertAdjacentHTML(
			'beforeend',
			'<p class="evf-duration" data-expired="Time is up.">Time left: <span class="evf-countdown" data-duration="60">60</span> seconds</p><input type="hidden" name="vista_forms_timer" value="">'
		);
		let answer = {};
		global.fetch = jest.fn().mockResolvedValue( {
			json: async () => answer,
		} ) as unknown as typeof fetch;
		const countdown = form.querySelector( '.evf-countdown' ) as HTMLElement;

		answer = {
			success: true,
			data: { token: '1.' + 'a'.repeat( 64 ), remaining: 12 },
		};
		initCountdowns( form, readParams( RAW_PARAMS ) );
		// The answer arrives (a few promise turns), with no time passing.
		for ( let turn = 0; turn < 5; turn++ ) {
			await Promise.resolve();
		}
		expect( countdown.textContent ).toBe( '12' );
		jest.advanceTimersByTime( 12000 );
		expect( form.querySelector( '.evf-duration' )?.textContent ).toBe(
			'Time is up.'
		);
	} );
} );
