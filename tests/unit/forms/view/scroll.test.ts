/**
 * The form's scroll tween (001 §8, §9: 100 px offset, 1 s / 0.8 s, reduced motion honoured).
 */
import { scrollToElement, swing } from '../../../../src/forms/common/scroll';

function target( top: number ) {
	const element = document.createElement( 'div' );
	element.getBoundingClientRect = () => ( { top } ) as DOMRect;
	return element;
}

describe( 'scrollToElement', () => {
	let frames: FrameRequestCallback[];
	beforeEach( () => {
		frames = [];
		window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
		window.requestAnimationFrame = ( callback ) => frames.push( callback );
		window.matchMedia = jest.fn( () => ( {
			matches: false,
		} ) ) as unknown as typeof window.matchMedia;
	} );

	it( 'tweens to 100 px above the element over the duration', async () => {
		const done = scrollToElement( target( 600 ), 1000 );
		frames.shift()!( 0 );
		frames.shift()!( 500 );
		const [ , middle ] = ( window.scrollTo as jest.Mock ).mock.calls.at(
			-1
		);
		expect( middle ).toBeCloseTo( 250 );
		frames.shift()!( 1000 );
		expect( window.scrollTo ).toHaveBeenLastCalledWith( 0, 500 );
		expect( frames ).toHaveLength( 0 );
		await done;
	} );

	it( 'jumps at once for visitors who prefer reduced motion', async () => {
		window.matchMedia = jest.fn( () => ( {
			matches: true,
		} ) ) as unknown as typeof window.matchMedia;
		await scrollToElement( target( 900 ), 800 );
		expect( window.scrollTo ).toHaveBeenCalledWith( 0, 800 );
		expect( frames ).toHaveLength( 0 );
	} );

	it( 'eases in and out', () => {
		expect( swing( 0 ) ).toBe( 0 );
		expect( swing( 0.5 ) ).toBeCloseTo( 0.5 );
		expect( swing( 1 ) ).toBe( 1 );
		expect( swing( 0.1 ) ).toBeLessThan( 0.1 );
	} );
} );
