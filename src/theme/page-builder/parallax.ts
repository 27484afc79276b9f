/**
 * Parallax backgrounds for cover and group blocks (001 §1, §4, §9): the background, scaled by at
 * least 1.1, moves slower than the page. Off below the theme's breakpoint (Appearance → Customize)
 * and for visitors who ask for less motion; checked again 200 ms after resizing stops.
 */
import {
	PARALLAX_MIN_SCALE,
	PARALLAX_RESIZE_DEBOUNCE_MS,
	debounce,
	nextFrame,
	prefersReducedMotion,
} from './timing';

export const PARALLAX_SELECTOR = '.is-style-vista-parallax, .vista-parallax';

/**
 * The vertical offset of the background for a section at `top` with `height` in a window of
 * `viewport` px: from +room at the bottom of the window to -room at its top, where room is what
 * the scale adds on each side, so the background always covers the section.
 * @param top      Section's top relative to the window.
 * @param height   Section's height.
 * @param viewport Window height.
 * @param scale    Background scale.
 */
export function parallaxOffset(
	top: number,
	height: number,
	viewport: number,
	scale = PARALLAX_MIN_SCALE
): number {
	const progress = ( viewport - top ) / ( viewport + height );
	const clamped = Math.min( 1, Math.max( 0, progress ) );
	const room = ( ( scale - 1 ) * height ) / 2;
	return Math.round( ( 0.5 - clamped ) * 2 * room * 100 ) / 100;
}

/**
 * The layer that moves: a cover's background image or video, or a layer made from a group's
 * background image.
 * @param section The parallax section.
 */
function layerOf( section: HTMLElement ): HTMLElement | null {
	const cover = section.querySelector< HTMLElement >(
		':scope > .wp-block-cover__image-background, :scope > .wp-block-cover__video-background'
	);
	if ( cover ) {
		return cover;
	}
	const made = section.querySelector< HTMLElement >(
		':scope > .vista-parallax__layer'
	);
	if ( made ) {
		return made;
	}
	const image = getComputedStyle( section ).backgroundImage;
	if ( ! image || image === 'none' ) {
		return null;
	}
	const layer = document.createElement( 'div' );
	layer.className = 'vista-parallax__layer';
	layer.setAttribute( 'aria-hidden', 'true' );
	layer.style.backgroundImage = image;
	section.prepend( layer );
	section.classList.add( 'has-vista-parallax-layer' );
	return layer;
}

export function initParallax(
	sections: HTMLElement[],
	minWidth: number
): void {
	const layers = sections
		.map( ( section ) => ( { section, layer: layerOf( section ) } ) )
		.filter(
			( item ): item is { section: HTMLElement; layer: HTMLElement } =>
				item.layer !== null
		);
	if ( ! layers.length ) {
		return;
	}
	let enabled = false;
	let pending = false;
	const update = () => {
		pending = false;
		const viewport = window.innerHeight;
		for ( const { section, layer } of layers ) {
			const rect = section.getBoundingClientRect();
			const offset = parallaxOffset( rect.top, rect.height, viewport );
			layer.style.transform = `translate3d(0, ${ offset }px, 0) scale(${ PARALLAX_MIN_SCALE })`;
		}
	};
	const request = () => {
		if ( enabled && ! pending ) {
			pending = true;
			nextFrame( update );
		}
	};
	// The window's width as `innerWidth` gives it, read from a media query: `innerWidth` makes the
	// browser lay the page out first, and this runs while the page loads (issue 18).
	const wide = window.matchMedia( `(min-width: ${ minWidth }px)` );
	const check = () => {
		enabled = wide.matches && ! prefersReducedMotion();
		for ( const { section, layer } of layers ) {
			section.classList.toggle( 'is-vista-parallax-on', enabled );
			if ( ! enabled ) {
				layer.style.transform = '';
			}
		}
		request();
	};
	window.addEventListener( 'scroll', request, { passive: true } );
	window.addEventListener(
		'resize',
		debounce( check, PARALLAX_RESIZE_DEBOUNCE_MS )
	);
	window
		.matchMedia( '(prefers-reduced-motion: reduce)' )
		.addEventListener?.( 'change', check );
	check();
}
