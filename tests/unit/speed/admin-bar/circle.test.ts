/**
 * A score circle is drawn in 1200 ms (000 §9.1), in its §5 colour, the number counting up.
 */
import { drawCircle } from '../../../../src/speed/admin-bar/circle';

function circle( score: number ): HTMLElement {
	document.body.innerHTML = `<div class="vista-speed-score"><div class="vista-speed-circle" data-score="${ score }" data-tti="2.345"></div><span class="vista-speed-score-name">Mobile score</span><span class="vista-speed-load">Load time: 0.0s</span></div>`;
	return document.querySelector( '.vista-speed-circle' ) as HTMLElement;
}

describe( 'drawCircle', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'counts up to the score and finishes at 1200 ms, not before', () => {
		const element = circle( 80 );
		drawCircle( element );
		expect( element.dataset.colour ).toBe( 'orange' );
		jest.advanceTimersByTime( 600 );
		const halfway = Number(
			element.querySelector( '.vista-speed-circle-value' )?.textContent
		);
		expect( halfway ).toBeGreaterThan( 0 );
		expect( halfway ).toBeLessThan( 80 );
		expect( element.dataset.drawn ).toBe( 'false' );
		jest.advanceTimersByTime( 650 );
		expect(
			element.querySelector( '.vista-speed-circle-value' )?.textContent
		).toBe( '80' );
		expect( element.dataset.drawn ).toBe( 'true' );
		expect( element.getAttribute( 'aria-label' ) ).toBe(
			'Mobile score 80'
		);
		expect(
			element
				.closest( '.vista-speed-score' )
				?.querySelector( '.vista-speed-load' )?.textContent
		).toBe( 'Load time: 2.3s' );
	} );

	it.each( [
		[ 49, 'red', 'rgb(201, 39, 31)' ],
		[ 50, 'orange', 'rgb(168, 90, 0)' ],
		[ 90, 'green', 'rgb(10, 124, 66)' ],
	] )( 'draws %i in %s', ( score, name, rgb ) => {
		const element = circle( score );
		drawCircle( element );
		jest.advanceTimersByTime( 1300 );
		expect( element.dataset.colour ).toBe( name );
		expect(
			(
				element.querySelector(
					'.vista-speed-circle-value'
				) as HTMLElement
			 ).style.color
		).toBe( rgb );
		expect(
			element.querySelectorAll( 'circle' )[ 1 ].getAttribute( 'stroke' )
		).not.toBe( '' );
	} );

	it( 'shows the special zero mark for 0, with no number', () => {
		const element = circle( 0 );
		drawCircle( element );
		jest.advanceTimersByTime( 1300 );
		expect( element.classList.contains( 'is-zero' ) ).toBe( true );
		const value = element.querySelector( '.vista-speed-circle-value' );
		expect( value?.classList.contains( 'vista-speed-zero' ) ).toBe( true );
		expect( value?.textContent ).toBe( '' );
	} );
} );
