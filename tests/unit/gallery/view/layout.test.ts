/**
 * 000 §9.3 layout rules.
 */
import {
	masonryColumns,
	mosaicScale,
	scrollTargetFor,
	tagAreaMaxHeight,
	thumbnailColumns,
} from '../../../../src/gallery/common/layout';

describe( 'thumbnail columns = floor(width / thumb width) + 1, capped', () => {
	it.each( [
		[ 645, 180, 5, 4 ],
		[ 350, 180, 5, 2 ],
		[ 179, 180, 5, 1 ],
		[ 180, 180, 5, 2 ],
		[ 1200, 180, 5, 5 ],
		[ 1200, 180, 20, 7 ],
		[ 0, 180, 5, 1 ],
	] )( 'width %d, thumb %d, max %d → %d', ( width, thumb, max, expected ) =>
		expect( thumbnailColumns( width, thumb, max ) ).toBe( expected )
	);
} );

describe( 'masonry columns = floor(container / thumb width), + 1 when resizable', () => {
	it.each( [
		[ 645, 180, false, 3 ],
		[ 645, 180, true, 4 ],
		[ 350, 180, false, 1 ],
		[ 350, 180, true, 2 ],
		[ 100, 180, false, 1 ],
		[ 1440, 180, false, 8 ],
	] )(
		'width %d, thumb %d, resizable %s → %d',
		( width, thumb, resizable, expected ) =>
			expect( masonryColumns( width, thumb, resizable ) ).toBe( expected )
	);
} );

describe( 'mosaic scale', () => {
	it( 'scales by 1 + width / 1920 at 1920 px and up', () => {
		expect( mosaicScale( 1920 ) ).toBe( 2 );
		expect( mosaicScale( 2880 ) ).toBe( 2.5 );
	} );
	it( 'scales by width / 640 at 640 px and down', () => {
		expect( mosaicScale( 640 ) ).toBe( 1 );
		expect( mosaicScale( 390 ) ).toBeCloseTo( 0.609375 );
	} );
	it( 'keeps the size between', () => {
		expect( mosaicScale( 1280 ) ).toBe( 1 );
		expect( mosaicScale( 1919 ) ).toBe( 1 );
	} );
} );

it( 'tag area max height is two rows plus 3 px', () => {
	expect( tagAreaMaxHeight( 30 ) ).toBe( 63 );
} );

it( 'scrolls to 150 px above the gallery', () => {
	expect( scrollTargetFor( 1000 ) ).toBe( 850 );
	expect( scrollTargetFor( 100 ) ).toBe( 0 );
} );
