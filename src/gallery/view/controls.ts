/**
 * The gallery's controls and images as the view script looks after them: the search box's
 * responsive form and the tag area's collapse (000 §9.3), broken images, and the scroll
 * animation.
 */
import {
	BROKEN_IMAGE_SIZE,
	SCROLL_DURATION,
	SEARCH_RESPONSIVE_WIDTH,
	tagAreaMaxHeight,
} from '../common/layout';

/**
 * Fits the search box and the tag area to the container's width.
 * @param container Gallery container.
 */
export function layoutControls( container: HTMLElement ): void {
	container
		.querySelector( '.vista-gallery__search' )
		?.classList.toggle(
			'vista-gallery__search--responsive',
			container.clientWidth < SEARCH_RESPONSIVE_WIDTH
		);
	const list = container.querySelector< HTMLElement >(
		'.vista-gallery__tag-list'
	);
	const toggle = container.querySelector< HTMLButtonElement >(
		'.vista-gallery__tags-toggle'
	);
	const first = list?.firstElementChild as HTMLElement | null;
	if ( ! list || ! toggle || ! first ) {
		return;
	}
	const style = getComputedStyle( first );
	const row =
		first.offsetHeight +
		parseFloat( style.marginTop ) +
		parseFloat( style.marginBottom ) +
		parseFloat( getComputedStyle( list ).rowGap || '0' );
	const max = tagAreaMaxHeight( row );
	const expanded = toggle.getAttribute( 'aria-expanded' ) === 'true';
	list.style.maxHeight = '';
	const overflows = list.scrollHeight > max;
	toggle.hidden = ! overflows;
	if ( overflows && ! expanded ) {
		list.style.maxHeight = `${ max }px`;
	}
}

/**
 * Scrolls the window to a position over 000 §9.3's scroll animation time.
 * @param top Target scroll position in px.
 */
export function animateScrollTo( top: number ): void {
	const start = window.scrollY;
	const distance = top - start;
	const begin = performance.now();
	const step = ( now: number ) => {
		const t = Math.min( 1, ( now - begin ) / SCROLL_DURATION );
		const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow( -2 * t + 2, 2 ) / 2;
		window.scrollTo( 0, start + distance * eased );
		if ( t < 1 ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}

/**
 * Gives broken images (masonry and mosaic) a fixed size and marks their item, now and as they
 * fail.
 * @param container Gallery container.
 */
export function watchBrokenImages( container: HTMLElement ): void {
	const markBroken = ( image: HTMLImageElement ) => {
		image.width = BROKEN_IMAGE_SIZE;
		image.height = BROKEN_IMAGE_SIZE;
		image.closest( '.vista-gallery__item' )?.classList.add( 'is-broken' );
	};
	container.addEventListener(
		'error',
		( event ) => {
			if ( event.target instanceof HTMLImageElement ) {
				markBroken( event.target );
			}
		},
		true
	);
	container
		.querySelectorAll< HTMLImageElement >( '.vista-gallery__image' )
		.forEach( ( image ) => {
			if ( image.complete && image.naturalWidth === 0 && image.src ) {
				markBroken( image );
			}
		} );
}
