/**
 * The page-speed score colour (000 §5, §9.1): 49 or below is red, 90 or above is green, anything
 * between is orange; a score of 0 is shown as a special zero mark.
 */
export const RED_AT_MOST = 49;
export const GREEN_FROM = 90;

export type ScoreColour = 'red' | 'orange' | 'green';

/** The colours as drawn: dark enough to read as text on the panel's white. */
export const COLOUR_VALUES: Record< ScoreColour, string > = {
	red: '#c9271f',
	orange: '#a85a00',
	green: '#0a7c42',
};

/**
 * The colour of a score (0-100).
 *
 * @param score
 */
export function scoreColour( score: number ): ScoreColour {
	if ( score <= RED_AT_MOST ) {
		return 'red';
	}
	return score >= GREEN_FROM ? 'green' : 'orange';
}

/**
 * Whether a score shows as the zero mark rather than a number.
 *
 * @param score
 */
export function isZeroMark( score: number ): boolean {
	return score === 0;
}

/**
 * Paints the admin bar's dot in the colour of a page's lower score, as the server does on load.
 *
 * @param scores The page's scores (mobile and desktop).
 */
export function paintLogo( scores: number[] ): void {
	const colour = scoreColour( Math.min( ...scores ) );
	document
		.querySelectorAll( '#wp-admin-bar-vista-speed .vista-speed-logo' )
		.forEach( ( logo ) => {
			logo.classList.remove( 'is-red', 'is-orange', 'is-green' );
			logo.classList.add( `is-${ colour }` );
		} );
}
