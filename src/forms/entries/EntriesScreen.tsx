/**
 * The entries screen: pick a form, list its entries (20 a page, newest first), search their
 * values, open one, star it, delete one or several (after confirming), export a CSV.
 */
import { Notice, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { parseSaveError } from '@vista/shared/settings/errors';
import {
	deleteEntries,
	fetchCsv,
	fetchEntries,
	fetchForms,
	updateEntry,
} from './api';
import { EntriesTable } from './EntriesTable';
import { EntryPages } from './EntryPages';
import { EntryView } from './EntryView';
import type { EntryList, FormSummary, PageAt } from './types';
import {
	ConfirmDelete,
	EntriesActions,
	EntriesSearch,
	EntriesTotal,
	FormPicker,
} from './EntriesToolbar';

/**
 * Hands a CSV to the browser as a download.
 * @param csv      The file's text.
 * @param filename Its name.
 */
function downloadCsv( csv: string, filename: string ): void {
	const link = document.createElement( 'a' );
	link.href = URL.createObjectURL(
		new Blob( [ csv ], { type: 'text/csv;charset=utf-8' } )
	);
	link.download = filename;
	document.body.append( link );
	link.click();
	link.remove();
	URL.revokeObjectURL( link.href );
}

interface Props {
	initialFormId: number;
}

const failed = () =>
	__( 'The request failed. Please try again.', 'vista-forms' );

export function EntriesScreen( { initialFormId }: Props ) {
	const [ formId, setFormId ] = useState( initialFormId );
	const [ at, setAt ] = useState< PageAt >( { page: 1 } );
	const setPage = useCallback( ( page: number ) => setAt( { page } ), [] );
	const [ searchText, setSearchText ] = useState( '' );
	const [ search, setSearch ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const [ confirming, setConfirming ] = useState< number[] | null >( null );
	const [ viewing, setViewing ] = useState( 0 );

	const forms = useForms( initialFormId, setFormId, setError );

	const { list, loading, load } = useEntryList(
		formId,
		at,
		search,
		setError
	);

	const showFailure = ( reason: unknown ) =>
		setError( parseSaveError( reason, failed() ).message );

	const toggleStar = ( id: number, starred: boolean ) =>
		updateEntry( id, { starred } ).then( load ).catch( showFailure );

	const remove = ( ids: number[] ) => {
		setConfirming( null );
		deleteEntries( ids )
			.then( ( { deleted } ) => {
				setSelected( [] );
				setViewing( 0 );
				announceDeleted( deleted );
				load();
			} )
			.catch( showFailure );
	};

	const exportCsv = () =>
		fetchCsv( formId, search )
			.then( ( { csv, filename } ) => downloadCsv( csv, filename ) )
			.catch( showFailure );

	if ( forms === null || forms.length === 0 ) {
		return <FormsPending forms={ forms } error={ error } />;
	}

	return (
		<div className="vista-forms-entries">
			{ error && (
				<Notice status="error" onRemove={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			<div className="vista-forms-entries__toolbar">
				<FormPicker
					forms={ forms }
					formId={ formId }
					onPick={ ( id ) => {
						setFormId( id );
						setPage( 1 );
						setSelected( [] );
						setViewing( 0 );
					} }
				/>
				<EntriesSearch
					searchText={ searchText }
					setSearchText={ setSearchText }
					setSearch={ setSearch }
					setPage={ setPage }
				/>
				<EntriesActions
					list={ list }
					search={ search }
					selected={ selected }
					onExport={ exportCsv }
					onDelete={ () => setConfirming( selected ) }
				/>
			</div>

			<EntriesTotal list={ list } loading={ loading } />

			<EntriesTable
				list={ list }
				search={ search }
				selected={ selected }
				onSelect={ setSelected }
				onStar={ toggleStar }
				onView={ setViewing }
				onDelete={ ( id ) => setConfirming( [ id ] ) }
			/>

			{ list && list.total_pages > 1 && (
				<EntryPages
					page={ at.page }
					totalPages={ list.total_pages }
					onPage={ ( page ) => setAt( nextPageAt( at, page, list ) ) }
				/>
			) }

			{ viewing > 0 && (
				<EntryView
					id={ viewing }
					onClose={ () => {
						setViewing( 0 );
						load();
					} }
					onDelete={ () => setConfirming( [ viewing ] ) }
					onError={ ( message ) => setError( message ) }
				/>
			) }

			{ confirming && (
				<ConfirmDelete
					ids={ confirming }
					onConfirm={ () => remove( confirming ) }
					onCancel={ () => setConfirming( null ) }
				/>
			) }
		</div>
	);
}

/**
 * The page to show: the one after or before the page shown is found from that page's last or first
 * entry (keyset paging, as fast on page 5,000 as on page 1); any other by its number.
 * @param at   The page shown.
 * @param page The page asked for.
 * @param list The entries shown.
 */
function nextPageAt(
	at: PageAt,
	page: number,
	list: EntryList | null
): PageAt {
	const rows = list?.entries ?? [];
	if ( rows.length && page === at.page + 1 ) {
		return { page, before: rows[ rows.length - 1 ].id };
	}
	if ( rows.length && page > 1 && page === at.page - 1 ) {
		return { page, after: rows[ 0 ].id };
	}
	return { page };
}

/**
 * One page of a form's entries, matching the search: loaded again whenever the form, page or search
 * change, and on demand; the number found is spoken.
 * @param formId   The form.
 * @param at       The page, from 1, and the entry it follows or precedes.
 * @param search   The search, or empty.
 * @param setError Shows why a request failed.
 */
function useEntryList(
	formId: number,
	at: PageAt,
	search: string,
	setError: ( message: string ) => void
) {
	const [ list, setList ] = useState< EntryList | null >( null );
	const [ loading, setLoading ] = useState( false );
	const load = useCallback( () => {
		if ( ! formId ) {
			return;
		}
		setLoading( true );
		fetchEntries( formId, at, search )
			.then( ( result ) => {
				setList( result );
				setError( '' );
				speak(
					sprintf(
						/* translators: %d: number of entries. */
						_n(
							'%d entry found.',
							'%d entries found.',
							result.total,
							'vista-forms'
						),
						result.total
					)
				);
			} )
			.catch( ( reason ) =>
				setError( parseSaveError( reason, failed() ).message )
			)
			.finally( () => setLoading( false ) );
	}, [ formId, at, search, setError ] );

	useEffect( load, [ load ] );
	return { list, loading, load };
}

/**
 * The forms that have an entries list; when the form asked for is not one of them, the first is
 * shown.
 * @param initialFormId The form asked for.
 * @param setFormId     Picks the form shown.
 * @param setError      Shows why the request failed.
 */
function useForms(
	initialFormId: number,
	setFormId: ( formId: number ) => void,
	setError: ( message: string ) => void
): FormSummary[] | null {
	const [ forms, setForms ] = useState< FormSummary[] | null >( null );
	useEffect( () => {
		fetchForms()
			.then( ( items ) => {
				setForms( items );
				if ( ! items.some( ( form ) => form.id === initialFormId ) ) {
					setFormId( items[ 0 ]?.id ?? 0 );
				}
			} )
			.catch( ( reason ) =>
				setError( parseSaveError( reason, failed() ).message )
			);
	}, [ initialFormId, setFormId, setError ] );
	return forms;
}

/**
 * Tells screen reader users how many entries were deleted.
 * @param deleted Number of entries deleted.
 */
function announceDeleted( deleted: number ): void {
	speak(
		sprintf(
			/* translators: %d: number of entries. */
			_n(
				'%d entry deleted.',
				'%d entries deleted.',
				deleted,
				'vista-forms'
			),
			deleted
		)
	);
}

// Before the entries: a spinner while the forms load, why they did not, or that there are none.
function FormsPending( {
	forms,
	error,
}: {
	forms: FormSummary[] | null;
	error: string;
} ) {
	if ( forms === null ) {
		return error ? (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		) : (
			<Spinner />
		);
	}
	const newFormUrl = window.vistaFormsEntries?.newFormUrl;
	return (
		<div className="vista-forms-entries__empty">
			<p>
				{ __(
					'No entries yet: entries appear here when a visitor sends a form. There is no form yet; make one, then put it on a page.',
					'vista-forms'
				) }
			</p>
			{ newFormUrl && (
				<a className="button button-primary" href={ newFormUrl }>
					{ __( 'Add a form', 'vista-forms' ) }
				</a>
			) }
		</div>
	);
}
