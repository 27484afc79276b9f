/**
 * A slider in view takes over once its first slide is painted (issue 18 goal 3), not before, so
 * Splide's set-up never delays the hero image's paint; the other slides' images load once it has.
 */
import {
	loadOtherSlides,
	startAfterFirstSlide,
} from '../../../src/theme/slider/start';
import { fakeView } from '../shared/fake-view';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

function mountSlider(): { root: HTMLElement; first: HTMLImageElement } {
	document.body.innerHTML = `<section class="splide"><ul class="splide__list">
		<li class="splide__slide"><img src="one.jpg" alt="" fetchpriority="high"></li>
		<li class="splide__slide"><img src="two.jpg" alt="" loading="lazy"></li>
		<li class="splide__slide"><img src="three.jpg" alt="" loading="lazy"></li>
	</ul></section>`;
	const root = document.querySelector< HTMLElement >( 'section' )!;
	const first = root.querySelector( 'img' )!;
	// jsdom loads no images: this one is still on its way until the test says it arrived.
	Object.defineProperty( first, 'complete', {
		value: false,
		configurable: true,
	} );
	first.decode = jest.fn( () => Promise.resolve() );
	return { root, first };
}

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

it( 'starts after the first image arrived and was decoded, the next frame and a task after it', async () => {
	const { root, first } = mountSlider();
	const { view, paint } = fakeView();
	const start = jest.fn();
	startAfterFirstSlide( root, start, view, 3000 );
	paint();
	jest.advanceTimersByTime( 100 );
	await flush();
	expect( start ).not.toHaveBeenCalled();

	first.dispatchEvent( new Event( 'load' ) );
	await flush();
	expect( first.decode ).toHaveBeenCalled();
	jest.advanceTimersByTime( 0 );
	expect( start ).not.toHaveBeenCalled();
	paint();
	expect( start ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 0 );
	expect( start ).toHaveBeenCalledTimes( 1 );
	jest.advanceTimersByTime( 5000 );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

it( 'starts after the bounded wait when the image never settles', async () => {
	const { root } = mountSlider();
	const { view } = fakeView();
	const start = jest.fn();
	startAfterFirstSlide( root, start, view, 3000 );
	jest.advanceTimersByTime( 2999 );
	await flush();
	expect( start ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

it( 'a failed image does not hold the slider back', async () => {
	const { root, first } = mountSlider();
	const { view, paint } = fakeView();
	const start = jest.fn();
	first.decode = jest.fn( () => Promise.reject( new Error( 'broken' ) ) );
	startAfterFirstSlide( root, start, view, 3000 );
	first.dispatchEvent( new Event( 'error' ) );
	await flush();
	paint();
	jest.advanceTimersByTime( 0 );
	expect( start ).toHaveBeenCalledTimes( 1 );
} );

it( 'once started, the other slides load their images now', () => {
	const { root } = mountSlider();
	loadOtherSlides( root );
	expect(
		Array.from( root.querySelectorAll( 'img' ), ( image ) =>
			image.getAttribute( 'loading' )
		)
	).toEqual( [ null, 'eager', 'eager' ] );
} );
