/**
 * Slow start, slow end: the curve of a scroll that the eye can follow.
 * @param t
 */
export function easeInOutCubic( t: number ): number {
	return t < 0.5 ? 4 * t * t * t : 1 - Math.pow( -2 * t + 2, 3 ) / 2;
}
