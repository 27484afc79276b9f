/**
 * The dashboard's REST call (through api-fetch, which adds the nonce) and how a failure is read.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import type { Overview, OverviewQuery } from './types';

export const OVERVIEW_PATH = '/vista-stats/v1/overview';

/**
 * The address of an overview request.
 * @param query What to ask for.
 */
export function overviewPath( query: OverviewQuery ): string {
	const params = new URLSearchParams( {
		range: query.range,
		from: query.from,
		to: query.to,
		limit: String( query.limit ),
	} );
	if ( query.period ) {
		params.set( 'period', query.period );
	}
	return `${ OVERVIEW_PATH }?${ params.toString() }`;
}

/**
 * Everything the dashboard shows for a range.
 * @param query What to ask for.
 */
export function fetchOverview( query: OverviewQuery ): Promise< Overview > {
	return apiFetch< Overview >( { path: overviewPath( query ) } );
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * What to tell the user when a request failed: the server's message for a refused argument
 * (`data.params`), else its overall message, else a general one.
 * @param error What api-fetch rejected with.
 */
export function errorMessage( error: unknown ): string {
	const fallback = __( 'The statistics could not be loaded.', 'vista-stats' );
	if ( ! isRecord( error ) ) {
		return fallback;
	}
	const params = isRecord( error.data ) ? error.data.params : undefined;
	if ( isRecord( params ) ) {
		const first = Object.values( params ).find(
			( text ): text is string => typeof text === 'string' && text !== ''
		);
		if ( first ) {
			return first;
		}
	}
	return typeof error.message === 'string' && error.message.trim() !== ''
		? error.message
		: fallback;
}
