/**
 * The sticky header (000 §1, §2.5). The stylesheet keeps the header at the top (position: sticky);
 * this only marks it `is-stuck` once the page has scrolled, for its shadow. 000 §9.4's scroll check
 * every 250 ms is replaced by an observer of a line at the top of the page: the same outcome, and
 * no work at all while the visitor scrolls.
 */
export function initStickyHeader(): void {
	const header = document.querySelector< HTMLElement >(
		'.wp-site-blocks > header'
	);
	if ( ! header || typeof IntersectionObserver === 'undefined' ) {
		return;
	}
	const line = document.createElement( 'div' );
	line.className = 'vista-header-line';
	line.setAttribute( 'aria-hidden', 'true' );
	document.body.prepend( line );
	new IntersectionObserver( ( [ entry ] ) =>
		header.classList.toggle( 'is-stuck', ! entry.isIntersecting )
	).observe( line );
}
