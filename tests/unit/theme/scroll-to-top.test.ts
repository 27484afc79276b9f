import {
	initScrollToTop,
	SHOW_AFTER_PX,
	SCROLL_DURATION_MS,
} from '../../../src/theme/scroll-to-top/scroll-to-top';
import { easeInOutCubic } from '../../../src/theme/scroll-to-top/easing';

function scrollPageTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

describe( 'scroll-to-top link (000 §4.7, §9.4)', () => {
	let link: HTMLAnchorElement;
	let frames: FrameRequestCallback[];
	let now: number;

	/**
	 * Runs the frames the page asked for, at the given time since the test's start.
	 * @param time
	 */
	function runFramesAt( time: number ) {
		now = time;
		const due = frames;
		frames = [];
		due.forEach( ( callback ) => callback( time ) );
	}

	beforeEach( () => {
		frames = [];
		now = 0;
		jest.spyOn( performance, 'now' ).mockImplementation( () => now );
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( callback ) => {
				frames.push( callback );
				return frames.length;
			}
		);
		window.matchMedia = jest.fn().mockReturnValue( { matches: false } );
		document.body.innerHTML =
			'<a href="#" class="vista-scroll-top">Top</a>';
		link = document.querySelector( 'a' ) as HTMLAnchorElement;
		scrollPageTo( 0 );
		initScrollToTop( link );
	} );

	afterEach( () => jest.restoreAllMocks() );

	it( 'uses the spec numbers', () => {
		expect( SHOW_AFTER_PX ).toBe( 1000 );
		expect( SCROLL_DURATION_MS ).toBe( 800 );
	} );

	it( 'is hidden at the top and up to 1000 px, shown past it', () => {
		expect( link.classList.contains( 'is-visible' ) ).toBe( false );
		scrollPageTo( 1000 );
		runFramesAt( 16 );
		expect( link.classList.contains( 'is-visible' ) ).toBe( false );
		scrollPageTo( 1001 );
		runFramesAt( 32 );
		expect( link.classList.contains( 'is-visible' ) ).toBe( true );
		scrollPageTo( 200 );
		runFramesAt( 48 );
		expect( link.classList.contains( 'is-visible' ) ).toBe( false );
	} );

	it( 'scrolls to the top in 800 ms on click, without following the link', () => {
		const scrollTo = jest.fn();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		scrollPageTo( 2400 );
		runFramesAt( 0 );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );

		runFramesAt( 400 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 1200 );
		runFramesAt( 700 );
		expect( scrollTo.mock.lastCall?.[ 1 ] ).toBeGreaterThan( 0 );
		runFramesAt( 800 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 0 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'jumps at once for visitors who ask for reduced motion', () => {
		window.matchMedia = jest.fn().mockReturnValue( { matches: true } );
		const scrollTo = jest.fn();
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		scrollPageTo( 2400 );
		link.click();
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
	} );
} );

describe( 'easeInOutCubic', () => {
	it( 'starts at 0, passes the middle at 0.5 and ends at 1', () => {
		expect( easeInOutCubic( 0 ) ).toBe( 0 );
		expect( easeInOutCubic( 0.5 ) ).toBeCloseTo( 0.5 );
		expect( easeInOutCubic( 1 ) ).toBe( 1 );
		expect( easeInOutCubic( 0.25 ) ).toBeLessThan( 0.25 );
	} );
} );
