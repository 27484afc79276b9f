/**
 * The popup's first frame, on screen at the click, before WordPress's React runtime and the
 * lightbox data request have arrived (issue 18: for the first 268 ms after a press nothing
 * happened, where PhotoSwipe shows its popup at once). The page is dimmed as the popup dims it,
 * the pressed thumbnail fills the popup's box as a placeholder, and the image the popup will show (its
 * address is on the link) replaces it once decoded. When the popup has mounted it covers
 * this layer, which then goes.
 *
 * Plain DOM and inline styles: it lives in the always-loaded gallery script, so it must cost a
 * few hundred bytes and no stylesheet.
 */

let layer: HTMLElement | null = null;
let cancelled = false;
/** Images started on a press, kept so the browser does not drop their requests. */
const warming = new Map< string, HTMLImageElement >();

/**
 * Starts loading the image the popup will show.
 * @param href Its address.
 * @return The image being loaded.
 */
export function warmImage( href: string ): HTMLImageElement {
	let image = warming.get( href );
	if ( ! image ) {
		image = new Image();
		image.decoding = 'async';
		image.src = href;
		warming.set( href, image );
	}
	return image;
}

const fill = {
	position: 'absolute',
	inset: '0',
	width: '100%',
	height: '100%',
	objectFit: 'contain',
};

function onKey( event: KeyboardEvent ): void {
	if ( event.key === 'Escape' ) {
		cancelled = true;
		hidePlaceholder();
	}
}

/** Removes the layer (the popup is up, the open failed, or the visitor pressed Escape). */
export function hidePlaceholder(): void {
	layer?.remove();
	layer = null;
	document.removeEventListener( 'keydown', onKey );
}

/**
 * Whether the visitor dismissed the placeholder with Escape before the popup could open.
 * @return True once per dismissal: reading it resets it.
 */
export function placeholderCancelled(): boolean {
	const was = cancelled;
	cancelled = false;
	return was;
}

/**
 * Shows the layer for a thumbnail link.
 * @param link  The pressed thumbnail link.
 * @param image The address of the image the popup will show.
 * @param box   The popup's box, width and height in px (the block's lightbox size).
 */
export function showPlaceholder(
	link: HTMLAnchorElement,
	image: string,
	box: [ number, number ] = [ 800, 500 ]
): void {
	hidePlaceholder();
	cancelled = false;
	const thumb = link.querySelector( 'img' );
	const shown = document.createElement( 'img' );
	shown.alt = thumb?.alt ?? '';
	shown.src = thumb?.currentSrc || thumb?.src || image;
	Object.assign( shown.style, fill );
	// The popup's box, as its stylesheet sizes it: the block's size, never past the window, and
	// the whole screen on a phone (767 px or less, lightbox.css).
	const phone = window.matchMedia?.( '(max-width: 767px)' ).matches;
	const frame = document.createElement( 'div' );
	Object.assign( frame.style, {
		position: 'relative',
		width: phone ? '100%' : `${ box[ 0 ] }px`,
		height: phone ? '100%' : `${ box[ 1 ] }px`,
		maxWidth: '100%',
		maxHeight: '100%',
		background: '#000',
	} );
	frame.append( shown );
	layer = document.createElement( 'div' );
	layer.className = 'vista-lightbox-placeholder';
	layer.setAttribute( 'aria-busy', 'true' );
	Object.assign( layer.style, {
		position: 'fixed',
		inset: '0',
		zIndex: '100000',
		display: 'flex',
		alignItems: 'center',
		justifyContent: 'center',
		background: phone ? '#000' : 'rgb(0 0 0 / 92%)',
	} );
	layer.append( frame );
	document.body.append( layer );
	document.addEventListener( 'keydown', onKey );
	const full = warmImage( image );
	const current = layer;
	full.decode()
		.then( () => {
			if ( layer === current ) {
				shown.src = full.src;
				// The image itself is on screen now (the bench's image-shown mark).
				shown.dataset.full = '';
			}
		} )
		.catch( () => undefined );
}

/**
 * Removes the layer once the popup is in the page; React commits the popup a task or two after
 * it was asked to render, and the layer stays until then so the page never shows in between.
 * @param frames How many more frames to wait for the popup at most.
 */
export function hidePlaceholderUnderPopup( frames = 10 ): void {
	if ( ! layer ) {
		return;
	}
	if ( frames <= 0 || document.querySelector( '.vista-lightbox' ) ) {
		hidePlaceholder();
		return;
	}
	window.requestAnimationFrame( () =>
		hidePlaceholderUnderPopup( frames - 1 )
	);
}
