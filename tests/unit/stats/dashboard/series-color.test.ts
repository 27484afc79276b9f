import {
	DEFAULT_LINE,
	themeSeriesColor,
} from '../../../../src/stats/dashboard/series-color';

/**
 * A body carrying a scheme's custom properties, as the kit's AdminColors prints them.
 * @param shades The theme colour and its two darker shades.
 */
function schemeOn( shades: string[] ): HTMLElement {
	const element = document.createElement( 'div' );
	[ '', '-darker-10', '-darker-20' ].forEach( ( suffix, index ) =>
		element.style.setProperty(
			`--wp-admin-theme-color${ suffix }`,
			shades[ index ]
		)
	);
	document.body.appendChild( element );
	return element;
}

describe( 'themeSeriesColor', () => {
	it( 'draws the main series in the scheme’s theme colour (Midnight)', () => {
		expect(
			themeSeriesColor( schemeOn( [ '#e14d43', '#dd382d', '#d02c21' ] ) )
		).toEqual( { line: '#e14d43', fill: 'rgba(225, 77, 67, 0.12)' } );
	} );

	it( 'takes a darker shade when the theme colour is too light on white (Sunrise)', () => {
		expect(
			themeSeriesColor( schemeOn( [ '#dd823b', '#d97426', '#c36922' ] ) )
				.line
		).toBe( '#d97426' );
	} );

	it( 'keeps WordPress’s blue on a page without a scheme', () => {
		expect( themeSeriesColor( document.createElement( 'div' ) ).line ).toBe(
			DEFAULT_LINE
		);
	} );
} );
