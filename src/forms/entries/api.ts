/**
 * The entries screen's REST calls (/vista-forms/v1/entries…), through api-fetch (which sends the
 * REST nonce).
 */
import apiFetch from '@wordpress/api-fetch';
import type { Entry, EntryList, FormSummary, PageAt } from './types';

const base = '/vista-forms/v1/entries';

/**
 * A path with query arguments.
 * @param path Path.
 * @param args Arguments.
 */
function withArgs( path: string, args: Record< string, string | number > ) {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( args ) ) {
		query.set( key, String( value ) );
	}
	return `${ path }?${ query.toString() }`;
}

export const fetchForms = () =>
	apiFetch< FormSummary[] >( { path: `${ base }/forms` } );

export const fetchEntries = ( formId: number, at: PageAt, search: string ) =>
	apiFetch< EntryList >( {
		path: withArgs( base, {
			form_id: formId,
			page: at.page,
			search,
			...( at.before && { before: at.before } ),
			...( at.after && { after: at.after } ),
		} ),
	} );

export const fetchEntry = ( id: number ) =>
	apiFetch< Entry >( { path: `${ base }/${ id }` } );

export const updateEntry = (
	id: number,
	flags: { starred?: boolean; read?: boolean }
) =>
	apiFetch< Entry >( {
		path: `${ base }/${ id }`,
		method: 'POST',
		data: flags,
	} );

export const deleteEntries = ( ids: number[] ) =>
	apiFetch< { deleted: number } >( {
		path: base,
		method: 'DELETE',
		data: { ids },
	} );

/**
 * The CSV of a form's entries (or of the search result), as text.
 * @param formId Form.
 * @param search Search text ('' for all).
 */
export async function fetchCsv( formId: number, search: string ) {
	const response = await apiFetch< Response, false >( {
		path: withArgs( `${ base }/export`, { form_id: formId, search } ),
		parse: false,
	} );
	const disposition = response.headers.get( 'Content-Disposition' ) ?? '';
	const filename = /filename="([^"]+)"/.exec( disposition )?.[ 1 ];
	return { csv: await response.text(), filename: filename ?? 'entries.csv' };
}
