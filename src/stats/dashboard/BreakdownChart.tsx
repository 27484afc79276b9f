/**
 * A share of visitors by browser (bars) or device (doughnut), drawn above the table that holds the
 * same numbers and describes the chart to screen readers.
 */
import { useMemo } from '@wordpress/element';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { ChartCanvas } from './ChartCanvas';
import { COLORS, prefersReducedMotion } from './chart-setup';
import { themeSeriesColor } from './series-color';
import type { TopItem } from './types';

interface Props {
	kind: 'bar' | 'doughnut';
	items: TopItem[];
	label: string;
	/** The table with the same numbers. */
	describedBy: string;
	/** Name of the dataset (tooltip): "Visitors". */
	datasetLabel: string;
}

export function BreakdownChart( {
	kind,
	items,
	label,
	describedBy,
	datasetLabel,
}: Props ) {
	const config = useMemo( () => {
		const labels = items.map( ( item ) => item.label || item.item );
		const data = items.map( ( item ) => item.visitors );
		const colors = items.map(
			( _item, index ) => COLORS.slices[ index % COLORS.slices.length ]
		);
		const animation = prefersReducedMotion() ? false : undefined;
		if ( kind === 'doughnut' ) {
			return {
				type: 'doughnut',
				data: {
					labels,
					datasets: [
						{
							label: datasetLabel,
							data,
							backgroundColor: colors,
							borderWidth: 1,
						},
					],
				},
				options: {
					responsive: true,
					maintainAspectRatio: false,
					animation,
					plugins: { legend: { position: 'right' } },
				},
			} as ChartConfiguration< ChartType, number[], string >;
		}
		return {
			type: 'bar',
			data: {
				labels,
				datasets: [
					{
						label: datasetLabel,
						data,
						backgroundColor: themeSeriesColor().line,
						borderRadius: 2,
						maxBarThickness: 18,
					},
				],
			},
			options: {
				indexAxis: 'y',
				responsive: true,
				maintainAspectRatio: false,
				animation,
				scales: {
					x: { beginAtZero: true, ticks: { precision: 0 } },
					y: { grid: { display: false } },
				},
				plugins: { legend: { display: false } },
			},
		} as ChartConfiguration< ChartType, number[], string >;
	}, [ kind, items, datasetLabel ] );

	return (
		<ChartCanvas
			config={ config }
			label={ label }
			describedBy={ describedBy }
			height={
				kind === 'doughnut'
					? 180
					: Math.max( 120, items.length * 28 + 40 )
			}
			className={ `vista-stats-chart--${ kind }` }
		/>
	);
}
