/**
 * Page speed → Site report: every checked page with its latest scores in their colours and its score
 * history as a chart, sortable by each score column (the headers are buttons and say their order
 * to screen readers), under a count of pages per rating, with the CSV download.
 */
import { createRoot, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { sortRows, type Direction, type ReportRow, type SortKey } from './sort';
import { ScoreBadge } from './ScoreBadge';
import { HistoryChart } from './HistoryChart';
import { Summary } from './Summary';
import './report.css';

declare global {
	interface Window {
		vistaSpeedReport?: { rows: ReportRow[]; exportUrl: string };
	}
}

/**
 * "was N" beside a score checked first after an image optimisation.
 * @param props
 * @param props.score The score before it, if any.
 */
function Was( { score }: { score?: number | null } ) {
	if ( score === null || score === undefined ) {
		return null;
	}
	return (
		<span className="vista-speed-was">
			{ ' ' }
			{ sprintf(
				/* translators: %d: the score before the image optimisation. */
				__( 'was %d', 'vista-speed' ),
				score
			) }
		</span>
	);
}

export function Report( {
	rows,
	exportUrl,
}: {
	rows: ReportRow[];
	exportUrl: string;
} ) {
	const [ sort, setSort ] = useState< {
		key: SortKey;
		direction: Direction;
	} >( {
		key: 'mobileScore',
		direction: 'ascending',
	} );
	const columns: [ SortKey, string ][] = [
		[ 'title', __( 'Page', 'vista-speed' ) ],
		[ 'mobileScore', __( 'Mobile score', 'vista-speed' ) ],
		[ 'desktopScore', __( 'Desktop score', 'vista-speed' ) ],
		[ 'checkedAt', __( 'Last checked (UTC)', 'vista-speed' ) ],
	];
	const sorted = sortRows( rows, sort.key, sort.direction );
	const header = ( [ key, label ]: [ SortKey, string ] ) => (
		<th
			key={ key }
			scope="col"
			aria-sort={ sort.key === key ? sort.direction : 'none' }
		>
			<button
				type="button"
				className="button-link"
				onClick={ () =>
					setSort( {
						key,
						direction:
							sort.key === key && sort.direction === 'ascending'
								? 'descending'
								: 'ascending',
					} )
				}
			>
				{ label }
				{ sort.key === key &&
					( sort.direction === 'ascending' ? ' ▲' : ' ▼' ) }
			</button>
		</th>
	);
	return (
		<>
			{ rows.length === 0 ? (
				<>
					<p>
						{ __( 'No page has been checked yet.', 'vista-speed' ) }
					</p>
					<p>
						{ __(
							'Press "Check" in the Page speed column of the list of pages or posts, or "Check the score" in the Page speed panel of the editor or in the Page speed menu of the toolbar on the page itself. Each checked page is listed here with its latest scores.',
							'vista-speed'
						) }{ ' ' }
						<a href="edit.php?post_type=page">
							{ __( 'Go to the pages', 'vista-speed' ) }
						</a>
					</p>
				</>
			) : (
				<>
					<Summary rows={ rows } />
					<p>
						<a className="button" href={ exportUrl }>
							{ __( 'Download as CSV', 'vista-speed' ) }
						</a>
					</p>
					<div className="vista-speed-report__scroll">
						<table className="wp-list-table widefat striped vista-speed-report">
							<thead>
								<tr>
									{ columns.map( header ) }
									<th scope="col">
										{ __( 'History', 'vista-speed' ) }
									</th>
								</tr>
							</thead>
							<tbody>
								{ sorted.map( ( row ) => (
									<tr key={ row.postId }>
										<td>
											<a href={ row.url }>
												{ row.title }
											</a>
										</td>
										<td>
											<ScoreBadge
												score={ row.mobileScore }
											/>
											<Was score={ row.mobileWas } />
										</td>
										<td>
											<ScoreBadge
												score={ row.desktopScore }
											/>
											<Was score={ row.desktopWas } />
										</td>
										<td>{ row.checkedAt }</td>
										<td>
											<HistoryChart
												history={ row.history ?? [] }
											/>
										</td>
									</tr>
								) ) }
							</tbody>
						</table>
					</div>
				</>
			) }
		</>
	);
}

const mount = document.getElementById( 'vista-speed-report' );
const data = window.vistaSpeedReport;
if ( mount && data ) {
	createRoot( mount ).render(
		<Report rows={ data.rows } exportUrl={ data.exportUrl } />
	);
}
