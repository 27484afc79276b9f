/**
 * The image the popup shows first, chosen and requested on the press, before anything else the
 * popup needs (issue 18 goal 2: the full image within 0.6× of PhotoSwipe's time, cold). The link
 * carries what the server knows of it (ThumbLink): the display size's address, its width and
 * height, every size WordPress made of it as a srcset, and the WebP/AVIF copies of those sizes
 * (vista-speed) as typed sources. The browser then picks, as it does for a page's <picture>: the
 * first format it accepts, and the smallest size that fills the popup's box on this screen.
 */

/** A typed source: a format's copies of the sizes, as a srcset. */
export interface PopupImageSource {
	type: string;
	srcset: string;
}

/** What the link says of the image the popup shows first. */
export interface PopupImageChoice {
	/** The display size's address (or the link's own, the full image). */
	src: string;
	/** Every size of the image as `address width` candidates ('' when there is one size). */
	srcset: string;
	/** The display size's width and height (0 when unknown). */
	width: number;
	height: number;
	/** The same sizes in other formats, best first. */
	sources: PopupImageSource[];
}

/**
 * How long the rest of the popup (WordPress's React runtime, the popup's chunk and call 3) waits
 * for this image before it starts anyway. On 2 cores their downloads, parsing and the server's
 * WordPress boot for call 3 all compete with the image, which is what a visitor waits for; but an
 * image on a slow connection must not hold the popup's controls back for long.
 */
export const REST_WAITS_AT_MOST_MS = 500;

function sourcesOf( json: string | undefined ): PopupImageSource[] {
	try {
		const list: unknown = JSON.parse( json ?? '[]' );
		return Array.isArray( list )
			? list.filter(
					( item ): item is PopupImageSource =>
						typeof item?.type === 'string' &&
						typeof item?.srcset === 'string' &&
						item.srcset !== ''
				)
			: [];
	} catch {
		return [];
	}
}

/**
 * The popup image's sizes: the link's list, or, when the server left it out because it is the
 * thumbnail's own list (ThumbLink), the img's.
 * @param link Thumbnail link.
 */
function popupSrcsetOf( link: HTMLAnchorElement ): string {
	const listed = link.dataset.popupSrcset;
	if ( listed !== undefined ) {
		return listed;
	}
	return link.querySelector( 'img' )?.getAttribute( 'srcset' ) ?? '';
}

/**
 * The popup image of a thumbnail link; without the server's attributes, the link's own address.
 * @param link Thumbnail link.
 */
export function popupImageOf( link: HTMLAnchorElement ): PopupImageChoice {
	const data = link.dataset;
	const src = data.popupSrc || link.href;
	return {
		src,
		srcset: data.popupSrc ? popupSrcsetOf( link ) : '',
		width: Number( data.popupWidth ) || 0,
		height: Number( data.popupHeight ) || 0,
		sources: data.popupSrc ? sourcesOf( data.popupSources ) : [],
	};
}

/**
 * The width in CSS pixels the image takes in the popup's box, which the browser multiplies by the
 * screen's pixel ratio to pick a size: the box is the block's lightbox size, never past the window,
 * and the whole window on a phone (lightbox.css); the image is fitted inside it, whole.
 * @param box      The block's lightbox size [width, height].
 * @param viewport The window's [width, height].
 * @param image    The image's [width, height] ([0, 0] when unknown: the box's width).
 * @param phone    Whether the popup takes the whole window.
 */
export function shownWidth(
	box: [ number, number ],
	viewport: [ number, number ],
	image: [ number, number ],
	phone: boolean
): number {
	const width = phone ? viewport[ 0 ] : Math.min( box[ 0 ], viewport[ 0 ] );
	const height = phone ? viewport[ 1 ] : Math.min( box[ 1 ], viewport[ 1 ] );
	if ( image[ 0 ] <= 0 || image[ 1 ] <= 0 ) {
		return Math.max( 1, Math.ceil( width ) );
	}
	const fitted = Math.min( width, ( height * image[ 0 ] ) / image[ 1 ] );
	return Math.max( 1, Math.ceil( fitted ) );
}

/**
 * A detached <picture> whose image starts loading at once with high priority: the browser picks
 * its format and size as the sizes attribute says.
 * @param choice The popup image.
 * @param width  The width it is shown at (shownWidth).
 * @return The picture and its img.
 */
export function createPopupImage(
	choice: PopupImageChoice,
	width: number
): { picture: HTMLPictureElement; image: HTMLImageElement } {
	const picture = document.createElement( 'picture' );
	const sizes = `${ width }px`;
	for ( const source of choice.sources ) {
		const element = document.createElement( 'source' );
		element.type = source.type;
		element.sizes = sizes;
		element.srcset = source.srcset;
		picture.append( element );
	}
	const image = document.createElement( 'img' );
	image.decoding = 'async';
	image.setAttribute( 'fetchpriority', 'high' );
	// In the picture before any address is set, so the browser picks among the sources once.
	picture.append( image );
	if ( choice.srcset ) {
		image.sizes = sizes;
		image.srcset = choice.srcset;
	}
	image.src = choice.src;
	return { picture, image };
}

/**
 * Resolves once the image is decoded (ready to paint) or has failed, or after `atMost` ms,
 * whichever comes first.
 * @param image  The image.
 * @param atMost Milliseconds.
 */
export function decodedOrLater(
	image: HTMLImageElement,
	atMost: number = REST_WAITS_AT_MOST_MS
): Promise< void > {
	return new Promise( ( resolve ) => {
		const timer = window.setTimeout( resolve, atMost );
		image
			.decode()
			.catch( () => undefined )
			.then( () => {
				window.clearTimeout( timer );
				resolve();
			} );
	} );
}

/**
 * The address the browser picked for the image, once it has loaded; '' before.
 * @param image The image.
 */
export const loadedAddress = ( image: HTMLImageElement ): string =>
	image.complete && image.naturalWidth > 0 ? image.currentSrc : '';
