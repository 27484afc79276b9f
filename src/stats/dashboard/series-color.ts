/**
 * The colour of the dashboard chart's main series, from the user's admin colour scheme.
 */

/** WordPress's default admin blue, for a page without a scheme's custom properties. */
export const DEFAULT_LINE = '#2271b1';

type Rgb = [ number, number, number ];

/**
 * The parts of a `#rrggbb` colour, or null for anything else.
 * @param hex The colour.
 */
function rgbOf( hex: string ): Rgb | null {
	const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec( hex );
	return match
		? [
				parseInt( match[ 1 ], 16 ),
				parseInt( match[ 2 ], 16 ),
				parseInt( match[ 3 ], 16 ),
			]
		: null;
}

/**
 * WCAG's contrast ratio of a colour against the chart's white background.
 * @param rgb The colour's parts.
 */
function contrastOnWhite( rgb: Rgb ): number {
	const [ red, green, blue ] = rgb;
	const linear = ( channel: number ) => {
		const value = channel / 255;
		return value <= 0.03928
			? value / 12.92
			: Math.pow( ( value + 0.055 ) / 1.055, 2.4 );
	};
	const luminance =
		0.2126 * linear( red ) +
		0.7152 * linear( green ) +
		0.0722 * linear( blue );
	return 1.05 / ( luminance + 0.05 );
}

/**
 * The main series' colour: the user's admin colour scheme, as the kit's AdminColors puts it on the
 * page (`--wp-admin-theme-color` and its darker shades), read when the chart is drawn. A scheme
 * whose colour is too light for a line on white (3:1, WCAG 1.4.11: Sunrise) gives its first darker
 * shade that is not; with no scheme on the page, WordPress's default blue.
 *
 * @param element Where the custom properties are read (the page's body).
 */
export function themeSeriesColor( element: Element = document.body ): {
	line: string;
	fill: string;
} {
	const style = getComputedStyle( element );
	for ( const name of [
		'--wp-admin-theme-color',
		'--wp-admin-theme-color-darker-10',
		'--wp-admin-theme-color-darker-20',
	] ) {
		const hex = style.getPropertyValue( name ).trim();
		const rgb = rgbOf( hex );
		if ( rgb && contrastOnWhite( rgb ) >= 3 ) {
			return {
				line: hex,
				fill: `rgba(${ rgb.join( ', ' ) }, 0.12)`,
			};
		}
	}
	return { line: DEFAULT_LINE, fill: 'rgba(34, 113, 177, 0.12)' };
}
