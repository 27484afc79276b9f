/**
 * The carousel (000 §3.9, §4.3), fetched only when a carousel is on the page. The server's row is
 * a native horizontal scroller with snap points (it works by touch and without the script); this
 * moves it by one image with the buttons, the arrow keys and autoplay, and holds the autoplay while
 * the pointer or focus is on the carousel or the page is hidden.
 */
import type { GalleryOptions } from '../common/request';
import {
	announce,
	Autoplay,
	holdWhileHidden,
	playbackControls,
	prefersReducedMotion,
	syncPlayButton,
} from '../playback/playback';
import {
	arrowKeyStep,
	inlineOffset,
	inlineScroll,
	readsRightToLeft,
	scrollLeftFor,
} from '../common/reading-direction';
import { carouselStep, readCarouselSettings } from './logic';

/** A scroll counts as settled after this long without scroll events (ms). */
const SCROLL_SETTLE_MS = 150;

/**
 * The item whose start edge is nearest the row's scroll position (both counted from the row's
 * inline start: its right edge on a right-to-left page).
 * @param items    The carousel's items.
 * @param viewport The scrolling row.
 */
function nearestItem( items: HTMLElement[], viewport: HTMLElement ): number {
	const at = inlineScroll( viewport );
	const distances = items.map( ( item ) =>
		Math.abs( inlineOffset( item, viewport ) - at )
	);
	return distances.indexOf( Math.min( ...distances ) );
}

/**
 * 000 §4.3 carousel: autoplay waits while the visitor looks at or works in it.
 * @param root     The carousel.
 * @param autoplay Its timer.
 */
function holdWhileAttended( root: HTMLElement, autoplay: Autoplay ): void {
	root.addEventListener( 'mouseenter', () => autoplay.hold( 'hover' ) );
	root.addEventListener( 'mouseleave', () => autoplay.release( 'hover' ) );
	root.addEventListener( 'focusin', () => autoplay.hold( 'focus' ) );
	root.addEventListener( 'focusout', ( event ) => {
		if ( ! root.contains( event.relatedTarget as Node | null ) ) {
			autoplay.release( 'focus' );
		}
	} );
}

/**
 * Moves by one image with the arrow keys (not with a modifier, which belongs to the browser).
 * @param root The carousel.
 * @param move Moves by one image back (-1) or forward (1).
 */
function moveOnArrowKeys(
	root: HTMLElement,
	move: ( by: number ) => void
): void {
	root.addEventListener( 'keydown', ( event ) => {
		if ( event.altKey || event.ctrlKey || event.metaKey ) {
			return;
		}
		const by = arrowKeyStep( event.key, readsRightToLeft( root ) );
		if ( by !== 0 ) {
			event.preventDefault();
			move( by );
		}
	} );
}

/**
 * Starts the carousel of a gallery container (LAYOUT_SCRIPTS entry).
 * @param container Gallery container.
 * @param options   Its data-gallery options, with `carousel` from CarouselView.
 */
export function initLayout(
	container: HTMLElement,
	options: GalleryOptions
): void {
	const root = container.querySelector< HTMLElement >( '.vista-carousel' );
	const viewport = root?.querySelector< HTMLElement >(
		'.vista-carousel__viewport'
	);
	if ( ! root || ! viewport || root.classList.contains( 'is-enhanced' ) ) {
		return;
	}
	const settings = readCarouselSettings(
		( options as GalleryOptions & { carousel?: unknown } ).carousel
	);
	const items = Array.from(
		root.querySelectorAll< HTMLElement >( '.vista-carousel__item' )
	);
	const count = items.length;
	const { status, prev, next, toggle } = playbackControls(
		root,
		'vista-carousel'
	);

	// Columns come from the stylesheet's container queries; the script measures them.
	const stride = () =>
		count > 1
			? inlineOffset( items[ 1 ], viewport ) -
				inlineOffset( items[ 0 ], viewport )
			: viewport.clientWidth;
	const visible = () =>
		Math.max(
			1,
			Math.round(
				( viewport.clientWidth + stride() - items[ 0 ].offsetWidth ) /
					Math.max( 1, stride() )
			)
		);
	let first = 0;

	const refreshButtons = () => {
		const movable = count > visible();
		root.dataset.visible = String( visible() );
		if ( prev ) {
			prev.disabled = ! movable;
		}
		if ( next ) {
			next.disabled = ! movable;
		}
	};

	// A move of ours scrolls with snapping off: the browser's snap after a scroll could otherwise
	// cancel a move that starts right then. Snapping returns once the row has settled.
	let settle: ReturnType< typeof setTimeout > | undefined;
	let moving = false;
	const settled = () => {
		if ( moving ) {
			moving = false;
			viewport.style.scrollSnapType = '';
			return;
		}
		// A swipe or wheel scroll moved the row by hand: the next move starts from there.
		first = nearestItem( items, viewport );
		root.dataset.first = String( first );
	};
	const waitToSettle = () => {
		clearTimeout( settle );
		settle = setTimeout( settled, SCROLL_SETTLE_MS );
	};

	const show = ( index: number, told: boolean ) => {
		first = index;
		root.dataset.first = String( index );
		moving = true;
		viewport.style.scrollSnapType = 'none';
		viewport.scrollTo( {
			left: scrollLeftFor(
				viewport,
				inlineOffset( items[ index ], viewport )
			),
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
		waitToSettle();
		if ( told ) {
			announce(
				status,
				index + 1,
				count,
				items[ index ]?.dataset.title ?? ''
			);
		}
	};
	const move = ( by: number, told = true ) =>
		show( carouselStep( first, count, visible(), by ), told );

	const autoplay = new Autoplay(
		() => {
			if ( ! root.isConnected ) {
				autoplay.pause();
				return;
			}
			move( 1, false );
			autoplay.arm();
		},
		() => settings.intervalMs,
		( playing ) => {
			syncPlayButton( toggle, playing );
			status?.setAttribute( 'aria-live', playing ? 'off' : 'polite' );
		}
	);

	prev?.addEventListener( 'click', () => move( -1 ) );
	next?.addEventListener( 'click', () => move( 1 ) );
	toggle?.addEventListener( 'click', () => autoplay.toggle() );
	moveOnArrowKeys( root, move );
	holdWhileAttended( root, autoplay );

	viewport.addEventListener( 'scroll', waitToSettle, { passive: true } );
	if ( typeof ResizeObserver !== 'undefined' ) {
		new ResizeObserver( refreshButtons ).observe( viewport );
	}

	refreshButtons();
	root.dataset.first = '0';
	syncPlayButton( toggle, false );
	status?.setAttribute( 'aria-live', 'polite' );
	holdWhileHidden( autoplay, () => root.isConnected );
	root.classList.add( 'is-enhanced' );
	if ( settings.autoplay && count > 1 && ! prefersReducedMotion() ) {
		autoplay.play();
	}
}
