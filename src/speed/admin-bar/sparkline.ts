/**
 * The sparkline of a page's score history in the hover panel: one point per completed check,
 * oldest on the left, 0 at the bottom and 100 at the top.
 */
const SVG = 'http://www.w3.org/2000/svg';

/**
 * The polyline points for scores in a width × height box.
 *
 * @param scores
 * @param width
 * @param height
 */
export function sparklinePoints(
	scores: number[],
	width: number,
	height: number
): string {
	if ( scores.length === 0 ) {
		return '';
	}
	const step = scores.length > 1 ? width / ( scores.length - 1 ) : 0;
	return scores
		.map( ( score, index ) => {
			const y =
				height -
				( Math.max( 0, Math.min( 100, score ) ) / 100 ) * height;
			return `${ Math.round( index * step * 10 ) / 10 },${ Math.round( y * 10 ) / 10 }`;
		} )
		.join( ' ' );
}

/**
 * Draws an svg.vista-speed-sparkline from its data-history.
 *
 * @param svg
 */
export function drawSparkline( svg: SVGSVGElement ): void {
	let scores: number[] = [];
	try {
		const parsed: unknown = JSON.parse( svg.dataset.history ?? '[]' );
		scores = Array.isArray( parsed ) ? parsed.map( Number ) : [];
	} catch {
		scores = [];
	}
	const width = Number( svg.getAttribute( 'width' ) ?? 120 );
	const height = Number( svg.getAttribute( 'height' ) ?? 24 );
	const line = document.createElementNS( SVG, 'polyline' );
	line.setAttribute( 'points', sparklinePoints( scores, width, height ) );
	line.setAttribute( 'fill', 'none' );
	line.setAttribute( 'stroke', 'currentColor' );
	line.setAttribute( 'stroke-width', '1.5' );
	svg.replaceChildren( line );
}
