/**
 * Draws the circles and sparklines of server-rendered score panels inside an element.
 */
import { drawCircle } from './circle';
import { drawSparkline } from './sparkline';

/**
 * @param root Where the panels are.
 */
export function drawIn( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >( '.vista-speed-circle' ).forEach(
		( circle ) => drawCircle( circle )
	);
	root.querySelectorAll< SVGSVGElement >(
		'svg.vista-speed-sparkline'
	).forEach( drawSparkline );
}
