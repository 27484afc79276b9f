/**
 * One-page navigation (000 §2.5, §4.7, §9.4): menu links to sections of this page scroll there in
 * 1500 ms and keep the address hash; the link of the section that crosses a line just below the
 * sticky header is marked current. A line, not a share of the section in view: a section taller
 * than the window is never half in view, and with several sections in view a share picks whichever
 * changed last (issue 34).
 */
import { scrollWindowTo } from '../scroll-to-top/scroll-to-top';

export const SECTION_SCROLL_MS = 1500;
/** How far below the sticky header the line lies: a section scrolled to lands just above it. */
export const CURRENT_LINE_PX = 8;

/** Where in-page links live: the header's navigation and any list marked for it. */
const LINKS = '.wp-block-navigation a[href*="#"], .vista-one-page a[href*="#"]';

/**
 * The section an in-page link points to on this page, if any.
 * @param link A link with a hash.
 */
export function sectionOf( link: HTMLAnchorElement ): HTMLElement | null {
	const url = new URL( link.href, window.location.href );
	if (
		url.origin !== window.location.origin ||
		url.pathname !== window.location.pathname ||
		url.hash.length < 2
	) {
		return null;
	}
	return document.getElementById( decodeURIComponent( url.hash.slice( 1 ) ) );
}

/** The height the sticky header covers at the top of the window. */
function stickyOffset(): number {
	const header = document.querySelector< HTMLElement >(
		'.wp-site-blocks > header'
	);
	if ( ! header || getComputedStyle( header ).position !== 'sticky' ) {
		return 0;
	}
	return header.getBoundingClientRect().bottom;
}

function closeMobileMenu( link: HTMLElement ): void {
	const open = link.closest( '.wp-block-navigation__responsive-container' );
	if ( open?.classList.contains( 'is-menu-open' ) ) {
		open.querySelector< HTMLElement >(
			'.wp-block-navigation__responsive-container-close'
		)?.click();
	}
}

function markCurrent(
	links: Map< HTMLElement, HTMLAnchorElement[] >,
	current: HTMLElement | null
): void {
	links.forEach( ( anchors, section ) =>
		anchors.forEach( ( anchor ) => {
			const isCurrent = section === current;
			anchor.classList.toggle( 'is-current', isCurrent );
			if ( isCurrent ) {
				anchor.setAttribute( 'aria-current', 'location' );
			} else if ( anchor.getAttribute( 'aria-current' ) === 'location' ) {
				anchor.removeAttribute( 'aria-current' );
			}
		} )
	);
}

/**
 * Marks the link of the section crossing the current line. While a click scrolls to a section,
 * that section stays marked: the sections passed on the way are not the reader's.
 * @param bySection The in-page links of each section.
 */
function watchCurrent(
	bySection: Map< HTMLElement, HTMLAnchorElement[] >
): ( section: HTMLElement ) => void {
	let current: HTMLElement | null = null;
	let pinnedUntil = 0;
	const mark = ( section: HTMLElement | null ) => {
		current = section;
		markCurrent( bySection, section );
	};
	const onCross = ( entries: IntersectionObserverEntry[] ) => {
		if ( performance.now() < pinnedUntil ) {
			return;
		}
		// A section that left the line downwards (the reader scrolled up past its top) is no
		// longer current; the section above, if any, reports crossing the line in this batch.
		entries.forEach( ( entry ) => {
			if (
				! entry.isIntersecting &&
				entry.target === current &&
				entry.boundingClientRect.top > ( entry.rootBounds?.top ?? 0 )
			) {
				mark( null );
			}
		} );
		const crossing = entries.filter( ( entry ) => entry.isIntersecting );
		if ( crossing.length ) {
			mark( crossing[ crossing.length - 1 ].target as HTMLElement );
		}
	};
	let observer: IntersectionObserver | null = null;
	const observe = () => {
		observer?.disconnect();
		// A one-pixel line across the window, just below the sticky header (its height changes
		// with the width, so the line is drawn again on resize).
		const line = Math.round( stickyOffset() ) + CURRENT_LINE_PX;
		observer = new IntersectionObserver( onCross, {
			rootMargin: `-${ line }px 0px -${ Math.max(
				0,
				window.innerHeight - line - 1
			) }px 0px`,
		} );
		bySection.forEach( ( _links, section ) =>
			observer!.observe( section )
		);
	};
	observe();
	let resizing = 0;
	window.addEventListener( 'resize', () => {
		window.clearTimeout( resizing );
		resizing = window.setTimeout( observe, 200 );
	} );
	return ( section ) => {
		mark( section );
		pinnedUntil = performance.now() + SECTION_SCROLL_MS + 100;
	};
}

/**
 * Focus moved to a section for keyboard and screen-reader users. The section is not a control:
 * after a click it shows no focus ring (`:focus:not(:focus-visible)` in front.css), after a key
 * press the browser shows one, so the keyboard user sees where they are.
 * @param section The section scrolled to.
 */
function focusSection( section: HTMLElement ): void {
	if ( ! section.hasAttribute( 'tabindex' ) ) {
		section.setAttribute( 'tabindex', '-1' );
		section.classList.add( 'vista-section-target' );
	}
	section.focus( { preventScroll: true } );
}

export function initOnePage( root: ParentNode = document ): void {
	const bySection = new Map< HTMLElement, HTMLAnchorElement[] >();
	let scrolledTo: ( section: HTMLElement ) => void = () => undefined;
	root.querySelectorAll< HTMLAnchorElement >( LINKS ).forEach( ( link ) => {
		const section = sectionOf( link );
		if ( ! section ) {
			return;
		}
		bySection.set( section, [
			...( bySection.get( section ) ?? [] ),
			link,
		] );
		link.addEventListener( 'click', ( event ) => {
			if ( event.ctrlKey || event.metaKey || event.shiftKey ) {
				return;
			}
			event.preventDefault();
			closeMobileMenu( link );
			const top =
				section.getBoundingClientRect().top +
				window.scrollY -
				stickyOffset();
			scrollWindowTo(
				Math.max( 0, Math.round( top ) ),
				SECTION_SCROLL_MS
			);
			// The address names the section, as a plain anchor link would (000 §2.5).
			window.history.pushState( null, '', `#${ section.id }` );
			scrolledTo( section );
			// Keyboard and screen-reader users continue from the section.
			focusSection( section );
		} );
	} );
	if ( bySection.size && typeof IntersectionObserver !== 'undefined' ) {
		scrolledTo = watchCurrent( bySection );
	}
}
