/**
 * The popup's first frame, on screen at the click, before WordPress's React runtime and the
 * lightbox data request have arrived (issue 18: for the first 268 ms after a press nothing
 * happened, where PhotoSwipe shows its popup at once). The page is dimmed as the popup dims it,
 * the pressed thumbnail fills the popup's box as a placeholder, and the image the popup will show
 * (popup-image.ts: what the link says of it, in the format and size the browser picks) replaces it
 * once decoded, without waiting for React or call 3. When the popup has mounted it covers this
 * layer, which then goes.
 *
 * Plain DOM and inline styles: it lives in the always-loaded gallery script, so it must cost a
 * few hundred bytes and no stylesheet.
 */

import {
	createPopupImage,
	shownWidth,
	type PopupImageChoice,
} from './popup-image';

let layer: HTMLElement | null = null;
let cancelled = false;
/** Images started on a press, kept so the browser does not drop their requests. */
const warming = new Map<
	string,
	{ picture: HTMLPictureElement; image: HTMLImageElement }
>();

/** The popup's default box (the block's lightbox size), as GalleryRequest's defaults. */
const DEFAULT_BOX: [ number, number ] = [ 800, 500 ];

/** Whether the popup takes the whole window (767 px or less, lightbox.css). */
const onPhone = (): boolean =>
	!! window.matchMedia?.( '(max-width: 767px)' ).matches;

function warmed( choice: PopupImageChoice, box: [ number, number ] ) {
	let entry = warming.get( choice.src );
	if ( ! entry ) {
		entry = createPopupImage(
			choice,
			shownWidth(
				box,
				[ window.innerWidth, window.innerHeight ],
				[ choice.width, choice.height ],
				onPhone()
			)
		);
		warming.set( choice.src, entry );
	}
	return entry;
}

/**
 * Starts loading the image the popup will show, once per image.
 * @param choice What the link says of it (popupImageOf).
 * @param box    The popup's box, width and height in px (the block's lightbox size).
 * @return The image being loaded.
 */
export function warmImage(
	choice: PopupImageChoice,
	box: [ number, number ] = DEFAULT_BOX
): HTMLImageElement {
	return warmed( choice, box ).image;
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
 * @param link   The pressed thumbnail link.
 * @param choice The image the popup will show (popupImageOf).
 * @param box    The popup's box, width and height in px (the block's lightbox size).
 */
export function showPlaceholder(
	link: HTMLAnchorElement,
	choice: PopupImageChoice,
	box: [ number, number ] = DEFAULT_BOX
): void {
	hidePlaceholder();
	cancelled = false;
	// Requested first, before this layer is drawn and before anything else of the popup.
	const full = warmed( choice, box );
	const thumb = link.querySelector( 'img' );
	const shown = document.createElement( 'img' );
	shown.alt = thumb?.alt ?? '';
	shown.src = thumb?.currentSrc || thumb?.src || choice.src;
	Object.assign( shown.style, fill );
	// The popup's box, as its stylesheet sizes it: the block's size, never past the window, and
	// the whole screen on a phone (767 px or less, lightbox.css).
	const phone = onPhone();
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
	const current = layer;
	// Decoded off the main thread, then the decoded element itself takes the thumbnail's place.
	full.image
		.decode()
		.then( () => {
			if ( layer === current ) {
				full.image.alt = shown.alt;
				Object.assign( full.image.style, fill );
				// The image itself is on screen now (the bench's image-shown mark).
				full.image.dataset.full = '';
				shown.replaceWith( full.picture );
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
