/**
 * Consent → Records: the consent log for the owner, newest first, 20 a page; filtered by day range
 * and choice, searched by consent id, and exported as CSV with the same filter.
 */
import { Notice } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { isRecord, parseSaveError } from '@vista/shared/settings/errors';
import { fetchRecords, recordsData } from './api';
import { RecordsFilters, RecordsTotal } from './RecordsFilters';
import { RecordsPages } from './RecordsPages';
import { RecordsTable } from './RecordsTable';
import type { RecordFilter, RecordList } from './types';

export const NO_FILTER: RecordFilter = {
	from: '',
	to: '',
	choice: '',
	search: '',
};

/**
 * What a refused request says: WordPress names a refused filter "Invalid parameter(s): search"
 * and puts the route's own message (how to write it) under data.params, which is the useful one.
 * @param reason What api-fetch rejected with.
 */
function failureMessage( reason: unknown ): string {
	const params =
		isRecord( reason ) && isRecord( reason.data )
			? reason.data.params
			: undefined;
	if ( isRecord( params ) ) {
		const messages = Object.values( params ).filter(
			( text ): text is string => typeof text === 'string'
		);
		if ( messages.length > 0 ) {
			return messages.join( ' ' );
		}
	}
	return parseSaveError(
		reason,
		__(
			'The records could not be loaded. Please try again.',
			'vista-consent'
		)
	).message;
}

/**
 * The page of records a filter finds, reloaded when the filter or the page changes; an answer
 * that comes after a newer request was made is dropped.
 * @param filter  The applied filter.
 * @param page    The page.
 * @param onError Told the server's message when a request fails.
 */
function useRecords(
	filter: RecordFilter,
	page: number,
	onError: ( message: string ) => void
) {
	const [ list, setList ] = useState< RecordList | null >( null );
	const [ loading, setLoading ] = useState( true );
	useEffect( () => {
		let current = true;
		setLoading( true );
		fetchRecords( filter, page )
			.then( ( answer ) => {
				if ( current ) {
					setList( answer );
					onError( '' );
				}
			} )
			.catch( ( reason: unknown ) => {
				if ( current ) {
					onError( failureMessage( reason ) );
				}
			} )
			.finally( () => current && setLoading( false ) );
		return () => {
			current = false;
		};
	}, [ filter, page, onError ] );
	return { list, loading };
}

export function RecordsScreen() {
	const data = useMemo( recordsData, [] );
	const [ filter, setFilter ] = useState< RecordFilter >( NO_FILTER );
	const [ page, setPage ] = useState( 1 );
	const [ error, setError ] = useState( '' );
	const { list, loading } = useRecords( filter, page, setError );

	return (
		<div className="vista-consent-records">
			{ ! data.logging && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The notice does not record choices at the moment: turn on "Record every choice" in the cookie consent settings.',
						'vista-consent'
					) }{ ' ' }
					{ data.settingsUrl && (
						<a href={ data.settingsUrl }>
							{ __( 'Cookie consent settings', 'vista-consent' ) }
						</a>
					) }
				</Notice>
			) }
			{ error && (
				<Notice status="error" onRemove={ () => setError( '' ) }>
					{ error }
				</Notice>
			) }
			<RecordsFilters
				applied={ filter }
				today={ data.today }
				exportUrl={ data.exportUrl }
				canExport={ !! list && list.total > 0 }
				onApply={ ( next ) => {
					setFilter(
						Object.values( next ).every( ( v ) => v === '' )
							? NO_FILTER
							: next
					);
					setPage( 1 );
				} }
			/>
			<RecordsTotal list={ list } loading={ loading } />
			<RecordsTable
				records={ list?.records ?? null }
				filtered={ filter !== NO_FILTER }
				noticeOn={ data.noticeOn }
				settingsUrl={ data.settingsUrl }
			/>
			{ list && list.totalPages > 1 && (
				<RecordsPages
					page={ page }
					totalPages={ list.totalPages }
					onPage={ setPage }
				/>
			) }
		</div>
	);
}
