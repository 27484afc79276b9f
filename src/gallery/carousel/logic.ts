/**
 * The carousel's rules without the DOM (000 §3.9, §4.3): settings with timings converted from
 * seconds, and moves by one with wrap-around.
 */
import { secondsToMs } from '../playback/playback';

export interface CarouselSettings {
	intervalMs: number;
	columns: number;
	autoplay: boolean;
	playPause: boolean;
	prevNext: boolean;
}

/**
 * The carousel part of the container's data-gallery, checked, the interval in milliseconds.
 * @param raw The `carousel` object written by CarouselView.
 */
export function readCarouselSettings( raw: unknown ): CarouselSettings {
	const r = ( raw && typeof raw === 'object' ? raw : {} ) as Record<
		string,
		unknown
	>;
	const columns = Number( r.columns );
	return {
		intervalMs: secondsToMs(
			typeof r.interval === 'number' && r.interval > 0 ? r.interval : 5
		),
		columns:
			Number.isInteger( columns ) && columns >= 1
				? Math.min( columns, 10 )
				: 5,
		autoplay: r.autoplay === true,
		playPause: r.playPause !== false,
		prevNext: r.prevNext !== false,
	};
}

/**
 * The first image shown after a move of `by` (000 §4.3): one step, wrapping from the last
 * position (the last `visible` images shown) to the first and back. With every image visible
 * there is nowhere to move.
 * @param first   Index of the first image shown.
 * @param count   Images.
 * @param visible Images shown at a time.
 * @param by      +1 next, -1 previous.
 */
export function carouselStep(
	first: number,
	count: number,
	visible: number,
	by: number
): number {
	const last = Math.max( 0, count - Math.max( 1, visible ) );
	if ( last === 0 ) {
		return 0;
	}
	const to = Math.min( last, Math.max( 0, first ) ) + by;
	if ( to > last ) {
		return 0;
	}
	if ( to < 0 ) {
		return last;
	}
	return to;
}
