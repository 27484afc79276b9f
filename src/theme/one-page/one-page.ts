/**
 * One-page navigation (000 §2.5, §4.7, §9.4): menu links to sections of this page scroll there in
 * 1500 ms and keep the address hash; the link of the section in view (half of it, threshold 0.5)
 * is marked current.
 */
import { scrollWindowTo } from '../scroll-to-top/scroll-to-top';

export const SECTION_SCROLL_MS = 1500;
export const SECTION_THRESHOLD = 0.5;

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
	current: HTMLElement
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

export function initOnePage( root: ParentNode = document ): void {
	const bySection = new Map< HTMLElement, HTMLAnchorElement[] >();
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
			// Keyboard and screen-reader users continue from the section.
			if ( ! section.hasAttribute( 'tabindex' ) ) {
				section.setAttribute( 'tabindex', '-1' );
			}
			section.focus( { preventScroll: true } );
		} );
	} );
	if ( ! bySection.size || typeof IntersectionObserver === 'undefined' ) {
		return;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			const shown = entries.filter(
				( entry ) =>
					entry.isIntersecting &&
					entry.intersectionRatio >= SECTION_THRESHOLD
			);
			if ( shown.length ) {
				markCurrent( bySection, shown[ 0 ].target as HTMLElement );
			}
		},
		{ threshold: SECTION_THRESHOLD }
	);
	bySection.forEach( ( _links, section ) => observer.observe( section ) );
}
