/**
 * The popup's address state (000 §2.1): the `#bwg{galleryId}/{imageId}` hash of the image shown,
 * and the plain page address the history entry is reset to on close. Parsing is blog style's.
 */
export { parseGalleryHash } from '../blog-style/hash';

/** The gallery marker: a hash without it is not the gallery's to act on. */
export const HASH_MARKER = 'bwg';

/**
 * The hash naming an image of a gallery.
 * @param galleryId Gallery id.
 * @param imageId   Image id.
 */
export function galleryHash( galleryId: number, imageId: number ): string {
	return `#${ HASH_MARKER }${ galleryId }/${ imageId }`;
}

/**
 * The address without its hash (the page as it was before the popup).
 * @param href Address.
 */
export function plainAddress( href: string ): string {
	const index = href.indexOf( '#' );
	return index < 0 ? href : href.slice( 0, index );
}

/**
 * The address of an image of a gallery: the page's with the image's hash.
 * @param href      Page address (any hash is replaced).
 * @param galleryId Gallery id.
 * @param imageId   Image id.
 */
export function imageAddress(
	href: string,
	galleryId: number,
	imageId: number
): string {
	return plainAddress( href ) + galleryHash( galleryId, imageId );
}
