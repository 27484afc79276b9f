import {
	arrowKeyStep,
	inlineOffset,
	inlineScroll,
	readsRightToLeft,
	setInlineScroll,
	swipeStep,
} from '../../../../src/gallery/common/reading-direction';

describe( 'arrow keys in reading order', () => {
	it( 'goes next with ArrowRight left to right, with ArrowLeft right to left', () => {
		expect( arrowKeyStep( 'ArrowRight', false ) ).toBe( 1 );
		expect( arrowKeyStep( 'ArrowLeft', false ) ).toBe( -1 );
		expect( arrowKeyStep( 'ArrowLeft', true ) ).toBe( 1 );
		expect( arrowKeyStep( 'ArrowRight', true ) ).toBe( -1 );
	} );

	it( 'ignores other keys', () => {
		expect( arrowKeyStep( 'ArrowUp', true ) ).toBe( 0 );
		expect( arrowKeyStep( 'Enter', false ) ).toBe( 0 );
	} );
} );

describe( 'swipes in reading order', () => {
	it( 'goes next on a swipe to the left, or to the right on a right-to-left page', () => {
		expect( swipeStep( -150, false ) ).toBe( 1 );
		expect( swipeStep( 150, false ) ).toBe( -1 );
		expect( swipeStep( 150, true ) ).toBe( 1 );
		expect( swipeStep( -150, true ) ).toBe( -1 );
	} );
} );

describe( 'scroll positions from the inline start', () => {
	afterEach( () => {
		document.documentElement.removeAttribute( 'dir' );
		document.body.innerHTML = '';
	} );

	function scroller( dir: 'ltr' | 'rtl' ) {
		document.body.innerHTML = `<div dir="${ dir }" style="direction:${ dir }"><span></span></div>`;
		return document.body.firstElementChild as HTMLElement;
	}

	it( 'reads the direction from the element’s style', () => {
		expect( readsRightToLeft( scroller( 'rtl' ) ) ).toBe( true );
		expect( readsRightToLeft( scroller( 'ltr' ) ) ).toBe( false );
	} );

	it( 'counts a right-to-left scroller’s negative scrollLeft as a distance', () => {
		const row = scroller( 'rtl' );
		setInlineScroll( row, 120 );
		expect( row.scrollLeft ).toBe( -120 );
		expect( inlineScroll( row ) ).toBe( 120 );
		const ltr = scroller( 'ltr' );
		setInlineScroll( ltr, 80 );
		expect( ltr.scrollLeft ).toBe( 80 );
		expect( inlineScroll( ltr ) ).toBe( 80 );
	} );

	it( 'measures a right-to-left item from the row’s right edge', () => {
		const row = scroller( 'rtl' );
		const item = row.firstElementChild as HTMLElement;
		row.getBoundingClientRect = () => ( { right: 500 } ) as DOMRect;
		item.getBoundingClientRect = () => ( { right: 380 } ) as DOMRect;
		setInlineScroll( row, 40 );
		// 120 px from the visible right edge, scrolled 40 px on: 160 px from the content's start.
		expect( inlineOffset( item, row ) ).toBe( 160 );
	} );
} );
