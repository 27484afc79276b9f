/**
 * Blog style's own script (a chunk loaded only where the layout is): on page load, an address
 * hash `#bwg{galleryId}/{imageId}` naming an image of this gallery that is on the page opens that
 * image in the lightbox (000 §2.1). The image is first brought to 150 px below the top of the
 * window (000 §9.3) and given the focus, so closing the popup leaves the visitor at it.
 */
import { scrollTargetFor } from '../common/layout';
import type { GalleryOptions } from '../common/request';
import { parseGalleryHash } from '../lightbox/address';
import { openNamedImage } from '../lightbox/opener';

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
	// At once, not animated: the popup keeps the scroll position it opens on and restores it on close.
	window.scrollTo(
		0,
		scrollTargetFor( item.getBoundingClientRect().top + window.scrollY )
	);
	if ( item.querySelector( 'a[data-action="open_lightbox"]' ) ) {
		openNamedImage( container, options, wanted.imageId );
	}
}
