/**
 * The entries screen's table: a row per entry of the page with its select box, star, summary
 * values, date (with the status of an imported entry that is not published) and the view and
 * delete actions.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { formatDate, statusLabel } from './format';
import { PaymentStatus } from './PaymentStatus';
import type { EntryList } from './types';

interface Props {
	/** The page of entries; null before the first one arrives. */
	list: EntryList | null;
	/** The search the list answers, '' for none. */
	search: string;
	selected: number[];
	onSelect: ( ids: number[] ) => void;
	onStar: ( id: number, starred: boolean ) => void;
	onView: ( id: number ) => void;
	onDelete: ( id: number ) => void;
}

export function EntriesTable( {
	list,
	search,
	selected,
	onSelect,
	onStar,
	onView,
	onDelete,
}: Props ) {
	const entries = list?.entries ?? [];
	const allSelected =
		entries.length > 0 &&
		entries.every( ( entry ) => selected.includes( entry.id ) );

	return (
		<table className="wp-list-table widefat fixed striped vista-forms-entries__table">
			<thead>
				<EntriesHead
					list={ list }
					allSelected={ allSelected }
					onSelect={ onSelect }
				/>
			</thead>
			<tbody>
				{ entries.length === 0 && (
					<tr className="no-items">
						<td colSpan={ ( list?.columns.length ?? 0 ) + 4 }>
							{ search ? (
								__(
									'No entries match the search.',
									'vista-forms'
								)
							) : (
								<NoEntriesYet />
							) }
						</td>
					</tr>
				) }
				{ entries.map( ( entry ) => (
					<tr
						key={ entry.id }
						className={ entry.read ? '' : 'is-unread' }
						data-entry-id={ entry.id }
					>
						<th scope="row" className="check-column">
							<input
								type="checkbox"
								aria-label={ sprintf(
									/* translators: %d: entry number. */
									__( 'Select entry %d', 'vista-forms' ),
									entry.id
								) }
								checked={ selected.includes( entry.id ) }
								onChange={ ( { target: { checked } } ) =>
									onSelect(
										checked
											? [ ...selected, entry.id ]
											: selected.filter(
													( id ) => id !== entry.id
												)
									)
								}
							/>
						</th>
						<td>
							<Button
								size="small"
								icon={
									entry.starred ? 'star-filled' : 'star-empty'
								}
								label={
									entry.starred
										? __( 'Unstar', 'vista-forms' )
										: __( 'Star', 'vista-forms' )
								}
								isPressed={ entry.starred }
								onClick={ () =>
									onStar( entry.id, ! entry.starred )
								}
							/>
						</td>
						{ entry.summary.map( ( text, index ) => (
							<td key={ index }>{ text }</td>
						) ) }
						<td>
							{ formatDate( entry.created ) }
							{ statusLabel( entry.status ) && (
								<span className="vista-forms-entries__status">
									{ statusLabel( entry.status ) }
								</span>
							) }
							{ entry.payment && (
								<>
									<br />
									<PaymentStatus payment={ entry.payment } />
								</>
							) }
						</td>
						<td>
							<Button
								variant="link"
								onClick={ () => onView( entry.id ) }
							>
								{ __( 'View', 'vista-forms' ) }
							</Button>{ ' ' }
							<Button
								variant="link"
								isDestructive
								onClick={ () => onDelete( entry.id ) }
							>
								{ __( 'Delete', 'vista-forms' ) }
							</Button>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

// The header row: select all, and the columns' names.
function EntriesHead( {
	list,
	allSelected,
	onSelect,
}: Pick< Props, 'list' | 'onSelect' > & { allSelected: boolean } ) {
	const entries = list?.entries ?? [];
	return (
		<>
			<tr>
				<td className="check-column">
					<input
						type="checkbox"
						aria-label={ __( 'Select all', 'vista-forms' ) }
						checked={ allSelected }
						onChange={ ( { target: { checked } } ) =>
							onSelect(
								checked
									? entries.map( ( entry ) => entry.id )
									: []
							)
						}
					/>
				</td>
				<th scope="col" className="vista-forms-entries__star">
					{ __( 'Star', 'vista-forms' ) }
				</th>
				{ ( list?.columns ?? [] ).map( ( column, index ) => (
					<th scope="col" key={ index }>
						{ column }
					</th>
				) ) }
				<th scope="col">{ __( 'Date', 'vista-forms' ) }</th>
				<th scope="col">{ __( 'Actions', 'vista-forms' ) }</th>
			</tr>
		</>
	);
}

// A form nobody has sent yet: when entries appear, and the way to the forms list.
function NoEntriesYet() {
	const formsUrl = window.vistaFormsEntries?.formsUrl;
	return (
		<p className="vista-forms-entries__empty">
			{ __(
				'No entries yet. Entries appear here when a visitor sends this form from a page.',
				'vista-forms'
			) }{ ' ' }
			{ formsUrl && (
				<a href={ formsUrl }>
					{ __( 'Go to the forms list', 'vista-forms' ) }
				</a>
			) }
		</p>
	);
}
