/**
 * The lightbox address hash `#bwg{galleryId}/{imageId}` (000 §2.1): read on page load by the
 * opener and by blog style, acted on only when it carries the gallery marker `bwg`; written by the
 * popup for the image shown; and the plain page address the history entry is reset to on close.
 */

/** The gallery marker: a hash without it is not the gallery's to act on. */
export const HASH_MARKER = 'bwg';

export interface GalleryHash {
	galleryId: number;
	imageId: number;
}

/** Ids are positive integers that fit the database's id columns. */
const ID = '([1-9][0-9]{0,18})';
const HASH = new RegExp( `^#?bwg${ ID }/${ ID }$` );

/**
 * The gallery and image a hash names, or null for anything else.
 * @param hash location.hash (with or without the leading #).
 */
export function parseGalleryHash( hash: string ): GalleryHash | null {
	let text = hash;
	try {
		text = decodeURIComponent( hash );
	} catch {
		return null;
	}
	const match = HASH.exec( text.trim() );
	if ( ! match ) {
		return null;
	}
	const galleryId = Number( match[ 1 ] );
	const imageId = Number( match[ 2 ] );
	if (
		! Number.isSafeInteger( galleryId ) ||
		! Number.isSafeInteger( imageId )
	) {
		return null;
	}
	return { galleryId, imageId };
}

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
