/**
 * The popup's first frame (issue 18): on the click the page is dimmed and the pressed thumbnail
 * fills the view while the popup's script and data are on their way; the full image is requested
 * at once; Escape dismisses it; it goes when the popup is in the page.
 */
import {
	hidePlaceholderUnderPopup,
	placeholderCancelled,
	showPlaceholder,
	warmImage,
} from '../../../../src/gallery/lightbox/placeholder';

function thumbnailLink(): HTMLAnchorElement {
	document.body.innerHTML =
		'<a href="https://example.test/full.jpg" data-action="open_lightbox"><img alt="Sea" src="https://example.test/thumb.jpg"></a>';
	return document.querySelector( 'a' )!;
}

const layer = () =>
	document.querySelector< HTMLElement >( '.vista-lightbox-placeholder' );

describe( 'lightbox placeholder', () => {
	beforeAll( () => {
		// jsdom decodes nothing; the full image "decodes" when the test says so.
		HTMLImageElement.prototype.decode = () =>
			new Promise( () => undefined );
	} );

	afterEach( () => {
		layer()?.remove();
		document.body.innerHTML = '';
	} );

	it( 'dims the page and shows the pressed thumbnail in a fixed layer', () => {
		showPlaceholder( thumbnailLink(), 'https://example.test/large.jpg' );
		const shown = layer()!;
		expect( shown.style.position ).toBe( 'fixed' );
		expect( shown.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		const image = shown.querySelector( 'img' )!;
		expect( image.src ).toBe( 'https://example.test/thumb.jpg' );
		expect( image.alt ).toBe( 'Sea' );
	} );

	it( 'requests the full image once per address', () => {
		const first = warmImage( 'https://example.test/a.jpg' );
		expect( first.src ).toBe( 'https://example.test/a.jpg' );
		expect( warmImage( 'https://example.test/a.jpg' ) ).toBe( first );
	} );

	it( 'goes on Escape, and says the open was cancelled once', () => {
		showPlaceholder( thumbnailLink(), 'https://example.test/large.jpg' );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( layer() ).toBeNull();
		expect( placeholderCancelled() ).toBe( true );
		expect( placeholderCancelled() ).toBe( false );
	} );

	it( 'stays until the popup is in the page, then goes', () => {
		const frames: FrameRequestCallback[] = [];
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( callback ) => frames.push( callback )
		);
		showPlaceholder( thumbnailLink(), 'https://example.test/large.jpg' );
		hidePlaceholderUnderPopup();
		frames.shift()!( 0 );
		expect( layer() ).not.toBeNull();
		const popup = document.createElement( 'div' );
		popup.className = 'vista-lightbox';
		document.body.append( popup );
		frames.shift()!( 0 );
		expect( layer() ).toBeNull();
	} );
} );
