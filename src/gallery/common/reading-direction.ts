/**
 * Right-to-left pages (issue 35): what the stylesheets cannot mirror. The build writes a mirrored
 * copy of every stylesheet (rtlcss), but the arrow keys, swipes and scroll positions are the
 * scripts': in Arabic or Hebrew the next image is on the left, so ArrowLeft and a swipe to the
 * right go to it, and a row of thumbnails starts at the right.
 */

/**
 * Whether the element is laid out right to left (the page's dir="rtl", or its own).
 * @param element Any element of the gallery.
 */
export function readsRightToLeft( element: Element ): boolean {
	return getComputedStyle( element ).direction === 'rtl';
}

/**
 * The step in reading order that a horizontal arrow key asks for: 1 (next), -1 (previous), or 0
 * for any other key.
 * @param key KeyboardEvent.key.
 * @param rtl Whether the page reads right to left.
 */
export function arrowKeyStep( key: string, rtl: boolean ): -1 | 0 | 1 {
	if ( key === 'ArrowRight' ) {
		return rtl ? -1 : 1;
	}
	if ( key === 'ArrowLeft' ) {
		return rtl ? 1 : -1;
	}
	return 0;
}

/**
 * The step in reading order of a horizontal swipe: the finger pushes the image shown away, so a
 * swipe towards the end of the line brings the previous one and towards its start the next.
 * @param dx  The finger's horizontal move (px, positive to the right).
 * @param rtl Whether the page reads right to left.
 */
export function swipeStep( dx: number, rtl: boolean ): -1 | 1 {
	return dx < 0 !== rtl ? 1 : -1;
}

/**
 * How far a horizontal scroller is scrolled from its inline start, 0 or more either way (a
 * right-to-left scroller's scrollLeft runs from 0 down to negative values).
 * @param scroller The scrolling element.
 */
export function inlineScroll( scroller: HTMLElement ): number {
	return readsRightToLeft( scroller )
		? -scroller.scrollLeft
		: scroller.scrollLeft;
}

/**
 * The scrollLeft that puts the scroller this far from its inline start.
 * @param scroller The scrolling element.
 * @param distance Distance from the inline start (px).
 */
export function scrollLeftFor(
	scroller: HTMLElement,
	distance: number
): number {
	return readsRightToLeft( scroller ) ? -distance : distance;
}

/**
 * Scrolls to this distance from the inline start.
 * @param scroller The scrolling element.
 * @param distance Distance from the inline start (px).
 */
export function setInlineScroll(
	scroller: HTMLElement,
	distance: number
): void {
	scroller.scrollLeft = scrollLeftFor( scroller, distance );
}

/**
 * Where an item of a scroller starts, measured from the inline start of the scroller's content:
 * its offsetLeft left to right; right to left, its distance from the content's right edge.
 * @param item     An item in the scroller.
 * @param scroller The scrolling element.
 */
export function inlineOffset(
	item: HTMLElement,
	scroller: HTMLElement
): number {
	if ( ! readsRightToLeft( scroller ) ) {
		return item.offsetLeft;
	}
	const box = scroller.getBoundingClientRect();
	const border = parseFloat( getComputedStyle( scroller ).borderRightWidth );
	return (
		box.right -
		( Number.isFinite( border ) ? border : 0 ) -
		item.getBoundingClientRect().right +
		inlineScroll( scroller )
	);
}
