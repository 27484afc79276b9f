/**
 * The form's scrolls of 001 §8/§9: to the first invalid field after a refused submit (100 px
 * above it, over 1 s), to the last visible error after an ajax refusal (0.8 s). A small
 * animation-frame tween gives those durations, which native smooth scrolling cannot; visitors who
 * ask for reduced motion get an instant jump.
 */
export const SCROLL_OFFSET = 100;
export const CLIENT_ERROR_SCROLL_MS = 1000;
export const AJAX_ERROR_SCROLL_MS = 800;

export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Ease in and out, like jQuery's default `swing`.
 * @param progress Time elapsed, 0 to 1.
 */
export function swing( progress: number ): number {
	return 0.5 - Math.cos( progress * Math.PI ) / 2;
}

/**
 * Scrolls the window so the element sits `offset` px below the top, over `duration` ms.
 * @param element  Target element.
 * @param duration Animation length in ms.
 * @param offset   Space to leave above the element.
 * @return Resolves when the scroll is done.
 */
export function scrollToElement(
	element: Element,
	duration: number,
	offset = SCROLL_OFFSET
): Promise< void > {
	const start = window.scrollY;
	const target = Math.max(
		0,
		element.getBoundingClientRect().top + start - offset
	);
	if ( prefersReducedMotion() || duration <= 0 || target === start ) {
		window.scrollTo( 0, target );
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		let began: number | null = null;
		const step = ( now: number ) => {
			began ??= now;
			const progress = Math.min( 1, ( now - began ) / duration );
			window.scrollTo(
				0,
				start + ( target - start ) * swing( progress )
			);
			if ( progress < 1 ) {
				window.requestAnimationFrame( step );
			} else {
				resolve();
			}
		};
		window.requestAnimationFrame( step );
	} );
}
