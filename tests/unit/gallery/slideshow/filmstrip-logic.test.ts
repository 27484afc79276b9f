/**
 * The filmstrip's rules (000 §4.2, §9.2).
 */
import {
	clickLock,
	filmstripArrows,
	pageScroll,
	revealScroll,
} from '../../../../src/gallery/slideshow/filmstrip-logic';

describe( 'filmstrip (000 §4.2, §9.2)', () => {
	it( 'enables the arrows by the scroll position', () => {
		expect( filmstripArrows( 0, 500 ) ).toEqual( {
			back: false,
			forward: true,
		} );
		expect( filmstripArrows( 250, 500 ) ).toEqual( {
			back: true,
			forward: true,
		} );
		expect( filmstripArrows( 500, 500 ) ).toEqual( {
			back: true,
			forward: false,
		} );
		expect( filmstripArrows( 499.6, 500 ) ).toEqual( {
			back: true,
			forward: false,
		} );
	} );
	it( 'disables both when every thumbnail fits', () => {
		expect( filmstripArrows( 0, 0 ) ).toEqual( {
			back: false,
			forward: false,
		} );
		expect( filmstripArrows( 0, -40 ) ).toEqual( {
			back: false,
			forward: false,
		} );
	} );
	it( 'centres the active thumbnail within the strip', () => {
		expect( revealScroll( 1000, 100, 400, 2000 ) ).toBe( 850 );
		expect( revealScroll( 50, 100, 400, 2000 ) ).toBe( 0 );
		expect( revealScroll( 1990, 100, 400, 1700 ) ).toBe( 1700 );
	} );
	it( 'pages by the visible length, within the strip', () => {
		expect( pageScroll( 100, 400, 2000, true ) ).toBe( 500 );
		expect( pageScroll( 1800, 400, 2000, true ) ).toBe( 2000 );
		expect( pageScroll( 100, 400, 2000, false ) ).toBe( 0 );
	} );
	it( 'locks clicks for 505 ms after one is taken', () => {
		const take = clickLock();
		expect( take( 1000 ) ).toBe( true );
		expect( take( 1200 ) ).toBe( false );
		expect( take( 1504 ) ).toBe( false );
		expect( take( 1505 ) ).toBe( true );
		expect( take( 1600 ) ).toBe( false );
	} );
} );
