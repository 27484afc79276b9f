/**
 * The slideshow's dot indicator, shown instead of a filmstrip: a dot per image, the current one
 * marked as the image changes (000 §4.1: "the active thumbnail and dot follow the current image").
 */

export interface Dots {
	select: ( index: number ) => void;
}

/**
 * Takes over the server-rendered dots, if the slideshow has them.
 * @param root Slideshow element.
 * @param pick Shows an image.
 */
export function createDots(
	root: HTMLElement,
	pick: ( index: number ) => void
): Dots | null {
	const row = root.querySelector< HTMLElement >( '.vista-slideshow__dots' );
	if ( ! row ) {
		return null;
	}
	const dots = Array.from(
		row.querySelectorAll< HTMLButtonElement >( '.vista-slideshow__dot' )
	);
	row.addEventListener( 'click', ( event ) => {
		const dot = ( event.target as Element ).closest< HTMLElement >(
			'.vista-slideshow__dot'
		);
		if ( dot ) {
			pick( Number( dot.dataset.index ) );
		}
	} );
	return {
		select: ( index: number ) =>
			dots.forEach( ( dot, at ) => {
				dot.classList.toggle( 'is-active', at === index );
				if ( at === index ) {
					dot.setAttribute( 'aria-current', 'true' );
				} else {
					dot.removeAttribute( 'aria-current' );
				}
			} ),
	};
}
