/**
 * Rating and scale rating fields are server-rendered radios, so they work and are reachable by
 * keyboard (arrows move between values) without this script. It only paints a rating's stars:
 * every star up to the chosen (or hovered) value is filled.
 */

/**
 * A radio's star: right after it, or inside its label (the server renders it there).
 * @param radio The radio.
 */
function starOf( radio: HTMLInputElement ): Element | null {
	const next = radio.nextElementSibling;
	if ( next?.classList.contains( 'evf-rating-star' ) ) {
		return next;
	}
	return (
		radio.labels?.[ 0 ]?.querySelector( '.evf-rating-star' ) ??
		next?.querySelector( '.evf-rating-star' ) ??
		null
	);
}

function paint( row: HTMLElement, upTo: number ) {
	row.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' ).forEach(
		( radio ) =>
			starOf( radio )?.classList.toggle(
				'is-filled',
				Number( radio.value ) <= upTo
			)
	);
}

function chosen( row: HTMLElement ): number {
	return Number(
		row.querySelector< HTMLInputElement >( 'input[type="radio"]:checked' )
			?.value ?? 0
	);
}

function addStars( row: HTMLElement ) {
	row.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' ).forEach(
		( radio ) => {
			if ( starOf( radio ) ) {
				return;
			}
			const star = document.createElement( 'span' );
			star.className = 'evf-rating-star';
			star.setAttribute( 'aria-hidden', 'true' );
			star.textContent = '★';
			radio.after( star );
			// The radio keeps its label text for screen readers; sighted visitors see the star.
			radio.classList.add( 'evf-visually-hidden' );
		}
	);
}

export function bindRating( row: HTMLElement ): void {
	addStars( row );
	paint( row, chosen( row ) );
	row.addEventListener( 'change', () => paint( row, chosen( row ) ) );
	row.addEventListener( 'mouseover', ( event ) => {
		const radio = ( event.target as Element ).closest( 'label' )?.control;
		if ( radio instanceof HTMLInputElement && radio.type === 'radio' ) {
			paint( row, Number( radio.value ) );
		}
	} );
	row.addEventListener( 'mouseleave', () => paint( row, chosen( row ) ) );
}

export function initWidgets( form: HTMLFormElement ): void {
	const rows = Array.from(
		form.querySelectorAll< HTMLElement >( '.evf-field-rating' )
	);
	rows.forEach( bindRating );
	form.addEventListener( 'everest_forms_reset', () =>
		rows.forEach( ( row ) => paint( row, 0 ) )
	);
}
