/**
 * The lightbox address hash `#bwg{galleryId}/{imageId}` (000 §2.1): read on page load, and acted
 * on only when it carries the gallery marker `bwg`.
 */

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
