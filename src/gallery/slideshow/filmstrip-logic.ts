/**
 * The filmstrip's rules (000 §4.2, §9.2), shared by the on-page slideshow and the lightbox: the
 * arrows' state, the scroll positions that reveal a thumbnail or page the strip, the easing of
 * that scroll and the click lock.
 */

/** 000 §9.2 timings (ms). */
export const FILMSTRIP_SCROLL_MS = 500;
export const FILMSTRIP_ARROW_REFRESH_MS = 510;
export const FILMSTRIP_CLICK_LOCK_MS = 505;

/**
 * Filmstrip arrows (000 §4.2): back enabled unless at the start, forward unless at the end; both
 * disabled when every thumbnail fits. One pixel of slack absorbs fractional scroll positions.
 * @param position  Scroll position.
 * @param maxScroll Largest scroll position (content minus viewport).
 */
export function filmstripArrows(
	position: number,
	maxScroll: number
): { back: boolean; forward: boolean } {
	if ( maxScroll <= 1 ) {
		return { back: false, forward: false };
	}
	return { back: position > 1, forward: position < maxScroll - 1 };
}

function clamp( value: number, low: number, high: number ): number {
	return Math.max( low, Math.min( high, value ) );
}

/**
 * The scroll position that centres a thumbnail in the filmstrip, kept within the strip.
 * @param itemStart    Thumbnail offset along the strip.
 * @param itemSize     Its length.
 * @param viewportSize Visible length.
 * @param maxScroll    Largest scroll position.
 */
export function revealScroll(
	itemStart: number,
	itemSize: number,
	viewportSize: number,
	maxScroll: number
): number {
	return clamp(
		itemStart + itemSize / 2 - viewportSize / 2,
		0,
		Math.max( 0, maxScroll )
	);
}

/**
 * The scroll position one page further or back, kept within the strip.
 * @param position     Scroll position.
 * @param viewportSize Visible length (one page).
 * @param maxScroll    Largest scroll position.
 * @param forward      Direction.
 */
export function pageScroll(
	position: number,
	viewportSize: number,
	maxScroll: number,
	forward: boolean
): number {
	return clamp(
		position + ( forward ? viewportSize : -viewportSize ),
		0,
		Math.max( 0, maxScroll )
	);
}

/**
 * Ease in and out over t in [0, 1].
 * @param t Progress.
 */
export function easeInOut( t: number ): number {
	const p = clamp( t, 0, 1 );
	return p < 0.5 ? 2 * p * p : 1 - Math.pow( -2 * p + 2, 2 ) / 2;
}

/**
 * The filmstrip click lock (000 §9.2): a click is taken only when the lock of the previous
 * one has run out.
 * @param lockMs How long a taken click locks the next ones.
 */
export function clickLock( lockMs: number = FILMSTRIP_CLICK_LOCK_MS ) {
	let until = -Infinity;
	return ( now: number ): boolean => {
		if ( now < until ) {
			return false;
		}
		until = now + lockMs;
		return true;
	};
}
