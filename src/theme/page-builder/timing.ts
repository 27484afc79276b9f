/**
 * The page-builder helper's timings (001 §9).
 */

/** Grid relayout: resize debounce and transition. */
export const GRID_RESIZE_DEBOUNCE_MS = 100;
export const GRID_TRANSITION = '0.4s';
/** Parallax: resize debounce, least scale, frame rate without requestAnimationFrame. */
export const PARALLAX_RESIZE_DEBOUNCE_MS = 200;
export const PARALLAX_MIN_SCALE = 1.1;
export const FALLBACK_FRAME_MS = 1000 / 60;

/**
 * Calls `callback` once calls have stopped for `wait` ms.
 * @param callback What to call.
 * @param wait     Quiet time (ms).
 */
export function debounce( callback: () => void, wait: number ): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	return () => {
		clearTimeout( timer );
		timer = setTimeout( callback, wait );
	};
}

/**
 * The next animation frame, or a ~60 fps timer where frames are not offered (001 §9).
 * @param callback What to run.
 */
export function nextFrame( callback: () => void ): void {
	if ( typeof window.requestAnimationFrame === 'function' ) {
		window.requestAnimationFrame( () => callback() );
	} else {
		window.setTimeout( callback, FALLBACK_FRAME_MS );
	}
}

export function prefersReducedMotion(): boolean {
	return window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
}
