/**
 * A score circle (000 §2.6): a ring filled to the score in its §5 colour, the number counting up
 * with it, both drawn in 1200 ms (§9.1). A zero score shows the special zero mark instead.
 */
import { COLOUR_VALUES, isZeroMark, scoreColour } from './colour';

export const CIRCLE_ANIMATION_MS = 1200;

const SIZE = 40;
const STROKE = 4;
const RADIUS = ( SIZE - STROKE ) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const SVG = 'http://www.w3.org/2000/svg';

function ring( colour: string ): { svg: SVGSVGElement; arc: SVGCircleElement } {
	const svg = document.createElementNS( SVG, 'svg' );
	svg.setAttribute( 'viewBox', `0 0 ${ SIZE } ${ SIZE }` );
	svg.setAttribute( 'width', String( SIZE ) );
	svg.setAttribute( 'height', String( SIZE ) );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.classList.add( 'vista-speed-ring' );
	const track = document.createElementNS( SVG, 'circle' );
	const arc = document.createElementNS( SVG, 'circle' );
	for ( const circle of [ track, arc ] ) {
		circle.setAttribute( 'cx', String( SIZE / 2 ) );
		circle.setAttribute( 'cy', String( SIZE / 2 ) );
		circle.setAttribute( 'r', String( RADIUS ) );
		circle.setAttribute( 'fill', 'none' );
		circle.setAttribute( 'stroke-width', String( STROKE ) );
		svg.appendChild( circle );
	}
	track.setAttribute( 'stroke', 'rgba(0,0,0,0.08)' );
	arc.setAttribute( 'stroke', colour );
	arc.setAttribute( 'stroke-linecap', 'round' );
	arc.setAttribute( 'stroke-dasharray', String( CIRCUMFERENCE ) );
	arc.setAttribute( 'stroke-dashoffset', String( CIRCUMFERENCE ) );
	// Start at twelve o'clock.
	arc.setAttribute( 'transform', `rotate(-90 ${ SIZE / 2 } ${ SIZE / 2 })` );
	return { svg, arc };
}

/**
 * Draws (or redraws) a circle element carrying data-score and data-tti.
 *
 * @param element  The .vista-speed-circle element.
 * @param duration Animation length; §9.1's 1200 ms.
 */
export function drawCircle(
	element: HTMLElement,
	duration = CIRCLE_ANIMATION_MS
): void {
	const score = Math.max(
		0,
		Math.min( 100, parseInt( element.dataset.score ?? '0', 10 ) || 0 )
	);
	const colourName = scoreColour( score );
	const colour = COLOUR_VALUES[ colourName ];
	const { svg, arc } = ring( colour );
	const value = document.createElement( 'span' );
	value.className = 'vista-speed-circle-value';
	value.style.color = colour;
	element.replaceChildren( svg, value );
	element.dataset.colour = colourName;
	element.dataset.drawn = 'false';
	element.classList.toggle( 'is-zero', isZeroMark( score ) );
	const label = element
		.closest( '.vista-speed-score' )
		?.querySelector( '.vista-speed-score-name' )?.textContent;
	element.setAttribute( 'role', 'img' );
	element.setAttribute( 'aria-label', `${ label ?? '' } ${ score }`.trim() );
	const load = element
		.closest( '.vista-speed-score' )
		?.querySelector( '.vista-speed-load' );
	if ( load && element.dataset.tti !== undefined ) {
		load.textContent = ( load.textContent ?? '' ).replace(
			/[\d.,]+(?=\s*s\b)/,
			Number( element.dataset.tti ).toFixed( 1 )
		);
	}
	const started = performance.now();
	const frame = ( now: number ) => {
		const progress = Math.min(
			1,
			Math.max( 0, ( now - started ) / duration )
		);
		arc.setAttribute(
			'stroke-dashoffset',
			String( CIRCUMFERENCE * ( 1 - ( score / 100 ) * progress ) )
		);
		if ( isZeroMark( score ) ) {
			value.textContent = '';
			value.classList.add( 'vista-speed-zero' );
		} else {
			value.textContent = String( Math.round( score * progress ) );
		}
		if ( progress < 1 ) {
			requestAnimationFrame( frame );
		} else {
			element.dataset.drawn = 'true';
		}
	};
	requestAnimationFrame( frame );
}
