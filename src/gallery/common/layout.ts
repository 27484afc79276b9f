/**
 * The layout rules of 000 §9.3, as pure functions the view script and the unit tests share.
 */

/** Scroll to gallery: this far above the gallery (000 §9.3). */
export const SCROLL_OFFSET = 150;
/** Scroll animation duration in ms (000 §9.3). */
export const SCROLL_DURATION = 500;
/** Below this container width the search line gets its responsive class (000 §2.2). */
export const SEARCH_RESPONSIVE_WIDTH = 410;
/** Broken masonry or mosaic images are shown at this size (000 §2.2, §8). */
export const BROKEN_IMAGE_SIZE = 100;

/**
 * Thumbnail columns = floor(width / thumb width) + 1, capped at the maximum count (000 §9.3).
 * @param width      Container width in px.
 * @param thumbWidth Thumbnail width in px.
 * @param maxColumns Maximum column count.
 */
export function thumbnailColumns(
	width: number,
	thumbWidth: number,
	maxColumns: number
): number {
	if ( ! ( thumbWidth > 0 ) || ! ( width > 0 ) ) {
		return 1;
	}
	return Math.max(
		1,
		Math.min( Math.floor( width / thumbWidth ) + 1, maxColumns )
	);
}

/**
 * Extended album columns = floor(width / (2 × thumb width)), at least 1, capped at the maximum
 * count (000 §9.3).
 * @param width      Container width in px.
 * @param thumbWidth Thumbnail width in px.
 * @param maxColumns Maximum column count.
 */
export function extendedAlbumColumns(
	width: number,
	thumbWidth: number,
	maxColumns: number
): number {
	if ( ! ( thumbWidth > 0 ) || ! ( width > 0 ) ) {
		return 1;
	}
	return Math.max(
		1,
		Math.min( Math.floor( width / ( 2 * thumbWidth ) ), maxColumns )
	);
}

/**
 * Masonry columns = floor(container / thumb width), + 1 when resizable (000 §9.3); at least 1.
 * @param width      Container width in px.
 * @param thumbWidth Thumbnail width in px.
 * @param resizable  Whether the gallery is resizable.
 */
export function masonryColumns(
	width: number,
	thumbWidth: number,
	resizable: boolean
): number {
	if ( ! ( thumbWidth > 0 ) || ! ( width > 0 ) ) {
		return 1;
	}
	return Math.max(
		1,
		Math.floor( width / thumbWidth ) + ( resizable ? 1 : 0 )
	);
}

/**
 * Mosaic thumbnail scale (000 §9.3): × (1 + width / 1920) at window widths of 1920 px and up,
 * × width / 640 at 640 px and down, unchanged between.
 * @param windowWidth Window width in px.
 */
export function mosaicScale( windowWidth: number ): number {
	if ( windowWidth >= 1920 ) {
		return 1 + windowWidth / 1920;
	}
	if ( windowWidth <= 640 ) {
		return Math.max( 0, windowWidth ) / 640;
	}
	return 1;
}

/**
 * Tag area maximum height: twice one button row plus 3 px (000 §9.3).
 * @param rowHeight Height of one row of tag buttons in px.
 */
export function tagAreaMaxHeight( rowHeight: number ): number {
	return 2 * rowHeight + 3;
}

/**
 * Where to scroll so the gallery sits 150 px below the top of the window (000 §9.3).
 * @param galleryTop Gallery top relative to the document in px.
 */
export function scrollTargetFor( galleryTop: number ): number {
	return Math.max( 0, galleryTop - SCROLL_OFFSET );
}
