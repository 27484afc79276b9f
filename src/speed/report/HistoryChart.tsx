/**
 * A page's score history in the site report: its latest checks, oldest on the left, the mobile
 * score as a solid line and the desktop score as a dashed one over the three colour bands, with
 * the scores in words for screen readers (and as a tooltip).
 */
import { __, sprintf } from '@wordpress/i18n';
import { sparklinePoints } from '../admin-bar/sparkline';
import { GREEN_FROM, RED_AT_MOST } from '../admin-bar/colour';

export interface HistoryPoint {
	/** When the check ended, UTC, "Y-m-d H:i:s". */
	at: string;
	mobile: number;
	desktop: number;
}

export const CHART_WIDTH = 160;
export const CHART_HEIGHT = 40;

/**
 * The chart's summary in words: how many checks, and each score from the first to the latest.
 * @param history The checks, oldest first.
 */
export function historySummary( history: HistoryPoint[] ): string {
	return sprintf(
		/* translators: 1: number of checks, 2: mobile scores, oldest first, 3: desktop scores. */
		__( '%1$d checks. Mobile: %2$s. Desktop: %3$s.', 'vista-speed' ),
		history.length,
		history.map( ( point ) => point.mobile ).join( ', ' ),
		history.map( ( point ) => point.desktop ).join( ', ' )
	);
}

/**
 * A band of the chart between two scores.
 * @param props
 * @param props.from   The lowest score of the band.
 * @param props.to     The highest.
 * @param props.colour The band's colour name.
 */
function Band( {
	from,
	to,
	colour,
}: {
	from: number;
	to: number;
	colour: string;
} ) {
	const top = CHART_HEIGHT - ( to / 100 ) * CHART_HEIGHT;
	return (
		<rect
			className={ `vista-speed-chart__band is-${ colour }` }
			x={ 0 }
			y={ top }
			width={ CHART_WIDTH }
			height={ ( ( to - from ) / 100 ) * CHART_HEIGHT }
		/>
	);
}

export function HistoryChart( { history }: { history: HistoryPoint[] } ) {
	if ( history.length < 2 ) {
		return (
			<span className="vista-speed-chart is-empty">
				{ __( 'One check so far', 'vista-speed' ) }
			</span>
		);
	}
	const summary = historySummary( history );
	const line = ( key: 'mobile' | 'desktop' ) =>
		sparklinePoints(
			history.map( ( point ) => point[ key ] ),
			CHART_WIDTH,
			CHART_HEIGHT
		);
	return (
		<svg
			className="vista-speed-chart"
			width={ CHART_WIDTH }
			height={ CHART_HEIGHT }
			viewBox={ `0 0 ${ CHART_WIDTH } ${ CHART_HEIGHT }` }
			preserveAspectRatio="none"
			role="img"
			aria-label={ summary }
		>
			<title>{ summary }</title>
			<Band from={ 0 } to={ RED_AT_MOST + 1 } colour="red" />
			<Band from={ RED_AT_MOST + 1 } to={ GREEN_FROM } colour="orange" />
			<Band from={ GREEN_FROM } to={ 100 } colour="green" />
			<polyline
				className="vista-speed-chart__line is-desktop"
				points={ line( 'desktop' ) }
			/>
			<polyline
				className="vista-speed-chart__line is-mobile"
				points={ line( 'mobile' ) }
			/>
		</svg>
	);
}
