/**
 * The rows of a list of galleries or albums (a WordPress list table: on a phone, the title's
 * cell shows first and the others open with the row's toggle), and the page buttons below them.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { siteDate } from '@vista/shared/site-date';
import { screenUrl } from './navigation';
import { ShortcodeCopy } from './ShortcodeCopy';
import type { CollectionRow, CollectionSort } from './types';

export interface CollectionTableLabels {
	countHeading: string;
	count: ( count: number ) => string;
	table: string;
}

interface TableProps {
	rows: CollectionRow[];
	page: string;
	labels: CollectionTableLabels;
	sort: CollectionSort;
	onSort: ( orderby: CollectionSort[ 'orderby' ] ) => void;
	selected: number[];
	onToggle: ( id: number, on: boolean ) => void;
	onToggleAll: ( on: boolean ) => void;
	onDelete: ( row: CollectionRow ) => void;
	onDuplicate: ( row: CollectionRow ) => void;
	/** Opens "Add to a page" for the row; absent where the list has no such action. */
	onAddToPage?: ( row: CollectionRow ) => void;
}

/**
 * A column heading that sorts the list, marked with `aria-sort` when it does.
 * @param props         The heading.
 * @param props.label   Its text.
 * @param props.column  The column it sorts by.
 * @param props.sort    The list's sort.
 * @param props.onSort  Sorts by the column.
 * @param props.primary Whether it is the row's primary column.
 */
function SortableHeading( {
	label,
	column,
	sort,
	onSort,
	primary = false,
}: {
	label: string;
	column: CollectionSort[ 'orderby' ];
	sort: CollectionSort;
	onSort: TableProps[ 'onSort' ];
	primary?: boolean;
} ) {
	const active = sort.orderby === column;
	let ariaSort: 'ascending' | 'descending' | undefined;
	if ( active ) {
		ariaSort = sort.order === 'asc' ? 'ascending' : 'descending';
	}
	return (
		<th
			scope="col"
			className={ `manage-column column-${ column }${
				primary ? ' column-primary' : ''
			} ${ active ? `sorted ${ sort.order }` : 'sortable' }` }
			aria-sort={ ariaSort }
		>
			<button
				type="button"
				className="vista-gallery-list__sort"
				onClick={ () => onSort( column ) }
			>
				<span>{ label }</span>
				<span className="vista-gallery-list__sort-mark" aria-hidden>
					{ active && sort.order === 'asc' && '▲' }
					{ active && sort.order === 'desc' && '▼' }
				</span>
			</button>
		</th>
	);
}

/**
 * A row's links under its title: edit, add to a page, duplicate, delete. Plain buttons in the
 * components' link style, not `Button`s: a page has 20 rows (issue 36: the list opens in a second).
 * @param props             The row.
 * @param props.row         Its gallery or album.
 * @param props.title       Its title as shown.
 * @param props.editUrl     Its editor's address.
 * @param props.onDelete    Deletes it (after a confirmation).
 * @param props.onDuplicate Duplicates it.
 * @param props.onAddToPage Opens "Add to a page", where the list has it.
 */
function RowActions( {
	row,
	title,
	editUrl,
	onDelete,
	onDuplicate,
	onAddToPage,
}: Pick< TableProps, 'onDelete' | 'onDuplicate' | 'onAddToPage' > & {
	row: CollectionRow;
	title: string;
	editUrl: string;
} ) {
	return (
		<div className="vista-gallery-list__actions">
			<a href={ editUrl }>{ __( 'Edit', 'vista-gallery' ) }</a>
			{ onAddToPage && (
				<button
					type="button"
					className="components-button is-link vista-add-to-page"
					onClick={ () => onAddToPage( row ) }
				>
					{ __( 'Add to a page', 'vista-gallery' ) }
					<span className="screen-reader-text"> { title }</span>
				</button>
			) }
			<button
				type="button"
				className="components-button is-link"
				onClick={ () => onDuplicate( row ) }
			>
				{ __( 'Duplicate', 'vista-gallery' ) }
				<span className="screen-reader-text"> { title }</span>
			</button>
			<button
				type="button"
				className="components-button is-link is-destructive"
				onClick={ () => onDelete( row ) }
			>
				{ __( 'Delete', 'vista-gallery' ) }
				<span className="screen-reader-text"> { title }</span>
			</button>
		</div>
	);
}

