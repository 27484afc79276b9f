/**
 * A Chart.js chart in a canvas: made when the configuration changes, destroyed on unmount. The
 * canvas is an image to assistive technology, labelled by `label` and described by the element
 * `describedBy` names (a table of the same numbers).
 */
import { useEffect, useRef } from '@wordpress/element';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { Chart } from './chart-setup';

interface Props {
	config: ChartConfiguration< ChartType, number[], string >;
	label: string;
	describedBy?: string;
	height: number;
	className?: string;
}

export function ChartCanvas( {
	config,
	label,
	describedBy,
	height,
	className,
}: Props ) {
	const canvasRef = useRef< HTMLCanvasElement >( null );

	useEffect( () => {
		const canvas = canvasRef.current;
		if ( ! canvas ) {
			return;
		}
		const chart = new Chart( canvas, config );
		return () => chart.destroy();
	}, [ config ] );

	return (
		<div
			className={ [ 'vista-stats-chart', className ]
				.filter( Boolean )
				.join( ' ' ) }
			style={ { height } }
		>
			<canvas
				ref={ canvasRef }
				role="img"
				aria-label={ label }
				aria-describedby={ describedBy }
			/>
		</div>
	);
}
