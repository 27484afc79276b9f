/**
 * Visitors and views over time: a line chart, with the same numbers as a table for screen readers
 * (visually hidden) and a sentence that sums them up.
 */
import { VisuallyHidden } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { ChartCanvas } from './ChartCanvas';
import { COLORS, prefersReducedMotion } from './chart-setup';
import { themeSeriesColor } from './series-color';
import { bucketLabel, formatNumber, seriesSummary, spansYears } from './format';
import type { Bucket, Granularity } from './types';

interface Props {
	series: Bucket[];
	granularity: Granularity;
}

export function VisitsChart( { series, granularity }: Props ) {
	const withYear = spansYears( series );
	const labels = useMemo(
		() =>
			series.map( ( bucket ) =>
				bucketLabel( bucket, granularity, withYear )
			),
		[ series, granularity, withYear ]
	);

	const config = useMemo( () => {
		const main = themeSeriesColor();
		return {
			type: 'line',
			data: {
				labels,
				datasets: [
					{
						label: __( 'Visitors', 'vista-stats' ),
						data: series.map( ( bucket ) => bucket.visitors ),
						borderColor: main.line,
						backgroundColor: main.fill,
						pointBackgroundColor: main.line,
						fill: true,
						cubicInterpolationMode: 'monotone',
						pointRadius: series.length > 62 ? 0 : 3,
					},
					{
						label: __( 'Views', 'vista-stats' ),
						data: series.map( ( bucket ) => bucket.views ),
						borderColor: COLORS.views,
						backgroundColor: COLORS.views,
						borderDash: [ 6, 4 ],
						fill: false,
						cubicInterpolationMode: 'monotone',
						pointRadius: series.length > 62 ? 0 : 3,
					},
				],
			},
			options: {
				responsive: true,
				maintainAspectRatio: false,
				animation: prefersReducedMotion() ? false : undefined,
				interaction: { mode: 'index', intersect: false },
				scales: {
					x: {
						grid: { display: false },
						ticks: { autoSkip: true, maxRotation: 0 },
					},
					y: {
						beginAtZero: true,
						ticks: { precision: 0 },
					},
				},
				plugins: {
					legend: {
						position: 'bottom',
						labels: { usePointStyle: true, pointStyle: 'line' },
					},
				},
			},
		} as ChartConfiguration< ChartType, number[], string >;
	}, [ labels, series ] );

	const summaryId = 'vista-stats-visits-summary';
	return (
		<figure className="vista-stats-visits">
			<ChartCanvas
				config={ config }
				label={ __( 'Visitors and views over time', 'vista-stats' ) }
				describedBy={ summaryId }
				height={ 300 }
			/>
			<VisuallyHidden>
				<p id={ summaryId }>{ seriesSummary( series, granularity ) }</p>
				<table>
					<caption>
						{ __( 'Visitors and views over time', 'vista-stats' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Period', 'vista-stats' ) }
							</th>
							<th scope="col">
								{ __( 'Visitors', 'vista-stats' ) }
							</th>
							<th scope="col">
								{ __( 'Views', 'vista-stats' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ series.map( ( bucket, index ) => (
							<tr key={ bucket.start }>
								<th scope="row">{ labels[ index ] }</th>
								<td>{ formatNumber( bucket.visitors ) }</td>
								<td>{ formatNumber( bucket.views ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</VisuallyHidden>
		</figure>
	);
}
