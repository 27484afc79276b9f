/**
 * The entries screen: pick a form, list its entries (20 a page, newest first), search their
 * values, open one, star it, delete one or several (after confirming), export a CSV.
 */
import {
	Button,
	Notice,
	SearchControl,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import { ConfirmModal } from '@vista/shared/admin/ConfirmModal';
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
import type { EntryList, FormSummary } from './types';

interface Props {
	initialFormId: number;
}

const failed = () =>
	__( 'The request failed. Please try again.', 'vista-forms' );

export function EntriesScreen( { initialFormId }: Props ) {
	const [ forms, setForms ] = useState< FormSummary[] | null >( null );
	const [ formId, setFormId ] = useState( initialFormId );
	const [ page, setPage ] = useState( 1 );
	const [ searchText, setSearchText ] = useState( '' );
	const [ search, setSearch ] = useState( '' );
	const [ list, setList ] = useState< EntryList | null >( null );
	const [ loading, setLoading ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const [ confirming, setConfirming ] = useState< number[] | null >( null );
	const [ viewing, setViewing ] = useState( 0 );

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
	}, [ initialFormId ] );

	const load = useCallback( () => {
		if ( ! formId ) {
			return;
		}
		setLoading( true );
		fetchEntries( formId, page, search )
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
	}, [ formId, page, search ] );

	useEffect( load, [ load ] );

	const toggleStar = ( id: number, starred: boolean ) =>
		updateEntry( id, { starred } )
			.then( load )
			.catch( ( reason ) =>
				setError( parseSaveError( reason, failed() ).message )
			);

	const remove = ( ids: number[] ) => {
		setConfirming( null );
		deleteEntries( ids )
			.then( ( { deleted } ) => {
				setSelected( [] );
				setViewing( 0 );
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
				load();
			} )
			.catch( ( reason ) =>
				setError( parseSaveError( reason, failed() ).message )
			);
	};

	const exportCsv = () =>
		fetchCsv( formId, search )
			.then( ( { csv, filename } ) => {
				const link = document.createElement( 'a' );
				link.href = URL.createObjectURL(
					new Blob( [ csv ], { type: 'text/csv;charset=utf-8' } )
				);
				link.download = filename;
				document.body.append( link );
				link.click();
				link.remove();
				URL.revokeObjectURL( link.href );
			} )
			.catch( ( reason ) =>
				setError( parseSaveError( reason, failed() ).message )
			);

	if ( forms === null ) {
		return error ? (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		) : (
			<Spinner />
		);
	}
	if ( forms.length === 0 ) {
		return <p>{ __( 'There are no forms yet.', 'vista-forms' ) }</p>;
	}

	return (
		<div className="vista-forms-entries">
			{ error && (
				<Notice status="error" onRemove={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			<div className="vista-forms-entries__toolbar">
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
					onChange={ ( value ) => {
						setFormId( Number( value ) );
						setPage( 1 );
						setSelected( [] );
						setViewing( 0 );
					} }
				/>
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
					<Button
						__next40pxDefaultSize
						variant="secondary"
						type="submit"
					>
						{ __( 'Search', 'vista-forms' ) }
					</Button>
				</form>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ exportCsv }
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
					onClick={ () => setConfirming( selected ) }
				>
					{ sprintf(
						/* translators: %d: number of selected entries. */
						__( 'Delete selected (%d)', 'vista-forms' ),
						selected.length
					) }
				</Button>
			</div>

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
					page={ page }
					totalPages={ list.total_pages }
					onPage={ setPage }
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
				<ConfirmModal
					title={ __( 'Delete entries?', 'vista-forms' ) }
					confirmLabel={ __( 'Delete', 'vista-forms' ) }
					cancelLabel={ __( 'Cancel', 'vista-forms' ) }
					destructive
					onConfirm={ () => remove( confirming ) }
					onCancel={ () => setConfirming( null ) }
				>
					{ sprintf(
						/* translators: %d: number of entries. */
						_n(
							'Delete %d entry and its files? This cannot be undone.',
							'Delete %d entries and their files? This cannot be undone.',
							confirming.length,
							'vista-forms'
						),
						confirming.length
					) }
				</ConfirmModal>
			) }
		</div>
	);
}
