/**
 * The parts of the entries screen around its table: the form picker, the search box, the export
 * and delete buttons, the number found and the confirmation before deleting.
 */
import {
	Button,
	SearchControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
import type { EntryList, FormSummary } from './types';

// The form whose entries are listed, with its number of entries.
export function FormPicker( {
	forms,
	formId,
	onPick,
}: {
	forms: FormSummary[];
	formId: number;
	onPick: ( formId: number ) => void;
} ) {
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Form', 'vista-forms' ) }
				value={ String( formId ) }
				options={ forms.map( ( form ) => ( {
					value: String( form.id ),
					label: sprintf(
						/* translators: 1: form title, 2: number of entries. */
						__( '%1$s (%2$d)', 'vista-forms' ),
						form.title,
						form.total
					),
				} ) ) }
				onChange={ ( value ) => onPick( Number( value ) ) }
			/>
		</>
	);
}

// The search box: a search runs on submit, and clearing the box shows every entry again.
export function EntriesSearch( {
	searchText,
	setSearchText,
	setSearch,
	setPage,
}: {
	searchText: string;
	setSearchText: ( text: string ) => void;
	setSearch: ( search: string ) => void;
	setPage: ( page: number ) => void;
} ) {
	return (
		<>
			<form
				role="search"
				className="vista-forms-entries__search"
				onSubmit={ ( event ) => {
					event.preventDefault();
					setSearch( searchText.trim() );
					setPage( 1 );
				} }
			>
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search entries', 'vista-forms' ) }
					value={ searchText }
					onChange={ ( value: string ) => {
						setSearchText( value );
						if ( value === '' ) {
							setSearch( '' );
							setPage( 1 );
						}
					} }
				/>
				<Button __next40pxDefaultSize variant="secondary" type="submit">
					{ __( 'Search', 'vista-forms' ) }
				</Button>
			</form>
		</>
	);
}

// Export the entries found, delete the selected ones.
export function EntriesActions( {
	list,
	search,
	selected,
	onExport,
	onDelete,
}: {
	list: EntryList | null;
	search: string;
	selected: number[];
	onExport: () => void;
	onDelete: () => void;
} ) {
	return (
		<>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ onExport }
				disabled={ ! list || list.total === 0 }
			>
				{ search
					? __( 'Export results (CSV)', 'vista-forms' )
					: __( 'Export all (CSV)', 'vista-forms' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				isDestructive
				disabled={ selected.length === 0 }
				onClick={ onDelete }
			>
				{ sprintf(
					/* translators: %d: number of selected entries. */
					__( 'Delete selected (%d)', 'vista-forms' ),
					selected.length
				) }
			</Button>
		</>
	);
}

// How many entries match, and a spinner while they load.
export function EntriesTotal( {
	list,
	loading,
}: {
	list: EntryList | null;
	loading: boolean;
} ) {
	return (
		<>
			<p className="vista-forms-entries__total" aria-live="polite">
				{ list &&
					sprintf(
						/* translators: %d: number of entries. */
						_n(
							'%d entry',
							'%d entries',
							list.total,
							'vista-forms'
						),
						list.total
					) }
				{ loading && <Spinner /> }
			</p>
		</>
	);
}

// Asks before entries and their files are deleted.
export function ConfirmDelete( {
	ids,
	onConfirm,
	onCancel,
}: {
	ids: number[];
	onConfirm: () => void;
	onCancel: () => void;
} ) {
	return (
		<>
			<ConfirmModal
				title={ __( 'Delete entries?', 'vista-forms' ) }
				confirmLabel={ __( 'Delete', 'vista-forms' ) }
				cancelLabel={ __( 'Cancel', 'vista-forms' ) }
				destructive
				onConfirm={ onConfirm }
				onCancel={ onCancel }
			>
				{ sprintf(
					/* translators: %d: number of entries. */
					_n(
						'Delete %d entry and its files? This cannot be undone.',
						'Delete %d entries and their files? This cannot be undone.',
						ids.length,
						'vista-forms'
					),
					ids.length
				) }
			</ConfirmModal>
		</>
	);
}