function Row( {
	row,
	page,
	labels,
	selected,
	onToggle,
	onDelete,
	onDuplicate,
	onAddToPage,
}: Omit< TableProps, 'rows' | 'sort' | 'onSort' | 'onToggleAll' > & {
	row: CollectionRow;
} ) {
	const [ expanded, setExpanded ] = useState( false );
	const title = row.title || __( '(no title)', 'vista-gallery' );
	const editUrl = screenUrl( page, { edit: row.id } );
	return (
		<tr className={ expanded ? 'is-expanded' : undefined }>
			<th scope="row" className="check-column">
				<input
					type="checkbox"
					id={ `vista-gallery-select-${ row.id }` }
					checked={ selected.includes( row.id ) }
					onChange={ ( event ) =>
						onToggle( row.id, event.target.checked )
					}
				/>
				<label
					className="screen-reader-text"
					htmlFor={ `vista-gallery-select-${ row.id }` }
				>
					{ sprintf(
						/* translators: %s: title. */
						__( 'Select %s', 'vista-gallery' ),
						title
					) }
				</label>
			</th>
			<td
				className="column-title column-primary"
				data-colname={ __( 'Title', 'vista-gallery' ) }
			>
				<div className="vista-gallery-list__name">
					{ row.thumb ? (
						<img
							className="vista-gallery-list__thumb"
							src={ row.thumb }
							alt=""
							width={ 48 }
							height={ 48 }
						/>
					) : (
						<span className="vista-gallery-list__thumb" />
					) }
					<strong>
						<a className="row-title" href={ editUrl }>
							{ title }
						</a>
					</strong>
				</div>
				<RowActions
					row={ row }
					title={ title }
					editUrl={ editUrl }
					onDelete={ onDelete }
					onDuplicate={ onDuplicate }
					onAddToPage={ onAddToPage }
				/>
				<button
					type="button"
					className="toggle-row"
					aria-expanded={ expanded }
					onClick={ () => setExpanded( ! expanded ) }
				>
					<span className="screen-reader-text">
						{ __( 'Show more details', 'vista-gallery' ) }
					</span>
				</button>
			</td>
			<td
				className="column-shortcode"
				data-colname={ __( 'Shortcode', 'vista-gallery' ) }
			>
				<ShortcodeCopy shortcode={ row.shortcode } title={ title } />
			</td>
			<td className="column-count" data-colname={ labels.countHeading }>
				{ labels.count( row.count ) }
			</td>
			<td
				className="column-author"
				data-colname={ __( 'Author', 'vista-gallery' ) }
			>
				{ row.author }
			</td>
			<td
				className="column-date"
				data-colname={ __( 'Date', 'vista-gallery' ) }
			>
				{ siteDate( row.dateGmt ) }
			</td>
		</tr>
	);
}

export function CollectionTable( props: TableProps ) {
	const { rows, labels, sort, onSort, selected, onToggleAll } = props;
	const allTicked =
		rows.length > 0 && rows.every( ( row ) => selected.includes( row.id ) );
	return (
		<table className="wp-list-table widefat fixed striped vista-gallery-list__table">
			<caption className="screen-reader-text">{ labels.table }</caption>
			<thead>
				<tr>
					<td className="manage-column check-column">
						<input
							type="checkbox"
							id="vista-gallery-select-all"
							checked={ allTicked }
							onChange={ ( event ) =>
								onToggleAll( event.target.checked )
							}
						/>
						<label
							className="screen-reader-text"
							htmlFor="vista-gallery-select-all"
						>
							{ __( 'Select all', 'vista-gallery' ) }
						</label>
					</td>
					<SortableHeading
						label={ __( 'Title', 'vista-gallery' ) }
						column="title"
						sort={ sort }
						onSort={ onSort }
						primary
					/>
					<th scope="col" className="manage-column column-shortcode">
						{ __( 'Shortcode', 'vista-gallery' ) }
					</th>
					<th scope="col" className="manage-column column-count">
						{ labels.countHeading }
					</th>
					<th scope="col" className="manage-column column-author">
						{ __( 'Author', 'vista-gallery' ) }
					</th>
					<SortableHeading
						label={ __( 'Date', 'vista-gallery' ) }
						column="date"
						sort={ sort }
						onSort={ onSort }
					/>
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<Row key={ row.id } row={ row } { ...props } />
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
