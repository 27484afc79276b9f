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
import type { PopupImageChoice } from '../../../../src/gallery/lightbox/popup-image';

const choice = ( src: string ): PopupImageChoice => ( {
	src,
	srcset: '',
	width: 0,
	height: 0,
	sources: [],
} );

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
		showPlaceholder(
			thumbnailLink(),
			choice( 'https://example.test/large.jpg' )
		);
		const shown = layer()!;
		expect( shown.style.position ).toBe( 'fixed' );
		expect( shown.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		const image = shown.querySelector( 'img' )!;
		expect( image.src ).toBe( 'https://example.test/thumb.jpg' );
		expect( image.alt ).toBe( 'Sea' );
	} );

	it( 'requests the full image once per address, with high priority', () => {
		const first = warmImage( choice( 'https://example.test/a.jpg' ) );
		expect( first.src ).toBe( 'https://example.test/a.jpg' );
		expect( first.getAttribute( 'fetchpriority' ) ).toBe( 'high' );
		expect( warmImage( choice( 'https://example.test/a.jpg' ) ) ).toBe(
			first
		);
	} );

	it( "puts the decoded full image in the thumbnail's place, marked as the full image", async () => {
		let decoded!: () => void;
		const decode = jest
			.spyOn( HTMLImageElement.prototype, 'decode' )
			.mockImplementation(
				() =>
					new Promise< void >( ( resolve ) => ( decoded = resolve ) )
			);
		showPlaceholder(
			thumbnailLink(),
			choice( 'https://example.test/decoded.jpg' )
		);
		expect( layer()!.querySelector( 'img' )!.src ).toBe(
			'https://example.test/thumb.jpg'
		);
		decoded();
		await Promise.resolve();
		await Promise.resolve();
		const images = layer()!.querySelectorAll( 'img' );
		expect( images ).toHaveLength( 1 );
		expect( images[ 0 ].src ).toBe( 'https://example.test/decoded.jpg' );
		expect( images[ 0 ].alt ).toBe( 'Sea' );
		expect( images[ 0 ].hasAttribute( 'data-full' ) ).toBe( true );
		expect( images[ 0 ].parentElement!.tagName ).toBe( 'PICTURE' );
		decode.mockRestore();
	} );

	it( 'goes on Escape, and says the open was cancelled once', () => {
		showPlaceholder(
			thumbnailLink(),
			choice( 'https://example.test/large.jpg' )
		);
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
		showPlaceholder(
			thumbnailLink(),
			choice( 'https://example.test/large.jpg' )
		);
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
