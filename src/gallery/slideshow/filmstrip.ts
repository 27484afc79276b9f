/**
 * The slideshow's filmstrip (000 §4.2, §9.2): thumbnails made buttons, the arrows paging it, and
 * the active thumbnail kept in view.
 */
import {
	inlineOffset,
	inlineScroll,
	setInlineScroll,
} from '../common/reading-direction';
import { prefersReducedMotion } from '../playback/playback';
import {
	FILMSTRIP_ARROW_REFRESH_MS,
	FILMSTRIP_SCROLL_MS,
	clickLock,
	easeInOut,
	filmstripArrows,
	pageScroll,
	revealScroll,
} from './filmstrip-logic';

export interface Filmstrip {
	select: ( index: number ) => void;
}

/**
 * Makes a server-rendered thumbnail (a link to the image, or a plain span) a button showing its
 * slide; the image moves over, so the strip keeps its size.
 * @param thumb The thumbnail element.
 */
function thumbButton( thumb: HTMLElement ): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = thumb.className;
	button.dataset.index = thumb.dataset.index ?? '';
	button.setAttribute( 'aria-label', thumb.dataset.label ?? '' );
	if ( thumb.hasAttribute( 'aria-current' ) ) {
		button.setAttribute( 'aria-current', 'true' );
	}
	button.append( ...Array.from( thumb.childNodes ) );
	thumb.replaceWith( button );
	return button;
}

/**
 * The filmstrip: thumbnails as buttons (with the 505 ms click lock), arrows scrolling a page in
 * 500 ms and refreshing their state 510 ms later (000 §9.2), the active thumbnail brought into view.
 * @param root     Slideshow element.
 * @param vertical Beside the stage.
 * @param pick     Shows an image.
 */
/**
 * Picks the image of a clicked thumbnail (one pick per click, however the browser fires it).
 * @param strip The filmstrip.
 * @param pick  Shows an image.
 */
function listenToThumbClicks(
	strip: HTMLElement,
	pick: ( index: number ) => void
): void {
	const take = clickLock();
	strip.addEventListener( 'click', ( event ) => {
		const thumb = ( event.target as HTMLElement ).closest< HTMLElement >(
			'.vista-slideshow__thumb'
		);
		if ( ! thumb ) {
			return;
		}
		event.preventDefault();
		if ( take( performance.now() ) ) {
			pick( Number( thumb.dataset.index ) );
		}
	} );
}

export function createFilmstrip(
	root: HTMLElement,
	vertical: boolean,
	pick: ( index: number ) => void
): Filmstrip | null {
	const strip = root.querySelector< HTMLElement >(
		'.vista-slideshow__filmstrip'
	);
	const viewport = strip?.querySelector< HTMLElement >(
		'.vista-slideshow__film-viewport'
	);
	if ( ! strip || ! viewport ) {
		return null;
	}
	const back = strip.querySelector< HTMLButtonElement >(
		'.vista-slideshow__film-prev'
	);
	const forward = strip.querySelector< HTMLButtonElement >(
		'.vista-slideshow__film-next'
	);
	const thumbs = Array.from(
		strip.querySelectorAll< HTMLElement >( '.vista-slideshow__thumb' )
	).map( thumbButton );

	// Horizontal positions count from the row's inline start: the right on a right-to-left page.
	const position = () =>
		vertical ? viewport.scrollTop : inlineScroll( viewport );
	const setPosition = ( value: number ) => {
		if ( vertical ) {
			viewport.scrollTop = value;
		} else {
			setInlineScroll( viewport, value );
		}
	};
	const visible = () =>
		vertical ? viewport.clientHeight : viewport.clientWidth;
	const maxScroll = () =>
		( vertical ? viewport.scrollHeight : viewport.scrollWidth ) - visible();
	const refreshArrows = () => {
		const state = filmstripArrows( position(), maxScroll() );
		if ( back ) {
			back.disabled = ! state.back;
		}
		if ( forward ) {
			forward.disabled = ! state.forward;
		}
	};

	let frame = 0;
	let refresh: ReturnType< typeof setTimeout > | undefined;
	let animating = false;
	const scrollTo = ( target: number ) => {
		window.cancelAnimationFrame( frame );
		clearTimeout( refresh );
		const from = position();
		if ( prefersReducedMotion() || Math.abs( target - from ) < 1 ) {
			setPosition( target );
			animating = false;
			refreshArrows();
			return;
		}
		animating = true;
		const begin = performance.now();
		const step = ( now: number ) => {
			const t = ( now - begin ) / FILMSTRIP_SCROLL_MS;
			setPosition( from + ( target - from ) * easeInOut( t ) );
			if ( t < 1 ) {
				frame = window.requestAnimationFrame( step );
			}
		};
		frame = window.requestAnimationFrame( step );
		refresh = setTimeout( () => {
			animating = false;
			refreshArrows();
		}, FILMSTRIP_ARROW_REFRESH_MS );
	};

	back?.addEventListener( 'click', () =>
		scrollTo( pageScroll( position(), visible(), maxScroll(), false ) )
	);
	forward?.addEventListener( 'click', () =>
		scrollTo( pageScroll( position(), visible(), maxScroll(), true ) )
	);
	// Scrolling by hand (touch, wheel) refreshes the arrows as it goes.
	viewport.addEventListener(
		'scroll',
		() => {
			if ( ! animating ) {
				refreshArrows();
			}
		},
		{ passive: true }
	);
	if ( typeof ResizeObserver !== 'undefined' ) {
		new ResizeObserver( refreshArrows ).observe( viewport );
	}

	listenToThumbClicks( strip, pick );
	refreshArrows();

	return {
		select( index: number ) {
			thumbs.forEach( ( thumb, i ) => {
				thumb.classList.toggle( 'is-active', i === index );
				if ( i === index ) {
					thumb.setAttribute( 'aria-current', 'true' );
				} else {
					thumb.removeAttribute( 'aria-current' );
				}
			} );
			const item = thumbs[ index ]?.parentElement;
			if ( item ) {
				scrollTo(
					revealScroll(
						vertical
							? item.offsetTop
							: inlineOffset( item, viewport ),
						vertical ? item.offsetHeight : item.offsetWidth,
						visible(),
						maxScroll()
					)
				);
			}
		},
	};
}
