/**
 * Statistics: the period picker, the summary cards, visitors and views over time, and the top
 * lists (pages, referrers, browsers, operating systems, devices, events, link clicks, downloads).
 * Every change of period or grouping asks the REST route again; an answer that arrives after a
 * newer question is dropped.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
} from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { errorMessage, fetchOverview } from './api';
import { BreakdownChart } from './BreakdownChart';
import { bucketLabel } from './format';
import { isYmd, presetRange, todayUtc } from './range';
import { RangePicker, type Selection } from './RangePicker';
import { SummaryCards } from './SummaryCards';
import { TopList } from './TopList';
import type { Metric, Overview } from './types';
import { VisitsChart } from './VisitsChart';

/** Items per list. */
const LIST_LIMIT = 10;

/** Today as the server counts it (UTC), else as this browser does. */
function serverToday(): string {
	const today = window.vistaStatsDashboard?.today;
	return typeof today === 'string' && isYmd( today ) ? today : todayUtc();
}

/**
 * Whether nothing at all was recorded in the period.
 * @param overview The answer.
 */
function isEmpty( overview: Overview ): boolean {
	return (
		overview.totals.views === 0 &&
		Object.values( overview.top ).every( ( items ) => items.length === 0 )
	);
}

export function Dashboard() {
	const today = useMemo( serverToday, [] );
	const [ selection, setSelection ] = useState< Selection >( () => ( {
		preset: 'last30',
		range: presetRange( 'last30', today ),
		granularity: 'day',
	} ) );
	const [ overview, setOverview ] = useState< Overview | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ loading, setLoading ] = useState( true );
	const latest = useRef( 0 );

	const load = useCallback( () => {
		const request = ++latest.current;
		setLoading( true );
		setError( null );
		fetchOverview( {
			from: selection.range.from,
			to: selection.range.to,
			range: selection.granularity,
			limit: LIST_LIMIT,
			...( selection.preset === 'today'
				? { period: 'today' as const }
				: {} ),
		} )
			.then( ( response ) => {
				if ( request === latest.current ) {
					setOverview( response );
				}
			} )
			.catch( ( reason: unknown ) => {
				if ( request === latest.current ) {
					setOverview( null );
					setError( errorMessage( reason ) );
				}
			} )
			.finally( () => {
				if ( request === latest.current ) {
					setLoading( false );
				}
			} );
	}, [ selection ] );
	useEffect( load, [ load ] );

	return (
		<div className="vista-stats-dashboard">
			<RangePicker
				selection={ selection }
				today={ today }
				onChange={ setSelection }
			/>
			<p className="vista-stats-dashboard__status" role="status">
				{ loading && <Spinner /> }
				{ loading
					? __( 'Loading statistics…', 'vista-stats' )
					: overview &&
						sprintf(
							/* translators: 1: first day; 2: last day. */
							__( 'From %1$s to %2$s (UTC).', 'vista-stats' ),
							bucketLabel(
								{ start: overview.from, end: overview.from },
								'day',
								true
							),
							bucketLabel(
								{ start: overview.to, end: overview.to },
								'day',
								true
							)
						) }
			</p>
			{ error && (
				<Notice
					status="error"
					isDismissible={ false }
					className="vista-stats-dashboard__error"
				>
					<p>{ error }</p>
					<Button variant="secondary" onClick={ load }>
						{ __( 'Try again', 'vista-stats' ) }
					</Button>
				</Notice>
			) }
			{ overview && (
				<div
					className={
						loading
							? 'vista-stats-dashboard__body is-loading'
							: 'vista-stats-dashboard__body'
					}
					aria-busy={ loading }
				>
					<Body overview={ overview } />
				</div>
			) }
		</div>
	);
}

const LISTS: {
	metric: Metric;
	title: string;
	counts: 'views' | 'times';
	chart?: 'bar' | 'doughnut';
}[] = [
	{
		metric: 'page',
		title: __( 'Top pages', 'vista-stats' ),
		counts: 'views',
	},
	{
		metric: 'referrer',
		title: __( 'Referrers', 'vista-stats' ),
		counts: 'views',
	},
	{
		metric: 'browser',
		title: __( 'Browsers', 'vista-stats' ),
		counts: 'views',
		chart: 'bar',
	},
	{
		metric: 'os',
		title: __( 'Operating systems', 'vista-stats' ),
		counts: 'views',
	},
	{
		metric: 'device',
		title: __( 'Devices', 'vista-stats' ),
		counts: 'views',
		chart: 'doughnut',
	},
	{ metric: 'event', title: __( 'Events', 'vista-stats' ), counts: 'times' },
	{
		metric: 'link',
		title: __( 'Link clicks', 'vista-stats' ),
		counts: 'times',
	},
	{
		metric: 'download',
		title: __( 'Downloads', 'vista-stats' ),
		counts: 'times',
	},
];

function Body( { overview }: { overview: Overview } ) {
	return (
		<>
			<SummaryCards
				totals={ overview.totals }
				previous={ overview.previous }
				online={ overview.online }
			/>
			{ isEmpty( overview ) ? (
				<Card className="vista-stats-empty">
					<CardBody>
						<p>
							{ __(
								'No visits recorded in this period yet.',
								'vista-stats'
							) }
						</p>
					</CardBody>
				</Card>
			) : (
				<>
					<section
						className="vista-stats-visits-card"
						aria-labelledby="vista-stats-visits-title"
					>
						<Card>
							<CardHeader>
								<h2
									id="vista-stats-visits-title"
									className="vista-stats-card-title"
								>
									{ __(
										'Visitors and views',
										'vista-stats'
									) }
								</h2>
							</CardHeader>
							<CardBody>
								<VisitsChart
									series={ overview.series }
									granularity={ overview.range }
								/>
							</CardBody>
						</Card>
					</section>
					<div className="vista-stats-grid">
						{ LISTS.map( ( list ) => {
							const items = overview.top[ list.metric ] ?? [];
							const kind = list.chart;
							return (
								<TopList
									key={ list.metric }
									metric={ list.metric }
									title={ list.title }
									items={ items }
									className={
										list.metric === 'page'
											? 'is-wide'
											: undefined
									}
									countLabel={
										list.counts === 'times'
											? __( 'Times', 'vista-stats' )
											: __( 'Views', 'vista-stats' )
									}
									chart={
										kind
											? ( tableId ) => (
													<BreakdownChart
														kind={ kind }
														items={ items }
														label={ sprintf(
															/* translators: %s: what is charted, such as "Devices". */
															__(
																'%s by visitors',
																'vista-stats'
															),
															list.title
														) }
														describedBy={ tableId }
														datasetLabel={ __(
															'Visitors',
															'vista-stats'
														) }
													/>
												)
											: undefined
									}
								/>
							);
						} ) }
					</div>
				</>
			) }
		</>
	);
}
