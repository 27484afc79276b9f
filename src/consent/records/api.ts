/**
 * The records screen's REST call (through api-fetch, which sends the REST nonce), the address of
 * its CSV export, and what the page printed for it.
 */
import apiFetch from '@wordpress/api-fetch';
import type { RecordFilter, RecordList, RecordsData } from './types';

export const PER_PAGE = 20;

/**
 * The filter's query arguments, without the empty ones.
 * @param filter The filter.
 */
function filterArgs( filter: RecordFilter ): URLSearchParams {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( filter ) ) {
		if ( value !== '' ) {
			query.set( key, value );
		}
	}
	return query;
}

/**
 * A page of the records the filter finds.
 * @param filter The filter.
 * @param page   Page, from 1.
 */
export function fetchRecords( filter: RecordFilter, page: number ) {
	const query = filterArgs( filter );
	query.set( 'page', String( page ) );
	query.set( 'per_page', String( PER_PAGE ) );
	return apiFetch< RecordList >( {
		path: `/vista-consent/v1/records?${ query.toString() }`,
	} );
}

/**
 * The CSV download of the records the filter finds.
 * @param exportUrl The export's address, with its nonce.
 * @param filter    The filter.
 */
export function exportAddress(
	exportUrl: string,
	filter: RecordFilter
): string {
	const url = new URL(
		exportUrl.replace( /&amp;/g, '&' ),
		window.location.href
	);
	filterArgs( filter ).forEach( ( value, key ) =>
		url.searchParams.set( key, value )
	);
	return url.toString();
}

/** What the page printed for the screen, with safe fallbacks. */
export function recordsData(): RecordsData {
	const data = window.vistaConsentRecords;
	return {
		exportUrl: data?.exportUrl ?? '',
		settingsUrl: data?.settingsUrl ?? '',
		logging: data?.logging ?? true,
		noticeOn: data?.noticeOn ?? true,
		today: data?.today ?? '',
	};
}
