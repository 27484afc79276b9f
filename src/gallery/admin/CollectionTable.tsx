/**
 * The rows of a list of galleries or albums, and the page buttons below them.
 */
import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { screenUrl } from './navigation';
import type { CollectionSummary } from './types';

export interface CollectionTableLabels {
	countHeading: string;
	count: ( count: number ) => string;
	table: string;
}

export function CollectionTable( {
	rows,
	page,
	labels,
	onDelete,
}: {
	rows: CollectionSummary[];
	page: string;
	labels: CollectionTableLabels;
	onDelete: ( row: CollectionSummary ) => void;
} ) {
	return (
		<table className="wp-list-table widefat fixed striped">
			<caption className="screen-reader-text">{ labels.table }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Title', 'vista-gallery' ) }</th>
					<th scope="col">{ labels.countHeading }</th>
					<th scope="col">{ __( 'Date', 'vista-gallery' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'vista-gallery' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ row.id }>
						<td>
							<a
								className="row-title"
								href={ screenUrl( page, { edit: row.id } ) }
							>
								{ row.title ||
									__( '(no title)', 'vista-gallery' ) }
							</a>
						</td>
						<td>{ labels.count( row.count ) }</td>
						<td>{ new Date( row.date ).toLocaleDateString() }</td>
						<td>
							<Button
								variant="link"
								isDestructive
								onClick={ () => onDelete( row ) }
							>
								{ __( 'Delete', 'vista-gallery' ) }
								<span className="screen-reader-text">
									{ ' ' }
									{ row.title }
								</span>
							</Button>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export function ListPages( {
	total,
	listPage,
	pages,
	onPage,
}: {
	total: number;
	listPage: number;
	pages: number;
	onPage: ( page: number ) => void;
} ) {
	return (
		<nav
			className="vista-gallery-list__pages"
			aria-label={ __( 'List pages', 'vista-gallery' ) }
		>
			<span className="displaying-num">
				{ sprintf(
					/* translators: %d: number of rows. */
					_n( '%d item', '%d items', total, 'vista-gallery' ),
					total
				) }
			</span>
			<Button
				variant="secondary"
				disabled={ listPage <= 1 }
				accessibleWhenDisabled
				onClick={ () => onPage( listPage - 1 ) }
			>
				{ __( 'Previous page', 'vista-gallery' ) }
			</Button>
			<span aria-live="polite">
				{ sprintf(
					/* translators: 1: page number, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'vista-gallery' ),
					listPage,
					pages
				) }
			</span>
			<Button
				variant="secondary"
				disabled={ listPage >= pages }
				accessibleWhenDisabled
				onClick={ () => onPage( listPage + 1 ) }
			>
				{ __( 'Next page', 'vista-gallery' ) }
			</Button>
		</nav>
	);
}
