/**
 * Touch swipes on the slideshow's stage (000 §9.2).
 */

import { readsRightToLeft, swipeStep } from '../common/reading-direction';

/** 000 §9.2: a touch swipe counts from this distance (px). */
const SWIPE_THRESHOLD = 100;

/**
 * Steps on a horizontal swipe: a swipe to the left shows the next image, to the right on a
 * right-to-left page.
 * @param stage The slideshow's stage.
 * @param step  Moves by one image back (-1) or forward (1).
 */
export function stepOnSwipe(
	stage: HTMLElement | null,
	step: ( by: -1 | 1 ) => void
): void {
	let touchX = 0;
	let touchY = 0;
	stage?.addEventListener(
		'touchstart',
		( event ) => {
			touchX = event.touches[ 0 ].clientX;
			touchY = event.touches[ 0 ].clientY;
		},
		{ passive: true }
	);
	stage?.addEventListener(
		'touchend',
		( event ) => {
			const dx = event.changedTouches[ 0 ].clientX - touchX;
			const dy = event.changedTouches[ 0 ].clientY - touchY;
			if (
				Math.abs( dx ) >= SWIPE_THRESHOLD &&
				Math.abs( dx ) > Math.abs( dy )
			) {
				step( swipeStep( dx, readsRightToLeft( stage ) ) );
			}
		},
		{ passive: true }
	);
}
