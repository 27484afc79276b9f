/**
 * The scroll-to-top link (000 §2.5, §4.7, §9.4): shown once the page has scrolled past 1000 px,
 * it scrolls back to the top in 800 ms.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { easeInOutCubic } from './easing';
import './scroll-to-top.css';

export const SHOW_AFTER_PX = 1000;
export const SCROLL_DURATION_MS = 800;

function scrollToTop( duration: number ): void {
	const start = window.scrollY;
	const reducedMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if ( reducedMotion || duration <= 0 || start === 0 ) {
		window.scrollTo( 0, 0 );
		return;
	}
	const startedAt = performance.now();
	const step = ( now: number ) => {
		const progress = Math.min( 1, ( now - startedAt ) / duration );
		window.scrollTo(
			0,
			Math.round( start * ( 1 - easeInOutCubic( progress ) ) )
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
		scrollToTop( SCROLL_DURATION_MS );
		// Keyboard users land at the top of the page, not on a link that is about to hide.
		document.body.focus( { preventScroll: true } );
	} );
	update();
}

onDocumentReady( () => {
	const link = document.querySelector< HTMLElement >( '.vista-scroll-top' );
	if ( link ) {
		initScrollToTop( link );
	}
} );
