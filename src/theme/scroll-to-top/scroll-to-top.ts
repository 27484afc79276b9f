/**
 * The scroll-to-top link (000 §2.5, §4.7, §9.4): shown once the page has scrolled past 1000 px,
 * it scrolls back to the top in 800 ms.
 */
import { easeInOutCubic } from './easing';
import './scroll-to-top.css';

export const SHOW_AFTER_PX = 1000;
export const SCROLL_DURATION_MS = 800;

/**
 * Scrolls the window to `target` (px from the top) in `duration` ms, on the eased curve; at once
 * for visitors who asked for less motion.
 * @param target   Where to end.
 * @param duration How long the scroll takes (ms).
 */
export function scrollWindowTo( target: number, duration: number ): void {
	const start = window.scrollY;
	const reducedMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if ( reducedMotion || duration <= 0 || start === target ) {
		window.scrollTo( 0, target );
		return;
	}
	const startedAt = performance.now();
	// Time is read from performance.now(), not the frame's timestamp, so one clock measures both.
	const step = () => {
		const progress = Math.max(
			0,
			Math.min( 1, ( performance.now() - startedAt ) / duration )
		);
		window.scrollTo(
			0,
			Math.round(
				start + ( target - start ) * easeInOutCubic( progress )
			)
		);
		if ( progress < 1 ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

export function initScrollToTop( link: HTMLElement ): void {
	let ticking = false;
	const update = () => {
		ticking = false;
		link.classList.toggle( 'is-visible', window.scrollY > SHOW_AFTER_PX );
	};
	window.addEventListener(
		'scroll',
		() => {
			if ( ! ticking ) {
				ticking = true;
				window.requestAnimationFrame( update );
			}
		},
		{ passive: true }
	);
	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		scrollWindowTo( 0, SCROLL_DURATION_MS );
		// Keyboard users land at the top of the page, not on a link that is about to hide.
		document.body.focus( { preventScroll: true } );
	} );
	update();
}
