/**
 * The popup's first image (issue 18 goal 2): read from the link, sized for the popup's box on
 * this screen, in the formats the server made, requested first with high priority; the rest of
 * the popup waits for it, but not for long.
 */
import {
	createPopupImage,
	decodedOrLater,
	loadedAddress,
	popupImageOf,
	REST_WAITS_AT_MOST_MS,
	shownWidth,
} from '../../../../src/gallery/lightbox/popup-image';

const SRCSET =
	'https://example.test/a-1024x683.jpg 1024w, https://example.test/a-768x512.jpg 768w, https://example.test/a.jpg 1600w';

function link( attributes: Record< string, string > ): HTMLAnchorElement {
	const element = document.createElement( 'a' );
	element.href = 'https://example.test/a.jpg';
	for ( const [ name, value ] of Object.entries( attributes ) ) {
		element.setAttribute( name, value );
	}
	return element;
}

describe( 'popupImageOf', () => {
	it( 'reads the display size, its sizes and its typed copies from the link', () => {
		const sources = [
			{ type: 'image/avif', srcset: 'https://example.test/a.jpg.avif' },
			{ type: 'image/webp', srcset: 'https://example.test/a.jpg.webp' },
		];
		expect(
			popupImageOf(
				link( {
					'data-popup-src': 'https://example.test/a-1024x683.jpg',
					'data-popup-width': '1024',
					'data-popup-height': '683',
					'data-popup-srcset': SRCSET,
					'data-popup-sources': JSON.stringify( sources ),
				} )
			)
		).toEqual( {
			src: 'https://example.test/a-1024x683.jpg',
			srcset: SRCSET,
			width: 1024,
			height: 683,
			sources,
		} );
	} );

	it( "takes the thumbnail's own sizes when the link leaves them out, and none when it lists none", () => {
		const withImage = ( attributes: Record< string, string > ) => {
			const element = link( {
				'data-popup-src': 'https://example.test/a-1024x683.jpg',
				...attributes,
			} );
			const image = document.createElement( 'img' );
			image.setAttribute( 'srcset', SRCSET );
			element.append( image );
			return element;
		};
		// The server leaves the list out when it is the img's own (ThumbLink::same_candidates).
		expect( popupImageOf( withImage( {} ) ).srcset ).toBe( SRCSET );
		expect(
			popupImageOf(
				withImage( {
					'data-popup-srcset': 'https://example.test/b.jpg 800w',
				} )
			).srcset
		).toBe( 'https://example.test/b.jpg 800w' );
		expect(
			popupImageOf( withImage( { 'data-popup-srcset': '' } ) ).srcset
		).toBe( '' );
	} );

	it( "falls back to the link's own address, and ignores broken sources", () => {
		expect( popupImageOf( link( {} ) ) ).toEqual( {
			src: 'https://example.test/a.jpg',
			srcset: '',
			width: 0,
			height: 0,
			sources: [],
		} );
		expect(
			popupImageOf(
				link( {
					'data-popup-src': 'https://example.test/a-1024x683.jpg',
					'data-popup-sources': '{not json',
				} )
			).sources
		).toEqual( [] );
		expect(
			popupImageOf(
				link( {
					'data-popup-src': 'https://example.test/a-1024x683.jpg',
					'data-popup-sources': JSON.stringify( [
						{ type: 'image/webp', srcset: '' },
						{ type: 3, srcset: 'x' },
					] ),
				} )
			).sources
		).toEqual( [] );
	} );
} );

describe( 'shownWidth', () => {
	it( 'fits a landscape image in the 800×500 box of a 1280×800 window by its height', () => {
		// 1024×683 in 800×500: 500 px high, 750 px wide, so 768w is enough at a ratio of 1.
		expect(
			shownWidth( [ 800, 500 ], [ 1280, 800 ], [ 1024, 683 ], false )
		).toBe( 750 );
	} );

	it( 'never goes past the window, and takes the whole window on a phone', () => {
		expect(
			shownWidth( [ 800, 500 ], [ 600, 900 ], [ 1024, 683 ], false )
		).toBe( 600 );
		expect(
			shownWidth( [ 800, 500 ], [ 390, 844 ], [ 1024, 683 ], true )
		).toBe( 390 );
		expect(
			shownWidth( [ 800, 500 ], [ 390, 844 ], [ 683, 1024 ], true )
		).toBe( 390 );
	} );

	it( "takes the box's width when the image's size is unknown", () => {
		expect(
			shownWidth( [ 800, 500 ], [ 1280, 800 ], [ 0, 0 ], false )
		).toBe( 800 );
	} );
} );

describe( 'createPopupImage', () => {
	it( 'lists the typed copies first, with the sizes the popup shows the image at', () => {
		const { picture, image } = createPopupImage(
			{
				src: 'https://example.test/a-1024x683.jpg',
				srcset: SRCSET,
				width: 1024,
				height: 683,
				sources: [
					{
						type: 'image/avif',
						srcset: 'https://example.test/a-1024x683.jpg.avif 1024w',
					},
				],
			},
			750
		);
		const source = picture.querySelector( 'source' )!;
		expect( source.type ).toBe( 'image/avif' );
		expect( source.sizes ).toBe( '750px' );
		expect( source.srcset ).toBe(
			'https://example.test/a-1024x683.jpg.avif 1024w'
		);
		expect( image.parentElement ).toBe( picture );
		expect( image.sizes ).toBe( '750px' );
		expect( image.srcset ).toBe( SRCSET );
		expect( image.getAttribute( 'fetchpriority' ) ).toBe( 'high' );
		expect( image.decoding ).toBe( 'async' );
	} );
} );

describe( 'decodedOrLater', () => {
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	/**
	 * An image whose decoding the test ends.
	 * @return The image, and how to end its decoding.
	 */
	function decoding() {
		const image = document.createElement( 'img' );
		let end!: ( ok: boolean ) => void;
		// jsdom decodes nothing: the test says when decoding ends.
		image.decode = () =>
			new Promise< void >(
				( resolve, reject ) =>
					( end = ( ok ) =>
						ok ? resolve() : reject( new Error() ) )
			);
		return { image, end: ( ok: boolean ) => end( ok ) };
	}

	const flush = async () => {
		for ( let i = 0; i < 5; i++ ) {
			await Promise.resolve();
		}
	};

	it( 'lets the rest of the popup start when the image is decoded', async () => {
		const { image, end } = decoding();
		let settled = false;
		decodedOrLater( image, 10_000 ).then( () => ( settled = true ) );
		await flush();
		expect( settled ).toBe( false );
		end( true );
		await flush();
		expect( settled ).toBe( true );
	} );

	it( 'or when it failed, or after the longest wait at the latest', async () => {
		jest.useFakeTimers();
		const failing = decoding();
		const failed = decodedOrLater( failing.image );
		failing.end( false );
		await failed;
		const slow = decoding();
		let settled = false;
		decodedOrLater( slow.image ).then( () => ( settled = true ) );
		jest.advanceTimersByTime( REST_WAITS_AT_MOST_MS - 1 );
		await flush();
		expect( settled ).toBe( false );
		jest.advanceTimersByTime( 1 );
		await flush();
		expect( settled ).toBe( true );
	} );

	it( 'gives no address before the image has loaded', () => {
		expect( loadedAddress( document.createElement( 'img' ) ) ).toBe( '' );
	} );
} );
