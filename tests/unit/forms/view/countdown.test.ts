/**
 * Countdowns.
 */
import { initWidgets as initCountdowns } from '../../../../src/forms/view/countdown';
import { mount } from '../fixture';

describe( 'countdown (001 §4, §9: 1 s tick)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'counts down from its duration every second and removes itself at 0', () => {
		const form = mount( '' );
		form.insertAdjacentHTML(
			'beforeend',
			'<span class="evf-countdown" data-duration="3"></span>'
		);
		initCountdowns( form );
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
		initCountdowns( form );
		expect( form.querySelector( '.evf-countdown' ) ).toBeNull();
	} );
} );
