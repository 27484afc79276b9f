/**
 * A touch gesture recogniser without the DOM (000 §9.2 touch thresholds): the popup feeds it the
 * start and end of one-finger touches and acts on what it names.
 */

/** 000 §9.2 thresholds. */
export const SWIPE_MIN_PX = 100;
export const TAP_MAX_MS = 150;
export const DOUBLE_TAP_MS = 200;
export const LONG_TAP_MS = 1000;
export const TAP_PRECISION_PX = 30;

export type Gesture =
	| 'swipe-left'
	| 'swipe-right'
	| 'swipe-up'
	| 'swipe-down'
	| 'tap'
	| 'double-tap'
	| 'long-tap';

/** A touch point: page coordinates in px and a time in ms. */
export interface TouchPoint {
	x: number;
	y: number;
	t: number;
}

export interface GestureRecognizer {
	start: ( point: TouchPoint ) => void;
	end: ( point: TouchPoint ) => Gesture | null;
	/** A second finger or a cancelled touch: the touch under way counts for nothing. */
	cancel: () => void;
}

/**
 * A recogniser for one surface. A swipe is a move of at least SWIPE_MIN_PX along its main axis; a
 * touch that stays within TAP_PRECISION_PX is a tap when it lasts at most TAP_MAX_MS (a double tap
 * when it starts within DOUBLE_TAP_MS of the previous tap's end, near it) or a long tap when it
 * lasts at least LONG_TAP_MS. Anything in between (a slow press, a short drag) is nothing.
 */
export function createGestureRecognizer(): GestureRecognizer {
	let begin: TouchPoint | null = null;
	let lastTap: TouchPoint | null = null;
	return {
		start( point ) {
			begin = point;
		},
		cancel() {
			begin = null;
		},
		end( point ) {
			const from = begin;
			begin = null;
			if ( ! from ) {
				return null;
			}
			const dx = point.x - from.x;
			const dy = point.y - from.y;
			if (
				Math.abs( dx ) >= Math.abs( dy ) &&
				Math.abs( dx ) >= SWIPE_MIN_PX
			) {
				lastTap = null;
				return dx < 0 ? 'swipe-left' : 'swipe-right';
			}
			if ( Math.abs( dy ) >= SWIPE_MIN_PX ) {
				lastTap = null;
				return dy < 0 ? 'swipe-up' : 'swipe-down';
			}
			if ( Math.hypot( dx, dy ) > TAP_PRECISION_PX ) {
				return null;
			}
			const held = point.t - from.t;
			if ( held >= LONG_TAP_MS ) {
				lastTap = null;
				return 'long-tap';
			}
			if ( held > TAP_MAX_MS ) {
				return null;
			}
			const previous = lastTap;
			if (
				previous &&
				from.t - previous.t <= DOUBLE_TAP_MS &&
				Math.hypot( from.x - previous.x, from.y - previous.y ) <=
					TAP_PRECISION_PX
			) {
				lastTap = null;
				return 'double-tap';
			}
			lastTap = point;
			return 'tap';
		},
	};
}
