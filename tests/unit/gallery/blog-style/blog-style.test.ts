/**
 * Blog style: the lightbox hash `#bwg{galleryId}/{imageId}` read on page load (000 §2.1), acted
 * on only for an image of this gallery that is on the page, once: it is brought into view and
 * opened in the lightbox (the hash itself: lightbox/address.test.ts).
 */
import type { GalleryOptions } from '../../../../src/gallery/common/request';

describe( 'opening the hash image on page load', () => {
	const options = ( n: number, galleryId: number ) =>
		( { n, galleryId, layout: 'blog_style' } ) as GalleryOptions;

	function gallery( ids: number[] ): HTMLElement {
		const container = document.createElement( 'div' );
		container.innerHTML = ids
			.map(
				( id ) =>
					`<figure class="vista-gallery__item vista-blog-style__item" data-image-id="${ id }"><a data-action="open_lightbox" href="#"></a></figure>`
			)
			.join( '' );
		document.body.append( container );
		return container;
	}

	let openNamedImage: jest.Mock;
	beforeEach( () => {
		jest.resetModules();
		openNamedImage = jest.fn();
		jest.doMock( '../../../../src/gallery/lightbox/opener', () => ( {
			openNamedImage,
		} ) );
		document.body.innerHTML = '';
		jest.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
	} );

	afterEach( () => {
		window.location.hash = '';
		jest.restoreAllMocks();
	} );

	it( 'brings the named image of this gallery into view and opens it, once', async () => {
		window.location.hash = '#bwg7/31';
		const { initLayout } =
			await import( '../../../../src/gallery/blog-style/blog-style' );
		const other = gallery( [ 31 ] );
		initLayout( other, options( 1, 8 ) );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.body
		);

		const container = gallery( [ 30, 31, 32 ] );
		initLayout( container, options( 2, 7 ) );
		const item = container.querySelector( '[data-image-id="31"]' );
		expect( document.body.ownerDocument.activeElement ).toBe( item );
		expect( item?.getAttribute( 'tabindex' ) ).toBe( '-1' );
		expect( window.scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( openNamedImage ).toHaveBeenCalledTimes( 1 );
		expect( openNamedImage.mock.calls[ 0 ][ 0 ] ).toBe( container );
		expect( openNamedImage.mock.calls[ 0 ][ 2 ] ).toBe( 31 );

		// Call 12 renders instance 2 again: the address is not acted on a second time.
		( document.body.ownerDocument.activeElement as HTMLElement ).blur();
		const fresh = gallery( [ 31 ] );
		initLayout( fresh, options( 2, 7 ) );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.body
		);
		expect( openNamedImage ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves the page alone when the image is not on it', async () => {
		window.location.hash = '#bwg7/99';
		const { initLayout } =
			await import( '../../../../src/gallery/blog-style/blog-style' );
		initLayout( gallery( [ 30, 31 ] ), options( 1, 7 ) );
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.body
		);
		expect( window.scrollTo ).not.toHaveBeenCalled();
		expect( openNamedImage ).not.toHaveBeenCalled();
	} );
} );
