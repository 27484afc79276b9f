/**
 * Blog style's own script (a chunk loaded only where the layout is): on page load, an address
 * hash `#bwg{galleryId}/{imageId}` naming an image of this gallery that is on the page scrolls it
 * to 150 px below the top of the window and gives it the focus (000 §2.1, §9.3).
 */
import { animateScrollTo } from '../view/controls';
import { scrollTargetFor } from '../view/layout';
import type { GalleryOptions } from '../view/request';
import { parseGalleryHash } from '../lightbox/address';

/**
 * Instances already started: the gallery view request replaces an instance and this runs again on its fresh
 * markup, but the hash is a page-load address and is not acted on again.
 */
const started = new Set< number >();
let opened = false;

/**
 * Opens the image the address names, if this instance shows it.
 * @param container Gallery container.
 * @param options   Its options.
 */
export function initLayout(
	container: HTMLElement,
	options: GalleryOptions
): void {
	if ( started.has( options.n ) ) {
		return;
	}
	started.add( options.n );
	const wanted = parseGalleryHash( window.location.hash );
	if ( opened || ! wanted || wanted.galleryId !== options.galleryId ) {
		return;
	}
	const item = container.querySelector< HTMLElement >(
		`.vista-blog-style__item[data-image-id="${ wanted.imageId }"]`
	);
	if ( ! item ) {
		return;
	}
	opened = true;
	item.tabIndex = -1;
	item.focus( { preventScroll: true } );
	animateScrollTo(
		scrollTargetFor( item.getBoundingClientRect().top + window.scrollY )
	);
}
